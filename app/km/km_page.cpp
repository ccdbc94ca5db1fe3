// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_page.h"

#include "km/book_result.h"

#include "common/autosaver.h"
#include "common/computer_turns.h"
#include "common/follow_language.h"
#include "common/side_scroll.h"
#include "common/sprite_sheet.h"
#include "engine/km/rules.h"
#include "engine_message.h"
#include "km_new_game_dialog.h"
#include "km_scene.h"
#include "km_side_panel.h"
#include "km_view.h"
#include "km_words.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QStandardPaths>

#include <algorithm>
#include <vector>

namespace club::app {

namespace {
const QString AutosaveName = QStringLiteral("autosave-kings-men.kingsmen");
constexpr quint64 ComputerSeedSalt = 0x6b696e67736d656eULL;
} // namespace

KmPage::KmPage(QWidget* parent)
    : TablePage(AutosaveName, parent), rng_(QRandomGenerator::global()->generate64()) {
    setWords(pageWords());
    sheet_ = new SpriteSheet(QStringLiteral(":/players-club/km.svg"));
    table_ = new km::Table(this);
    countChangesOf(table_);
    scene_ = new KmScene(sheet_, table_, this);
    view_ = new KmView(scene_, this);
    panel_ = new KmSidePanel(table_, sheet_, this);
    computers_ = new ComputerTurns({[this] { return table_->revision(); },
                                    [this] { return hasGame() && table_->isComputerToMove(); },
                                    [this] { return scene_->isAnimating(); }},
                                   this);
    computers_->setPause(550);
    // The computer's play follows from the game's seed (rng_).
    computers_->setTurns<km::ComputerTurn>(
        [this] { return std::optional(table_->computerTurn(rng_.next())); },
        [this](const km::Move& move) { onComputerMove(move); });
    connect(computers_, &ComputerTurns::thinkingStarted, this, &KmPage::refresh);
    hintAction_ = new QAction(this);
    hintAction_->setShortcut(QKeySequence(Qt::Key_H));
    hintAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(hintAction_);
    connect(hintAction_, &QAction::triggered, this, &KmPage::showHint);
    layOutWithSidePanel(this, panel_)->insertWidget(0, view_, 1);

    connect(scene_, &KmScene::animationsFinished, computers_, &ComputerTurns::schedule);

    connect(table_, &km::Table::moveMade, this, [this] {
        panel_->setNote(QString()); // the lots drawn, or a hint about the last position
        autosave();
        refresh();
        computers_->schedule();
        emit actionsChanged(); // Edit > Undo (Ctrl+Z) is live from the first move
    });
    connect(table_, &km::Table::positionReset, this, [this] {
        computers_->stop();
        panel_->setNote(QString());
        refresh();
    });
    connect(table_, &km::Table::turnChanged, this, &KmPage::onTurnChanged);
    // The club's book: a game ended by a move (not one opened or redone
    // at its end, whose end was reached before).
    connect(table_, &km::Table::moveMade, this, [this](const km::Change& change) {
        if (change.gameOver) finishedForTheBook(km::finishedGame(table_->game(), table_->seats()));
    });
    connect(table_, &km::Table::gameOver, this, &KmPage::onGameOver);
    connect(scene_, &KmScene::movePicked, this, &KmPage::humanPlays);
    connect(panel_, &KmSidePanel::movePicked, this, &KmPage::humanPlays);
    connect(scene_, &KmScene::hint, panel_, &KmSidePanel::setCorrection);
    connect(panel_, &KmSidePanel::rowChoiceChanged, scene_, &KmScene::setRowChoice);
    connect(panel_->hintButton(), &QPushButton::clicked, this, &KmPage::showHint);
    connect(panel_->undoButton(), &QPushButton::clicked, this, &KmPage::undo);
    connect(panel_->redoButton(), &QPushButton::clicked, this, &KmPage::redo);
    connect(panel_->newGameButton(), &QPushButton::clicked, this, &KmPage::newGameRequested);
    refresh();
    followLanguage(this, [this] { retranslate(); });
}

KmPage::~KmPage() {
    closeTable(computers_, scene_, sheet_);
}

QString KmPage::autosavePath() {
    return Autosaver::pathFor(AutosaveName);
}

Message KmPage::writeGame(const QString& path) {
    return table_->trySave(path);
}

bool KmPage::hasGameInProgress() const {
    return hasGame() && !table_->game().isOver() && !table_->game().moves().empty();
}

void KmPage::startGame(const km::Seats& seats, std::uint64_t seed) {
    setGameOnTable(true);
    forgetPath();
    rng_.reseed(seed ^ ComputerSeedSalt); // the computer's play follows from the game's seed
    table_->newGame(seats, seed);
    writeAutosave();
    sayNote([seats, first = table_->game().first()] {
        return tr("Lots drawn: %1 moves first.").arg(kmwords::seatName(seats, first));
    });
    emit statusMessage(shownNote_);
    emit actionsChanged();
    if (isVisible()) view_->setFocus(Qt::OtherFocusReason); // the keys work on the board
}

QString KmPage::openFile(const QString& path) {
    const km::Seats seats = hasGame() ? table_->seats() : KmNewGameDialog::rememberedSeats();
    const km::Seats before = table_->seats();
    const bool wasStarted = hasGame();
    table_->setSeats(seats); // before load, so no computer plays the old game's turn
    // On the table before load: the load's signals draw the board and the
    // panel for a game to play (an empty table's stayed greyed).
    setGameOnTable(true);
    const QString problem = wordMessage(table_->tryLoad(path));
    if (!problem.isEmpty()) {
        table_->setSeats(before);
        setGameOnTable(wasStarted);
        return problem;
    }
    openedFrom(path);
    rng_.reseed(table_->game().seed() ^ ComputerSeedSalt ^ quint64(table_->game().current()));
    writeAutosave();
    emit actionsChanged();
    return {};
}

QString KmPage::resume() {
    // The autosave says who sits where (migrateKmSettings() gave the seats
    // to one written before saves kept them).
    const bool wasStarted = hasGame();
    setGameOnTable(true); // openFile keeps the seats of a started game
    const QString problem = openFile(autosavePath());
    if (!problem.isEmpty()) setGameOnTable(wasStarted);
    return problem;
}

void KmPage::setPace(int stepMs, int thinkMs) {
    scene_->setAnimationMs(stepMs);
    computers_->setPause(thinkMs);
}

bool KmPage::isThinking() const {
    return computers_->isThinking() && table_->isComputerToMove();
}

void KmPage::refresh() {
    scene_->setInteractive(hasGame() && !table_->game().isOver() && !table_->isComputerToMove());
    panel_->refresh(isThinking());
    panel_->setEnabled(hasGame());
    panel_->undoButton()->setEnabled(canUndo());
    panel_->redoButton()->setEnabled(canRedo());
    const bool personToMove = hasGame() && !table_->game().isOver() && !table_->isComputerToMove();
    // No hint in a replay: its computers are held, so one asked would never come.
    const bool hintable = personToMove && !isHinting() && !isReplay();
    hintAction_->setEnabled(hintable);
    panel_->hintButton()->setEnabled(hintable);
    panel_->hintButton()->setVisible(!table_->game().isOver());
    hideInReplay({panel_->hintButton(), panel_->undoButton(), panel_->redoButton(),
                  panel_->newGameButton()});
    guideFocus();
}

void KmPage::guideFocus() {
    if (!isVisible()) return;
    QWidget* choice = nullptr;
    if (panel_->clearAllButton()->isVisibleTo(panel_))
        choice = panel_->clearAllButton();
    else if (panel_->passButton()->isVisibleTo(panel_))
        choice = panel_->passButton();
    if (choice) {
        if (!panel_->isAncestorOf(QApplication::focusWidget())) {
            choice->setFocus(Qt::OtherFocusReason);
            choiceHasFocus_ = true;
            if (auto* area = qobject_cast<QScrollArea*>(panel_->parentWidget()->parentWidget()))
                area->ensureWidgetVisible(choice);
        }
    } else if (choiceHasFocus_) {
        choiceHasFocus_ = false;
        view_->setFocus(Qt::OtherFocusReason);
    }
}

bool KmPage::isHinting() const {
    return computers_->isHinting();
}

void KmPage::showHint() {
    if (!hasGame() || table_->game().isOver() || table_->isComputerToMove() || isHinting()) return;
    if (scene_->isAnimating() || isReplay()) return;
    const km::Position position = table_->position();
    const std::uint64_t seed = rng_.next();
    panel_->setNote(tr("The Expert is looking for a move\u2026"));
    computers_->hint<km::Hint>(
        [position, seed] {
            Random rng(seed);
            return km::hint(position, rng, km::hintBudget());
        },
        [this, position](const km::Hint& hint) {
            // Kept as the words' makings, to be said again in another language.
            sayNote([position, hint] { return kmwords::hintText(position, hint); });
            if (hint.move.kind == km::MoveKind::Clear) {
                panel_->tickRows(hint.move.rows);
                const unsigned all = (1u << position.rowCount()) - 1;
                (hint.move.rows == all ? panel_->clearAllButton()
                 : hint.move.rows == 0 ? panel_->clearNoneButton()
                                       : panel_->clearChosenButton())
                    ->setFocus(Qt::OtherFocusReason);
            } else if (hint.move.kind == km::MoveKind::Pass) {
                panel_->passButton()->setFocus(Qt::OtherFocusReason);
            } else {
                scene_->pointTo(hint.move);
                view_->setFocus(Qt::OtherFocusReason);
            }
            refresh();
            emit actionsChanged();
        });
    refresh();
    emit actionsChanged();
}

void KmPage::humanPlays(const km::Move& move) {
    if (!hasGame() || table_->isComputerToMove()) return;
    if (!table_->play(move))
        sayNote([] { return tr("That move is not allowed here."); });
    else
        panel_->setNote(QString());
}

void KmPage::onComputerMove(const km::Move& move) {
    if (!table_->isComputerToMove()) return;
    if (!table_->play(move)) emit statusMessage(tr("The computer chose an illegal move."));
}

void KmPage::onTurnChanged(km::Side side) {
    refresh();
    if (!hasGame()) return;
    sayTurn(side);
    computers_->schedule();
}

void KmPage::sayNote(std::function<QString()> words) {
    noteWords_ = std::move(words);
    shownNote_ = noteWords_();
    panel_->setNote(shownNote_);
}

void KmPage::retranslate() {
    hintAction_->setText(tr("&Hint"));
    hintAction_->setToolTip(tr("Suggests the Expert's move, with the reason"));
    if (!hasGame()) return;
    // The game stays as it is; its words are said again.
    if (noteWords_ && !shownNote_.isEmpty() && panel_->noteText() == shownNote_)
        sayNote(noteWords_);
    refresh();
    sayWhereTheGameStands();
}

void KmPage::showEvent(QShowEvent* event) {
    TablePage::showEvent(event);
    if (!hasGame() || isReplay()) return;
    sayWhereTheGameStands();
}

void KmPage::sayWhereTheGameStands() {
    if (table_->game().isOver())
        emit statusMessage(kmwords::outcomeText(
            table_->game().outcome(), table_->game().drawnByRepetition(), table_->seats()));
    else
        sayTurn(table_->position().toMove());
}

void KmPage::sayTurn(km::Side side) {
    const km::Seats& seats = table_->seats();
    if (table_->game().legalMoves().size() == 1 &&
        table_->game().legalMoves()[0].kind == km::MoveKind::Pass)
        emit statusMessage(tr("%1 cannot move and must pass.").arg(kmwords::seatName(seats, side)));
    else
        emit statusMessage(seats.isComputer(side)
                               ? tr("%1 is thinking\u2026").arg(kmwords::seatName(seats, side))
                               : tr("%1 to move.").arg(kmwords::seatName(seats, side)));
}

void KmPage::onGameOver(km::Outcome outcome) {
    computers_->stop();
    refresh();
    if (!hasGame()) return;
    emit statusMessage(
        kmwords::outcomeText(outcome, table_->game().drawnByRepetition(), table_->seats()));
    writeAutosave(); // removes it: a finished game is not offered again
    emit actionsChanged();
}

TablePage::ReplaySteps KmPage::replaySteps() {
    return {[this] { return table_->undo(); }, [this] { return table_->redo(); }};
}

bool KmPage::canUndo() const {
    // A finished game is not taken back: the end stands (its result is in
    // the club's book), a new game follows; as in every other game.
    return hasGame() && !table_->game().isOver() && table_->canUndo();
}

bool KmPage::canRedo() const {
    return hasGame() && table_->canRedo();
}

void KmPage::undo() {
    if (!canUndo()) return;
    computers_->stop();
    table_->goTo(table_->stepTarget(-1));
    autosave();
    emit actionsChanged();
}

void KmPage::redo() {
    if (!canRedo()) return;
    computers_->stop();
    table_->goTo(table_->stepTarget(+1));
    autosave();
    emit actionsChanged();
}

void KmPage::autosave() {
    autosaver()->schedule();
}

void KmPage::writeAutosave() {
    if (!hasGame()) return;
    if (table_->game().isOver())
        autosaver()->remove();
    else
        autosaver()->writeNow();
}

} // namespace club::app
