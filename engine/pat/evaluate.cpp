// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluate.h"

namespace club::pat {

namespace {
// Weights tuned by matches against random and heuristic players (PLAYERS.md).
constexpr float ColumnBonus = 10; // the home column cannot be reached by anyone
constexpr float StarBonus = 3;    // a Star is safe (PAT-7)
constexpr float BarrierBonus = 0; // a barrier also blocks one's own counters (PAT-8)
constexpr float ReentryCost = 22; // waiting for a 5, then the way round again
constexpr float DangerWeight = 0.7f;
constexpr float MobilityWeight = 4; // per face of the die some counter could use
constexpr float RivalMean = 0.5f;   // rivals: half their mean, half the strongest
constexpr float HomeValue = 71 + ReentryCost + ColumnBonus + 10; // above any counter still out
constexpr float Single = 1.0f / 6, Double = 1.0f / 36;

const Paths& paths() {
    static const Paths& p = Paths::standard();
    return p;
}

} // namespace

float danger(const Position& p, int colour, int square) {
    const Paths& ps = paths();
    float chance = 0;
    for (int o = 0; o < Colours; ++o) {
        if (!areAdversaries(p.kind, colour, o)) continue;
        const int there = ps.progressAt[int(p.kind)][o][square];
        if (there < 0) continue;
        for (int j = 0; j < p.counters; ++j) {
            const int q = p.progress[o][j];
            if (q < 0 || q > LastLoop) continue;
            const int d = there - q;
            if ((d >= 1 && d <= 5) || d == 12)
                chance += Single; // one throw reaches it
            else if (d >= 13 && d <= 17)
                chance += Double; // a six, then the rest
        }
    }
    return chance > 1 ? 1 : chance; // a sum: close enough for a few threats
}

std::array<float, Colours> standings(const Position& p) {
    const Paths& ps = paths();
    std::array<float, Colours> s{};
    for (int c = 0; c < Colours; ++c) {
        float v = 0;
        for (int i = 0; i < p.counters; ++i) {
            const int q = p.progress[c][i];
            if (q == Triangle) continue;
            if (q == Home) {
                v += HomeValue;
                continue;
            }
            v += float(q) + ReentryCost;
            if (q >= FirstHomeColumn) {
                v += ColumnBonus;
                continue;
            }
            const int g = ps.square[int(p.kind)][c][q];
            const int own = (p.loop[std::size_t(g)] >> (2 * c)) & 3;
            if (ps.star[std::size_t(g)])
                v += StarBonus;
            else if (own == 2)
                v += BarrierBonus;
            else
                v -= DangerWeight * danger(p, c, g) * (float(q) + ReentryCost);
        }
        {
            Move buf[MaxCounters];
            int usable = 0;
            for (int t = 1; t <= 6; ++t)
                usable += legalMoves(p, c, t, buf) > 0;
            v += MobilityWeight * float(usable);
        }
        s[std::size_t(c)] = v;
    }
    return s;
}

std::array<float, Colours> utilities(const Position& p, std::uint8_t playing) {
    const std::array<float, Colours> s = standings(p);
    std::array<float, Colours> u{};
    if (p.kind == Kind::Partner) {
        const float side0 = s[0] + s[2], side1 = s[1] + s[3];
        for (int c = 0; c < Colours; ++c)
            u[std::size_t(c)] = sideOf(c) == 0 ? side0 - side1 : side1 - side0;
        return u;
    }
    for (int c = 0; c < Colours; ++c) {
        if (!((playing >> c) & 1)) continue;
        float best = -1e9f, sum = 0;
        int n = 0;
        for (int o = 0; o < Colours; ++o)
            if (o != c && ((playing >> o) & 1)) {
                sum += s[std::size_t(o)];
                ++n;
                if (s[std::size_t(o)] > best) best = s[std::size_t(o)];
            }
        if (n) best = RivalMean * sum / float(n) + (1 - RivalMean) * best;
        // Against the strongest rival: a race is won by being first.
        u[std::size_t(c)] = best > -1e9f ? s[std::size_t(c)] - best : s[std::size_t(c)];
    }
    return u;
}

} // namespace club::pat
