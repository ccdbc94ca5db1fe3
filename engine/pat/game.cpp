// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include "core/format_error.h"
#include "core/random.h"

namespace club::pat {

namespace {
void replay(State& state, const Event& e) {
    if (e.isThrow)
        state.throwDie(e.value);
    else
        state.choose(state.indexOf(e.value));
}
} // namespace

int differentMoves(const State& state) {
    if (state.phase() != Phase::Choose) return 0;
    int different = 0;
    for (int i = 0; i < state.legalCount(); ++i) {
        const Move& m = state.legal()[i];
        bool seen = false;
        for (int j = 0; j < i && !seen; ++j)
            seen = state.legal()[j].from == m.from && state.legal()[j].to == m.to;
        different += !seen;
    }
    return different;
}

Game::Game(const Setup& setup, std::uint64_t seed)
    : setup_(setup), seed_(seed), state_(setup.rules(), setup.seats.front().colour) {}

int Game::dieValue(int index) const {
    if (index >= int(die_.size())) {
        Random rng(seed_);
        die_.clear();
        const int want = std::max(index + 1, 256) * 2;
        die_.reserve(std::size_t(want));
        for (int i = 0; i < want; ++i)
            die_.push_back(std::int8_t(rng.between(1, 6)));
    }
    return die_[std::size_t(index)];
}

int Game::nextThrow() const {
    return dieValue(throwsApplied_);
}

void Game::applyEvent(const Event& e) {
    replay(state_, e);
    throwsApplied_ += e.isThrow;
}

ThrowOutcome Game::throwDie() {
    const int value = nextThrow();
    events_.resize(std::size_t(current_));
    events_.push_back(Event{true, std::int8_t(value)});
    ++current_;
    ++throwsApplied_;
    return state_.throwDie(value);
}

Change Game::play(int counter) {
    const int index = state_.phase() == Phase::Choose ? state_.indexOf(counter) : -1;
    if (index < 0)
        throw FormatError(Message(
            QT_TRANSLATE_NOOP("club::FormatError", "that counter cannot move with this throw")));
    events_.resize(std::size_t(current_));
    events_.push_back(Event{false, std::int8_t(counter)});
    ++current_;
    return state_.choose(index);
}

bool Game::canUndo() const {
    for (int i = current_ - 1; i >= 0; --i)
        if (!events_[std::size_t(i)].isThrow) return true;
    return false;
}

void Game::undo() {
    for (int i = current_ - 1; i >= 0; --i)
        if (!events_[std::size_t(i)].isThrow) return goTo(i);
}

void Game::redo() {
    int i = current_;
    while (i < int(events_.size()) && events_[std::size_t(i)].isThrow)
        ++i;
    goTo(std::min(i + 1, int(events_.size())));
}

void Game::goTo(int n) {
    state_ = State(setup_.rules(), setup_.seats.front().colour);
    throwsApplied_ = 0;
    for (int i = 0; i < n; ++i)
        applyEvent(events_[std::size_t(i)]);
    current_ = n;
}

std::vector<int> Game::throwsThisTurn() const {
    std::vector<int> throws;
    if (state_.phase() == Phase::Opening) return throws;
    // The throws of this turn before, then the pending throw.
    for (int i = 0; i < state_.turnThrows(); ++i)
        throws.push_back(state_.turnThrow(i));
    if (state_.pendingThrow()) throws.push_back(state_.pendingThrow());
    // The game over: the throw that ended it, no longer pending, is the
    // last thrown (the last choice came after it).
    if (state_.isOver())
        for (int i = current_ - 1; i >= 0; --i)
            if (events_[std::size_t(i)].isThrow) {
                throws.push_back(events_[std::size_t(i)].value);
                break;
            }
    return throws;
}

std::vector<ChoiceMade> Game::choicesMade() const {
    std::vector<ChoiceMade> made;
    State state(setup_.rules(), setup_.seats.front().colour);
    for (int i = 0; i < current_; ++i) {
        const Event& e = events_[std::size_t(i)];
        if (!e.isThrow) made.push_back({i, setup_.seatOf(state.toMove()), differentMoves(state)});
        replay(state, e);
    }
    return made;
}

Game::Captures Game::captures() const {
    Captures captures{std::vector<int>(setup_.seats.size(), 0),
                      std::vector<int>(setup_.seats.size(), 0)};
    State state(setup_.rules(), setup_.seats.front().colour);
    for (int i = 0; i < current_; ++i) {
        const Event& e = events_[std::size_t(i)];
        if (e.isThrow) {
            state.throwDie(e.value);
            continue;
        }
        const int mover = setup_.seatOf(state.toMove());
        const Change change = state.choose(state.indexOf(e.value));
        if (change.capturedColour < 0) continue;
        ++captures.made[std::size_t(mover)];
        ++captures.suffered[std::size_t(setup_.seatOf(change.capturedColour))];
    }
    return captures;
}

std::vector<int> Game::finishingSeats() const {
    std::vector<int> seats;
    for (int i = 0; i < state_.finishedCount(); ++i)
        seats.push_back(setup_.seatOf(state_.finished(i)));
    return seats;
}

std::vector<int> Game::stakes() const {
    if (!isOver()) return std::vector<int>(setup_.seats.size(), 0);
    return stakesPaid(setup_, finishingSeats(), state_.winningSide());
}

} // namespace club::pat
