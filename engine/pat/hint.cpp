// SPDX-License-Identifier: GPL-3.0-or-later
#include "hint.h"

#include "evaluate.h"
#include "players.h"

namespace club::pat {

namespace {

// The loop square of a counter at `progress`, or -1 off the loop.
int loopSquare(const Position& p, int colour, int progress) {
    if (progress < 0 || progress > LastLoop) return -1;
    return Paths::standard().loopSquare(p.kind, colour, progress);
}

// The adversary with a counter nearest behind loop square `g` within one
// throw's reach (1..5 squares, or 12 for a six), or -1.
int nearestThreat(const Position& p, int colour, int g) {
    const Paths& ps = Paths::standard();
    int best = -1, bestGap = 99;
    for (int o = 0; o < Colours; ++o) {
        if (!areAdversaries(p.kind, colour, o)) continue;
        const int there = ps.progressAt[int(p.kind)][o][g];
        if (there < 0) continue;
        for (int j = 0; j < p.counters; ++j) {
            const int q = p.progress[o][j];
            if (q < 0 || q > LastLoop) continue;
            const int gap = there - q;
            if (((gap >= 1 && gap <= 5) || gap == 12) && gap < bestGap) best = o, bestGap = gap;
        }
    }
    return best;
}

// How exposed the mover's counters are after a move: the sum of the
// danger of each single counter off the Stars, weighed by its progress.
float exposureAfter(const State& s, int index) {
    State t = s;
    const int me = s.toMove();
    t.choose(index);
    const Position& p = t.position();
    const Paths& ps = Paths::standard();
    float sum = 0;
    for (int i = 0; i < p.counters; ++i) {
        const int g = loopSquare(p, me, p.progress[me][i]);
        if (g < 0 || ps.star[std::size_t(g)] || ((p.loop[std::size_t(g)] >> (2 * me)) & 3) == 2)
            continue;
        sum += danger(p, me, g) * float(p.progress[me][i] + 22);
    }
    return sum;
}

bool sameMove(const State& s, int a, int b) {
    return s.legal()[a].from == s.legal()[b].from;
}

} // namespace

HintReason reasonFor(const State& s, int index) {
    const Position& p = s.position();
    const int me = s.toMove();
    const Move m = s.legal()[index];
    HintReason r;
    bool only = true;
    for (int i = 0; i < s.legalCount(); ++i)
        only &= sameMove(s, i, index);
    if (only) {
        r.kind = HintReason::Kind::OnlyMove;
        return r;
    }
    // What the move does by the rules, as the table would play it.
    State after = s;
    const Change change = after.choose(index);
    if (change.capturedColour >= 0) {
        r.kind = HintReason::Kind::Takes;
        r.colour = change.capturedColour;
        return r;
    }
    if (change.reachedHome()) {
        r.kind = HintReason::Kind::ReachesHome;
        return r;
    }
    if (change.entered()) {
        r.kind = HintReason::Kind::Enters;
        return r;
    }
    const Paths& ps = Paths::standard();
    const int fromSquare = loopSquare(p, me, m.from);
    const int toSquare = loopSquare(p, me, m.to);
    const bool joinsOwn = toSquare >= 0 && ((p.loop[std::size_t(toSquare)] >> (2 * me)) & 3) == 1;
    const bool fromExposed = fromSquare >= 0 && !ps.star[std::size_t(fromSquare)] &&
                             ((p.loop[std::size_t(fromSquare)] >> (2 * me)) & 3) == 1;
    const int threat = fromExposed ? nearestThreat(p, me, fromSquare) : -1;
    if (threat >= 0) {
        HintReason::Safety safety = HintReason::Safety::None;
        if (m.to >= FirstHomeColumn)
            safety = HintReason::Safety::HomeColumn;
        else if (toSquare >= 0 && ps.star[std::size_t(toSquare)])
            safety = HintReason::Safety::Star;
        else if (joinsOwn)
            safety = HintReason::Safety::Barrier;
        if (safety != HintReason::Safety::None) {
            r.kind = HintReason::Kind::RunsToSafety;
            r.colour = threat;
            r.safety = safety;
            return r;
        }
    }
    if (joinsOwn && !ps.star[std::size_t(toSquare)]) {
        r.kind = HintReason::Kind::MakesBarrier;
        return r;
    }
    const float mine = exposureAfter(s, index);
    bool least = true;
    for (int i = 0; i < s.legalCount() && least; ++i)
        if (!sameMove(s, i, index)) least = mine < exposureAfter(s, i) - 1e-3f;
    r.kind = least ? HintReason::Kind::LeastExposed : HintReason::Kind::BestAhead;
    return r;
}

Hint hint(const State& s, Random& rng) {
    Hint h;
    ExpertPlayer expert;
    h.index = s.legalCount() > 1 ? expert.choose(s, rng) : 0;
    h.move = s.legal()[h.index];
    h.reason = reasonFor(s, h.index);
    return h;
}

std::uint64_t hintSeed(std::uint64_t gameSeed, std::uint64_t revision) {
    return gameSeed ^ 0x68696e7450617463ULL ^ (revision * 0x9E3779B97F4A7C15ULL);
}

} // namespace club::pat
