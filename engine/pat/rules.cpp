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

constexpr std::uint8_t one(int colour) {
    return std::uint8_t(1u << (2 * colour));
}
constexpr std::uint8_t mask(int colour) {
    return std::uint8_t(3u << (2 * colour));
}

const Paths& paths() {
    static const Paths& p = Paths::standard();
    return p;
}

int squareOf(const Paths& ps, Kind kind, int colour, int progress) {
    return ps.square[int(kind)][colour][progress];
}

// The masks' bit for loop square g: the partner game counts the other way.
int bitOf(Kind kind, int g) {
    return kind == Kind::Single ? g : LoopSquares - 1 - g;
}

// Re-derives the masks' bits for loop square g from its packed byte, after
// a counter of `colour` came or went there.
void refresh(Position& p, int g, int colour) {
    const std::uint8_t b = p.loop[std::size_t(g)];
    const int i = bitOf(p.kind, g);
    p.own[std::size_t(colour)].set(i, (b & mask(colour)) != 0);
    p.barrier.set(i, Facts.barrier[b]);
    p.occupied.set(i, b != 0);
    p.full.set(i, Facts.total[b] >= 2);
}

void place(Position& p, const Paths& ps, int colour, int progress, int delta) {
    if (progress < 0 || progress >= Home) return;
    if (progress >= FirstHomeColumn) {
        const int i = progress - FirstHomeColumn;
        p.column[colour][i] = std::uint8_t(p.column[colour][i] + delta);
        const std::uint8_t bit = std::uint8_t(1u << i);
        p.columnAny[colour] = std::uint8_t(p.column[colour][i] ? p.columnAny[colour] | bit
                                                               : p.columnAny[colour] & ~bit);
        p.columnFull[colour] = std::uint8_t(p.column[colour][i] >= 2 ? p.columnFull[colour] | bit
                                                                     : p.columnFull[colour] & ~bit);
        return;
    }
    const int g = squareOf(ps, p.kind, colour, progress);
    p.loop[std::size_t(g)] = std::uint8_t(p.loop[std::size_t(g)] + delta * one(colour));
    refresh(p, g, colour);
}

// A loop mask in `colour`'s own coordinates: bit q = progress q (0..63).
std::uint64_t along(const Paths& ps, Kind kind, int colour, const LoopBits& m) {
    return m.rotated(bitOf(kind, ps.square[int(kind)][colour][0]));
}

// The mover's view of the loop for one throw.
struct View {
    std::uint64_t blocked, occupied, full;
};

View viewOf(const Paths& ps, const Position& p, int colour) {
    return View{along(ps, p.kind, colour, p.own[std::size_t(colour)] | p.barrier),
                along(ps, p.kind, colour, p.occupied), along(ps, p.kind, colour, p.full)};
}

// Bits a..b of a 64-bit mask. @pre 0 <= a <= b <= 63
constexpr std::uint64_t bits(int a, int b) {
    return (~std::uint64_t(0) >> (63 - b)) & (~std::uint64_t(0) << a);
}

} // namespace

bool isStarSquare(int loopSquare) {
    return paths().star[std::size_t(loopSquare)];
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

namespace {
int targetIn(const Position& p, const View& v, int colour, int from, int throwValue) {
    if (from == Home) return -1;
    if (from == Triangle) {
        // PAT-4: only a 5 enters; never a third counter on the Star (PAT-6).
        return throwValue == 5 && !(v.full & 1) ? EntryStar : -1;
    }
    const int to = from + stepsOf(throwValue);
    if (to > Home) return -1; // PAT-9: HOME only by the exact throw
    const int loopEnd = to - 1 < LastLoop ? to - 1 : LastLoop;
    if (from + 1 <= loopEnd) {
        const std::uint64_t passed = bits(from + 1, loopEnd);
        // PAT-8: never over one's own colour; PAT-6 / PAT-P5: nor a barrier.
        if (v.blocked & passed) return -1;
        // PAT-P8: never three counters passed in one move.
        if (p.kind == Kind::Partner &&
            __builtin_popcountll(v.occupied & passed) + __builtin_popcountll(v.full & passed) >= 3)
            return -1;
    }
    if (to - 1 >= FirstHomeColumn) {
        const int lo = from + 1 > FirstHomeColumn ? from + 1 : FirstHomeColumn;
        const unsigned passed =
            ((1u << (to - FirstHomeColumn)) - 1) & ~((1u << (lo - FirstHomeColumn)) - 1);
        if (p.columnAny[colour] & passed) return -1; // PAT-8
    }
    if (to == Home) return to;
    // Never three on a square (PAT-6, PAT-P8); one counter may be joined,
    // shared on a Star, or taken.
    if (to >= FirstHomeColumn)
        return (p.columnFull[colour] >> (to - FirstHomeColumn)) & 1 ? -1 : to;
    return (v.full >> to) & 1 ? -1 : to;
}
} // namespace

int target(const Position& p, int colour, int counter, int throwValue) {
    return targetIn(p, viewOf(paths(), p, colour), colour, p.progress[colour][counter], throwValue);
}

int legalMoves(const Position& p, int colour, int throwValue, Move* out) {
    const auto& prog = p.progress[colour];
    // Nothing out and no 5: lost at once (most throws early in a game).
    if (throwValue != 5) {
        bool out = false;
        for (int i = 0; i < p.counters; ++i)
            out |= prog[i] >= 0 && prog[i] < Home;
        if (!out) return 0;
    }
    const View v = viewOf(paths(), p, colour);
    int n = 0;
    for (int i = 0; i < p.counters; ++i) {
        const int to = targetIn(p, v, colour, prog[i], throwValue);
        if (to >= 0) out[n++] = Move{std::int8_t(i), prog[i], std::int8_t(to)};
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
            const bool adversary = p.kind == Kind::Single || sideOf(other) != sideOf(colour);
            if (adversary) {
                for (int i = 0; i < p.counters; ++i) {
                    const int v = p.progress[other][i];
                    if (v >= 0 && v <= LastLoop && squareOf(ps, p.kind, other, v) == g) {
                        ch.capturedColour = other;
                        ch.capturedCounter = i;
                        ch.capturedFrom = v;
                        p.progress[other][i] = Triangle;
                        p.loop[std::size_t(g)] = std::uint8_t(b - one(other));
                        refresh(p, g, other);
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
