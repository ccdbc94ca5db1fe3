// SPDX-License-Identifier: GPL-3.0-or-later
#include "habitual_discard.h"

#include "discard.h"
#include "score.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <mutex>

namespace club::crib {

namespace {

// Rounded average cribs by the two ranks (low, high) and whether they share
// a suit, worked out once: each is a count of every crib with those two.
const std::array<int, 13 * 13 * 2>& cribWorths() {
    static std::array<int, 13 * 13 * 2> worths{};
    static std::once_flag once;
    std::call_once(once, [] {
        for (int a = 0; a < 13; ++a)
            for (int b = a; b < 13; ++b)
                for (int suited = 0; suited < 2; ++suited) {
                    if (a == b && suited) continue;
                    const Card first = makeCard(a, 0);
                    const Card second = makeCard(b, suited ? 0 : 1);
                    const Card two[2] = {first, second};
                    const CardSet unseen = FullPack & ~bit(first) & ~bit(second);
                    double worth = expectedCrib(two, 2, unseen);
                    // his reckoning counts four of a suit without the
                    // starter's, as in a hand: both others of the suit (11
                    // left of 50), the starter of another (39 of 48)
                    if (suited) worth += 4.0 * (11.0 * 10 / (50.0 * 49)) * (39.0 / 48);
                    worths[std::size_t((a * 13 + b) * 2 + suited)] = int(std::floor(worth + 0.5));
                }
    });
    return worths;
}

} // namespace

int roundedCribWorth(Card a, Card b) {
    int low = rankOf(a), high = rankOf(b);
    if (low > high) std::swap(low, high);
    const int suited = suitOf(a) == suitOf(b) ? 1 : 0;
    return cribWorths()[std::size_t((low * 13 + high) * 2 + suited)];
}

Hand habitualDiscard(const Hand& six, bool ownCrib) {
    // by rank, then spades, hearts, diamonds, clubs: his order, which
    // settles equal choices
    Hand sorted = six;
    std::sort(sorted.begin(), sorted.end(), [](Card a, Card b) {
        return rankOf(a) != rankOf(b) ? rankOf(a) < rankOf(b) : suitOf(a) > suitOf(b);
    });
    const CardSet unseen = FullPack & ~setOf(sorted);
    Hand best;
    long bestSum = 0;
    for (std::size_t i = 0; i + 1 < sorted.size(); ++i)
        for (std::size_t j = i + 1; j < sorted.size(); ++j) {
            std::array<Card, 4> keep{};
            std::size_t k = 0;
            for (std::size_t m = 0; m < sorted.size(); ++m)
                if (m != i && m != j) keep[k++] = sorted[m];
            // the crib's worth counts once for every starter, as in his sum
            const int crib = roundedCribWorth(sorted[i], sorted[j]);
            long sum = long(std::popcount(unseen)) * (ownCrib ? crib : -crib);
            for (Card starter = 0; starter < PackSize; ++starter)
                if (unseen & bit(starter)) sum += countShow(keep, starter, true);
            if (best.empty() || sum > bestSum) {
                best = {sorted[i], sorted[j]};
                bestSum = sum;
            }
        }
    return best;
}

} // namespace club::crib
