// SPDX-License-Identifier: GPL-3.0-or-later
#include "discard.h"

#include "score.h"

#include <algorithm>
#include <array>
#include <utility>

namespace club::crib {

namespace {

double choose(int n, int k) {
    if (k < 0 || n < k) return 0;
    double r = 1;
    for (int i = 0; i < k; ++i)
        r = r * (n - i) / (i + 1);
    return r;
}

// Sum over every multiset of `left` ranks from `counts` (ranks >= `from`) of
// its number of card sets times the rank points with `ranks` so far.
double sumRanks(std::array<int, 13>& counts, int from, int left, int* ranks, int filled,
                double weight, const std::uint8_t* table) {
    if (left == 0) {
        int r[5];
        std::copy(ranks, ranks + 5, r);
        std::sort(r, r + 5);
        return weight * table[rankIndex(r[0], r[1], r[2], r[3], r[4])];
    }
    double sum = 0;
    for (int r = from; r < 13; ++r) {
        const int available = counts[std::size_t(r)];
        // take m >= 1 cards of rank r, then continue with higher ranks
        for (int m = 1; m <= std::min(available, left); ++m) {
            for (int i = 0; i < m; ++i)
                ranks[filled + i] = r;
            sum += sumRanks(counts, r + 1, left - m, ranks, filled + m,
                            weight * choose(available, m), table);
        }
    }
    return sum;
}

// How many unseen cards of each rank and of each suit.
std::pair<std::array<int, 13>, std::array<int, 4>> unseenByRankAndSuit(CardSet unseen) {
    std::array<int, 13> counts{};
    std::array<int, 4> suits{};
    for (Card c = 0; c < PackSize; ++c)
        if (unseen & bit(c)) {
            ++counts[std::size_t(rankOf(c))];
            ++suits[std::size_t(suitOf(c))];
        }
    return {counts, suits};
}

} // namespace

double expectedHand(std::span<const Card> keep, CardSet unseen) {
    std::span<const Card, 4> four(keep.data(), 4);
    double sum = 0;
    int n = 0;
    for (Card s = 0; s < PackSize; ++s)
        if (unseen & bit(s)) {
            sum += countShow(four, s, false);
            ++n;
        }
    return n ? sum / n : 0;
}

double expectedCrib(std::span<const Card> known, int unknown, CardSet unseen) {
    const int total = __builtin_popcountll(unseen);
    const double weight = total * choose(total - 1, unknown);
    if (weight <= 0) return 0;
    auto [counts, suits] = unseenByRankAndSuit(unseen);
    const std::uint8_t* table = rankTable();
    // Fifteens, pairs and runs: starter rank, then the unknown ranks.
    double sum = 0;
    int ranks[5];
    for (std::size_t i = 0; i < known.size(); ++i)
        ranks[i] = rankOf(known[i]);
    for (int s = 0; s < 13; ++s) {
        if (!counts[std::size_t(s)]) continue;
        const double w = counts[std::size_t(s)];
        --counts[std::size_t(s)];
        ranks[known.size()] = s;
        sum += sumRanks(counts, 0, unknown, ranks, int(known.size()) + 1, w, table);
        ++counts[std::size_t(s)];
    }
    // Flush: only all five of one suit counts in the crib.
    const int suit = suitOf(known[0]);
    if (std::all_of(known.begin(), known.end(), [&](Card c) { return suitOf(c) == suit; })) {
        const int m = suits[std::size_t(suit)];
        sum += 5 * m * choose(m - 1, unknown);
    }
    // His nobs: the Jack of the starter's suit in the crib.
    for (int t = 0; t < 4; ++t) {
        const Card jack = makeCard(Jack, t);
        if (std::find(known.begin(), known.end(), jack) != known.end())
            sum += suits[std::size_t(t)] * choose(total - 1, unknown);
        else if (unseen & bit(jack))
            sum += (suits[std::size_t(t)] - 1) * choose(total - 2, unknown - 1);
    }
    return sum / weight;
}

double expectedCribAgainst(std::span<const Card> known, CardSet unseen, bool otherDealer) {
    if (known.size() != 2) return expectedCrib(known, 4 - int(known.size()), unseen);
    const int total = __builtin_popcountll(unseen);
    if (total < 3) return 0;
    auto [counts, suits] = unseenByRankAndSuit(unseen);
    // The other's two ranks weighed by how likely he is to lay them away.
    std::array<double, 13 * 13> likely{};
    for (int a = 0; a < 13; ++a)
        for (int b = a; b < 13; ++b)
            likely[std::size_t(a * 13 + b)] = throwLikelihood(a, b, otherDealer);
    const std::uint8_t* table = rankTable();
    const int k0 = rankOf(known[0]), k1 = rankOf(known[1]);
    double sum = 0, weight = 0;
    for (int s = 0; s < 13; ++s) {
        const int ns = counts[std::size_t(s)];
        if (!ns) continue;
        --counts[std::size_t(s)];
        for (int a = 0; a < 13; ++a) {
            const int na = counts[std::size_t(a)];
            if (!na) continue;
            for (int b = a; b < 13; ++b) {
                const double ways = a == b ? choose(na, 2) : double(na) * counts[std::size_t(b)];
                if (ways <= 0) continue;
                const double w = ns * ways * likely[std::size_t(a * 13 + b)];
                int r[5] = {k0, k1, s, a, b};
                std::sort(r, r + 5);
                sum += w * table[rankIndex(r[0], r[1], r[2], r[3], r[4])];
                weight += w;
            }
        }
        ++counts[std::size_t(s)];
    }
    if (weight <= 0) return 0;
    double rest = 0; // flush and his nobs, every two cards alike
    const double all = total * choose(total - 1, 2);
    if (suitOf(known[0]) == suitOf(known[1])) {
        const int m = suits[std::size_t(suitOf(known[0]))];
        rest += 5 * m * choose(m - 1, 2);
    }
    for (int t = 0; t < 4; ++t) {
        const Card jack = makeCard(Jack, t);
        if (known[0] == jack || known[1] == jack)
            rest += suits[std::size_t(t)] * choose(total - 1, 2);
        else if (unseen & bit(jack))
            rest += (suits[std::size_t(t)] - 1) * choose(total - 2, 1);
    }
    return sum / weight + rest / all;
}

std::vector<DiscardOption> analyseDiscards(const Hand& hand, int discardCount, bool ownCrib,
                                           CardSet unseen) {
    if (!unseen) unseen = FullPack & ~setOf(hand);
    const int n = int(hand.size());
    const int unknown = 4 - discardCount;
    std::vector<DiscardOption> out;
    for (int a = 0; a < n; ++a)
        for (int b = discardCount == 2 ? a + 1 : a; b < n; ++b) {
            if (discardCount == 2 && b == a) continue;
            DiscardOption o;
            o.ownCrib = ownCrib;
            for (int i = 0; i < n; ++i)
                (i == a || i == b ? o.discard : o.keep).push_back(hand[std::size_t(i)]);
            if (int(o.keep.size()) != 4) continue;
            o.hand = expectedHand(o.keep, unseen);
            o.crib = expectedCrib(o.discard, unknown, unseen);
            out.push_back(std::move(o));
            if (discardCount == 1) break;
        }
    std::stable_sort(out.begin(), out.end(), [](const DiscardOption& x, const DiscardOption& y) {
        return x.total() > y.total();
    });
    return out;
}

std::vector<DiscardOption> expertDiscards(const Hand& hand, int discardCount, bool ownCrib) {
    auto options = analyseDiscards(hand, discardCount, ownCrib);
    if (!expertReckonsThePlay(hand, discardCount)) return options;
    const CardSet unseen = FullPack & ~setOf(hand);
    std::size_t best = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
        DiscardOption& o = options[i];
        // the other lays away by habit, much as the expected value bids:
        // his crib gets good cards, ours poor ones
        o.crib = expectedCribAgainst(o.discard, unseen, !ownCrib);
        o.play = pegProspect(o.keep, ownCrib);
        if (o.total() > options[best].total() + 1e-9) best = i;
    }
    // his choice first (the first of the best, as found), then the rest
    std::rotate(options.begin(), options.begin() + std::ptrdiff_t(best),
                options.begin() + std::ptrdiff_t(best) + 1);
    std::stable_sort(
        options.begin() + 1, options.end(),
        [](const DiscardOption& x, const DiscardOption& y) { return x.total() > y.total(); });
    return options;
}

} // namespace club::crib
