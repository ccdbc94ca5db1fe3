// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluate.h"

#include <algorithm>

namespace club::km {

namespace {
constexpr int TokenCost = 100;     // KM-7: each own token still to shed
constexpr int FieldBonus = 6;      // tokens can only form rows in the Field
constexpr int CorridorBonus = 3;   // one step from the Field
constexpr int ThreatWeight = 28;   // per token a one-step row would remove
constexpr int PotentialWeight = 5; // per token a filled square would remove
constexpr int MobilityWeight = 1;  // per empty Field square beside a Field token
constexpr int TempoWeight = 2;     // the side to move carries out its threat first

int run(const Position& p, int sq, Direction d, Cell c) {
    int n = 0;
    for (int x = neighbour(sq, d); x != NoSquare && zoneOf(x) == Zone::Field && p.at(x) == c;
         x = neighbour(x, d))
        ++n;
    return n;
}

// Tokens removed (KM-6) if `side` moved its token from `from` to the empty
// Field square `sq` (from = NoSquare: a token appearing there).
int removable(const Position& p, int sq, int from, Side side) {
    const Cell c = cellOf(side);
    int total = 0;
    for (Direction d : LineDirections) {
        int fwd = run(p, sq, d, c), back = run(p, sq, opposite(d), c);
        if (from == neighbour(sq, d)) fwd = 0; // the stepping token leaves the line
        if (from == neighbour(sq, opposite(d))) back = 0;
        if (1 + fwd + back >= 3) total += fwd + back - 1;
    }
    return total;
}

struct SideTerms {
    int development = 0;
    int mobility = 0;
    int bestThreat = 0; ///< the most tokens one step could remove
    int threats = 0;    ///< sum over squares of what a step there would remove
    int potential = 0;
};

void scoreEmptySquare(const Position& p, int sq, Side side, SideTerms& t) {
    const int filled = removable(p, sq, NoSquare, side);
    if (filled == 0) return;
    t.potential += filled;
    int best = 0;
    for (int d = 0; d < 4; ++d) { // who could step in: KM-3 from the Field, KM-2 from a Corridor
        const int from = neighbour(sq, Direction(d));
        if (from == NoSquare || p.at(from) != cellOf(side)) continue;
        const Zone zone = zoneOf(from);
        if (zone == Zone::Corridor && neighbour(from, inward(from)) != sq) continue;
        if (zone == Zone::Lodge) continue;
        best = std::max(best, removable(p, sq, from, side));
    }
    t.threats += best;
    t.bestThreat = std::max(t.bestThreat, best);
}
} // namespace

int evaluate(const Position& p, Side side) {
    if (p.isOver()) {
        if (p.outcome() == Outcome::Draw) return 0;
        const bool won = (p.outcome() == Outcome::WinA) == (side == Side::A);
        return won ? WinScore : -WinScore;
    }
    SideTerms terms[2];
    for (int sq = 0; sq < SquareCount; ++sq) {
        const Cell c = p.at(sq);
        const Zone zone = zoneOf(sq);
        if (c == Cell::A || c == Cell::B) {
            SideTerms& t = terms[int(c) - 1];
            if (zone == Zone::Field) {
                t.development += FieldBonus;
                for (int d = 0; d < 4; ++d) {
                    const int n = neighbour(sq, Direction(d));
                    t.mobility +=
                        n != NoSquare && zoneOf(n) == Zone::Field && p.at(n) == Cell::Empty;
                }
            } else if (zone == Zone::Corridor) {
                t.development += CorridorBonus;
            }
        } else if (c == Cell::Empty && zone == Zone::Field) {
            scoreEmptySquare(p, sq, Side::A, terms[0]);
            scoreEmptySquare(p, sq, Side::B, terms[1]);
        }
    }
    const Side mover = p.toMove();
    auto value = [&](Side s) {
        const SideTerms& t = terms[index(s)];
        // The mover can carry out its best threat now; the other side's
        // threats may be blocked, so they count for less.
        const int threat = s == mover ? 2 * t.bestThreat + t.threats : t.threats;
        return -TokenCost * p.tokens(s) + t.development + MobilityWeight * t.mobility +
               ThreatWeight * threat / 2 + PotentialWeight * t.potential +
               (s == mover ? TempoWeight : 0);
    };
    return value(side) - value(other(side));
}

} // namespace club::km
