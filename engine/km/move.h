// SPDX-License-Identifier: GPL-3.0-or-later
// One choice of the player to move, and what applying it changed. A turn is
// a sequence of these (step or jump, then the placement of a captured token,
// the clearing of rows and the extra move of KM-5), so the search and perft
// treat every choice alike and a GUI animates each one from its Change.
#pragma once

#include "board.h"

#include <array>
#include <cstdint>

namespace club::km {

enum class MoveKind : std::uint8_t {
    Step,  ///< from -> to, one square (KM-2, KM-3)
    Jump,  ///< from -> to over an opponent token (KM-4)
    Place, ///< the captured token onto Lodge `to` (KM-4)
    Clear, ///< clear the pending rows whose bits are set in `rows` (KM-6)
    Pass,  ///< no legal move (KM-8)
};

struct Move {
    MoveKind kind = MoveKind::Pass;
    std::int8_t from = NoSquare;
    std::int8_t to = NoSquare;
    std::uint8_t rows = 0; ///< Clear only: bit i = pending row i

    static Move step(int from, int to) {
        return {MoveKind::Step, std::int8_t(from), std::int8_t(to), 0};
    }
    static Move jump(int from, int to) {
        return {MoveKind::Jump, std::int8_t(from), std::int8_t(to), 0};
    }
    static Move place(int lodge) { return {MoveKind::Place, NoSquare, std::int8_t(lodge), 0}; }
    static Move clear(unsigned rowMask) {
        return {MoveKind::Clear, NoSquare, NoSquare, std::uint8_t(rowMask)};
    }
    static Move pass() { return {}; }
    bool operator==(const Move&) const = default;
};

/// A bound on the choices in any position: 14 tokens x (4 steps + 8 jumps).
inline constexpr int MaxMoves = TokensPerSide * 12;

/// Every choice of the player to move, without heap allocation.
class MoveList {
public:
    void push(const Move& m) { items_[count_++] = m; }
    const Move* begin() const { return items_.data(); }
    const Move* end() const { return items_.data() + count_; }
    Move* begin() { return items_.data(); }
    Move* end() { return items_.data() + count_; }
    int size() const { return count_; }
    bool empty() const { return count_ == 0; }
    const Move& operator[](int i) const { return items_[i]; }
    Move& operator[](int i) { return items_[i]; }
    bool contains(const Move& m) const;

private:
    std::array<Move, MaxMoves> items_{};
    int count_ = 0;
};

inline bool MoveList::contains(const Move& m) const {
    for (const Move& x : *this)
        if (x == m) return true;
    return false;
}

/// What one Move changed, for animation and for the tests' bookkeeping.
struct Change {
    Move move;
    Side mover = Side::A;
    int captured = NoSquare;               ///< Jump: the square of the token jumped (now empty)
    int rowsFormed = 0;                    ///< Step/Jump: rows through the token moved (KM-6)
    std::array<std::int8_t, 28> removed{}; ///< Clear: squares emptied for good
    int removedCount = 0;
    bool turnEnds = false; ///< the other player moves next
    bool gameOver = false;
};

} // namespace club::km
