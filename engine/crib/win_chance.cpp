// SPDX-License-Identifier: GPL-3.0-or-later
#include "win_chance.h"

#include "score.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace club::crib {

namespace {

// Two-hand deals of Expert against Expert, each begun with both sides below
// 80 so that no deal was cut short (peg_table_gen/deals.cpp, 20,000 deals):
// how many gave the pone, and the dealer, each number of points in the
// deal, and how many cribs counted each number.
constexpr int Most = 64;
constexpr std::array<int, Most> PoneDeals = {
    13,  19,  227, 345, 813, 1033, 1429, 1691, 2041, 2254, 1867, 1653, 1438, 1217, 877, 827,
    598, 508, 362, 238, 176, 122,  64,   50,   43,   36,   24,   15,   5,    4,    5,   1,
    1,   3,   1,   0,   0,   0,    0,    0,    0,    0,    0,    0,    0,    0,    0,   0,
    0,   0,   0,   0,   0,   0,    0,    0,    0,    0,    0,    0,    0,    0,    0,   0};
constexpr std::array<int, Most> DealerDeals = {
    0,    1,    0,    15,   12,  126, 128, 293, 388, 756, 786, 1197, 1199, 1607, 1434, 1644,
    1433, 1586, 1184, 1204, 949, 938, 723, 598, 464, 321, 242, 199,  158,  112,  63,   71,
    42,   34,   30,   22,   13,  8,   6,   2,   5,   2,   0,   2,    0,    1,    0,    1,
    0,    0,    0,    1,    0,   0,   0,   0,   0,   0,   0,   0,    0,    0,    0,    0};
constexpr std::array<int, 30> CribCounts = {1562, 137, 4850, 915, 3886, 1141, 2684, 855, 1851, 491,
                                            612,  66,  569,  33,  116,  28,   155,  22,  5,    0,
                                            10,   4,   0,    0,   8,    0,    0,    0,   0,    0};

// What the pone and the dealer peg in the play and count in their hands
// (the same program, run again for these: 20,000 deals).
constexpr std::array<int, Most> PonePegs = {
    4298, 5220, 3218, 3461, 1568, 647, 628, 425, 198, 144, 90, 48, 14, 14, 7, 14, 3, 2, 1, 0, 0, 0,
    0,    0,    0,    0,    0,    0,   0,   0,   0,   0,   0,  0,  0,  0,  0, 0,  0, 0, 0, 0, 0, 0,
    0,    0,    0,    0,    0,    0,   0,   0,   0,   0,   0,  0,  0,  0,  0, 0,  0, 0, 0, 0};
constexpr std::array<int, Most> DealerPegs = {
    0,  4480, 3298, 4482, 2887, 1996, 1129, 670, 411, 247, 189, 77, 26, 17, 12, 38,
    12, 17,   8,    1,    2,    1,    0,    0,   0,   0,   0,   0,  0,  0,  0,  0,
    0,  0,    0,    0,    0,    0,    0,    0,   0,   0,   0,   0,  0,  0,  0,  0,
    0,  0,    0,    0,    0,    0,    0,    0,   0,   0,   0,   0,  0,  0,  0,  0};
constexpr std::array<int, 30> PoneHands = {79,   6,   1037, 253, 2623, 718, 3093, 1380, 3756, 1228,
                                           1597, 273, 2031, 169, 660,  105, 619,  150,  26,   0,
                                           113,  22,  10,   4,   46,   0,   0,    0,    2,    0};
constexpr std::array<int, 30> DealerHands = {
    117, 4,   1264, 283, 2296, 749, 3192, 1372, 3417, 1271, 1714, 306, 2071, 138, 681,
    109, 642, 136,  34,  0,    102, 30,   8,    4,    57,   0,    0,   0,    3,   0};

template <std::size_t N> std::array<double, N> shares(const std::array<int, N>& counts) {
    double all = 0;
    for (int n : counts)
        all += n;
    std::array<double, N> out{};
    for (std::size_t i = 0; i < N; ++i)
        out[i] = counts[i] / all;
    return out;
}

// The dealer's chance on each pair of scores below the game, row by the
// dealer's score.
struct Table {
    int game = 0;
    std::vector<double> dealerWins;
    double at(int dealer, int pone) const { return dealerWins[std::size_t(dealer * game + pone)]; }
};

Table build(int game) {
    const auto pone = shares(PoneDeals);
    const auto dealer = shares(DealerDeals);
    const auto at = [game](int a, int b) { return std::size_t(a * game + b); };
    Table t{game, std::vector<double>(std::size_t(game * game), 0.0)};
    // afterPone[a, c]: the dealer's chance on a once the pone has made c,
    // his own points still to come.
    std::vector<double> afterPone(t.dealerWins.size(), 0.0);
    // A deal only adds points, so the pairs of each sum of the two scores
    // depend only on pairs of a larger sum, but for a deal in which neither
    // scores: the same scores with the deal passed on, which a second pass
    // over the sum settles.
    const int passes = pone[0] > 0 && dealer[0] > 0 ? 2 : 1;
    for (int sum = 2 * (game - 1); sum >= 0; --sum)
        for (int pass = 0; pass < passes; ++pass) {
            const int from = std::max(0, sum - (game - 1)), to = std::min(game - 1, sum);
            for (int a = from; a <= to; ++a) {
                const int c = sum - a;
                double then = 0;
                for (int q = 0; q < Most; ++q)
                    if (dealer[std::size_t(q)] > 0)
                        then += dealer[std::size_t(q)] *
                                (a + q >= game ? 1.0 : 1.0 - t.dealerWins[at(c, a + q)]);
                afterPone[at(a, c)] = then;
            }
            for (int a = from; a <= to; ++a) {
                const int b = sum - a;
                double wins = 0;
                for (int p = 0; p < Most && b + p < game; ++p)
                    wins += pone[std::size_t(p)] * afterPone[at(a, b + p)];
                t.dealerWins[at(a, b)] = std::clamp(wins, 0.0, 1.0); // rounding
            }
        }
    return t;
}

const Table& tableFor(int game) {
    if (game <= 61) {
        static const Table short_ = build(61);
        return short_;
    }
    static const Table long_ = build(121);
    return long_;
}

} // namespace

double dealerWinsFrom(int dealerScore, int poneScore, int game) {
    if (dealerScore >= game) return 1.0;
    if (poneScore >= game) return 0.0;
    return tableFor(game).at(std::max(0, dealerScore), std::max(0, poneScore));
}

namespace {
// The dealer's chance once the pone, then the dealer, have made their
// points in the deal (the pone on `pone`, the dealer on `dealer`): the
// pone wins on reaching the game first (CR-16); else the dealer on his
// hand, or on his crib (`crib`: the chance of each count); else the next
// deals decide.
double dealerWinsAfterTheHands(int pone, int dealer, const std::array<double, 30>& crib, int game) {
    if (pone >= game) return 0;
    if (dealer >= game) return 1;
    double wins = 0;
    for (int c = 0; c < int(crib.size()); ++c)
        if (crib[std::size_t(c)] > 0)
            wins += crib[std::size_t(c)] *
                    (dealer + c >= game ? 1.0 : 1.0 - dealerWinsFrom(pone, dealer + c, game));
    return wins;
}
} // namespace

double winsAtTheShow(int myScore, int theirScore, bool iDeal, int poneHand, int dealerHand,
                     int game) {
    static const auto crib = shares(CribCounts);
    const int pone = (iDeal ? theirScore : myScore) + poneHand;
    const int dealer = (iDeal ? myScore : theirScore) + dealerHand;
    const double dealerWins = dealerWinsAfterTheHands(pone, dealer, crib, game);
    return iDeal ? dealerWins : 1.0 - dealerWins;
}

} // namespace club::crib

namespace club::crib {

namespace {
// The chances of a count moved by `by` points (none below nothing).
template <std::size_t N> std::array<double, N> moved(const std::array<double, N>& chances, int by) {
    std::array<double, N> out{};
    for (int i = 0; i < int(N); ++i)
        out[std::size_t(std::clamp(i + by, 0, int(N) - 1))] += chances[std::size_t(i)];
    return out;
}

double meanOf(const std::array<double, 30>& chances) {
    double mean = 0;
    for (std::size_t i = 0; i < chances.size(); ++i)
        mean += double(i) * chances[i];
    return mean;
}
} // namespace

KeepChances::KeepChances(bool iDeal, int myScore, int theirScore, int game)
    : iDeal_(iDeal), myScore_(myScore), theirScore_(theirScore), game_(game) {
    static const auto ponePegs = shares(PonePegs), dealerPegs = shares(DealerPegs);
    static const auto poneHands = shares(PoneHands), dealerHands = shares(DealerHands);
    const auto& pegs = iDeal ? ponePegs : dealerPegs;
    const auto& hands = iDeal ? poneHands : dealerHands;
    theirs_.assign(pegs.size() + hands.size(), 0.0);
    for (std::size_t p = 0; p < pegs.size(); ++p)
        for (std::size_t h = 0; h < hands.size(); ++h)
            theirs_[p + h] += pegs[p] * hands[h];
}

const KeepChances::Made& KeepChances::made(int shift, bool theirHeels) {
    const auto key = std::make_pair(shift, theirHeels);
    if (const auto found = made_.find(key); found != made_.end()) return found->second;
    static const auto cribs = shares(CribCounts);
    const auto crib = moved(cribs, shift);
    Made out{};
    for (int u = 0; u < MostMade; ++u) {
        const int me = myScore_ + u;
        double wins = 0;
        for (std::size_t z = 0; z < theirs_.size(); ++z) {
            if (theirs_[z] == 0) continue;
            const int them = theirScore_ + int(z) + (theirHeels ? 2 : 0);
            const int pone = iDeal_ ? them : me, dealer = iDeal_ ? me : them;
            const double dealerWins = dealerWinsAfterTheHands(pone, dealer, crib, game_);
            const double w = iDeal_ ? dealerWins : 1 - dealerWins;
            wins += theirs_[z] * w;
        }
        out[std::size_t(u)] = wins;
    }
    return made_.emplace(key, out).first->second;
}

double KeepChances::wins(std::span<const Card, 4> keep, CardSet unseen, double play, double crib) {
    static const auto ponePegs = shares(PonePegs), dealerPegs = shares(DealerPegs);
    static const double averageCrib = meanOf(shares(CribCounts));
    const auto pegs = moved(iDeal_ ? dealerPegs : ponePegs, int(std::lround(play)));
    const int shift = int(std::lround(crib - averageCrib));
    double total = 0;
    int starters = 0;
    for (Card s = 0; s < PackSize; ++s) {
        if (!(unseen & bit(s))) continue;
        ++starters;
        const bool heels = rankOf(s) == Jack; // two for the dealer at once (CR-8)
        if (heels && iDeal_ && myScore_ + 2 >= game_) {
            total += 1;
            continue;
        }
        if (heels && !iDeal_ && theirScore_ + 2 >= game_) continue;
        const int hand = countShow(keep, s, false) + (heels && iDeal_ ? 2 : 0);
        const Made& chance = made(shift, heels && !iDeal_);
        for (std::size_t p = 0; p < pegs.size(); ++p)
            if (pegs[p] > 0)
                total += pegs[p] * chance[std::size_t(std::min(int(p) + hand, MostMade - 1))];
    }
    return starters ? total / starters : 0;
}

} // namespace club::crib
