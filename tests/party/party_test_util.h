// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers for the party-night suites: setups of any size and
// results that are possible P.M. scores.
#pragma once

#include "core/random.h"
#include "party/night_state.h"
#include "party/pm_score.h"

#include <QString>
#include <set>

namespace partytest {

using namespace club;
using namespace club::party;

inline Setup driveSetup(int people, std::uint64_t seed, int rounds = 6) {
    Setup s;
    s.format = Format::Drive;
    for (int i = 0; i < people; ++i)
        s.entrants.push_back(Entrant{{QStringLiteral("Player %1").arg(i + 1)}});
    s.seed = seed;
    s.options.rounds = rounds;
    return s;
}

inline Setup knockoutSetup(int pairs, std::uint64_t seed) {
    Setup s;
    s.format = Format::Knockout;
    for (int i = 0; i < pairs; ++i)
        s.entrants.push_back(
            Entrant{{QStringLiteral("Lady %1").arg(i + 1), QStringLiteral("Gent %1").arg(i + 1)}});
    s.seed = seed;
    return s;
}

/// `count` different possible P.M. scores, drawn by `rng`, so that who is
/// highest at a table is never a tie.
inline std::vector<int> distinctScores(std::size_t count, Random& rng) {
    std::set<int> used;
    std::vector<int> scores;
    while (scores.size() < count) {
        const int s = rng.between(MinPmScore, MaxPmScore);
        if (isPossiblePmScore(s) && used.insert(s).second) scores.push_back(s);
    }
    return scores;
}

} // namespace partytest
