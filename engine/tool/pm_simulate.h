// SPDX-License-Identifier: GPL-3.0-or-later
// Whole games between computer players for pm.simulate: a thin wrapper of
// club::pm::playMatch (engine/pm/match.h), which rotates the seats and
// gives each entry's win rate with its 95% confidence interval.
#pragma once

#include "pm/rules.h"

#include <cstdint>
#include <string>
#include <vector>

namespace club::tool::pm {

/// Bounds one request's work: at 100,000 games a second this is minutes.
inline constexpr int MaxSimulatedGames = 10'000'000;

struct SimulationConfig {
    int players = 4;
    int games = 1;
    std::uint64_t seed = 0;
    std::vector<std::string> kinds; ///< one per seat
    bool randomDealer = false;      ///< else the deal passes left each game
    club::pm::Options options;
};

/// "Seat" here is an entry of players_ai: entries change chairs between
/// games (club::pm::playMatch) so that none gains from where it sits.
struct SimulationResult {
    std::vector<double> wins;      ///< per seat; a shared first place counts 1/k
    std::vector<double> meanScore; ///< per seat, PM-18
    std::vector<double> winRate;   ///< wins / games
    std::vector<double> ciLow;     ///< 95% confidence interval of winRate
    std::vector<double> ciHigh;
    double chance = 0; ///< 1 / players
    double seconds = 0;
};

/// @pre config is valid: 2..8 players, 1..MaxSimulatedGames games, a known
/// kind for every seat.
SimulationResult simulate(const SimulationConfig& config);

} // namespace club::tool::pm
