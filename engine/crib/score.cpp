// SPDX-License-Identifier: GPL-3.0-or-later
#include "score.h"

#include <algorithm>
#include <array>

namespace club::crib {

namespace {

int fifteenWays(const int* values, int n) {
    int ways[16] = {1};
    for (int i = 0; i < n; ++i)
        for (int s = 15; s >= values[i]; --s)
            ways[s] += ways[s - values[i]];
    return ways[15];
}

int rankValue(int r) {
    return r < 10 ? r + 1 : 10;
}

std::array<std::uint8_t, 13 * 13 * 13 * 13 * 13> buildRankTable() {
    std::array<std::uint8_t, 13 * 13 * 13 * 13 * 13> t{};
    int r[5];
    for (r[0] = 0; r[0] < 13; ++r[0])
        for (r[1] = r[0]; r[1] < 13; ++r[1])
            for (r[2] = r[1]; r[2] < 13; ++r[2])
                for (r[3] = r[2]; r[3] < 13; ++r[3])
                    for (r[4] = r[3]; r[4] < 13; ++r[4])
                        t[std::size_t(rankIndex(r[0], r[1], r[2], r[3], r[4]))] =
                            std::uint8_t(rankPoints(r));
    return t;
}

} // namespace

int rankPoints(const int ranks[5]) {
    int values[5];
    int count[13] = {};
    for (int i = 0; i < 5; ++i) {
        values[i] = rankValue(ranks[i]);
        ++count[ranks[i]];
    }
    int points = 2 * fifteenWays(values, 5);
    for (int c : count)
        points += c * (c - 1); // each pair 2
    for (int i = 0; i < 13;) {
        if (!count[i]) {
            ++i;
            continue;
        }
        int j = i, ways = 1;
        while (j < 13 && count[j])
            ways *= count[j++];
        if (j - i >= 3) points += (j - i) * ways;
        i = j;
    }
    return points;
}

const std::uint8_t* rankTable() {
    static const auto table = buildRankTable();
    return table.data();
}

int countShow(std::span<const Card, 4> hand, Card starter, bool crib) {
    int r[5] = {rankOf(hand[0]), rankOf(hand[1]), rankOf(hand[2]), rankOf(hand[3]),
                rankOf(starter)};
    std::sort(r, r + 5);
    int points = rankTable()[rankIndex(r[0], r[1], r[2], r[3], r[4])];
    const int s = suitOf(hand[0]);
    if (suitOf(hand[1]) == s && suitOf(hand[2]) == s && suitOf(hand[3]) == s) {
        if (suitOf(starter) == s)
            points += 5;
        else if (!crib)
            points += 4;
    }
    const Card nobs = makeCard(Jack, suitOf(starter));
    if (hand[0] == nobs || hand[1] == nobs || hand[2] == nobs || hand[3] == nobs) ++points;
    return points;
}

std::vector<ScorePart> countShowParts(std::span<const Card, 4> hand, Card starter, bool crib) {
    std::array<Card, 5> all = {hand[0], hand[1], hand[2], hand[3], starter};
    std::sort(all.begin(), all.end());
    std::vector<ScorePart> parts;
    for (int mask = 1; mask < 32; ++mask) { // each combination making fifteen
        int sum = 0;
        std::vector<Card> cards;
        for (int i = 0; i < 5; ++i)
            if (mask & (1 << i)) {
                sum += valueOf(all[std::size_t(i)]);
                cards.push_back(all[std::size_t(i)]);
            }
        if (sum == 15 && cards.size() >= 2) parts.push_back({PartKind::Fifteen, cards, 2});
    }
    std::sort(parts.begin(), parts.end(), [](const ScorePart& a, const ScorePart& b) {
        return a.cards.size() != b.cards.size() ? a.cards.size() < b.cards.size()
                                                : a.cards < b.cards;
    });
    int count[13] = {};
    for (Card c : all)
        ++count[rankOf(c)];
    for (int r = 0; r < 13; ++r) {
        if (count[r] < 2) continue;
        std::vector<Card> cards;
        for (Card c : all)
            if (rankOf(c) == r) cards.push_back(c);
        static constexpr PartKind kinds[5] = {PartKind::Pair, PartKind::Pair, PartKind::Pair,
                                              PartKind::PairRoyal, PartKind::DoublePairRoyal};
        parts.push_back({kinds[count[r]], cards, count[r] * (count[r] - 1)});
    }
    for (int i = 0; i < 13;) { // each run, once per way of taking its cards
        if (!count[i]) {
            ++i;
            continue;
        }
        int j = i;
        while (j < 13 && count[j])
            ++j;
        if (j - i >= 3) {
            std::vector<std::vector<Card>> runs{{}};
            for (int r = i; r < j; ++r) {
                std::vector<std::vector<Card>> next;
                for (const auto& run : runs)
                    for (Card c : all)
                        if (rankOf(c) == r) {
                            next.push_back(run);
                            next.back().push_back(c);
                        }
                runs = std::move(next);
            }
            for (auto& run : runs)
                parts.push_back({PartKind::Run, run, j - i});
        }
        i = j;
    }
    const int s = suitOf(hand[0]);
    if (suitOf(hand[1]) == s && suitOf(hand[2]) == s && suitOf(hand[3]) == s) {
        std::vector<Card> cards(hand.begin(), hand.end());
        if (suitOf(starter) == s) {
            cards.push_back(starter);
            parts.push_back({PartKind::Flush, cards, 5});
        } else if (!crib) {
            parts.push_back({PartKind::Flush, cards, 4});
        }
    }
    const Card nobs = makeCard(Jack, suitOf(starter));
    for (Card c : hand)
        if (c == nobs) parts.push_back({PartKind::Nobs, {c}, 1});
    return parts;
}

int totalOf(const std::vector<ScorePart>& parts) {
    int total = 0;
    for (const ScorePart& p : parts)
        total += p.points;
    return total;
}

PegScore pegScore(std::span<const Card> sequence) {
    PegScore s;
    const int n = int(sequence.size());
    int total = 0;
    for (Card c : sequence)
        total += valueOf(c);
    if (total == 15) s.fifteen = 2;
    if (total == 31) s.thirtyOne = 2;
    const int last = rankOf(sequence.back());
    while (s.sameRank < n && rankOf(sequence[std::size_t(n - 1 - s.sameRank)]) == last)
        ++s.sameRank;
    s.pairPoints = s.sameRank * (s.sameRank - 1);
    for (int len = n; len >= 3; --len) {
        unsigned seen = 0;
        int lo = 13, hi = -1;
        bool distinct = true;
        for (int i = n - len; i < n; ++i) {
            const int r = rankOf(sequence[std::size_t(i)]);
            if (seen & (1u << r)) distinct = false;
            seen |= 1u << r;
            lo = std::min(lo, r);
            hi = std::max(hi, r);
        }
        if (distinct && hi - lo == len - 1) {
            s.run = len;
            break;
        }
    }
    return s;
}

int pegPoints(std::span<const Card> sequence) {
    return pegScore(sequence).points();
}

int pegPointsRanks(const int* ranks, int n, int total) {
    int points = (total == 15 || total == 31) ? 2 : 0;
    int same = 1;
    while (same < n && ranks[n - 1 - same] == ranks[n - 1])
        ++same;
    points += same * (same - 1);
    if (same > 1 || n < 3) return points; // a pair at the end breaks every run
    for (int len = n; len >= 3; --len) {
        unsigned seen = 0;
        int lo = 13, hi = -1;
        bool distinct = true;
        for (int i = n - len; i < n && distinct; ++i) {
            const int r = ranks[i];
            if (seen & (1u << r)) distinct = false;
            seen |= 1u << r;
            lo = r < lo ? r : lo;
            hi = r > hi ? r : hi;
        }
        if (distinct && hi - lo == len - 1) return points + len;
    }
    return points;
}

} // namespace club::crib
