// Whole games between computer players, as fast as the engine allows: the
// players are made once, each game is dealt into the same Game object and
// no move allocates. Used by pm.simulate to compare players and benchmark.
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

struct SimulationResult {
    std::vector<double> wins;      ///< per seat; a shared first place counts 1/k
    std::vector<double> meanScore; ///< per seat, PM-18
    double seconds = 0;
};

/// @pre config is valid: 2..8 players, 1..MaxSimulatedGames games, a known
/// kind for every seat.
SimulationResult simulate(const SimulationConfig& config);

} // namespace club::tool::pm
