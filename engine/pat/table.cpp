// SPDX-License-Identifier: GPL-3.0-or-later
#include "table.h"

#include "core/computer_turn.h"
#include "core/game_table.h"

#include "core/format_error.h"
#include "core/random.h"
#include "players.h"

namespace club::pat {

Table::Table(QObject* parent) : QObject(parent) {}

Message Table::newGame(const Setup& setup, std::uint64_t seed) {
    const Message problem = setup.problem();
    if (!problem.isEmpty()) return problem;
    install(Game(setup, seed));
    return {};
}

Message Table::tryLoad(const QString& path) {
    try {
        install(Game::load(path));
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}

Message Table::check(const QString& path) {
    try {
        Game::load(path);
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}

Message Table::tryLoadData(const QByteArray& data) {
    try {
        install(Game::fromData(data));
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}

void Table::install(Game game) {
    game_ = std::move(game);
    ++revision_;
    emit positionReset();
    announce();
}

void Table::announce() {
    if (game_.isOver()) {
        const std::vector<int> order = game_.finishingSeats();
        const std::vector<int> stakes = game_.stakes();
        emit gameOver(QList<int>(order.begin(), order.end()),
                      QList<int>(stakes.begin(), stakes.end()), game_.state().winningSide());
    } else {
        emit turnChanged(game_.seatToMove());
    }
}

bool Table::isComputerToMove() const {
    return !isOver() && !setup().seats[std::size_t(game_.seatToMove())].isPerson();
}

QList<int> Table::throwsThisTurn() const {
    const std::vector<int> t = game_.throwsThisTurn();
    return QList<int>(t.begin(), t.end());
}

QList<Move> Table::legalMoves() const {
    QList<Move> moves;
    if (phase() != Phase::Choose) return moves;
    for (int i = 0; i < state().legalCount(); ++i)
        moves.append(state().legal()[i]);
    return moves;
}

bool Table::throwDie() {
    if (phase() != Phase::Opening && phase() != Phase::Throw) return false;
    const int seat = game_.seatToMove();
    const int finished = state().finishedCount();
    const ThrowOutcome out = game_.throwDie();
    ++revision_;
    emit thrown(seat, out.value, out.opening);
    if (out.starter >= 0) emit starterChosen(setup().seatOf(out.starter));
    if (out.lost) emit throwLost(seat, out.value, out.returnedCounter, out.returnedFrom);
    afterChange(seat, finished);
    return true;
}

bool Table::play(int counter) {
    if (phase() != Phase::Choose || state().indexOf(counter) < 0) return false;
    const int seat = game_.seatToMove();
    const int finished = state().finishedCount();
    const bool thirdSix = state().pendingIsThirdSix();
    const Change ch = game_.play(counter);
    ++revision_;
    MoveReport r;
    r.seat = seat;
    r.colour = ch.colour;
    r.counter = ch.move.counter;
    r.from = ch.move.from;
    r.to = ch.move.to;
    for (int p = ch.move.from + 1; p <= ch.move.to; ++p)
        r.path.append(p);
    if (ch.capturedColour >= 0) {
        r.capturedColour = ch.capturedColour;
        r.capturedSeat = setup().seatOf(ch.capturedColour);
        r.capturedCounter = ch.capturedCounter;
        r.capturedFrom = ch.capturedFrom;
    }
    r.returnedCounter = ch.returnedCounter;
    r.returnedFrom = ch.returnedFrom;
    r.thirdSix = thirdSix;
    emit moved(r);
    afterChange(seat, finished);
    return true;
}

// After a throw or a move: someone HOME, the end, or a new turn.
void Table::afterChange(int seatBefore, int finishedBefore) {
    for (int i = finishedBefore; i < state().finishedCount(); ++i)
        emit playerHome(setup().seatOf(state().finished(i)), i + 1);
    if (isOver()) {
        announce();
        return;
    }
    const bool sameTurn = game_.seatToMove() == seatBefore && phase() != Phase::Opening &&
                          (phase() == Phase::Choose || state().turnThrows() > 0);
    if (!sameTurn) emit turnChanged(game_.seatToMove());
}

int ComputerTurn::choose() const {
    std::unique_ptr<Player> player = makePlayer(kind);
    if (!player) player = makePlayer("standard");
    Random rng(seed);
    return int(state.legal()[std::size_t(player->choose(state, rng))].counter);
}

static_assert(club::ComputerTurn<ComputerTurn>);

ComputerTurn Table::computerTurn(std::uint64_t seed) const {
    return {setup().seats[std::size_t(seatToMove())].player.toStdString(), state(), seed};
}

bool Table::playComputer(Player& player, Random& rng) {
    if (phase() != Phase::Choose || !isComputerToMove()) return false;
    const int index = player.choose(state(), rng);
    return play(state().legal()[index].counter);
}

bool Table::undo() {
    if (!canUndo()) return false;
    game_.undo();
    ++revision_;
    emit positionReset();
    announce();
    return true;
}

bool Table::redo() {
    if (!canRedo()) return false;
    game_.redo();
    ++revision_;
    emit positionReset();
    announce();
    return true;
}

} // namespace club::pat

// The shared shape of a game's table (engine/core/game_table.h).
static_assert(club::GameTable<club::pat::Table>);
