// SPDX-License-Identifier: GPL-3.0-or-later
// A match: many whole games between computer players, seats rotated so that
// no player gains from where he sits, with each entry's win rate and its 95%
// confidence interval. pat.simulate and the strength figures use it.
#pragma once

#include "rules.h"

#include <cstdint>
#include <string>
#include <vector>

namespace club::pat {

struct MatchConfig {
    Kind kind = Kind::Single;
    int players = 4;  ///< 2..4 (partner game: 4)
    int counters = 4; ///< 3 or 4
    int games = 1;
    std::uint64_t seed = 0;
    std::vector<std::string>
        kinds; ///< one per entry; partner game: entries 0+2 and 1+3 are partners
    /// The house rule against PAT-5 / PAT-P6: one more throw per six.
    bool oneThrowPerSix = false;
    /// Random players may play several games at once (random_games.h);
    /// false: one at a time, to compare the two.
    bool lanes = true;
};

struct MatchResult {
    std::vector<double> wins; ///< per entry; partner game: each of the winning side counts a win
    std::vector<double> winRate;
    std::vector<double> ciLow, ciHigh; ///< 95% interval (normal approximation)
    double throwsPerGame = 0;
    int unfinished = 0;    ///< stopped at the throw limit (never seen)
    double seconds = 0;    ///< wall time
    double cpuSeconds = 0; ///< processor time of the process (one thread plays)
    int lanes = 1;         ///< games played at once on the thread (random players, AVX-512: 8)
};

/// The colours a game of `players` uses, in chair order: two sit opposite.
std::vector<int> coloursFor(Kind kind, int players);

/// Game i is thrown from the i-th seed split off `seed`; entry e sits in
/// chair (e + i) % players, and chair 0 throws first for who begins.
/// @pre kinds are known, a valid number of players
MatchResult playMatch(const MatchConfig& config);

} // namespace club::pat
