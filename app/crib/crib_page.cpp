// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_page.h"

#include "crib/book_result.h"

#include "common/autosaver.h"
#include "common/computer_turns.h"
#include "common/file_dialogs.h"
#include "common/follow_language.h"
#include "common/pass_screen.h"
#include "common/side_scroll.h"
#include "common/sprite_sheet.h"
#include "crib_cut_screen.h"
#include "crib_hint.h"
#include "crib_phone_table.h"
#include "crib_scene.h"
#include "crib_side_panel.h"
#include "crib_view.h"
#include "crib_words.h"
#include "engine_message.h"
#include "phones/phone_hosting.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHideEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTimer>
#include <algorithm>

namespace club::app {

namespace {
const QString AutosaveName = QStringLiteral("autosave-cribbage.cribbage");
constexpr quint64 ComputerSeedSalt = 0x63726962ULL;
} // namespace

CribPage::CribPage(QWidget* parent)
    : TablePage(AutosaveName, parent), rng_(QRandomGenerator::global()->generate64()) {
    setWords(pageWords());
    sheet_ = new SpriteSheet(QStringLiteral(":/players-club/crib.svg"));
    table_ = new crib::Table(this);
    countChangesOf(table_);
    scene_ = new CribScene(sheet_, table_, this);
    view_ = new CribView(scene_, this);
    panel_ = new CribSidePanel(table_, this);
    layOutWithSidePanel(this, panel_)->insertWidget(0, view_, 1);
    pass_ = new PassScreen(
        [] {
            return PassScreen::Words{CribPage::tr("Pass the cards to %1"),
                                     CribPage::tr("I am %1 \u2014 show my hand"),
                                     CribPage::tr("The others look away while the hand is shown.")};
        },
        this);
    cut_ = new CribCutScreen(sheet_, this);
    connect(cut_, &CribCutScreen::dealt, this, &CribPage::onCutSeen);
    // Issue 26: the phones' server plays a phone's choice on this table;
    // the page shows it as any other move and keeps it in the autosave.
    phoneTable_ = new CribPhoneTable(table_, this);
    phoneTable_->followTheScreen(); // decide() tells the phones
    phoneTable_->setTableOpen([this] { return !waitingCut_; });
    phones_ = new PhoneHosting(phoneTable_, this);
    connect(phoneTable_, &CribPhoneTable::choicePlayed, this, [this] { autosaver()->schedule(); });
    connect(phones_, &PhoneHosting::seatStateChanged, this, [this] { refreshPanel(); });
    connect(phones_, &PhoneHosting::moveToScreenRequested, this, &CribPage::moveToScreen);
    // A computer decides once the events are shown and the pegs still.
    computers_ = new ComputerTurns({[this] { return table_->revision(); },
                                    [this] {
                                        return hasGame() && table_->isComputerToAct() &&
                                               queue_.empty() && !waitingContinue_ && !waitingCut_;
                                    },
                                    [this] { return scene_->isAnimating(); }},
                                   this);
    computers_->setPause(450);
    // The computers' play follows from the match's seed (rng_).
    computers_->setTurns<crib::ComputerTurn>([this] { return table_->computerTurn(rng_.next()); },
                                             [this](const crib::Move& move) {
                                                 if (table_->isComputerToAct() &&
                                                     table_->play(move))
                                                     autosaver()->schedule();
                                             });
    stepTimer_ = new QTimer(this);
    stepTimer_->setSingleShot(true);
    connect(stepTimer_, &QTimer::timeout, this, &CribPage::processQueue);
    hintAction_ = new QAction(this);
    hintAction_->setShortcut(QKeySequence(Qt::Key_H));
    hintAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    hintAction_->setEnabled(false);
    addAction(hintAction_);
    connect(hintAction_, &QAction::triggered, this, &CribPage::showHint);
    nextGameAction_ = new QAction(this);
    nextGameAction_->setShortcut(QKeySequence(Qt::Key_N));
    nextGameAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    nextGameAction_->setEnabled(false);
    addAction(nextGameAction_);
    connect(nextGameAction_, &QAction::triggered, this, &CribPage::nextGame);
    exportAction_ = new QAction(this);
    connect(exportAction_, &QAction::triggered, this, [this] {
        if (!hasGame()) return;
        const QString path =
            askSavePath(this, tr("Export Match Sheet"), FileKind::Sheet,
                        fileNameFor(tr("Cribbage match sheet"), QStringLiteral("pdf")),
                        tr("PDF files (*.pdf)"));
        if (path.isEmpty()) return;
        if (const QString error = exportMatchSheet(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Export Match Sheet"), error);
        else
            emit statusMessage(tr("The match sheet is saved as %1.").arg(path));
    });
    nextGameTimer_ = new QTimer(this);
    nextGameTimer_->setSingleShot(true);
    connect(nextGameTimer_, &QTimer::timeout, this, &CribPage::nextGame);

    // The club's book: each game of the match as it is won, then a match
    // of a set length as its last game is.
    connect(table_, &crib::Table::gameOver, this, [this] {
        finishedForTheBook(crib::finishedGame(table_->match(), table_->seats()));
        if (table_->match().isOver())
            finishedForTheBook(crib::finishedMatch(table_->match(), table_->seats()));
    });
    // A game's first deal: the book counts the game from it, not from the
    // end of the game before.
    connect(table_, &crib::Table::dealt, this, [this] {
        if (table_->match().dealNumber() == 1) partBegins();
    });
    connect(table_, &crib::Table::happened, this, &CribPage::onHappened);
    connect(table_, &crib::Table::positionReset, this, &CribPage::onReset);
    // A move that shows nothing (muggins let stand, the next hand to be
    // counted by its owner) announces no event: the turn is taken up here.
    connect(table_, &crib::Table::turnChanged, this, [this] {
        if (queue_.empty() && !stepTimer_->isActive() && !waitingContinue_ && !waitingCut_)
            decide();
    });
    connect(scene_, &CribScene::animationsFinished, this, [this] {
        computers_->schedule();
        // A person's turn that began while the pegs moved: Undo and the
        // panel wake now that the table is settled.
        refreshPanel();
        emit actionsChanged();
    });
    connect(scene_, &CribScene::cardPlayed, this, [this](crib::Card c) {
        personPlays({crib::Move::Play, {c}, 0});
    });
    connect(scene_, &CribScene::cardRefused, this, &CribPage::refuseCard);
    connect(scene_, &CribScene::selectionChanged, this, [this] {
        reply_ = nullptr; // a new choice
        refreshPanel();
    });
    connect(view_, &CribView::confirmed, this, &CribPage::layAway);
    connect(panel_->discardButton(), &QPushButton::clicked, this, &CribPage::layAway);
    connect(panel_->countButton(), &QPushButton::clicked, this, [this] {
        personPlays({crib::Move::Count, {}, panel_->countBox()->value()});
    });
    connect(panel_->claimButton(), &QPushButton::clicked, this, [this] {
        personPlays({crib::Move::Claim, {}, 0});
    });
    connect(panel_->passButton(), &QPushButton::clicked, this, [this] {
        personPlays({crib::Move::Pass, {}, 0});
    });
    connect(panel_->nextGameButton(), &QPushButton::clicked, this, &CribPage::nextGame);
    connect(panel_->stopButton(), &QPushButton::clicked, this, &CribPage::stopWatching);
    connect(panel_->continueButton(), &QPushButton::clicked, this, [this] {
        if (!waitingContinue_) return;
        waitingContinue_ = false;
        showSeen_ = false;
        // The button goes: the keys go back to the table, not to whatever
        // follows the button on the panel.
        if (isVisible()) view_->setFocus(Qt::OtherFocusReason);
        processQueue();
    });
    connect(panel_->hintButton(), &QPushButton::clicked, this, &CribPage::showHint);
    connect(panel_->undoButton(), &QPushButton::clicked, this, &CribPage::undo);
    connect(panel_->newMatchButton(), &QPushButton::clicked, this, &CribPage::newGameRequested);
    connect(panel_->phonesButton(), &QPushButton::clicked, phones_, &PhoneHosting::showDialog);
    connect(pass_, &PassScreen::ready, this, [this] {
        const int seat = table_->match().toAct();
        confirmed_ = seat;
        personTurn(seat);
    });
    // The page's words, and the prompt of the table as it stands, in the
    // language shown; the talk already said stays as it was said.
    followLanguage(this, [this] {
        hintAction_->setText(tr("&Hint"));
        nextGameAction_->setText(tr("Ne&xt Game"));
        exportAction_->setText(tr("Export &Match Sheet as PDF\u2026"));
        statusSaid_.clear(); // the window cleared it: said again
        refreshPanel();
    });
}

CribPage::~CribPage() {
    stepTimer_->stop();
    nextGameTimer_->stop();
    closeTable(computers_, scene_, sheet_);
}

void CribPage::resizeEvent(QResizeEvent* event) {
    TablePage::resizeEvent(event);
    panel_->setRoom(width());
}

void CribPage::showEvent(QShowEvent* event) {
    TablePage::showEvent(event);
    statusSaid_.clear();
    refreshPanel();
}

void CribPage::hideEvent(QHideEvent* event) {
    TablePage::hideEvent(event);
    // The page put away for the chooser or the book in the window still
    // shown (not the window minimised, closed or going), a person's hand
    // face up to choose. Coming back, showEvent() says the prompt again.
    if (event->spontaneous() || !window()->isVisible() || isReplay() || !hasGame() ||
        peopleSeated() < 2 || scene_->handMode() != CribScene::HandMode::Play)
        return;
    passTheScreenTo(table_->match().toAct());
}

QString CribPage::autosavePath() {
    return Autosaver::pathFor(AutosaveName);
}

Message CribPage::writeGame(const QString& path) {
    return table_->trySave(path);
}

bool CribPage::hasGameInProgress() const {
    // A match played out is no longer in progress: nothing to abandon.
    return hasGame() && !table_->match().record().empty() && !table_->match().isOver();
}

bool CribPage::startMatch(const crib::Setup& setup, const std::vector<crib::Seat>& seats,
                          std::uint64_t seed) {
    if (!setup.problem().empty() || int(seats.size()) != setup.hands) return false;
    setGameOnTable(true);
    watching_ = true;
    forgetPath();
    panel_->clearSaid();
    rng_.reseed(seed ^ ComputerSeedSalt); // the computers' play follows from the match's seed
    table_->newMatch(setup, seats, seed);
    // The cut is on the table at once: nothing of the match given up, nor of
    // the new one ahead of its cut, stays on show.
    if (stepTimer_->isActive()) showNextNow();
    autosaver()->writeNow();
    emit actionsChanged();
    return true;
}

QString CribPage::openFile(const QString& path) {
    const QString problem = wordMessage(table_->tryLoad(path));
    if (!problem.isEmpty()) return problem; // the match in hand is untouched
    setGameOnTable(true);
    openedFrom(path);
    rng_.reseed(table_->match().seed() ^ ComputerSeedSalt ^
                quint64(table_->match().record().size()));
    if (!isReplay() && screenPeopleSeated() > 0 && table_->lastMoveEndedADeal()) {
        // Saved while the show was on the table (the next deal is already
        // in the record): the show is laid out again and waits for its
        // Continue, as it did, rather than opening on cards nobody counted.
        // (Computers alone go straight on, as a match they play on does.)
        // The talk is the deal's as it stood before that move.
        connect(
            table_, &crib::Table::positionReset, this,
            [this] {
                tellTheDealSoFar();
                panel_->addSaid([] { return tr("The table is set as it stood."); });
            },
            Qt::SingleShotConnection);
        table_->showLastMoveAgain();
        emit actionsChanged(); // the queue paces the move and decides after it
    } else {
        afterLoad();
    }
    autosaver()->writeNow();
    return {};
}

// Undo takes back a person's move; with computers alone it only made them
// play the same again.
TablePage::ReplaySteps CribPage::replaySteps() {
    // The whole match, one decision at a time, whoever sat where.
    return {[this] { return table_->goTo(table_->current() - 1); },
            [this] { return table_->goTo(table_->current() + 1); }};
}

bool CribPage::canUndo() const {
    return hasGame() && peopleSeated() > 0 && table_->canUndo() && isSettled();
}

bool CribPage::canRedo() const {
    return hasGame() && peopleSeated() > 0 && table_->canRedo() && isSettled();
}

void CribPage::undo() {
    if (!canUndo()) return;
    table_->undo();
    afterLoad();
    autosaver()->schedule();
}

void CribPage::redo() {
    if (!canRedo()) return;
    table_->redo(); // its events are shown as if played again
    autosaver()->schedule();
    emit actionsChanged();
}

void CribPage::afterLoad() {
    // Undone, or a file opened: the talk is the deal's as it now stands,
    // without the moves taken back (a count said and undone stayed told).
    if (!isReplay()) { // a replay's talk is the deal's so far (onReset)
        tellTheDealSoFar();
        panel_->addSaid([] { return tr("The table is set as it stood."); });
    }
    decide();
    emit actionsChanged();
}

bool CribPage::layAway() {
    const crib::Match& m = table_->match();
    if (m.phase() != crib::Phase::Discard || !isSettled() || pass_->isVisible()) return false;
    const crib::Hand chosen = scene_->selectedCards();
    if (!m.isLegal({crib::Move::Discard, chosen, 0})) {
        reply_ = [] { return tr("Choose the cards to lay away first."); };
        refreshPanel();
        return false;
    }
    personPlays({crib::Move::Discard, chosen, 0});
    return true;
}

bool CribPage::isHinting() const {
    return computers_->isHinting();
}

void CribPage::showHint() {
    const crib::Match& m = table_->match();
    const int seat = m.toAct();
    if (!isSettled() || seat < 0 || table_->isComputerToAct() || pass_->isVisible()) return;
    if (scene_->handSeat() != seat || scene_->handMode() != CribScene::HandMode::Play) return;
    if (computers_->isHinting()) return; // one at a time
    if (m.phase() != crib::Phase::Discard && m.phase() != crib::Phase::Play) return;
    // Worked out off the GUI thread (the analysis counts every discard); a
    // hint to a table that moved on meanwhile is dropped.
    computers_->hint<PlayHint>([match = m, seat] { return hintFor(match, seat); },
                               [this](const PlayHint& hint) {
                                   panel_->setHint(hint.reason);
                                   showHintOnTheHand(hint);
                               });
}

// As in the other games, the hint is taken up on the table: its card has
// the cursor, its discard is picked, and the keys are the hand's, so that
// Enter plays it (asked by the Hint button, the button kept them).
void CribPage::showHintOnTheHand(const PlayHint& hint) {
    keysTo(view_);
    const auto& hand = scene_->hand();
    if (!hint.discard.empty()) scene_->clearSelection();
    for (int i = 0; i < int(hand.size()); ++i) {
        const crib::Card card = hand[std::size_t(i)];
        if (card == hint.card) scene_->focusCard(i);
        if (std::count(hint.discard.begin(), hint.discard.end(), card)) {
            scene_->pressCard(i);
            scene_->focusCard(i);
        }
    }
}

} // namespace club::app
