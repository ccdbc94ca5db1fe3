// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_page.h"

#include "pm/book_result.h"

#include "common/autosaver.h"
#include "common/computer_turns.h"
#include "common/follow_language.h"
#include "common/pass_screen.h"
#include "common/read_only_guard.h"
#include "common/side_scroll.h"
#include "common/sprite_sheet.h"
#include "engine/core/printable.h"
#include "engine/core/random.h"
#include "engine/pm/hint.h"
#include "engine/pm/rubber_replay.h"
#include "engine/pm/table.h"
#include "engine/pm/view.h"
#include "engine_message.h"
#include "phones/phone_hosting.h"
#include "pm_art.h"
#include "pm_cut_screen.h"
#include "pm_hint_words.h"
#include "pm_phone_table.h"
#include "pm_scene.h"
#include "pm_score_dialog.h"
#include "pm_side_panel.h"
#include "pm_view.h"
#include "pm_words.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QHideEvent>
#include <QPushButton>
#include <QRandomGenerator>
#include <QShowEvent>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace club::app {

namespace {
const QString AutosaveName = QStringLiteral("autosave-pm.json");
constexpr int MaxSeatName = 40; ///< the longest name a P.M. save keeps (SAVE-FORMAT.md)
/// How long the cut for dealer stays up when nobody at the screen can press Deal.
constexpr int CutPauseForPhonesMs = 2500;
/// How long a move that has landed stays in sight before the screen is passed on.
constexpr int PassAfterMoveMs = 600;
} // namespace

PmPage::PmPage(QWidget* parent) : TablePage(AutosaveName, parent) {
    setWords(pageWords());
    sheet_ = new SpriteSheet(pm_art::artPath);
    table_ = new pm::Table(this);
    countChangesOf(table_);
    scene_ = new PmScene(sheet_, table_, this);
    view_ = new PmView(scene_, this);
    panel_ = new PmSidePanel(table_, this);
    layOutWithSidePanel(this, panel_)->insertWidget(0, view_, 1);
    pass_ = new PassScreen(
        [] {
            return PassScreen::Words{
                PmPage::tr("Pass to %1"), PmPage::tr("I am %1 \u2014 show my cards"),
                PmPage::tr("Everyone else, please look away while the cards are shown.")};
        },
        this);
    cut_ = new PmCutScreen(sheet_, this);
    pass_->installEventFilter(this);
    cut_->installEventFilter(this);
    // PM-2: play starts once the table has seen the cut for dealer.
    connect(cut_, &PmCutScreen::dealt, this, [this] {
        if (table_->hasRubber() && !table_->game().isOver()) {
            onTurnChanged(table_->seatToMove());
            sayWhoPlays(table_->seatToMove());
        }
        phoneTable_->tableOpened(); // a phone to lead may play now
        // The keys work on the table at once (a pass screen keeps its button).
        if (pass_->isHidden()) view_->setFocus(Qt::OtherFocusReason);
    });

    // The computer thinks on a copy, off this thread, once the cut is done
    // with and the men are still; an answer to a turn that was undone or
    // abandoned meanwhile is dropped.
    computers_ =
        new ComputerTurns({[this] { return table_->revision(); },
                           [this] { return table_->isComputerToMove() && cut_->isHidden(); },
                           [this] { return scene_->isAnimating(); }},
                          this);
    computers_->setPause(500);
    computers_->setTurns<pm::ComputerTurn>([this] { return std::optional(table_->computerTurn()); },
                                           [this](const pm::Move& move) { table_->play(move); });
    hintAction_ = new QAction(this);
    hintAction_->setShortcut(QKeySequence(Qt::Key_H));
    hintAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(hintAction_);
    connect(hintAction_, &QAction::triggered, this, &PmPage::showHint);
    connect(panel_->hintButton(), &QPushButton::clicked, this, &PmPage::showHint);
    connect(scene_, &PmScene::animationsFinished, computers_, &ComputerTurns::schedule);

    connect(table_, &pm::Table::turnChanged, this, &PmPage::onTurnChanged);
    // Anything drawn for the game that goes (a hint, an explanation) goes with it.
    connect(table_, &pm::Table::positionReset, this, [this] {
        panel_->setHint(QString());
        panel_->setExplanation(QString());
    });
    createMenuActions();
    connect(table_, &pm::Table::turnChanged, this, [this](int seat) {
        // Once the card played has landed (cardLanded), as on the panel; during
        // the cut, its Deal button starts play.
        if (cut_->isHidden() && !scene_->hasCardInFlight()) sayWhoPlays(seat);
        emit actionsChanged();
    });
    // The club's book: every game as it ends (one played aside too), then
    // the rubber; first, before the end is shown or sent to a night.
    const auto gameToBook = [this](int number, int section) {
        finishedForTheBook(pm::finishedGame(table_->rubber(), number, section));
    };
    connect(table_, &pm::Table::gameOver, this, gameToBook);
    connect(table_, &pm::Table::gamePlayedAside, this, gameToBook);
    connect(table_, &pm::Table::rubberOver, this, [this] {
        if (table_->rubber().gameCount() > 1) // a rubber of one game is that game
            finishedForTheBook(pm::finishedRubber(table_->rubber()));
    });
    connect(table_, &pm::Table::gameOver, this, &PmPage::onGameOver);
    // A game dealt (Deal Next, on the panel or the sheet) is saved at once:
    // a crash before its first card resumes it, not the game before.
    connect(table_, &pm::Table::gameStarted, this, [this] {
        partBegins(); // the book counts the game from its deal
        autosave();
    });
    connect(table_, &pm::Table::scoresChanged, this, &PmPage::refreshPanel);
    connect(table_, &pm::Table::cardPlayed, this, [this] {
        autosave();
        refreshPanel();
    });
    // The panel's top card follows the card to the container, not the engine.
    connect(scene_, &PmScene::shownTopChanged, this,
            [this] { panel_->setTopCard(scene_->shownTop()); });
    // With the turn line and the status bar: the next player is named once
    // the card has landed.
    connect(scene_, &PmScene::cardLanded, this, [this] {
        refreshPanel();
        if (!scene_->hasCardInFlight() && table_->hasRubber() && !table_->game().isOver() &&
            cut_->isHidden())
            sayWhoPlays(table_->seatToMove());
    });
    connect(scene_, &PmScene::movePicked, this, &PmPage::humanPlays);
    connect(scene_, &PmScene::selectionExplained, panel_, &PmSidePanel::setExplanation);
    connect(pass_, &PassScreen::ready, this, [this] {
        viewer_ = table_->seatToMove();
        scene_->showHand(viewer_, PmScene::HandMode::Play);
        view_->setFocus();
    });
    connect(panel_->playButton(), &QPushButton::clicked, scene_, &PmScene::playFocused);
    connect(panel_->undoButton(), &QPushButton::clicked, this, &PmPage::undo);
    connect(panel_->nextGameButton(), &QPushButton::clicked, table_, &pm::Table::nextGame);
    connect(panel_->newRubberButton(), &QPushButton::clicked, this, &PmPage::newGameRequested);
    connect(panel_->scoreSheetButton(), &QPushButton::clicked, this, &PmPage::showScoreSheet);
    ReadOnlyGuard::letRead(panel_->scoreSheetButton()); // a replay's sheet is read too
    connect(panel_->backToNightButton(), &QPushButton::clicked, this, &PmPage::backToAsker);
    createPhones();
    followLanguage(this, [this] { retranslate(); });
}

void PmPage::retranslate() {
    hintAction_->setText(tr("&Hint"));
    hintAction_->setToolTip(tr("Suggests the Expert's card and man, with the reason"));
    blankSheetsAction_->setText(tr("Print &Blank Score Sheets\u2026"));
    scene_->refreshPhoneStates(); // the boards' words in the new language
    if (!table_->hasRubber()) return;
    // The game stays as it is; only its words are said again.
    if (!panel_->sentToNight().isEmpty()) panel_->setSentToNight(sentToNightWords());
    if (!panel_->hintText().isEmpty() && hintWords_) panel_->setHint(hintWords_());
    if (!instruction_.isEmpty() && panel_->explanationText() == instruction_)
        panel_->setExplanation(instruction_ = playInstruction());
    refreshPanel();
    if (!cut_->isHidden())
        emit statusMessage(tr("Cutting for dealer: press Deal to begin."));
    else if (table_->game().isOver())
        emit statusMessage(gameOverWords());
    else
        sayWhoPlays(table_->seatToMove());
}

QString PmPage::playInstruction() {
    return tr("Choose a card (click it, or Left and Right, or the keys 1 to 9 and 0), then a man "
              "(click a ringed place, or Up and Down, then Enter).");
}

QString PmPage::gameOverWords() const {
    if (!panel_->sentToNight().isEmpty())
        return tr("The game is over and its scores are with the night.");
    return table_->rubber().isOver() ? tr("The rubber is over.")
                                     : tr("Game over. Deal the next game when ready.");
}

QString PmPage::sentToNightWords() const {
    // The game's scores as the board shows them (PM-18), by seat.
    const auto& rubber = table_->rubber();
    QStringList sent;
    for (int seat = 0; seat < rubber.players(); ++seat)
        sent << tr("%1 %2", "name and score")
                    .arg(rubber.config().seats[std::size_t(seat)].name,
                         pmwords::scoreText(rubber.score(0, seat).value_or(0)));
    return tr("Sent to the night: %1.").arg(sent.join(QStringLiteral(", ")));
}

PmPage::~PmPage() {
    closeTable(computers_, scene_, sheet_);
}

QString PmPage::autosavePath() {
    return Autosaver::pathFor(AutosaveName);
}

Message PmPage::writeGame(const QString& path) {
    return table_->trySave(path);
}

QString PmPage::startRubber(const pm::RubberConfig& config) {
    viewer_ = -1;
    endHosted(); // a hosted game replaced gives no result
    const QString problem = wordMessage(table_->tryNewRubber(config));
    if (problem.isEmpty()) {
        occasion_.clear(); // a night's table is named again by playHosted()
        panel_->setSentToNight(QString());
        forgetPath();
        autosave();
        computers_->stop();
        hidePassScreen();
        scene_->showHand(-1, PmScene::HandMode::Hidden);
        cut_->showCut(table_->rubber());
        emit actionsChanged();
        emit statusMessage(tr("Cutting for dealer: press Deal to begin."));
        // Phones have no Deal button: with nobody at the screen the cut
        // stays its pause, then play begins.
        const auto& seats = config.seats;
        if (std::none_of(seats.begin(), seats.end(),
                         [](const Seat& s) { return s.isPerson() && !s.phone; }))
            QTimer::singleShot(CutPauseForPhonesMs, cut_, [cut = cut_] {
                if (!cut->isHidden()) cut->dealButton()->click();
            });
    }
    return problem;
}

QString PmPage::openFile(const QString& path) {
    const bool cutWasUp = !cut_->isHidden();
    cut_->hide(); // a loaded rubber has been cut for long ago
    // A hosted game replaced gives no result (nor does the rubber loaded).
    const HostedGame hosted = this->hosted();
    endHosted();
    const QString problem = wordMessage(table_->tryLoad(path));
    if (!problem.isEmpty()) restoreHosted(hosted);
    if (!problem.isEmpty() && cutWasUp) cut_->show();
    if (problem.isEmpty()) {
        occasion_.clear(); // a resumed night's table is named once claimed
        panel_->setSentToNight(QString());
        refreshPanel();
        openedFrom(path);
        emit actionsChanged();
    }
    return problem;
}

void PmPage::claimHostedGame(quint64 tag) {
    TablePage::claimHostedGame(tag);
    occasion_ = hosted().asker.isEmpty()
                    ? QString()
                    : hosted().note.value(QStringLiteral("occasion")).toString();
    refreshPanel();
}

bool PmPage::playHosted(const HostedGame& game) {
    if (game.pairs || game.seats.size() < pm::MinPlayers || game.seats.size() > pm::MaxPlayers)
        return false;
    pm::RubberConfig config;
    for (int i = 0; i < game.seats.size(); ++i) {
        pm::SeatConfig seat;
        // As a save keeps it, cut between whole characters.
        seat.name = leftWhole(game.seats[i], MaxSeatName);
        seat.colour = i; // the new-rubber dialog's first choice
        config.seats.push_back(seat);
    }
    config.games = 1;
    config.seed = QRandomGenerator::global()->generate64();
    if (!startRubber(config).isEmpty()) return false;
    beginHosted(game);
    occasion_ = game.note.value(QStringLiteral("occasion")).toString();
    refreshPanel();
    return true;
}

void PmPage::setPace(int stepMs, int thinkMs) {
    scene_->setStepMs(stepMs);
    cut_->setTurnMs(stepMs * 3 / 2); // the cut cards turn at the table's pace
    computers_->setPause(thinkMs);
}

int PmPage::humanCount() const {
    int n = 0;
    for (const auto& s : table_->rubber().config().seats)
        n += s.isPerson() ? 1 : 0;
    return n;
}

int PmPage::onlyHuman() const {
    if (humanCount() != 1) return -1;
    const auto& seats = table_->rubber().config().seats;
    for (int i = 0; i < int(seats.size()); ++i)
        if (seats[i].isPerson()) return seats[i].phone ? -1 : i; // his hand is on his phone
    return -1;
}

void PmPage::sayWhoPlays(int seat) {
    if (isPhoneSeat(seat)) {
        emit statusMessage(phoneWaitWords(seat) + QLatin1Char('.'));
        return;
    }
    const auto& s = table_->rubber().config().seats[std::size_t(seat)];
    // The words the main window used to say, in their old context; in a
    // replay nobody thinks: the record plays each move.
    emit statusMessage(
        s.isPerson() || isReplay()
            ? QCoreApplication::translate("club::app::MainWindow", "%1 to play.").arg(s.name)
            : QCoreApplication::translate("club::app::MainWindow", "%1 is thinking\u2026")
                  .arg(s.name));
}

void PmPage::onTurnChanged(int seat) {
    hidePassScreen();
    if (isReplay()) { // every hand may be seen now: the one to play is shown
        scene_->showHand(seat, PmScene::HandMode::Watch);
        refreshPanel();
        return;
    }
    if (!cut_->isHidden()) return; // the cut's Deal button starts play
    panel_->setExplanation(QString());
    panel_->setHint(QString());
    if (isPhoneSeat(seat)) {
        waitForPhone(seat);
    } else if (table_->isComputerToMove()) {
        // One person alone may watch his own hand; with several people no
        // hand is shown while the computer plays.
        const int alone = onlyHuman();
        const auto& seats = table_->rubber().currentRecord().seats;
        const bool aloneInGame = std::find(seats.begin(), seats.end(), alone) != seats.end();
        scene_->showHand(aloneInGame ? alone : -1, PmScene::HandMode::Watch);
        computers_->schedule();
    } else if (humanCount() > 1 && seat != viewer_) {
        // With several people, phones' holders too (they see the screen),
        // a hand is shown only after its owner asked for it.
        coverHand();
        passWhenStill(seat);
    } else {
        viewer_ = seat;
        scene_->showHand(seat, PmScene::HandMode::Play);
        panel_->setExplanation(instruction_ = playInstruction());
        keysTo(view_); // the arrows, Enter and Space the panel promises
    }
    refreshPanel();
}

void PmPage::hidePassScreen() {
    pass_->hide();
    passPending_.reset(); // nor shown later
}

void PmPage::coverHand() {
    viewer_ = -1;
    scene_->showHand(-1, PmScene::HandMode::Hidden);
}

void PmPage::showPassScreenFor(int seat) {
    pass_->showFor(table_->rubber().config().seats[std::size_t(seat)].name);
}

void PmPage::passWhenStill(int seat) {
    // The mover sees his card land and his man move before the screen is
    // passed on; his hand is face down meanwhile. A turn that changes
    // while the men move (undo, a new rubber, a file opened) drops it.
    passPending_ = table_->revision();
    const auto show = [this, seat, revision = table_->revision()] {
        if (passPending_ != revision || table_->revision() != revision) return;
        passPending_.reset();
        showPassScreenFor(seat);
    };
    if (!scene_->isAnimating() || scene_->stepMs() <= 0) return show(); // nothing to watch
    connect(
        scene_, &PmScene::animationsFinished, this,
        [this, show] { QTimer::singleShot(PassAfterMoveMs, this, show); },
        Qt::SingleShotConnection);
}

void PmPage::humanPlays(const pm::Move& move) {
    if (table_->isComputerToMove()) return;
    table_->play(move);
}

void PmPage::refreshPanel() {
    panel_->setOccasion(occasion_);
    const bool phoneToPlay =
        table_->hasRubber() && !table_->game().isOver() && isPhoneSeat(table_->seatToMove());
    panel_->setPhoneWait(phoneToPlay ? phoneWaitWords(table_->seatToMove()) : QString());
    panel_->setPhoneStates(phoneHosting_->seatStateWords());
    // (A replay's computers are held; the next player is named once the
    // card played has landed: it was named while the card was in the air.)
    panel_->refresh(table_->isComputerToMove() && !isReplay(), scene_->hasCardInFlight());
    panel_->setTopCard(scene_->shownTop());
    panel_->undoButton()->setEnabled(canUndo());
    const QString refusal = undoRefusal();
    panel_->undoButton()->setToolTip(
        refusal.isEmpty() ? tr("Take back your card; the next player has not laid his yet")
                          : refusal);
    // The Edit menu follows the action.
    panel_->hintButton()->setEnabled(canHint());
    hintAction_->setEnabled(canHint());
    // The score sheet stays in a replay: it is the game's, and can be read.
    hideInReplay({panel_->playButton(), panel_->hintButton(), panel_->undoButton(),
                  panel_->nextGameButton(), panel_->newRubberButton(), panel_->backToNightButton(),
                  panel_->phonesButton()});
}

bool PmPage::canHint() const {
    // A person playing here; not in a replay, whose computers are held.
    return table_->hasRubber() && !table_->game().isOver() && !table_->isComputerToMove() &&
           !isPhoneSeat(table_->seatToMove()) && !isReplay();
}

TablePage::ReplaySteps PmPage::replaySteps() {
    // The record holds the rubber up to the game replayed (or all of it):
    // each step is put on the table from it, the games before played out.
    ReplaySteps steps;
    steps.open = [this] {
        auto replay = pm::RubberReplay::of(table_->rubber(), replayPart());
        if (!replay) return -1;
        replay_ = std::make_shared<const pm::RubberReplay>(std::move(*replay));
        return replay_->length();
    };
    steps.show = [this](int step) { table_->showReplay(replay_->at(step)); };
    return steps;
}

bool PmPage::canUndo() const {
    // Only one person against computers: elsewhere undo would show cards.
    const int alone = table_->hasRubber() ? onlyHuman() : -1;
    return alone >= 0 && !table_->game().isOver() && table_->takeBackCountFor(alone) > 0;
}

QString PmPage::undoRefusal() const {
    if (!table_->hasRubber() || table_->game().isOver() || canUndo()) return {};
    if (humanCount() == 0)
        return tr("Undo takes back a person's card; the computers alone would only play the "
                  "same again.");
    if (onlyHuman() < 0)
        return tr("With several people at the table, or a hand on a phone, Undo is not "
                  "offered: taking a card back would show it.");
    if (!table_->hasPlayedInGame(onlyHuman()))
        return tr("There is no card of yours to take back yet.");
    return tr("Your card can be taken back only until the next player lays his: you would "
              "choose again knowing his card.");
}

void PmPage::undo() {
    if (!canUndo()) return;
    computers_->stop();
    table_->takeBack(table_->takeBackCountFor(onlyHuman()));
    autosave();
}

bool PmPage::canRedo() const {
    // As undo: only one person against computers, in a game not over.
    return table_->hasRubber() && onlyHuman() >= 0 && !table_->game().isOver() && table_->canRedo();
}

void PmPage::redo() {
    if (!canRedo()) return;
    computers_->stop();
    table_->redo();
    autosave();
}

void PmPage::autosave() {
    // At once: a P.M. turn is one card, and the file is small.
    if (table_->hasRubber()) autosaver()->writeNow();
}

bool PmPage::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Show || event->type() == QEvent::Hide) {
        const bool covered = !pass_->isHidden() || !cut_->isHidden();
        view_->setEnabled(!covered);
        panel_->setEnabled(!covered);
    }
    return QWidget::eventFilter(watched, event);
}

void PmPage::showEvent(QShowEvent* event) {
    TablePage::showEvent(event);
    if (table_->hasRubber() && !table_->game().isOver() && cut_->isHidden() &&
        !scene_->hasCardInFlight())
        sayWhoPlays(table_->seatToMove());
}

void PmPage::hideEvent(QHideEvent* event) {
    TablePage::hideEvent(event);
    // The page put away for the chooser or the book in the window still
    // shown (not the window minimised, closed or going), a hand showing.
    if (event->spontaneous() || !window()->isVisible() || viewer_ < 0 || isReplay() ||
        humanCount() < 2 || !table_->hasRubber() || table_->game().isOver() ||
        table_->seatToMove() != viewer_)
        return;
    coverHand();
    hidePassScreen();
    showPassScreenFor(table_->seatToMove());
}

void PmPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // isHidden, not isVisible: the page itself may not be shown yet.
    if (!pass_->isHidden()) pass_->setGeometry(rect());
    if (!cut_->isHidden()) cut_->setGeometry(rect());
}

} // namespace club::app
