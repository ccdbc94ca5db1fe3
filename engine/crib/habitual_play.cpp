// SPDX-License-Identifier: GPL-3.0-or-later
#include "habitual_play.h"

#include "score.h"

#include <algorithm>
#include <array>

namespace club::crib {

namespace {

// The first card (lowest first) that brings the count to `target`.
int sumTo(std::span<const Card> h, int count, int target) {
    for (std::size_t i = 0; i < h.size(); ++i)
        if (count + valueOf(h[i]) == target) return int(i);
    return -1;
}

int withValue(std::span<const Card> h, int value) {
    return int(std::count_if(h.begin(), h.end(), [&](Card c) { return valueOf(c) == value; }));
}

// A card to play when none pegs: a low opening, a card that leaves a
// counter to 31 or to fifteen in hand, else the highest card that does not
// make 5, 10 or 21 (an easy fifteen or 31 for the other).
int safeCard(std::span<const Card> h, int s) {
    if (s < 4) {
        if (int j = sumTo(h, s, 4); j >= 0) return j;
        if (int j = sumTo(h, s, 3); j >= 0 && s == 0) return j;
    }
    if (s > 0 && s < 20)
        for (int i = 1; i <= 10; ++i)
            if (int j = sumTo(h, s, 21 - i); j >= 0) {
                const int l = withValue(h, i);
                if (l > 1 || (l == 1 && valueOf(h[std::size_t(j)]) != i)) return j;
            }
    if (s < 15) {
        constexpr int targets[] = {8, 7, 9, 6, 11, 12, 13, 14, 10, 5};
        for (int t : targets)
            if (int j = sumTo(h, s, t); j >= 0) {
                const int l = withValue(h, 15 - t);
                if (l > 1 || (l == 1 && valueOf(h[std::size_t(j)]) != 15 - t)) return j;
            }
    }
    for (int i = int(h.size()) - 1; i >= 0; --i) {
        const int l = s + valueOf(h[std::size_t(i)]);
        if (l <= 31 && l != 5 && l != 10 && l != 21) return i;
    }
    int j = -1;
    for (int i = int(h.size()) - 1; i >= 0; --i) {
        const int l = s + valueOf(h[std::size_t(i)]);
        if (l > 31) continue;
        if (j < 0) j = i;
        if (l != 5 && l != 21) return i;
    }
    return j;
}

} // namespace

Card habitualPlay(std::span<const Card> hand, std::span<const Card> countCards, int count) {
    std::array<Card, 4> h{};
    const std::size_t n = std::min(hand.size(), h.size());
    std::copy_n(hand.begin(), n, h.begin());
    std::sort(h.begin(), h.begin() + std::ptrdiff_t(n));
    const std::span<const Card> sorted(h.data(), n);

    std::array<Card, 14> seq{};
    std::copy(countCards.begin(), countCards.end(), seq.begin());
    int best = 0;
    int pick = -1;
    for (std::size_t i = 0; i < n; ++i) {
        if (count + valueOf(sorted[i]) > 31) continue;
        seq[countCards.size()] = sorted[i];
        const int now = pegPoints(std::span<const Card>(seq.data(), countCards.size() + 1));
        if (now > best) best = now, pick = int(i);
    }
    if (pick < 0) pick = safeCard(sorted, count);
    return sorted[std::size_t(pick)];
}

} // namespace club::crib
