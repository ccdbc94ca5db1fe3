#include "rules.h"

namespace club::pm {

namespace {

bool occupied(const Men& men, int place) {
    for (int m : men)
        if (m == place) return true;
    return false;
}

bool hasManInPlay(const Men& men) {
    for (int m : men)
        if (m > Stars && m < Home) return true;
    return false;
}

void add(ManMoves& list, int from, int to, bool bust) {
    list.items[list.count++] = ManMove{std::int8_t(from), std::int8_t(to), bust};
}

} // namespace

ManMoves legalManMoves(const Men& men, int amount, const Options& options) {
    ManMoves list;
    if (amount == 0) return list; // PM-8
    // Men on the same place move alike: consider each distinct place once.
    std::uint32_t seen = 0;
    for (int from : men) {
        if (seen & (1u << from)) continue;
        seen |= 1u << from;
        if (from == Home && (options.homeIsSafe || amount > 0)) continue; // PM-11 [R]
        if (amount > 0) {
            const int to = from + amount; // PM-7: from the stars this is `amount`
            if (to < Home) {
                if (!occupied(men, to)) add(list, from, to, false); // PM-10
            } else if (to == Home) {
                add(list, from, Home, false); // PM-11: exactly 25
            } else if (from != Stars) {
                add(list, from, Stars, true); // PM-12
            } else if (options.starBustWithoutMenInPlay && !hasManInPlay(men)) {
                add(list, Stars, Stars, true); // PM-13 [R]
            }
        } else {
            if (from == Stars) continue; // PM-9: star men cannot go back
            const int to = from + amount;
            if (to <= Stars)
                add(list, from, Stars, false); // back to the stars
            else if (!occupied(men, to))
                add(list, from, to, false); // PM-10
        }
    }
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
