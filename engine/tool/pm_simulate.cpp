// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_simulate.h"

#include "pm/match.h"

namespace club::tool::pm {

SimulationResult simulate(const SimulationConfig& config) {
    club::pm::MatchConfig match;
    match.players = config.players;
    match.games = config.games;
    match.seed = config.seed;
    match.kinds = config.kinds;
    match.randomDealer = config.randomDealer;
    match.options = config.options;
    const club::pm::MatchResult r = club::pm::playMatch(match);
    SimulationResult result;
    for (const club::pm::EntryResult& e : r.entries) {
        result.wins.push_back(e.wins);
        result.meanScore.push_back(e.meanScore);
        result.winRate.push_back(e.winRate);
        result.ciLow.push_back(e.ciLow);
        result.ciHigh.push_back(e.ciHigh);
    }
    result.chance = r.chance;
    result.seconds = r.seconds;
    return result;
}

} // namespace club::tool::pm
