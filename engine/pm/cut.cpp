// SPDX-License-Identifier: GPL-3.0-or-later
#include "cut.h"

#include "core/random.h"

#include <algorithm>

namespace club::pm {

CutForDealer cutForDealer(const Pack& pack, int players, Random& rng) {
    std::vector<Card> deck;
    for (int p = 0; p < packsFor(players); ++p)
        for (std::int8_t v : pack.values)
            deck.push_back(Card{v, p == 0 ? Back::Circular : Back::Octagonal});

    // A pack of one value ties every round: cutting again can never decide.
    const bool oneValue = std::all_of(deck.begin(), deck.end(),
                                      [&](const Card& c) { return c.value == deck[0].value; });
    CutForDealer result;
    std::vector<int> contenders(players);
    for (int i = 0; i < players; ++i)
        contenders[i] = i;
    while (true) {
        // Each contender cuts a different card from the shuffled pack.
        rng.shuffle(std::span<Card>(deck));
        std::vector<CutCard> round;
        for (std::size_t i = 0; i < contenders.size(); ++i)
            round.push_back(CutCard{contenders[i], deck[i].value, deck[i].back});
        result.rounds.push_back(round);
        const int best = std::max_element(round.begin(), round.end(), [](auto& a, auto& b) {
                             return a.value < b.value;
                         })->value;
        contenders.clear();
        for (const CutCard& c : round)
            if (c.value == best) contenders.push_back(c.seat);
        if (contenders.size() == 1 || oneValue) {
            result.dealer = contenders.front();
            return result;
        }
    }
}

} // namespace club::pm
