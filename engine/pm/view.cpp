// SPDX-License-Identifier: GPL-3.0-or-later
#include "view.h"

#include "core/random.h"

#include <algorithm>

namespace club::pm {

std::vector<int> SeatView::unseenValues() const {
    std::vector<bool> seen(game_.deckSize(), false);
    for (CardId c : hand())
        seen[c] = true;
    for (CardId c : played())
        seen[c] = true;
    std::vector<int> values;
    for (int id = 0; id < game_.deckSize(); ++id)
        if (!seen[id]) values.push_back(game_.card(CardId(id)).value);
    std::sort(values.begin(), values.end());
    return values;
}

std::uint64_t SeatView::positionKey() const {
    // FNV-1a over the seen things, each list closed by a marker so that
    // (1 2)(3) and (1)(2 3) differ.
    std::uint64_t h = 0xcbf29ce484222325ULL;
    const auto mix = [&h](int x) {
        h ^= std::uint64_t(std::uint32_t(x));
        h *= 0x100000001b3ULL;
    };
    mix(seat_);
    mix(players());
    for (CardId c : hand())
        mix(c);
    mix(-1);
    for (CardId c : played())
        mix(c);
    mix(-1);
    for (int s = 0; s < players(); ++s) {
        for (int m : men(s))
            mix(m);
        mix(handCount(s));
    }
    mix(setAsideCount());
    return h;
}

Game SeatView::sample(Random& rng) const {
    // Hidden cards in id order, so the real arrangement leaves no trace.
    std::array<bool, MaxCards> seen{};
    for (CardId c : hand())
        seen[c] = true;
    for (CardId c : played())
        seen[c] = true;
    std::array<CardId, MaxCards> hidden{};
    std::size_t count = 0;
    for (int id = 0; id < game_.deckSize(); ++id)
        if (!seen[id]) hidden[count++] = CardId(id);
    rng.shuffle(std::span<CardId>(hidden.data(), count));
    Game copy = game_;
    copy.redealHidden(seat_, std::span<const CardId>(hidden.data(), count));
    return copy;
}

} // namespace club::pm
