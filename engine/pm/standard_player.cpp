// SPDX-License-Identifier: GPL-3.0-or-later
#include "standard_player.h"

#include "core/random.h"
#include "expert_search.h"
#include "playout.h"
#include "view.h"

#include <algorithm>

namespace club::pm {

namespace {

/// The best gain one amount offers; a card that moves no man gains 0.
int bestGain(const MenIndex& index, int amount) {
    if (index.count(amount) == 0) return 0;
    int best = -1000;
    index.ways(amount, [&](int from, int to, bool) {
        best = std::max(best, placeScore(to) - placeScore(from));
    });
    return best;
}

} // namespace

double expectedNextGain(const Men& men, std::span<const int> hand, std::span<const int> tops,
                        const Options& options) {
    if (hand.empty() || tops.empty()) return 0.0;
    const MenIndex index(men, options);
    double total = 0;
    for (int top : tops) {
        int best = -1000;
        for (int card : hand)
            best = std::max(best, bestGain(index, top + card));
        total += best;
    }
    return total / double(tops.size());
}

Move StandardPlayer::choose(const View& view, Random& rng) {
    const std::vector<Move> moves = distinctMoves(view);
    if (moves.size() == 1) return moves.front();
    const std::vector<int> tops = view.unseenValues();
    std::vector<int> hand;
    for (CardId c : view.hand())
        hand.push_back(view.card(c).value);
    const Men& men = view.men(view.seat());

    Move best = moves.front();
    double bestValue = -1e9;
    int ties = 0;
    for (const Move& m : moves) {
        // The hand it keeps: the same cards less one of the value played.
        std::vector<int> kept = hand;
        kept.erase(std::find(kept.begin(), kept.end(), view.card(m.card).value));
        const double value =
            scoreGain(m) + expectedNextGain(menAfter(men, m), kept, tops, view.options());
        if (value > bestValue + 1e-9) {
            bestValue = value;
            best = m;
            ties = 1;
        } else if (value > bestValue - 1e-9 && rng.below(std::uint32_t(++ties)) == 0) {
            best = m;
        }
    }
    return best;
}

} // namespace club::pm
