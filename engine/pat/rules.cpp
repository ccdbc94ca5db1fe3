#include "rules.h"

namespace club::pat {

namespace {

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
constexpr SquareFacts Facts;

constexpr std::uint8_t one(int colour) { return std::uint8_t(1u << (2 * colour)); }
constexpr std::uint8_t mask(int colour) { return std::uint8_t(3u << (2 * colour)); }

const Paths& paths() {
    static const Paths& p = Paths::standard();
    return p;
}

int squareOf(const Paths& ps, Kind kind, int colour, int progress) {
    return ps.square[int(kind)][colour][progress];
}

void place(Position& p, const Paths& ps, int colour, int progress, int delta) {
    if (progress < 0 || progress >= Home) return;
    if (progress >= FirstHomeColumn)
        p.column[colour][progress - FirstHomeColumn] =
            std::uint8_t(p.column[colour][progress - FirstHomeColumn] + delta);
    else
        p.loop[squareOf(ps, p.kind, colour, progress)] = std::uint8_t(
            p.loop[squareOf(ps, p.kind, colour, progress)] + delta * one(colour));
}

} // namespace

bool isStarSquare(int loopSquare) { return paths().star[std::size_t(loopSquare)]; }

int Position::home(int colour) const {
    int n = 0;
    for (int i = 0; i < counters; ++i)
        n += progress[colour][i] == Home;
    return n;
}

int Position::countOn(int square) const { return Facts.total[loop[std::size_t(square)]]; }

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
    const Paths& ps = paths();
    Position p;
    p.kind = rules.kind;
    p.counters = std::uint8_t(rules.counters);
    for (int c = 0; c < Colours; ++c)
        for (int i = 0; i < MaxCounters; ++i) {
            const int v = rules.plays(c) && i < rules.counters ? prog[c][i] : Home;
            if (v < Triangle || v > Home) return false;
            p.progress[c][i] = std::int8_t(v);
            place(p, ps, c, v, 1);
        }
    for (int c = 0; c < Colours; ++c)
        for (int q = 0; q < HomeColumn; ++q)
            if (p.column[c][q] > 2) return false;
    for (int g = 0; g < LoopSquares; ++g) {
        const std::uint8_t b = p.loop[std::size_t(g)];
        if (Facts.total[b] > 2) return false;
        if (Facts.total[b] == 2 && !Facts.barrier[b] && !ps.star[std::size_t(g)]) {
            // Two colours off a Star: only partners may share (PAT-P4).
            if (rules.kind == Kind::Single) return false;
            for (int c = 0; c < Colours; ++c)
                if ((b & mask(c)) && (b & mask(partnerOf(c)))) goto partners;
            return false;
        partners:;
        }
    }
    out = p;
    return true;
}

int target(const Position& p, int colour, int counter, int throwValue) {
    const Paths& ps = paths();
    const int from = p.progress[colour][counter];
    if (from == Home) return -1;
    if (from == Triangle) {
        // PAT-4: only a 5 enters; never a third counter on the Star (PAT-6).
        if (throwValue != 5) return -1;
        const int star = squareOf(ps, p.kind, colour, EntryStar);
        return Facts.total[p.loop[std::size_t(star)]] < 2 ? EntryStar : -1;
    }
    const int to = from + stepsOf(throwValue);
    if (to > Home) return -1; // PAT-9: HOME only by the exact throw
    const auto& path = ps.square[int(p.kind)][colour];
    const std::uint8_t own = mask(colour);
    int passed = 0;
    const int loopEnd = to - 1 < LastLoop ? to - 1 : LastLoop;
    for (int q = from + 1; q <= loopEnd; ++q) {
        const std::uint8_t b = p.loop[path[q]];
        if ((b & own) || Facts.barrier[b]) return -1; // PAT-8, PAT-6 / PAT-P5
        passed += Facts.total[b];
    }
    if (p.kind == Kind::Partner && passed >= 3) return -1; // PAT-P8
    for (int q = from + 1 > FirstHomeColumn ? from + 1 : FirstHomeColumn; q < to; ++q)
        if (p.column[colour][q - FirstHomeColumn]) return -1; // PAT-8
    if (to == Home) return to;
    if (to >= FirstHomeColumn) return p.column[colour][to - FirstHomeColumn] < 2 ? to : -1;
    // Never three on a square (PAT-6, PAT-P8); one counter may be joined,
    // shared on a Star, or taken.
    return Facts.total[p.loop[path[to]]] < 2 ? to : -1;
}

int legalMoves(const Position& p, int colour, int throwValue, Move* out) {
    int n = 0;
    for (int i = 0; i < p.counters; ++i) {
        const int to = target(p, colour, i, throwValue);
        if (to >= 0) out[n++] = Move{std::int8_t(i), p.progress[colour][i], std::int8_t(to)};
    }
    return n;
}

int returnNearestHome(Position& p, int colour, int* from) {
    const Paths& ps = paths();
    int best = -1;
    for (int i = 0; i < p.counters; ++i) {
        const int v = p.progress[colour][i];
        if (v >= 0 && v < Home && (best < 0 || v > p.progress[colour][best])) best = i;
    }
    if (best < 0) return -1;
    if (from) *from = p.progress[colour][best];
    place(p, ps, colour, p.progress[colour][best], -1);
    p.progress[colour][best] = Triangle;
    return best;
}

Change apply(Position& p, int colour, const Move& m, bool thirdSix) {
    const Paths& ps = paths();
    Change ch;
    ch.colour = colour;
    ch.move = m;
    place(p, ps, colour, m.from, -1);
    if (m.to <= LastLoop) {
        const int g = squareOf(ps, p.kind, colour, m.to);
        const std::uint8_t b = p.loop[std::size_t(g)];
        // PAT-7 / PAT-P4: a single adversary off a Star is taken.
        if (b && !ps.star[std::size_t(g)] && !(b & mask(colour))) {
            int other = 0;
            while (!(b & mask(other)))
                ++other;
            const bool adversary =
                p.kind == Kind::Single || sideOf(other) != sideOf(colour);
            if (adversary) {
                for (int i = 0; i < p.counters; ++i) {
                    const int v = p.progress[other][i];
                    if (v >= 0 && v <= LastLoop && squareOf(ps, p.kind, other, v) == g) {
                        ch.capturedColour = other;
                        ch.capturedCounter = i;
                        ch.capturedFrom = v;
                        p.progress[other][i] = Triangle;
                        p.loop[std::size_t(g)] = std::uint8_t(b - one(other));
                        break;
                    }
                }
            }
        }
    }
    p.progress[colour][m.counter] = m.to;
    place(p, ps, colour, m.to, 1);
    if (thirdSix) ch.returnedCounter = returnNearestHome(p, colour, &ch.returnedFrom);
    return ch;
}

} // namespace club::pat
