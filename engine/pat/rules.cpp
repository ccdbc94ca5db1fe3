// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules.h"

#include "rules_core.h"

#include <cstdlib>

namespace club::pat {

namespace core {

namespace {
// Bits a..b of a 64-bit mask. @pre 0 <= a <= b <= 63
constexpr std::uint64_t bits(int a, int b) {
    return (~std::uint64_t(0) >> (63 - b)) & (~std::uint64_t(0) << a);
}

Step stepOf(int from, int throwValue) {
    Step s;
    if (from == Home) return s;
    if (from == Triangle) {
        // PAT-4: only a 5 enters; never a third counter on the Star (PAT-6).
        if (throwValue != 5) return s;
        s.to = EntryStar;
        s.land = 1;
        s.column = 0;
        return s;
    }
    const int to = from + stepsOf(throwValue);
    if (to > Home) return s; // PAT-9: HOME only by the exact throw
    s.to = std::int8_t(to);
    s.column = 0;
    // PAT-8: never over one's own colour; PAT-6 / PAT-P5: nor a barrier.
    const int loopEnd = to - 1 < LastLoop ? to - 1 : LastLoop;
    if (from + 1 <= loopEnd) s.pass = bits(from + 1, loopEnd);
    if (to - 1 >= FirstHomeColumn) {
        const int lo = from + 1 > FirstHomeColumn ? from + 1 : FirstHomeColumn;
        s.column = std::uint16_t(((1u << (to - FirstHomeColumn)) - 1) &
                                 ~((1u << (lo - FirstHomeColumn)) - 1));
    }
    // Never three on a square (PAT-6, PAT-P8); HOME holds them all.
    if (to <= LastLoop)
        s.land = std::uint64_t(1) << to;
    else if (to < Home)
        s.column |= std::uint16_t(1u << (to - FirstHomeColumn + 8));
    return s;
}
} // namespace

Tables::Tables() {
    const Paths& ps = Paths::standard();
    paths = &ps;
    star = ps.star;
    for (int k = 0; k < 2; ++k) {
        // Bit 1 is Red's entry Star and the bits run along the paths: with
        // the Stars a quarter of the loop apart, every colour's rotation is
        // one funnel shift (LoopBits::rotated).
        const int origin = ps.square[std::size_t(k)][0][0];
        std::array<int, LoopSquares> bit{};
        for (int g = 0; g < LoopSquares; ++g) {
            const int d = k == 0 ? g - origin : origin - g;
            bit[std::size_t(g)] = ((d + 1) % LoopSquares + LoopSquares) % LoopSquares;
            bits[std::size_t(k)][std::size_t(g)] = {LoopBits::loMask(bit[std::size_t(g)]),
                                                    LoopBits::hiMask(bit[std::size_t(g)])};
        }
        for (int c = 0; c < Colours; ++c) {
            const auto& path = ps.square[std::size_t(k)][std::size_t(c)];
            rot[std::size_t(k)][std::size_t(c)] = std::uint8_t(bit[path[0]]);
            // turned() relies on it.
            if (bit[path[0]] <= 0 || bit[path[0]] >= 64) std::abort();
            for (int q = 0; q <= LastLoop; ++q)
                square[std::size_t(k)][std::size_t(c)][std::size_t(q)] = path[std::size_t(q)];
        }
    }
    for (int t = 1; t <= 6; ++t)
        for (int from = Triangle; from <= Home; ++from)
            step[std::size_t(t - 1)][std::size_t(from + 1)] = stepOf(from, t);
}

std::atomic<const Tables*> built{nullptr};

unsigned passesThree(const View& v, const Step& s0, const Step& s1, const Step& s2,
                     const Step& s3) {
    const auto third = [&v](const Step& s) {
        return std::popcount(v.occupied & s.pass) + std::popcount(v.full & s.pass) >= 3;
    };
    return unsigned(third(s0)) | unsigned(third(s1)) << 1 | unsigned(third(s2)) << 2 |
           unsigned(third(s3)) << 3;
}

const Tables& buildTables() {
    static const Tables t;
    built.store(&t, std::memory_order_release);
    return t;
}

} // namespace core

using namespace core;

bool isStarSquare(int loopSquare) {
    return tables().star[std::size_t(loopSquare)];
}

int Position::home(int colour) const {
    int n = 0;
    for (int i = 0; i < counters; ++i)
        n += progress[colour][i] == Home;
    return n;
}

int Position::countOn(int square) const {
    return Facts.total[loop[std::size_t(square)]];
}

Position Position::start(const Rules& rules) {
    std::array<std::array<int, MaxCounters>, Colours> prog{};
    for (int c = 0; c < Colours; ++c)
        for (int i = 0; i < MaxCounters; ++i)
            prog[c][i] = rules.plays(c) && i < rules.counters
                             ? (rules.kind == Kind::Partner && i == 0 ? EntryStar : Triangle)
                             : Home;
    Position p;
    fromProgress(rules, prog, p);
    return p;
}

bool Position::fromProgress(const Rules& rules,
                            const std::array<std::array<int, MaxCounters>, Colours>& prog,
                            Position& out) {
    const Tables& t = tables();
    const Paths& ps = *t.paths;
    Position p;
    p.kind = rules.kind;
    p.counters = std::uint8_t(rules.counters);
    for (int c = 0; c < Colours; ++c)
        for (int i = 0; i < MaxCounters; ++i) {
            const int v = rules.plays(c) && i < rules.counters ? prog[c][i] : Home;
            if (v < Triangle || v > Home) return false;
            p.progress[c][i] = std::int8_t(v);
            place(t, p, c, v, 1);
        }
    // Only the squares the counters stand on can break a rule.
    for (int c = 0; c < Colours; ++c)
        for (int i = 0; i < MaxCounters; ++i) {
            const int v = p.progress[c][i];
            if (v >= FirstHomeColumn && v < Home) {
                if (p.column[c][std::size_t(v - FirstHomeColumn)] > 2) return false;
                continue;
            }
            if (v < 0 || v > LastLoop) continue;
            const int g = t.square[int(rules.kind)][std::size_t(c)][std::size_t(v)];
            const std::uint8_t b = p.loop[std::size_t(g)];
            if (Facts.total[b] > 2) return false;
            if (Facts.total[b] == 2 && !Facts.barrier[b] && !ps.star[std::size_t(g)]) {
                // Two colours off a Star: only partners may share (PAT-P4).
                if (rules.kind == Kind::Single) return false;
                if (!(b & mask(c)) || !(b & mask(partnerOf(c)))) return false;
            }
        }
    out = p;
    return true;
}

int target(const Position& p, int colour, int counter, int throwValue) {
    const Tables& t = tables();
    const int from = p.progress[colour][counter];
    const Step& s = t.step[std::size_t(throwValue - 1)][std::size_t(from + 1)];
    return allowed(p, viewOf(t, p, colour), s) ? s.to : -1;
}

int legalMoves(const Position& p, int colour, int throwValue, Move* out) {
    std::int8_t to[MaxCounters];
    unsigned legal = legalMask(tables(), p, colour, throwValue, to);
    int n = 0;
    for (; legal; legal &= legal - 1) {
        const int i = std::countr_zero(legal);
        out[n++] = Move{std::int8_t(i), p.progress[std::size_t(colour)][std::size_t(i)], to[i]};
    }
    return n;
}

int returnNearestHome(Position& p, int colour, int* from) {
    return returnNearest(tables(), p, colour, from);
}

Change apply(Position& p, int colour, const Move& m, bool thirdSix) {
    const Tables& t = tables();
    Change ch;
    ch.colour = colour;
    ch.move = m;
    ch.capturedColour =
        move(t, p, colour, m.counter, m.from, m.to, &ch.capturedCounter, &ch.capturedFrom);
    if (thirdSix) ch.returnedCounter = returnNearest(t, p, colour, &ch.returnedFrom);
    return ch;
}

} // namespace club::pat
