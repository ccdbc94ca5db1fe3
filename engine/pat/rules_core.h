// SPDX-License-Identifier: GPL-3.0-or-later
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
    std::array<bool, 256> full{};    ///< two counters (PAT-6, PAT-P8)
    /// Bit 0 barrier, bit 1 full, bit 2 any counter at all.
    std::array<std::uint8_t, 256> flags{};
    constexpr SquareFacts() {
        for (int b = 0; b < 256; ++b) {
            int t = 0;
            for (int c = 0; c < Colours; ++c) {
                const int n = (b >> (2 * c)) & 3;
                t += n;
                if (n >= 2) barrier[std::size_t(b)] = true;
            }
            total[std::size_t(b)] = std::uint8_t(t);
            full[std::size_t(b)] = t >= 2;
            flags[std::size_t(b)] = std::uint8_t(unsigned(barrier[std::size_t(b)]) |
                                                 unsigned(t >= 2) << 1 | unsigned(t > 0) << 2);
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
    std::uint64_t pass = 0; ///< loop squares passed (own coordinates, bit = progress)
    std::uint64_t land = 0; ///< the loop square landed on (entering: the entry Star)
    /// Bits 0..6: home-column squares passed (bit i = progress 64 + i); bits
    /// 8..14: the home-column square landed on; bit 15: the throw cannot
    /// move it at all (PAT-4, PAT-9). Checked against View::column.
    std::uint16_t column = NoMove;
    std::int8_t to = -1;
    static constexpr std::uint16_t NoMove = 0x8000;
};

struct Tables {
    const Paths* paths = nullptr;
    /// [kind][square]: the square's bits in LoopBits::lo and LoopBits::hi.
    std::array<std::array<LoopBits, LoopSquares>, 2> bits{};
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
/// bit q = progress q (0..63); and of its home column, as Step::column.
struct View {
    std::uint64_t blocked, occupied, full;
    unsigned column;
};

/// LoopBits::rotated() for the rotations of the entry Stars, which lie
/// strictly between 0 and 64 (checked when the tables are built).
inline std::uint64_t turned(const LoopBits& m, int r) {
    return (m.lo >> r) | (m.hi << (64 - r));
}

template <Kind K> inline View viewOf(const Tables& t, const Position& p, int colour) {
    const int r = t.rot[int(K)][std::size_t(colour)];
    // Position::own is kept in the colour's own coordinates already.
    return View{p.own[std::size_t(colour)].lo | turned(p.barrier, r),
                K == Kind::Partner ? turned(p.occupied, r) : 0, turned(p.full, r),
                unsigned(p.columnAny[std::size_t(colour)]) |
                    unsigned(p.columnFull[std::size_t(colour)]) << 8 | Step::NoMove};
}

/// Whether a counter of `colour` may make the step `s`.
template <Kind K>
inline bool allowed([[maybe_unused]] const Position& p, const View& v, const Step& s) {
    bool ok = ((v.blocked & s.pass) | (v.full & s.land) | (v.column & s.column)) == 0;
    // PAT-P8: never three counters passed in one move.
    if (K == Kind::Partner)
        ok &= std::popcount(v.occupied & s.pass) + std::popcount(v.full & s.pass) < 3;
    return ok;
}

/// PAT-P8: bit i set when step si would pass three counters (partner game).
unsigned passesThree(const View& v, const Step& s0, const Step& s1, const Step& s2, const Step& s3);

/// Every counter judged at once: bit i set when counter i can move, its
/// landing place in to[i].
/// (Inlined even where GCC would not, into the simulations' loop; other
/// compilers ignore the attribute.)
template <Kind K>
[[gnu::always_inline]] inline unsigned legalMask(const Tables& t, const Position& p, int colour,
                                                 int throwValue, std::int8_t* to) {
    const auto& prog = p.progress[std::size_t(colour)];
    // Indexed by progress: the row starts at the Triangle's entry.
    const Step* row = t.step[std::size_t(throwValue - 1)].data() + 1;
    const View v = viewOf<K>(t, p, colour);
    // Counters beyond Rules::counters stand at HOME and never move.
    const auto fails = [&v](const Step& s) {
        return ((v.blocked & s.pass) | (v.full & s.land) | (v.column & s.column)) != 0;
    };
    const Step& s0 = row[prog[0]];
    const Step& s1 = row[prog[1]];
    const Step& s2 = row[prog[2]];
    const Step& s3 = row[prog[3]];
    unsigned legal = unsigned(!fails(s0)) | unsigned(!fails(s1)) << 1 | unsigned(!fails(s2)) << 2 |
                     unsigned(!fails(s3)) << 3;
    static_assert(MaxCounters == 4);
    to[0] = s0.to;
    to[1] = s1.to;
    to[2] = s2.to;
    to[3] = s3.to;
    if (K == Kind::Partner) legal &= ~passesThree(v, s0, s1, s2, s3);
    return legal;
}

/// Re-derives the masks' bits for loop square g, whose packed byte went
/// from `before` to its value now, after a counter of `colour` came or went
/// there (at its `progress`). The shared masks change only when the square
/// gains or loses its second counter (or, partners, its first).
template <Kind K>
inline void refresh(const Tables& t, Position& p, int g, std::uint8_t before, int colour,
                    int progress) {
    const std::uint8_t b = p.loop[std::size_t(g)];
    std::uint64_t& own = p.own[std::size_t(colour)].lo;
    const std::uint64_t q = std::uint64_t(1) << progress;
    own ^= (own ^ (0 - std::uint64_t((b & mask(colour)) != 0))) & q;
    // Bit 2, occupied, is kept in the partner game only.
    const unsigned changed =
        (Facts.flags[b] ^ Facts.flags[before]) & (K == Kind::Partner ? 7u : 3u);
    if (!changed) return;
    const LoopBits at = t.bits[int(K)][std::size_t(g)];
    const auto flip = [&at](LoopBits& m, unsigned on) {
        const std::uint64_t all = 0 - std::uint64_t(on & 1);
        m.lo ^= all & at.lo;
        m.hi ^= all & at.hi;
    };
    flip(p.barrier, changed);
    flip(p.full, changed >> 1);
    if (K == Kind::Partner) flip(p.occupied, changed >> 2); // PAT-P8 only
}

/// Adds (delta 1) or removes (-1) a counter of `colour` at `progress`.
template <Kind K>
inline void place(const Tables& t, Position& p, int colour, int progress, int delta) {
    if (unsigned(progress) <= unsigned(LastLoop)) {
        const int g = t.square[int(K)][std::size_t(colour)][std::size_t(progress)];
        const std::uint8_t before = p.loop[std::size_t(g)];
        p.loop[std::size_t(g)] = std::uint8_t(before + delta * one(colour));
        refresh<K>(t, p, g, before, colour, progress);
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
template <Kind K> inline int returnNearest(const Tables& t, Position& p, int colour, int* from) {
    int best = -1, bestAt = -1;
    for (int i = 0; i < p.counters; ++i) {
        const int v = p.progress[std::size_t(colour)][std::size_t(i)];
        if (v >= 0 && v < Home && v > bestAt) best = i, bestAt = v;
    }
    if (best < 0) return -1;
    if (from) *from = bestAt;
    place<K>(t, p, colour, bestAt, -1);
    p.progress[std::size_t(colour)][std::size_t(best)] = Triangle;
    return best;
}

/// Moves counter `counter` of `colour` from `from` to `to` (a legal move),
/// taking a single adversary it lands on off a Star (PAT-7 / PAT-P4).
/// @returns the colour taken (its counter in *captured), or -1.
template <Kind K>
inline int move(const Tables& t, Position& p, int colour, int counter, int from, int to,
                int* captured, int* capturedFrom) {
    place<K>(t, p, colour, from, -1);
    int taken = -1;
    if (to <= LastLoop) {
        const int g = t.square[int(K)][std::size_t(colour)][std::size_t(to)];
        const std::uint8_t b = p.loop[std::size_t(g)];
        // One counter of another colour: the landing square is never full.
        if (b && !t.star[std::size_t(g)] && !(b & mask(colour))) {
            const int other = std::countr_zero(unsigned(b)) / 2;
            if (K == Kind::Single || sideOf(other) != sideOf(colour)) {
                for (int i = 0; i < p.counters; ++i) {
                    const int v = p.progress[std::size_t(other)][std::size_t(i)];
                    if (v >= 0 && v <= LastLoop &&
                        t.square[int(K)][std::size_t(other)][std::size_t(v)] == g) {
                        taken = other;
                        *captured = i;
                        *capturedFrom = v;
                        p.progress[std::size_t(other)][std::size_t(i)] = Triangle;
                        p.loop[std::size_t(g)] = std::uint8_t(b - one(other));
                        refresh<K>(t, p, g, b, other, v);
                        break;
                    }
                }
            }
        }
    }
    p.progress[std::size_t(colour)][std::size_t(counter)] = std::int8_t(to);
    place<K>(t, p, colour, to, 1);
    return taken;
}

// The same for a position of either kind.
inline unsigned legalMask(const Tables& t, const Position& p, int colour, int throwValue,
                          std::int8_t* to) {
    return p.kind == Kind::Single ? legalMask<Kind::Single>(t, p, colour, throwValue, to)
                                  : legalMask<Kind::Partner>(t, p, colour, throwValue, to);
}
inline bool allowed([[maybe_unused]] const Position& p, const View& v, const Step& s) {
    return p.kind == Kind::Single ? allowed<Kind::Single>(p, v, s)
                                  : allowed<Kind::Partner>(p, v, s);
}
inline View viewOf(const Tables& t, const Position& p, int colour) {
    return p.kind == Kind::Single ? viewOf<Kind::Single>(t, p, colour)
                                  : viewOf<Kind::Partner>(t, p, colour);
}
inline void place(const Tables& t, Position& p, int colour, int progress, int delta) {
    if (p.kind == Kind::Single)
        place<Kind::Single>(t, p, colour, progress, delta);
    else
        place<Kind::Partner>(t, p, colour, progress, delta);
}
inline int returnNearest(const Tables& t, Position& p, int colour, int* from) {
    return p.kind == Kind::Single ? returnNearest<Kind::Single>(t, p, colour, from)
                                  : returnNearest<Kind::Partner>(t, p, colour, from);
}
inline int move(const Tables& t, Position& p, int colour, int counter, int from, int to,
                int* captured, int* capturedFrom) {
    return p.kind == Kind::Single
               ? move<Kind::Single>(t, p, colour, counter, from, to, captured, capturedFrom)
               : move<Kind::Partner>(t, p, colour, counter, from, to, captured, capturedFrom);
}

} // namespace club::pat::core
