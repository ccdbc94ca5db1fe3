// SPDX-License-Identifier: GPL-3.0-or-later
// The flow of a Patchesi game over a Position: the opening throws (PAT-2,
// PAT-P2), whose throw it is, the throws of a turn after a six (PAT-5,
// PAT-P6), lost throws (PAT-10) and the end (PAT-11, PAT-P9). A State advances only by
// throws and choices, so the game record (game.h) and the simulations drive
// the same code.
#pragma once

#include "rules.h"

namespace club::pat {

class Dice;

enum class Phase : std::uint8_t {
    Opening, ///< throwing to decide who begins
    Throw,   ///< toMove() is to throw
    Choose,  ///< toMove() is to choose a move for the pending throw
    Over
};

/// What one throw did.
struct ThrowOutcome {
    int colour = -1; ///< who threw
    int value = 0;
    bool opening = false;     ///< a throw for who begins
    int starter = -1;         ///< the opening decided: this colour begins
    bool lost = false;        ///< PAT-10: no counter could move
    int returnedCounter = -1; ///< a lost third six still sent this counter back
    int returnedFrom = 0;
};

class State {
public:
    State() = default;
    /// @param firstThrower the colour that throws first for who begins.
    State(const Rules& rules, int firstThrower);
    /// A state in the middle of a game (the engine tool's test positions):
    /// `toMove` to throw after `sixes` sixes this turn (0..2), which were
    /// the turn's only throws so far.
    static State at(const Rules& rules, const Position& p, int toMove, int sixes);

    const Rules& rules() const { return rules_; }
    const Position& position() const { return pos_; }
    Phase phase() const { return phase_; }
    bool isOver() const { return phase_ == Phase::Over; }
    /// Who throws or chooses now (in the opening: who throws next).
    int toMove() const { return toMove_; }
    /// Sixes already thrown this turn before the pending throw.
    int sixes() const { return sixes_; }
    /// Throws already made this turn before the pending throw (0..2): a
    /// turn goes on only after a six (PAT-5, PAT-P6).
    int turnThrows() const { return thrown_; }
    /// The value of throw `i` of this turn. @pre 0 <= i < turnThrows()
    int turnThrow(int i) const { return earlier_[std::size_t(i)]; }
    int pendingThrow() const { return pending_; }
    /// PAT-5 / PAT-P6: the pending throw is the third of three sixes
    /// running, so after its move the counter nearest HOME goes back.
    bool pendingIsThirdSix() const { return pending_ == 6 && sixes_ == 2; }
    /// The throws the player to move has still to make this turn, while he
    /// still has counters to play: in Phase::Throw counting the one he is to
    /// throw (a turn's first throw counts one, as only a six brings more),
    /// in Phase::Choose those after the pending throw. 0 in the opening and
    /// once over.
    int throwsLeft() const;
    /// The moves for the pending throw (Phase::Choose).
    int legalCount() const { return legalCount_; }
    const Move* legal() const { return legal_.data(); }

    /// Colours HOME in the order they finished (single game).
    int finishedCount() const { return finishedCount_; }
    int finished(int i) const { return finished_[std::size_t(i)]; }
    bool hasFinished(int colour) const { return (finishedMask_ >> colour) & 1; }
    /// Partner game: the side (0 Red+Yellow, 1 Green+Purple) that won, or -1.
    int winningSide() const { return winningSide_; }

    /// @pre phase() is Opening or Throw; 1 <= value <= 6
    ThrowOutcome throwDie(int value);
    /// @pre phase() == Choose; 0 <= index < legalCount()
    Change choose(int index);
    /// The index of the legal move of `counter`, or -1.
    int indexOf(int counter) const;

    /// The next colour in play, in the direction of play, that is still playing.
    int nextColour(int colour) const;

    /// Plays on as the reference `random` players do, for simulations: each
    /// throw is dice.die() and each choice is dice.below(count) of the legal
    /// moves (drawn even when there is one), exactly as throwDie() and
    /// choose() would play them, on a lean path. Stops at the end or after
    /// `maxThrows` throws.
    /// @returns the throws made.
    long playRandomly(Dice& dice, long maxThrows);

    /// Takes up the game at `p` with `toMove` to throw, after `thrown`
    /// throws this turn of which `sixes` were sixes, keeping who has
    /// finished: for simulations that play stretches of a game elsewhere
    /// (random_games.cpp). They keep no values of earlier throws:
    /// turnThrow() gives 6 for the sixes, 0 for a throw that was not one.
    /// @pre the game is not over.
    void resume(const Position& p, int toMove, int thrown, int sixes);

private:
    void startTurnWith(int value, ThrowOutcome& out);
    /// How many more throws this turn a throw of `value` gives, now
    /// (PAT-5, PAT-P6, or the house rule oneThrowPerSix).
    int throwsAfter(int value) const;
    void endOfMove(int value);
    void checkFinished(int colour);
    /// playRandomly() from Phase::Throw, for a game of kind K.
    template <Kind K> long playLean(Dice& dice, long maxThrows);

    Rules rules_;
    Position pos_;
    Phase phase_ = Phase::Over;
    std::int8_t toMove_ = 0;
    std::int8_t sixes_ = 0;
    std::int8_t thrown_ = 0;               ///< throws this turn before the pending one
    std::array<std::int8_t, 2> earlier_{}; ///< their values
    std::int8_t pending_ = 0;
    std::int8_t legalCount_ = 0;
    std::array<Move, MaxCounters> legal_{};
    std::array<std::int8_t, Colours> finished_{};
    std::int8_t finishedCount_ = 0;
    std::uint8_t finishedMask_ = 0;
    std::int8_t winningSide_ = -1;
    // The opening: who is still in contention and the best throw this round.
    std::uint8_t contenders_ = 0;
    std::uint8_t thrownThisRound_ = 0;
    std::int8_t bestRank_ = -1;
    std::int8_t bestValue_ = 0;
    std::uint8_t bestMask_ = 0;
    std::int8_t roundStart_ = 0;
};

} // namespace club::pat
