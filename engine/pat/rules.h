// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi rules as plain values (RULES.md PAT-1..PAT-11, PAT-P1..P9):
// a Position holds every counter's progress along its own path and, for the
// hot path, how many counters of each colour stand on every loop square;
// legalMoves() and apply() decide one throw. The order of turns, sixes and
// the opening throws live in State (state.h). Decisions the book leaves open
// are in RULES-DECISIONS.md.
#pragma once

#include "board.h"

#include <array>
#include <cstdint>

namespace club::pat {

inline constexpr int MaxCounters = 4;

/// The rules a game is played by: its kind and the house rules.
struct Rules {
    Kind kind = Kind::Single;
    int counters = 4;          ///< PAT-1: 4, or 3 for the short game
    std::uint8_t inPlay = 0xF; ///< bit c: colour c plays (partner game: all four)
    /// PAT-2 / PAT-P2: the throw that decides who begins is his first throw.
    bool openingThrowPlays = true;
    /// PAT-5: a third six that cannot be moved still sends a counter back.
    bool lostThirdSixReturns = true;
    /// House rule against PAT-5 / PAT-P6: each six gives one more throw, up
    /// to the third six. False, the book: a six gives two more throws,
    /// whatever they show.
    bool oneThrowPerSix = false;
    /// The second player HOME ends a 3- or 4-player single game (PAT-11);
    /// false: play on until one is left.
    bool stopAtSecond = true;

    bool plays(int colour) const { return (inPlay >> colour) & 1; }
    int players() const { return __builtin_popcount(inPlay); }
    bool operator==(const Rules&) const = default;
};

/// Partners sit opposite (PAT-P1): 0+2 and 1+3.
inline int partnerOf(int colour) {
    return colour ^ 2;
}
inline int sideOf(int colour) {
    return colour & 1;
}
/// Whether a counter of `a` may take one of `b`: anyone else in the single
/// game (PAT-7), the other side in the partner game (PAT-P4).
inline bool areAdversaries(Kind kind, int a, int b) {
    return a != b && (kind == Kind::Single || sideOf(a) != sideOf(b));
}

/// How many squares a throw moves: PAT-5, a 6 counts 12.
inline int stepsOf(int throwValue) {
    return throwValue == 6 ? 12 : throwValue;
}

/// One bit per loop square, kept twice over so that any 64 squares running
/// on from any square are one funnel shift away: `lo` holds bits 0..63,
/// `hi` bits 64..67 and then bits 0..59 again (bit 64 + k of `hi` is bit
/// (64 + k) mod 68). Portable: no 128-bit integers.
struct LoopBits {
    std::uint64_t lo = 0; ///< squares 0..63
    std::uint64_t hi = 0; ///< squares 64..67, then 0..59 again
    /// The two words' bits that stand for square i. @pre 0 <= i < 68
    static constexpr std::uint64_t loMask(int i) { return i < 64 ? std::uint64_t(1) << i : 0; }
    static constexpr std::uint64_t hiMask(int i) {
        return i >= 64 ? std::uint64_t(1) << (i - 64) : i <= 59 ? std::uint64_t(1) << (i + 4) : 0;
    }
    void set(int i, bool on) {
        const std::uint64_t l = loMask(i), h = hiMask(i), all = 0 - std::uint64_t(on);
        lo = (lo & ~l) | (all & l);
        hi = (hi & ~h) | (all & h);
    }
    LoopBits operator|(const LoopBits& o) const { return {lo | o.lo, hi | o.hi}; }
    /// Bit q of the result (q = 0..63) is bit (q + r) mod 68. @pre 0 <= r < 68
    std::uint64_t rotated(int r) const {
        if (r == 0) return lo;
        if (r < 64) return (lo >> r) | (hi << (64 - r));
        return (hi >> (r - 64)) | (lo << (68 - r));
    }
    bool operator==(const LoopBits&) const = default;
};

struct Position {
    /// progress[colour][counter]: -1 triangle, 0 entry Star, 1..63 loop,
    /// 64..70 home column, 71 HOME. Counters beyond Rules::counters and
    /// colours not in play stay at HOME and never move.
    std::array<std::array<std::int8_t, MaxCounters>, Colours> progress{};
    /// Per loop square, two bits per colour: how many of its counters stand there.
    std::array<std::uint8_t, LoopSquares> loop{};
    /// Per colour, how many of its counters on each home-column square.
    std::array<std::array<std::uint8_t, HomeColumn>, Colours> column{};
    /// The same facts as 68-bit masks over the loop, counted in the
    /// direction the counters run from the square before Red's entry Star
    /// (so every path runs upwards), kept up to date by every change: a move
    /// is then checked with a few mask operations after one rotation into
    /// the mover's own coordinates.
    /// own[colour] alone is kept in that colour's own coordinates (bit q of
    /// `lo`: one of its counters at progress q; `hi` unused), as only its
    /// own moves read it.
    std::array<LoopBits, Colours> own{};
    LoopBits barrier, full;
    LoopBits occupied; ///< kept in the partner game only (PAT-P8)
    /// Per colour, bit i: its home-column square 64+i holds one / two of its counters.
    std::array<std::uint8_t, Colours> columnAny{}, columnFull{};
    Kind kind = Kind::Single;
    std::uint8_t counters = 4;

    /// Every counter of a colour in play in its triangle (PAT-1); in the partner
    /// game one counter of each on its entry Star (PAT-P2).
    static Position start(const Rules& rules);
    /// From progress values; @returns false (and leaves out untouched) if
    /// three counters would share a square or two colours that may not share
    /// one do (a capture would have happened).
    static bool fromProgress(const Rules& rules,
                             const std::array<std::array<int, MaxCounters>, Colours>& progress,
                             Position& out);

    int at(int colour, int counter) const { return progress[colour][counter]; }
    int home(int colour) const;
    bool allHome(int colour) const { return home(colour) == counters; }
    /// How many counters stand on a loop square, of any colour.
    int countOn(int square) const;
    bool operator==(const Position& o) const { return progress == o.progress && kind == o.kind; }
};

struct Move {
    std::int8_t counter = -1;
    std::int8_t from = 0;
    std::int8_t to = 0;
    bool operator==(const Move&) const = default;
};

/// What one move changed, for the table's signals and the animation.
struct Change {
    int colour = -1;
    Move move;
    int capturedColour = -1; ///< PAT-7 / PAT-P4: the counter taken, if any
    int capturedCounter = -1;
    int capturedFrom = 0;     ///< its progress before it went back
    int returnedCounter = -1; ///< PAT-5 / PAT-P6: sent back after a third six
    int returnedFrom = 0;
    bool entered() const { return move.from == Triangle; }
    bool reachedHome() const { return move.to == Home; }
};

/// Where a counter at `from` lands with `throwValue`, or -1 when the throw
/// cannot move it (PAT-4, PAT-6, PAT-8, PAT-9, PAT-P5, PAT-P8).
int target(const Position& p, int colour, int counter, int throwValue);
/// Every counter `colour` can move with `throwValue`, lowest counter first.
/// @returns how many were written to `out`; 0: the throw is lost (PAT-10).
int legalMoves(const Position& p, int colour, int throwValue, Move* out);
/// Plays a legal move: the capture of PAT-7 / PAT-P4 and, when `thirdSix`,
/// the return of the counter nearest HOME (PAT-5 / PAT-P6).
Change apply(Position& p, int colour, const Move& m, bool thirdSix);
/// PAT-5 / PAT-P6: sends back `colour`'s counter nearest HOME (counters
/// already HOME are safe). @returns the counter, or -1 if none was out.
int returnNearestHome(Position& p, int colour, int* from = nullptr);

/// Whether a counter at that progress may be taken there (not on a Star,
/// not in the home column, not in its triangle or HOME).
bool isStarSquare(int loopSquare);

} // namespace club::pat
