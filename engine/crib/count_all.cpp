// SPDX-License-Identifier: GPL-3.0-or-later
#include "count_all.h"

#include "card.h"
#include "score.h"

#include <chrono>

namespace club::crib {

namespace {

// Flush and nobs for the five ways of choosing the starter out of a set
// that holds a Jack or four cards of one suit.
inline void addSuitedHands(const Card c[5], int base, std::uint64_t* hist) {
    int extra[5] = {};
    int suitCount[4] = {};
    for (int i = 0; i < 5; ++i)
        ++suitCount[suitOf(c[i])];
    for (int i = 0; i < 5; ++i) {
        if (rankOf(c[i]) == Jack) // his nobs, for each starter of the Jack's suit
            for (int j = 0; j < 5; ++j)
                if (j != i && suitOf(c[j]) == suitOf(c[i])) ++extra[j];
        const int n = suitCount[suitOf(c[i])];
        if (n == 5)
            extra[i] += 5;              // five of a suit: a five-card flush
        else if (n == 1) {              // the odd card out as starter: the other
            for (int s = 0; s < 4; ++s) // four may be a four-card flush
                if (suitCount[s] == 4) extra[i] += 4;
        }
    }
    for (int i = 0; i < 5; ++i)
        ++hist[base + extra[i]];
}

} // namespace

AllHands countAllHands() {
    const auto started = std::chrono::steady_clock::now();
    const std::uint8_t* table = rankTable();
    // Several histograms so that neighbouring increments do not wait on each other.
    std::uint64_t hist[4][32] = {};
    Card c[5];
    for (c[0] = 0; c[0] < 48; ++c[0]) {
        const int i0 = rankOf(c[0]);
        const unsigned s0 = 1u << suitOf(c[0]);
        for (c[1] = Card(c[0] + 1); c[1] < 49; ++c[1]) {
            const int i1 = i0 * 13 + rankOf(c[1]);
            const unsigned s1 = s0 | 1u << suitOf(c[1]);
            const bool j01 = rankOf(c[0]) == Jack || rankOf(c[1]) == Jack;
            for (c[2] = Card(c[1] + 1); c[2] < 50; ++c[2]) {
                const int i2 = i1 * 13 + rankOf(c[2]);
                const unsigned s2 = s1 | 1u << suitOf(c[2]);
                const bool j2 = j01 || rankOf(c[2]) == Jack;
                for (c[3] = Card(c[2] + 1); c[3] < 51; ++c[3]) {
                    const int i3 = i2 * 13 + rankOf(c[3]);
                    const unsigned s3 = s2 | 1u << suitOf(c[3]);
                    const bool j3 = j2 || rankOf(c[3]) == Jack;
                    // Four cards of three suits or more can make no flush
                    // with the fifth whichever is the starter.
                    const bool flushless = __builtin_popcount(s3) >= 3;
                    std::uint64_t* h = hist[c[3] & 3];
                    for (c[4] = Card(c[3] + 1); c[4] < 52; ++c[4]) {
                        const int base = table[i3 * 13 + rankOf(c[4])];
                        const bool jack = j3 || rankOf(c[4]) == Jack;
                        const bool noFlush =
                            flushless || __builtin_popcount(s3 | 1u << suitOf(c[4])) > 2;
                        if (!jack && noFlush) {
                            h[base] += 5; // the same count whichever card is the starter
                        } else if (noFlush) {
                            // His nobs only: a starter of a Jack's suit, not
                            // that Jack, gives the hand its Jack for one.
                            unsigned jackSuits = 0;
                            int jacks = 0;
                            for (int i = 0; i < 5; ++i)
                                if (rankOf(c[i]) == Jack) {
                                    jackSuits |= 1u << suitOf(c[i]);
                                    ++jacks;
                                }
                            int nobs = -jacks; // a Jack as starter is not his own nobs
                            for (int i = 0; i < 5; ++i)
                                nobs += (jackSuits >> suitOf(c[i])) & 1;
                            h[base] += unsigned(5 - nobs);
                            h[base + 1] += unsigned(nobs);
                        } else {
                            addSuitedHands(c, base, h);
                        }
                    }
                }
            }
        }
    }
    AllHands all;
    double sum = 0;
    for (int p = 0; p < 30; ++p) {
        for (auto& h : hist)
            all.histogram[std::size_t(p)] += h[p];
        all.hands += all.histogram[std::size_t(p)];
        sum += double(p) * double(all.histogram[std::size_t(p)]);
    }
    all.mean = sum / double(all.hands);
    all.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return all;
}

} // namespace club::crib
