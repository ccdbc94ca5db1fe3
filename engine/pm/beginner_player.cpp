// SPDX-License-Identifier: GPL-3.0-or-later
#include "beginner_player.h"

#include "core/random.h"
#include "expert_search.h"
#include "playout.h"
#include "view.h"

namespace club::pm {

namespace {
// Chances, in percent, of the Beginner's typical slips.
constexpr std::uint32_t MisreadsRedSum = 40; ///< a sum with a MINUS card
constexpr std::uint32_t PlaysFavourite = 15; ///< plays his highest card
constexpr int Wobble = 10;                   ///< misjudges a gain by up to this
} // namespace

Move BeginnerPlayer::choose(const View& view, Random& rng) {
    const std::vector<Move> moves = distinctMoves(view);
    if (moves.size() == 1) return moves.front();

    if (rng.below(100) < PlaysFavourite) {
        // "Get rid of the big one": his highest card, any man it moves.
        const Move* pick = &moves.front();
        for (const Move& m : moves)
            if (view.card(m.card).value > view.card(pick->card).value) pick = &m;
        return *pick;
    }
    const int top = view.topValue();
    Move best = moves.front();
    int bestSeen = -100000;
    for (const Move& m : moves) {
        const bool red = (view.hasTop() && top < 0) || view.card(m.card).value < 0;
        int seen = scoreGain(m);
        if (red && rng.below(100) < MisreadsRedSum) seen = rng.between(-Wobble, Wobble);
        seen += rng.between(-Wobble, Wobble);
        if (seen > bestSeen) {
            bestSeen = seen;
            best = m;
        }
    }
    return best;
}

} // namespace club::pm
