// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_page.h"

#include "pat/book_result.h"

#include "common/autosaver.h"
#include "common/computer_turns.h"
#include "common/follow_language.h"
#include "common/side_scroll.h"
#include "common/sprite_sheet.h"
#include "engine_message.h"
#include "pat_accessible_cells.h"
#include "pat_scene.h"
#include "pat_side_panel.h"
#include "pat_square_words.h"
#include "pat_view.h"
#include "pat_words.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>

#include <algorithm>
#include <utility>

namespace club::app {

namespace {
const QString autosaveName = QStringLiteral("autosave-patchesi.patchesi");
const QString keyAutoOnly = QStringLiteral("patchesi/auto-only");
constexpr quint64 ComputerSeedSalt = 0x7061746368657369ULL;
} // namespace

PatPage::PatPage(QWidget* parent)
    : TablePage(autosaveName, parent), rng_(QRandomGenerator::global()->generate64()) {
    setWords(pageWords());
    qRegisterMetaType<club::pat::MoveReport>();
    sheet_ = new SpriteSheet(QStringLiteral(":/players-club/pat.svg"));
    table_ = new pat::Table(this);
    countChangesOf(table_);
    scene_ = new PatScene(sheet_, table_, this);
    view_ = new PatView(scene_, this);
    panel_ = new PatSidePanel(table_, sheet_, this);
    layOutWithSidePanel(this, panel_)->insertWidget(0, view_, 1);

    computers_ =
        new ComputerTurns({[this] { return table_->revision(); }, [this] { return isDue(); },
                           [this] { return scene_->isAnimating(); }},
                          this);
    computers_->setPause([this] { return pauseMs(); });
    computers_->setActWithoutThought([this] { return stepWithoutThought(); });
    // The computers' play follows from the game's seed (rng_).
    computers_->setTurns<pat::ComputerTurn>(
        [this]() -> std::optional<pat::ComputerTurn> {
            if (!table_->isComputerToMove() || table_->phase() != pat::Phase::Choose) return {};
            return table_->computerTurn(rng_.next());
        },
        [this](const int& counter) { onComputerMove(counter); });
    connect(computers_, &ComputerTurns::thinkingStarted, this, &PatPage::refresh);
    hintAction_ = new QAction(this);
    hintAction_->setShortcut(QKeySequence(Qt::Key_H));
    hintAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(hintAction_);
    connect(hintAction_, &QAction::triggered, this, &PatPage::showHint);
    autoOnly_ = QSettings().value(keyAutoOnly, false).toBool();
    panel_->autoOnlyBox()->setChecked(autoOnly_);

    connect(scene_, &PatScene::animationsFinished, this, &PatPage::advance);
    connect(scene_, &PatScene::counterPicked, this, &PatPage::playCounter);
    connect(scene_, &PatScene::throwRequested, this, &PatPage::throwDie);
    connect(scene_, &PatScene::hint, panel_, &PatSidePanel::setCorrection);
    connect(scene_, &PatScene::marksChanged, this, &PatPage::updatePreview);
    connect(view_, &PatView::throwKeyPressed, this, &PatPage::throwDie);
    connect(table_, &pat::Table::thrown, this, &PatPage::onThrown);
    connect(table_, &pat::Table::starterChosen, this, [this](int seat) {
        sayNote([this, throws = openingThrows_, seat] {
            return tr("For who begins: %1. %2 begins.").arg(openingThrowsWords(throws), name(seat));
        });
        openingThrows_.clear();
        emit statusMessage(shownNote_);
    });
    connect(table_, &pat::Table::throwLost, this,
            [this](int seat, int value, int returned, int) { onThrowLost(seat, value, returned); });
    // The club's book: a game ended by a move (not one opened or redone
    // at its end, whose end was reached before).
    connect(table_, &pat::Table::moved, this, [this] {
        if (table_->game().isOver()) finishedForTheBook(pat::finishedGame(table_->game()));
    });
    connect(table_, &pat::Table::moved, this, &PatPage::onMoved);
    connect(table_, &pat::Table::playerHome, this, [this](int seat, int place) {
        sayNote([this, seat, place] {
            return place == 1 ? tr("%1 has every counter HOME, first.").arg(name(seat))
                              : tr("%1 has every counter HOME.").arg(name(seat));
        });
    });
    connect(table_, &pat::Table::turnChanged, this, &PatPage::onTurnChanged);
    connect(table_, &pat::Table::gameOver, this, &PatPage::onGameOver);
    connect(table_, &pat::Table::positionReset, this, [this] {
        computers_->stop();
        openingThrows_.clear();
        refresh();
    });
    connect(panel_->throwButton(), &QPushButton::clicked, this, &PatPage::throwDie);
    connect(panel_->fastForwardButton(), &QPushButton::toggled, this, &PatPage::setFastForward);
    connect(panel_->hintButton(), &QPushButton::clicked, this, &PatPage::showHint);
    connect(panel_->autoOnlyBox(), &QCheckBox::toggled, this, &PatPage::setAutoOnly);
    connect(panel_->undoButton(), &QPushButton::clicked, this, &PatPage::undo);
    connect(panel_->redoButton(), &QPushButton::clicked, this, &PatPage::redo);
    connect(panel_->newGameButton(), &QPushButton::clicked, this, &PatPage::newGameRequested);
    // A panel control used while a person is to act (by a click, Space or
    // its letter) gives the keys back to the board, whether or not it moved
    // the game on: Fast Forward pressed in the person's own turn did not, and
    // the keys stayed on the button.
    for (QAbstractButton* button : panel_->findChildren<QAbstractButton*>())
        connect(button, &QAbstractButton::clicked, this, &PatPage::keysToBoard);
    refresh();
    // The game's words said again in the language chosen: the panel, the
    // log (PatLog), and the status line (the turn, as the panel says it).
    followLanguage(this, [this] {
        hintAction_->setText(tr("&Hint"));
        hintAction_->setToolTip(tr("Suggests the Expert's move, with the reason"));
        if (!hasGame()) return;
        // The note of the moment, if the panel still shows it.
        if (noteWords_ && !shownNote_.isEmpty() && panel_->note() == shownNote_)
            sayNote(noteWords_);
        refresh();
        updatePreview(); // the move chosen, said again in the new language
        emit statusMessage(panel_->turnText());
    });
}

PatPage::~PatPage() {
    closeTable(computers_, scene_, sheet_);
}

QString PatPage::autosavePath() {
    return Autosaver::pathFor(autosaveName);
}

Message PatPage::writeGame(const QString& path) {
    return table_->trySave(path);
}

QString PatPage::name(int seat) const {
    return patwords::plainName(table_->setup(), seat);
}

bool PatPage::hasPerson() const {
    for (const pat::Seat& s : table_->setup().seats)
        if (s.isPerson()) return true;
    return false;
}

int PatPage::peopleSeated() const {
    const auto& seats = table_->setup().seats;
    return int(
        std::count_if(seats.begin(), seats.end(), [](const pat::Seat& s) { return s.isPerson(); }));
}

bool PatPage::hasGameInProgress() const {
    return hasGame() && !table_->isOver() && !table_->game().events().empty();
}

QString PatPage::startGame(const pat::Setup& setup, std::uint64_t seed) {
    if (const Message problem = setup.problem(); !problem.isEmpty()) return wordMessage(problem);
    endHosted(); // a hosted game replaced gives no result
    const bool was = hasGame();
    setGameOnTable(true);
    forgetPath();
    rng_.reseed(seed ^ ComputerSeedSalt); // the computers' play follows from the game's seed
    if (const Message problem = table_->newGame(setup, seed); !problem.isEmpty()) {
        setGameOnTable(was);
        return wordMessage(problem);
    }
    panel_->setNote(QString());
    panel_->setOccasion(QString()); // a night's table is named again by playHosted()
    writeAutosave();
    emit actionsChanged();
    if (isVisible()) view_->setFocus(Qt::OtherFocusReason); // the keys work on the board
    advance();
    return {};
}

QString PatPage::openFile(const QString& path) {
    // A hosted game replaced gives no result (nor does the game loaded).
    const HostedGame hosted = this->hosted();
    endHosted();
    const bool was = hasGame();
    setGameOnTable(true); // before the load's signals, so the game goes on at once
    const QString problem = wordMessage(table_->tryLoad(path));
    if (!problem.isEmpty()) {
        setGameOnTable(was);
        restoreHosted(hosted);
        return problem;
    }
    openedFrom(path);
    rng_.reseed(table_->game().seed() ^ ComputerSeedSalt ^ quint64(table_->game().current()));
    panel_->setNote(QString());
    panel_->setOccasion(QString()); // a resumed night's table is named once claimed
    writeAutosave();
    emit actionsChanged();
    advance();
    return {};
}

void PatPage::setPace(int stepMs, int thinkMs) {
    stepMs_ = stepMs;
    thinkMs_ = thinkMs;
    applyPace();
}

void PatPage::applyPace() {
    scene_->setStepMs(fastForward_ ? 0 : stepMs_);
}

void PatPage::setFastForward(bool on) {
    if (on == fastForward_) return;
    fastForward_ = on;
    panel_->fastForwardButton()->setChecked(on);
    applyPace();
    if (on) {
        scene_->finishAnimations();
        computers_->hurry();
    }
}

void PatPage::setAutoOnly(bool on) {
    autoOnly_ = on;
    panel_->autoOnlyBox()->setChecked(on);
    QSettings().setValue(keyAutoOnly, on);
    emit actionsChanged(); // what Undo takes back may change
    advance();
}

bool PatPage::isThinking() const {
    return computers_->isThinking() && table_->isComputerToMove();
}

void PatPage::refresh() {
    const bool person = hasGame() && !table_->isOver() && !table_->isComputerToMove();
    const bool throwWanted = person && table_->phase() == pat::Phase::Throw;
    scene_->setThrowWanted(throwWanted);
    scene_->setInteractive(person && table_->phase() == pat::Phase::Choose);
    panel_->refresh(isThinking(), throwWanted);
    panel_->setEnabled(hasGame());
    const int undoSeat = this->undoSeat();
    panel_->undoButton()->setEnabled(undoSeat >= 0);
    // With people taking turns at one screen, whose move Undo takes back,
    // or why it cannot.
    const bool many = hasGame() && peopleSeated() > 1 && !table_->isOver();
    panel_->undoButton()->setToolTip(
        !many ? QString()
        : undoSeat >= 0
            ? tr("Take back %1's last move; the throw stays as it fell.").arg(name(undoSeat))
            : tr("With several people at the table, a move can be taken back only "
                 "until the die is thrown again."));
    panel_->redoButton()->setEnabled(canRedo());
    if (!hasGame() || table_->isOver()) panel_->setPreview(QString());
    // A hint for a person with a move to choose, one at a time; none in a
    // replay, whose computers are held.
    const bool hintable =
        person && table_->phase() == pat::Phase::Choose && !isHinting() && !isReplay();
    hintAction_->setEnabled(hintable);
    panel_->hintButton()->setEnabled(hintable);
    // Nothing is left to hurry once the game is over.
    panel_->fastForwardButton()->setEnabled(hasGame() && !table_->isOver());
    hideInReplay({panel_->throwButton(), panel_->fastForwardButton(), panel_->hintButton(),
                  panel_->autoOnlyBox(), panel_->undoButton(), panel_->redoButton(),
                  panel_->newGameButton(), panel_->endNewGameButton()});
}

void PatPage::advance() {
    refresh();
    if (!hasGame() || table_->isOver() || scene_->isAnimating()) return;
    if (computers_->isBusy()) return;
    if (!isDue()) {
        // A person is to act: fast-forward has done its work.
        if (fastForward_) setFastForward(false);
        keysToBoard();
        return;
    }
    computers_->schedule();
}

bool PatPage::isDue() const {
    if (!hasGame() || table_->isOver()) return false;
    const pat::Phase phase = table_->phase();
    const bool onlyMove = phase == pat::Phase::Choose && autoOnly_ && scene_->choices().size() == 1;
    return table_->isComputerToMove() || phase == pat::Phase::Opening || onlyMove;
}

int PatPage::pauseMs() const {
    const bool onlyMove = !table_->isComputerToMove() && table_->phase() == pat::Phase::Choose;
    return fastForward_ ? 0 : (onlyMove ? thinkMs_ / 2 + stepMs_ : thinkMs_);
}

void PatPage::keysToBoard() {
    if (!hasGame() || table_->isOver() || table_->isComputerToMove()) return;
    if (table_->phase() == pat::Phase::Opening) return;
    // The keys the panel promises (T or Space throws, arrows and Enter move)
    // work on the board.
    keysTo(view_);
}

bool PatPage::stepWithoutThought() {
    const bool computer = table_->isComputerToMove();
    switch (table_->phase()) {
    case pat::Phase::Opening:
        table_->throwDie();
        break;
    case pat::Phase::Throw:
        if (computer) table_->throwDie();
        break;
    case pat::Phase::Choose:
        if (computer) return false; // the computer thinks
        if (autoOnly_ && scene_->choices().size() == 1) scene_->playSelected();
        break;
    case pat::Phase::Over:
        break;
    }
    // A throw that changed nothing on the board (no animation) goes straight on.
    if (!scene_->isAnimating()) advance();
    return true;
}

void PatPage::onComputerMove(int counter) {
    if (!table_->isComputerToMove()) return;
    if (!table_->play(counter)) emit statusMessage(tr("The computer chose an illegal move."));
    if (!scene_->isAnimating()) advance();
}

void PatPage::throwDie() {
    if (!hasGame() || table_->isOver() || table_->isComputerToMove()) return;
    if (table_->phase() != pat::Phase::Throw || scene_->isAnimating()) return;
    table_->throwDie();
    if (!scene_->isAnimating()) advance();
}

void PatPage::playCounter(int counter) {
    if (!hasGame() || table_->isComputerToMove() || scene_->isAnimating()) return;
    if (!table_->play(counter)) {
        sayNote([] { return tr("That counter cannot move with this throw."); });
        return;
    }
    if (!scene_->isAnimating()) advance();
}

void PatPage::autosave() {
    if (hasGame()) autosaver()->schedule();
}

void PatPage::writeAutosave() {
    if (!hasGame()) return;
    if (table_->isOver())
        autosaver()->remove();
    else
        autosaver()->writeNow();
}

} // namespace club::app
