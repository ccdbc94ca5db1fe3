// SPDX-License-Identifier: GPL-3.0-or-later
// The record of one Patchesi game: its setup, the seed of its die, and every
// throw and choice in order. The state is a function of the record: undo
// and redo replay it from the start. The die is the seeded stream of the
// game: throw number k is always the same, so undo takes back a choice but
// never rethrows, and a saved game replays exactly.
#pragma once

#include "core/message.h"
#include "setup.h"
#include "state.h"

#include <QByteArray>
#include <QJsonObject>

#include <cstdint>
#include <vector>

namespace club::pat {

struct Event {
    bool isThrow = true;
    std::int8_t value = 0; ///< the die (1..6), or the counter chosen (0..3)
    bool operator==(const Event&) const = default;
};

/// A choice in a game's record, as it stood when it was made.
struct ChoiceMade {
    int index = 0;   ///< its place in Game::events()
    int seat = -1;   ///< who chose
    int options = 0; ///< differentMoves() for its throw (1: an only move)
};

/// The different moves the pending throw offers: counters of one colour on
/// one square go alike, so they count once (1: an only move; 0 unless the
/// phase is Choose).
int differentMoves(const State& state);

class Game {
public:
    /// 2: PAT-5's two throws after a six and the house rule one_throw_per_six;
    /// version 1 files are read as played under that house rule.
    static constexpr int SaveVersion = 2;
    static constexpr int MaxEvents = 200000; ///< longer records are refused on load

    Game() : Game(Setup::standard(), 0) {}
    /// @pre setup.problem().isEmpty()
    Game(const Setup& setup, std::uint64_t seed);

    const Setup& setup() const { return setup_; }
    std::uint64_t seed() const { return seed_; }
    const State& state() const { return state_; }
    const Position& position() const { return state_.position(); }
    bool isOver() const { return state_.isOver(); }
    /// The seat whose turn it is (to throw or to choose).
    int seatToMove() const { return setup_.seatOf(state_.toMove()); }

    const std::vector<Event>& events() const { return events_; }
    int current() const { return current_; }
    /// The throws of the turn in progress, oldest first (after a six, more
    /// than one); when the game is over, of the turn that ended it.
    std::vector<int> throwsThisTurn() const;
    /// Seats in the order they came HOME.
    std::vector<int> finishingSeats() const;
    /// PAT-11: what each seat gained or lost (stakesPaid()).
    std::vector<int> stakes() const;
    /// Counters each seat took (PAT-7 / PAT-P4) and each seat lost to a
    /// capture, by seat, up to current(), replayed from the record.
    struct Captures {
        std::vector<int> made, suffered;
    };
    Captures captures() const;
    /// The choices before current(), oldest first, replayed from the record
    /// (undo finds a person's own last choice by them).
    std::vector<ChoiceMade> choicesMade() const;

    /// Throws the die (the next value of the seeded stream), dropping undone events.
    /// @pre phase is Opening or Throw
    ThrowOutcome throwDie();
    /// The value throwDie() will give next.
    int nextThrow() const;
    /// Plays the pending throw with `counter`. @throws FormatError if illegal.
    Change play(int counter);

    bool canUndo() const;
    bool canRedo() const { return current_ < int(events_.size()); }
    /// Back to just before the last choice, its throw still pending.
    void undo();
    /// Forward over the next recorded choice (and the throws before it).
    void redo();
    /// Replays the first `n` events of the record. @pre 0 <= n <= events().size()
    void goTo(int n);

    // Save files (SAVE-FORMAT.md), game id "patchesi".
    QJsonObject toJson() const;
    /// @throws FormatError naming what is wrong; never returns a half-read game.
    static Game fromJson(const QJsonObject& body);
    Message trySave(const QString& path) const;
    /// @throws FormatError
    static Game load(const QString& path);
    /// @throws FormatError
    static Game fromData(const QByteArray& data);

private:
    int dieValue(int index) const;
    void applyEvent(const Event& e);

    Setup setup_;
    std::uint64_t seed_ = 0;
    State state_;
    std::vector<Event> events_;
    int current_ = 0;
    int throwsApplied_ = 0;
    mutable std::vector<std::int8_t> die_; ///< the stream, drawn as far as needed
};

} // namespace club::pat
