// SPDX-License-Identifier: GPL-3.0-or-later
#include "expert_search.h"

#include "core/random.h"
#include "playout.h"
#include "view.h"

#include <algorithm>

namespace club::pm {

std::vector<Move> distinctMoves(const View& view) {
    std::vector<Move> out;
    const MoveList moves = view.legalMoves();
    for (const Move& m : moves) {
        const int value = view.card(m.card).value;
        const bool dup = std::any_of(out.begin(), out.end(), [&](const Move& o) {
            return view.card(o.card).value == value && o.from == m.from && o.to == m.to &&
                   o.bust == m.bust;
        });
        if (!dup) out.push_back(m);
    }
    return out;
}

namespace {

int marginOver(const Game& g, int seat) {
    int bestOther = -1000;
    for (int s = 0; s < g.players(); ++s)
        if (s != seat) bestOther = std::max(bestOther, g.score(s));
    return g.score(seat) - bestOther;
}

} // namespace

std::vector<ScoredMove> searchMoves(const View& view, Random& rng, const ExpertSettings& settings) {
    std::vector<ScoredMove> scored;
    for (const Move& m : distinctMoves(view))
        scored.push_back(ScoredMove{m, 0.0, 0});
    if (scored.size() <= 1) return scored;

    std::vector<double> wins(scored.size(), 0.0), margins(scored.size(), 0.0);
    const int seat = view.seat();
    for (int d = 0; d < settings.samples; ++d) {
        const Game sample = view.sample(rng);
        const std::uint64_t playSeed = rng.next();
        for (std::size_t c = 0; c < scored.size(); ++c) {
            Game g = sample;
            g.apply(scored[c].move);
            Random play(playSeed); // the same future for every candidate
            playOut(g, play);
            wins[c] += winShare(g, seat);
            margins[c] += marginOver(g, seat);
        }
    }
    for (std::size_t c = 0; c < scored.size(); ++c) {
        scored[c].samples = settings.samples;
        scored[c].winRate = wins[c] / settings.samples;
        scored[c].value = scored[c].winRate + settings.marginWeight * margins[c] / settings.samples;
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const ScoredMove& a, const ScoredMove& b) { return a.value > b.value; });
    return scored;
}

} // namespace club::pm
