// SPDX-License-Identifier: GPL-3.0-or-later
#include "playout.h"

#include "core/random.h"

namespace club::pm {

Men menAfter(Men men, const Move& m) {
    if (!m.movesMan()) return men;
    for (auto& place : men)
        if (place == m.from) {
            place = m.to;
            break;
        }
    return men;
}

Move greedyMove(const Game& game, Random& rng) {
    const int seat = game.toMove();
    const Men& men = game.men(seat);
    const bool lead = !game.hasTop();
    const int top = game.topValue();
    Move best;
    int bestGain = -1000;
    int ties = 0;
    const MenIndex index(men, game.options()); // once a turn, not once a card
    const auto consider = [&](const Move& m) {
        const int gain = scoreGain(m);
        if (gain > bestGain) {
            bestGain = gain;
            best = m;
            ties = 1;
        } else if (gain == bestGain && rng.below(std::uint32_t(++ties)) == 0) {
            best = m;
        }
    };
    std::uint64_t valuesSeen = 0; // cards of one value move alike
    for (CardId c : game.hand(seat)) {
        const int value = game.card(c).value;
        if (lead && value < 0) continue; // PM-5
        const std::uint64_t bit = std::uint64_t(1) << (value + 32);
        if (valuesSeen & bit) continue;
        valuesSeen |= bit;
        const int amount = moveAmount(!lead, top, value);
        if (index.count(amount) == 0) consider(Move{c, -1, -1, false}); // PM-14 [R]
        index.ways(amount, [&](int from, int to, bool bust) {
            consider(Move{c, std::int8_t(from), std::int8_t(to), bust});
        });
    }
    return best;
}

void playOut(Game& game, Random& rng) {
    while (!game.isOver())
        game.play(greedyMove(game, rng));
}

double winShare(const Game& game, int seat) {
    int best = -1000;
    int shared = 0;
    for (int s = 0; s < game.players(); ++s) {
        const int sc = game.score(s);
        if (sc > best) {
            best = sc;
            shared = 1;
        } else if (sc == best) {
            ++shared;
        }
    }
    return game.score(seat) == best ? 1.0 / shared : 0.0;
}

} // namespace club::pm
