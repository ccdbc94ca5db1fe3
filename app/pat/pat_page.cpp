// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_page.h"

#include "common/autosaver.h"
#include "common/computer_turns.h"
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
#include <QApplication>
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
    qRegisterMetaType<club::pat::MoveReport>();
    sheet_ = new SpriteSheet(QStringLiteral(":/players-club/pat.svg"));
    table_ = new pat::Table(this);
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
    autoOnly_ = QSettings().value(keyAutoOnly, false).toBool();
    panel_->autoOnlyBox()->setChecked(autoOnly_);

    connect(scene_, &PatScene::animationsFinished, this, &PatPage::advance);
    connect(scene_, &PatScene::counterPicked, this, &PatPage::playCounter);
    connect(scene_, &PatScene::throwRequested, this, &PatPage::throwDie);
    connect(scene_, &PatScene::hint, panel_, &PatSidePanel::setNote);
    connect(scene_, &PatScene::marksChanged, this, &PatPage::updatePreview);
    connect(view_, &PatView::throwKeyPressed, this, &PatPage::throwDie);
    connect(table_, &pat::Table::thrown, this, &PatPage::onThrown);
    connect(table_, &pat::Table::starterChosen, this, [this](int seat) {
        const QString text = tr("For who begins: %1. %2 begins.")
                                 .arg(openingThrows_.join(QStringLiteral(", ")), name(seat));
        openingThrows_.clear();
        panel_->setNote(text);
        emit statusMessage(text);
    });
    connect(table_, &pat::Table::throwLost, this,
            [this](int seat, int value, int returned, int) { onThrowLost(seat, value, returned); });
    connect(table_, &pat::Table::moved, this, &PatPage::onMoved);
    connect(table_, &pat::Table::playerHome, this, [this](int seat, int place) {
        panel_->setNote(place == 1 ? tr("%1 has every counter HOME, first.").arg(name(seat))
                                   : tr("%1 has every counter HOME.").arg(name(seat)));
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
}

PatPage::~PatPage() {
    computers_->stop();
    closeAutosave();   // writes a save still pending, while the table is here
    delete computers_; // waits for a computer still thinking
    delete scene_;
    delete sheet_;
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
    return started_ && !table_->isOver() && !table_->game().events().empty();
}

QString PatPage::startGame(const pat::Setup& setup, std::uint64_t seed) {
    if (const Message problem = setup.problem(); !problem.isEmpty()) return wordMessage(problem);
    endHosted(); // a hosted game replaced gives no result
    const bool was = started_;
    started_ = true;
    forgetPath();
    rng_.reseed(seed ^ ComputerSeedSalt); // the computers' play follows from the game's seed
    if (const Message problem = table_->newGame(setup, seed); !problem.isEmpty()) {
        started_ = was;
        return wordMessage(problem);
    }
    panel_->setNote(QString());
    writeAutosave();
    emit actionsChanged();
    if (isVisible()) view_->setFocus(Qt::OtherFocusReason); // the keys work on the board
    advance();
    return {};
}

QString PatPage::checkFile(const QString& path) const {
    return wordMessage(pat::Table::check(path));
}

QString PatPage::openFile(const QString& path) {
    // A hosted game replaced gives no result (nor does the game loaded).
    const HostedGame hosted = this->hosted();
    endHosted();
    const bool was = started_;
    started_ = true; // before the load's signals, so the game goes on at once
    const QString problem = wordMessage(table_->tryLoad(path));
    if (!problem.isEmpty()) {
        started_ = was;
        restoreHosted(hosted);
        return problem;
    }
    openedFrom(path);
    rng_.reseed(table_->game().seed() ^ ComputerSeedSalt ^ quint64(table_->game().current()));
    panel_->setNote(QString());
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
    const bool person = started_ && !table_->isOver() && !table_->isComputerToMove();
    const bool throwWanted = person && table_->phase() == pat::Phase::Throw;
    scene_->setThrowWanted(throwWanted);
    scene_->setInteractive(person && table_->phase() == pat::Phase::Choose);
    panel_->refresh(isThinking(), throwWanted);
    panel_->setEnabled(started_);
    const int undoSeat = this->undoSeat();
    panel_->undoButton()->setEnabled(undoSeat >= 0);
    // With people taking turns at one screen, whose move Undo takes back.
    panel_->undoButton()->setToolTip(
        undoSeat >= 0 && peopleSeated() > 1
            ? tr("Take back %1's last move; the throw stays as it fell.").arg(name(undoSeat))
            : QString());
    panel_->redoButton()->setEnabled(canRedo());
    if (!started_ || table_->isOver()) panel_->setPreview(QString());
    // Nothing is left to hurry once the game is over.
    panel_->fastForwardButton()->setEnabled(started_ && !table_->isOver());
}

void PatPage::advance() {
    refresh();
    if (!started_ || table_->isOver() || scene_->isAnimating()) return;
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
    if (!started_ || table_->isOver()) return false;
    const pat::Phase phase = table_->phase();
    const bool onlyMove = phase == pat::Phase::Choose && autoOnly_ && scene_->choices().size() == 1;
    return table_->isComputerToMove() || phase == pat::Phase::Opening || onlyMove;
}

int PatPage::pauseMs() const {
    const bool onlyMove = !table_->isComputerToMove() && table_->phase() == pat::Phase::Choose;
    return fastForward_ ? 0 : (onlyMove ? thinkMs_ / 2 + stepMs_ : thinkMs_);
}

void PatPage::keysToBoard() {
    if (!started_ || table_->isOver() || table_->isComputerToMove()) return;
    if (table_->phase() == pat::Phase::Opening) return;
    // The keys the panel promises (T or Space throws, arrows and Enter move)
    // work on the board; only when the focus is within the page, so a dialog
    // keeps its own.
    const QWidget* focus = QApplication::focusWidget();
    if (isVisible() && (!focus || isAncestorOf(focus))) view_->setFocus(Qt::OtherFocusReason);
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
    if (!started_ || table_->isOver() || table_->isComputerToMove()) return;
    if (table_->phase() != pat::Phase::Throw || scene_->isAnimating()) return;
    table_->throwDie();
    if (!scene_->isAnimating()) advance();
}

void PatPage::playCounter(int counter) {
    if (!started_ || table_->isComputerToMove() || scene_->isAnimating()) return;
    if (!table_->play(counter)) {
        panel_->setNote(tr("That counter cannot move with this throw."));
        return;
    }
    if (!scene_->isAnimating()) advance();
}

void PatPage::onThrown(int seat, int value, bool opening) {
    autosave();
    if (opening) {
        openingThrows_ << tr("%1 threw %2").arg(name(seat)).arg(value);
        panel_->setNote(tr("For who begins: %1.").arg(openingThrows_.join(QStringLiteral(", "))));
    } else if (!openingThrows_.isEmpty() || table_->throwsThisTurn().size() <= 1) {
        panel_->setNote(QString());
    }
    if (!opening && value == 6 && table_->phase() != pat::Phase::Over)
        emit statusMessage(sixText(seat));
    refresh();
    // A person with a choice: the status bar no longer says to throw.
    if (!opening && value != 6 && table_->phase() == pat::Phase::Choose &&
        !table_->isComputerToMove())
        emit statusMessage(panel_->turnText());
    emit actionsChanged();
}

QString PatPage::sixText(int seat) const {
    const pat::State& s = table_->state();
    if (s.phase() == pat::Phase::Choose && s.pendingIsThirdSix())
        return tr("%1 threw a third six running: it counts twelve, then the counter nearest HOME "
                  "goes back to the triangle.")
            .arg(name(seat));
    // A lost six leaves the turn in Phase::Throw, or ends it.
    const int left = table_->seatToMove() == seat ? s.throwsLeft() : 0;
    if (left == 0) return tr("%1 threw a six: it counts twelve.").arg(name(seat));
    return tr("%1 threw a six: it counts twelve, and %n more throw(s) follow.", nullptr, left)
        .arg(name(seat));
}

void PatPage::onThrowLost(int seat, int value, int returnedCounter) {
    const QString text =
        returnedCounter >= 0
            ? tr("%1 threw a third six that no counter can use: the throw is lost and the "
                 "counter nearest HOME goes back to the triangle.")
                  .arg(name(seat))
            : tr("%1 threw %2: no counter can move, so the throw is lost.")
                  .arg(name(seat))
                  .arg(value);
    panel_->setNote(text);
    emit statusMessage(text);
}

void PatPage::onMoved(const pat::MoveReport& r) {
    autosave();
    QStringList notes;
    if (r.capturedColour >= 0)
        notes << tr("%1 takes a %2 counter: it goes back to its triangle.")
                     .arg(name(r.seat), patwords::colourName(r.capturedColour));
    if (r.returnedCounter >= 0)
        notes << tr("Third six: %1's counter nearest HOME goes back to the triangle.")
                     .arg(name(r.seat));
    if (r.to == pat::Home) notes << tr("%1 brings a counter HOME.").arg(name(r.seat));
    panel_->setNote(notes.join(QLatin1Char(' ')));
    refresh();
    emit actionsChanged();
}

void PatPage::onTurnChanged(int seat) {
    refresh();
    if (!started_ || seat < 0) return;
    const pat::Seat& s = table_->setup().seats[std::size_t(seat)];
    if (table_->phase() == pat::Phase::Throw)
        emit statusMessage(s.isPerson() ? tr("%1 to throw.").arg(name(seat))
                                        : tr("%1 throws\u2026").arg(name(seat)));
    if (!scene_->isAnimating()) advance();
}

void PatPage::onGameOver() {
    computers_->stop();
    if (fastForward_) setFastForward(false);
    refresh();
    if (!started_) return;
    emit statusMessage(panel_->turnText());
    if (hostedTag() != 0) {
        HostedResult result;
        const int side = table_->state().winningSide();
        for (int seat = 0; seat < int(table_->setup().seats.size()); ++seat)
            if (pat::sideOf(table_->setup().seats[std::size_t(seat)].colour) == side)
                result.winners << hostedSeat(table_->setup(), seat);
        std::sort(result.winners.begin(), result.winners.end());
        // The result is with its asker before the autosave goes: a crash
        // between the two resumes the game rather than losing its result.
        emit hostedGameOver(endHosted(), result);
    }
    writeAutosave(); // removes it: a finished game is not offered again
    emit actionsChanged();
}

void PatPage::updatePreview() {
    const auto& choices = scene_->choices();
    const int i = scene_->selected();
    if (i < 0 || i >= choices.size()) {
        panel_->setPreview(QString());
        return;
    }
    const PatScene::Choice& c = choices[i];
    // Said to the person choosing: "your entry Star", "Green's other Star".
    const pat::Setup& setup = table_->setup();
    const int colour = setup.seats[std::size_t(table_->seatToMove())].colour;
    QString text = c.move.from == pat::Triangle
                       ? tr("Chosen: a counter from your triangle enters on %1.")
                             .arg(patwords::placeWords(setup.kind, colour, c.toPlace))
                       : tr("Chosen: the counter on %1 goes to %2.")
                             .arg(patwords::placeWords(setup.kind, colour, c.fromPlace),
                                  patwords::placeWords(setup.kind, colour, c.toPlace));
    if (c.captures)
        text += QLatin1Char(' ') +
                tr("It takes the %1 counter there.").arg(patwords::colourName(c.capturedColour));
    else if (c.onStarBeside)
        text += QLatin1Char(' ') + tr("The Star is safe: it shares the square, nobody is taken.");
    else if (c.makesBarrier)
        text += QLatin1Char(' ') + tr("It makes a barrier with your counter there.");
    if (c.returnedCounter >= 0)
        text += QLatin1Char(' ') +
                tr("This is the third six: afterwards your counter nearest HOME goes back.");
    if (choices.size() > 1)
        text += QLatin1Char(' ') +
                tr("(%n choice(s); arrows or Tab for another.)", nullptr, int(choices.size()));
    panel_->setPreview(text);
}

bool PatPage::isPersonsDecision(int seat, int options) const {
    return table_->setup().seats[std::size_t(seat)].isPerson() && (!autoOnly_ || options > 1);
}

std::optional<pat::ChoiceMade> PatPage::undoTarget() const {
    // A finished game is not taken back: the end stands, a new game follows.
    if (!started_ || !hasPerson() || table_->isOver()) return std::nullopt;
    const std::vector<pat::ChoiceMade> made = table_->game().choicesMade();
    // When a person is to act, Undo is his: his own last choice, with any
    // later one of another person's going with it.
    const int toAct = table_->isComputerToMove() ? -1 : table_->seatToMove();
    for (int who : {toAct, -1})
        for (auto c = made.rbegin(); c != made.rend(); ++c)
            if ((who < 0 || c->seat == who) && isPersonsDecision(c->seat, c->options)) return *c;
    return std::nullopt;
}

int PatPage::undoSeat() const {
    const std::optional<pat::ChoiceMade> target = undoTarget();
    return target ? target->seat : -1;
}

bool PatPage::canUndo() const {
    return undoTarget().has_value();
}

bool PatPage::canRedo() const {
    return started_ && hasPerson() && table_->canRedo();
}

void PatPage::undo() {
    const std::optional<pat::ChoiceMade> target = undoTarget();
    if (!target) return;
    computers_->stop();
    setFastForward(false);
    // Back over the computers' choices and the only moves played by
    // themselves, to the choice the person made.
    while (table_->game().current() > target->index && table_->undo()) {
    }
    panel_->setNote(
        peopleSeated() > 1
            ? tr("%1's move taken back; the throw stays as it fell.").arg(name(target->seat))
            : tr("Move taken back; the throw stays as it fell."));
    autosave();
    emit actionsChanged();
    advance();
    emit statusMessage(panel_->turnText()); // not the words of the turn taken back
}

bool PatPage::nextChoiceIsADecision() const {
    pat::Game ahead = table_->game();
    const std::vector<pat::Event>& events = ahead.events();
    int next = ahead.current();
    while (next < int(events.size()) && events[std::size_t(next)].isThrow)
        ++next;
    if (next == int(events.size())) return false; // throws alone are left
    ahead.goTo(next);
    return isPersonsDecision(ahead.seatToMove(), pat::differentMoves(ahead.state()));
}

void PatPage::redo() {
    if (!canRedo()) return;
    computers_->stop();
    // Undo went back past what followed a person's choice by itself (the
    // computers' choices, only moves): redo brings that back with it, up to
    // the next choice a person made, or the record would be cut there.
    do
        table_->redo();
    while (table_->canRedo() && !nextChoiceIsADecision());
    autosave();
    emit actionsChanged();
    advance();
    emit statusMessage(panel_->turnText());
}

void PatPage::autosave() {
    if (started_) autosaver()->schedule();
}

void PatPage::writeAutosave() {
    if (!started_) return;
    if (table_->isOver())
        autosaver()->remove();
    else
        autosaver()->writeNow();
}

} // namespace club::app
