// SPDX-License-Identifier: GPL-3.0-or-later
// A King's Men position as a plain value: the tokens on the 105 squares, who
// moves, and where in the turn we are (a turn is several choices, see
// move.h). Copying one is cheap (about 170 bytes), which is what the search
// uses instead of undo.
#pragma once

#include "board.h"

#include <array>
#include <cstdint>

namespace club::km {

enum class Cell : std::uint8_t { Empty = 0, A = 1, B = 2, Off = 3 };
inline constexpr Cell cellOf(Side s) {
    return s == Side::A ? Cell::A : Cell::B;
}

/// Where in the turn the player to move is.
enum class Phase : std::uint8_t {
    Move,          ///< a step or a jump (or a pass)
    PlaceCaptured, ///< put the jumped token on a Lodge of its colour (KM-4)
    ClearRows,     ///< choose which of the rows formed to clear (KM-6)
    ExtraMove,     ///< the further move after a jump (KM-5)
    Over,          ///< won (KM-7) or drawn because neither can move (KM-8)
};

enum class Outcome : std::uint8_t { None, WinA, WinB, Draw };

/// A row of three or more tokens formed by the last step or jump (KM-6).
struct Row {
    std::int8_t start = NoSquare; ///< the lower end (the left end of a level row)
    Direction direction = North;  ///< from start towards the other end
    std::uint8_t length = 0;
    int end() const;
    bool operator==(const Row&) const = default;
};
inline constexpr int MaxRows = 4; // one per line through the token moved

class Position {
public:
    /// KM-B2: every token on a Lodge of its colour; `first` moves (KM-1).
    static Position start(Side first);
    /// An empty board with every token removed; for setting up diagrams.
    static Position empty(Side toMove);

    Cell at(int sq) const { return board_[sq]; }
    Side toMove() const { return toMove_; }
    Phase phase() const { return phase_; }
    Outcome outcome() const { return outcome_; }
    bool isOver() const { return phase_ == Phase::Over; }

    /// Tokens of `s` still in the game: on the board or held as captured.
    int tokens(Side s) const { return TokensPerSide - removed_[index(s)]; }
    int removed(Side s) const { return removed_[index(s)]; }
    int onBoard(Side s) const;
    /// The side of the jumped token waiting for a Lodge, if phase is PlaceCaptured.
    Side capturedSide() const { return other(toMove_); }
    bool holdsCaptured(Side s) const {
        return phase_ == Phase::PlaceCaptured && s == capturedSide();
    }

    /// ClearRows: the rows formed, bit i of a Clear move is rows()[i].
    int rowCount() const { return rowCount_; }
    const Row& row(int i) const { return rows_[i]; }
    /// Whether an extra move follows the ClearRows/PlaceCaptured phases (KM-5).
    bool extraPending() const { return extraPending_; }

    /// A Zobrist key of everything that decides the legal moves from here.
    std::uint64_t key() const;
    bool operator==(const Position& o) const;

    // Set-up, used by diagrams and tests; keeps the key and counts in step.
    void put(int sq, Cell c);
    void setToMove(Side s) { toMove_ = s; }

private:
    friend struct Rules;
    /// Changes a square without counting tokens in or out (moves, captures).
    void setCell(int sq, Cell c);
    std::array<Cell, SquareCount> board_{};
    std::array<std::int8_t, 2> removed_{};
    std::array<Row, MaxRows> rows_{};
    std::uint64_t boardKey_ = 0;
    std::int8_t rowCount_ = 0;
    std::int8_t moved_ = NoSquare; ///< the token whose rows are pending
    Side toMove_ = Side::A;
    Phase phase_ = Phase::Move;
    Outcome outcome_ = Outcome::None;
    bool extraPending_ = false;
};

} // namespace club::km
