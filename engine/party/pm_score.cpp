// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_score.h"

#include <array>

namespace club::party {

namespace {
// Every total of four men: each on the stars (-20), on 25 (50) or on one of
// 1..24, no two on the same number below 25 (PM-10).
std::array<bool, MaxPmScore - MinPmScore + 1> possibleScores() {
    std::array<bool, MaxPmScore - MinPmScore + 1> possible{};
    // Spots: 0 = stars, 1..24, 25 = home. Count men per kind by recursion
    // over non-decreasing spots, numbers 1..24 strictly increasing.
    auto value = [](int spot) { return spot == 0 ? -20 : spot == 25 ? 50 : spot; };
    for (int a = 0; a <= 25; ++a)
        for (int b = a; b <= 25; ++b)
            for (int c = b; c <= 25; ++c)
                for (int d = c; d <= 25; ++d) {
                    const int spots[4] = {a, b, c, d};
                    bool ok = true;
                    for (int i = 1; i < 4; ++i)
                        if (spots[i] == spots[i - 1] && spots[i] > 0 && spots[i] < 25) ok = false;
                    if (ok)
                        possible[std::size_t(value(a) + value(b) + value(c) + value(d) -
                                             MinPmScore)] = true;
                }
    return possible;
}
} // namespace

bool isPossiblePmScore(int score) {
    static const auto possible = possibleScores();
    return score >= MinPmScore && score <= MaxPmScore && possible[std::size_t(score - MinPmScore)];
}

} // namespace club::party
