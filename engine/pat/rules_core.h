// The hot path of the rules, inline for rules.cpp and state.cpp only (not
// part of the engine's interface): tables built once from the board, the
// branch-free check of one throw for every counter, and the change of the
// square counts and masks when a counter moves. The die decides where a
// counter goes, so a branch on it cannot be predicted: these avoid them.
#pragma once

#include "rules.h"

#include <atomic>
#include <bit>

namespace club::pat::core {

// Facts about a loop square's packed byte (two bits per colour), computed once.
struct SquareFacts {
    std::array<std::uint8_t, 256> total{};
    std::array<bool, 256> barrier{}; ///< two of one colour (PAT-6, PAT-P5)
    constexpr SquareFacts() {
        for (int b = 0; b < 256; ++b) {
            int t = 0;
            for (int c = 0; c < Colours; ++c) {
                const int n = (b >> (2 * c)) & 3;
                t += n;
                if (n >= 2) barrier[std::size_t(b)] = true;
            }
            total[std::size_t(b)] = std::uint8_t(t);
        }
    }
};
inline constexpr SquareFacts Facts;

/// How many bits of a four-bit mask are set (a library call without -mpopcnt).
inline constexpr std::uint8_t BitsIn[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

/// NthBit[m][k]: the k-th set bit of the four-bit mask m, lowest first.
struct NthBitTable {
    std::uint8_t at[16][4]{};
    constexpr NthBitTable() {
        for (int m = 0; m < 16; ++m)
            for (int b = 0, k = 0; b < 4; ++b)
                if ((m >> b) & 1) at[m][k++] = std::uint8_t(b);
    }
    constexpr const std::uint8_t* operator[](unsigned m) const { return at[m]; }
};
inline constexpr NthBitTable NthBit;

constexpr std::uint8_t one(int colour) {
    return std::uint8_t(1u << (2 * colour));
}
constexpr std::uint8_t mask(int colour) {
    return std::uint8_t(3u << (2 * colour));
}

/// What one throw does to a counter at one progress: the move is legal when
/// none of the squares it passes or lands on forbids it.
struct Step {
    std::uint64_t pass = 0;   ///< loop squares passed (own coordinates, bit = progress)
    std::uint64_t land = 0;   ///< the loop square landed on (entering: the entry Star)
    std::uint8_t colPass = 0; ///< home-column squares passed (bit i = progress 64 + i)
    std::uint8_t colLand = 0; ///< the home-column square landed on
    std::int8_t to = -1;
    std::uint8_t valid = 0; ///< PAT-4, PAT-9: the throw can move it at all
};

struct Tables {
    const Paths* paths = nullptr;
    std::array<std::array<std::uint64_t, LoopSquares>, 2> lo{}, hi{}; ///< [kind][square]
    std::array<std::array<std::uint8_t, Colours>, 2> rot{}; ///< [kind][colour]: entry's bit
    std::array<std::array<Step, Home + 2>, 6> step{};       ///< [throw - 1][progress + 1]
    /// [kind][colour][progress]: the loop square, for progress 0..63.
    std::array<std::array<std::array<std::uint8_t, 64>, Colours>, 2> square{};
    std::array<bool, LoopSquares> star{};

    Tables();
};

const Tables& buildTables();
extern std::atomic<const Tables*> built;

inline const Tables& tables() {
    const Tables* t = built.load(std::memory_order_acquire);
    return t ? *t : buildTables();
}

/// The mover's view of the loop for one throw, in its own coordinates:
/// bit q = progress q (0..63).
struct View {
    std::uint64_t blocked, occupied, full;
};

inline View viewOf(const Tables& t, const Position& p, int colour) {
    const int r = t.rot[int(p.kind)][std::size_t(colour)];
    return View{(p.own[std::size_t(colour)] | p.barrier).rotated(r),
                p.kind == Kind::Partner ? p.occupied.rotated(r) : 0, p.full.rotated(r)};
}

/// Whether a counter of `colour` may make the step `s`.
inline bool allowed(const Position& p, const View& v, int colour, const Step& s) {
    bool ok = s.valid & ((v.blocked & s.pass) == 0) & ((v.full & s.land) == 0) &
              ((p.columnAny[std::size_t(colour)] & s.colPass) == 0) &
              ((p.columnFull[std::size_t(colour)] & s.colLand) == 0);
    // PAT-P8: never three counters passed in one move.
    if (p.kind == Kind::Partner)
        ok &= std::popcount(v.occupied & s.pass) + std::popcount(v.full & s.pass) < 3;
    return ok;
}

/// Every counter judged at once: bit i set when counter i can move, its
/// landing place in to[i].
inline unsigned legalMask(const Tables& t, const Position& p, int colour, int throwValue,
                          std::int8_t* to) {
    const auto& prog = p.progress[std::size_t(colour)];
    const Step* row = t.step[std::size_t(throwValue - 1)].data();
    const View v = viewOf(t, p, colour);
    unsigned legal = 0;
    // Counters beyond Rules::counters stand at HOME and never move.
    for (int i = 0; i < MaxCounters; ++i) {
        const Step& s = row[prog[std::size_t(i)] + 1];
        to[i] = s.to;
        legal |= unsigned(allowed(p, v, colour, s)) << i;
    }
    return legal;
}

/// Re-derives the masks' bits for loop square g from its packed byte, after
/// a counter of `colour` came or went there.
inline void refresh(const Tables& t, Position& p, int g, int colour) {
    const std::uint8_t b = p.loop[std::size_t(g)];
    const std::uint64_t l = t.lo[int(p.kind)][std::size_t(g)];
    const std::uint64_t h = t.hi[int(p.kind)][std::size_t(g)];
    const auto put = [l, h](LoopBits& m, bool on) {
        const std::uint64_t all = 0 - std::uint64_t(on);
        m.lo ^= (m.lo ^ all) & l;
        m.hi ^= (m.hi ^ all) & h;
    };
    put(p.own[std::size_t(colour)], (b & mask(colour)) != 0);
    put(p.barrier, Facts.barrier[b]);
    put(p.full, Facts.total[b] >= 2);
    if (p.kind == Kind::Partner) put(p.occupied, b != 0); // PAT-P8 only
}

/// Adds (delta 1) or removes (-1) a counter of `colour` at `progress`.
inline void place(const Tables& t, Position& p, int colour, int progress, int delta) {
    if (unsigned(progress) <= unsigned(LastLoop)) {
        const int g = t.square[int(p.kind)][std::size_t(colour)][std::size_t(progress)];
        p.loop[std::size_t(g)] = std::uint8_t(p.loop[std::size_t(g)] + delta * one(colour));
        refresh(t, p, g, colour);
        return;
    }
    if (progress >= FirstHomeColumn && progress < Home) {
        const int i = progress - FirstHomeColumn;
        const int n = p.column[std::size_t(colour)][std::size_t(i)] + delta;
        p.column[std::size_t(colour)][std::size_t(i)] = std::uint8_t(n);
        const unsigned bit = 1u << i;
        auto& any = p.columnAny[std::size_t(colour)];
        auto& full = p.columnFull[std::size_t(colour)];
        any = std::uint8_t((any & ~bit) | (n ? bit : 0));
        full = std::uint8_t((full & ~bit) | (n >= 2 ? bit : 0));
    }
}

/// PAT-5 / PAT-P6: sends back `colour`'s counter nearest HOME.
inline int returnNearest(const Tables& t, Position& p, int colour, int* from) {
    int best = -1, bestAt = -1;
    for (int i = 0; i < p.counters; ++i) {
        const int v = p.progress[std::size_t(colour)][std::size_t(i)];
        if (v >= 0 && v < Home && v > bestAt) best = i, bestAt = v;
    }
    if (best < 0) return -1;
    if (from) *from = bestAt;
    place(t, p, colour, bestAt, -1);
    p.progress[std::size_t(colour)][std::size_t(best)] = Triangle;
    return best;
}

/// Moves counter `counter` of `colour` from `from` to `to` (a legal move),
/// taking a single adversary it lands on off a Star (PAT-7 / PAT-P4).
/// @returns the colour taken (its counter in *captured), or -1.
inline int move(const Tables& t, Position& p, int colour, int counter, int from, int to,
                int* captured, int* capturedFrom) {
    place(t, p, colour, from, -1);
    int taken = -1;
    if (to <= LastLoop) {
        const int g = t.square[int(p.kind)][std::size_t(colour)][std::size_t(to)];
        const std::uint8_t b = p.loop[std::size_t(g)];
        // One counter of another colour: the landing square is never full.
        if (b && !t.star[std::size_t(g)] && !(b & mask(colour))) {
            const int other = std::countr_zero(unsigned(b)) / 2;
            if (p.kind == Kind::Single || sideOf(other) != sideOf(colour)) {
                for (int i = 0; i < p.counters; ++i) {
                    const int v = p.progress[std::size_t(other)][std::size_t(i)];
                    if (v >= 0 && v <= LastLoop &&
                        t.square[int(p.kind)][std::size_t(other)][std::size_t(v)] == g) {
                        taken = other;
                        *captured = i;
                        *capturedFrom = v;
                        p.progress[std::size_t(other)][std::size_t(i)] = Triangle;
                        p.loop[std::size_t(g)] = std::uint8_t(b - one(other));
                        refresh(t, p, g, other);
                        break;
                    }
                }
            }
        }
    }
    p.progress[std::size_t(colour)][std::size_t(counter)] = std::int8_t(to);
    place(t, p, colour, to, 1);
    return taken;
}

} // namespace club::pat::core
