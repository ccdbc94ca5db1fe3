// SPDX-License-Identifier: GPL-3.0-or-later
// A match: many games between computer players, seats rotated so that no
// player gains from where he sits, with each player's win rate and its 95%
// confidence interval. The engine tool's pm.simulate and the strength
// benchmark both use it.
#pragma once

#include "rules.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace club::pm {

class Player;

struct MatchConfig {
    int players = 4;
    int games = 1;
    std::uint64_t seed = 0;
    std::vector<std::string> kinds; ///< one per player (entry), not per chair
    bool randomDealer = false;      ///< else the deal passes left each game
    bool rotate = true;             ///< entries change chairs between games
    Options options;
};

/// One entry's results. A shared first place counts 1/k of a win.
struct EntryResult {
    double wins = 0;
    double meanScore = 0;
    double winRate = 0;
    double ciLow = 0; ///< 95% interval for the win rate (normal approximation)
    double ciHigh = 0;
};

struct MatchResult {
    std::vector<EntryResult> entries;
    double chance = 0; ///< 1 / players
    double seconds = 0;
};

/// Makes the player of an entry; the default is makePlayer(kind).
using PlayerFactory = std::function<std::unique_ptr<Player>(int entry)>;

/// Game i is dealt from the i-th seed split off `seed`; entry e sits in chair
/// (e + r) % players with r = (i / players) % players, while the dealer
/// passes left each game, so over players^2 games every entry has every
/// chair against every dealer. @pre kinds are known, 2..8 players
MatchResult playMatch(const MatchConfig& config, const PlayerFactory& factory = {});

/// The 95% interval (normal approximation) of a mean of values in [0, 1].
struct Interval {
    double low = 0;
    double high = 0;
};
Interval confidence95(double sum, double sumOfSquares, std::int64_t count);

} // namespace club::pm
