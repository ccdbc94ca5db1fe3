// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules.h"

namespace club::pm {

ManMoves legalManMoves(const Men& men, int amount, const Options& options) {
    ManMoves list;
    MenIndex(men, options).ways(amount, [&](int from, int to, bool bust) {
        list.items[list.count++] = ManMove{std::int8_t(from), std::int8_t(to), bust};
    });
    return list;
}

int score(const Men& men) {
    int total = 0;
    for (int m : men)
        total += m == Home ? 50 : m == Stars ? -20 : m;
    return total;
}

bool isPossible(const Men& men) {
    for (int i = 0; i < MenPerPlayer; ++i) {
        if (men[i] < Stars || men[i] > Home) return false;
        for (int j = i + 1; j < MenPerPlayer; ++j)
            if (men[i] == men[j] && men[i] != Stars && men[i] != Home) return false;
    }
    return true;
}

} // namespace club::pm
