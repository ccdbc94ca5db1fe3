// SPDX-License-Identifier: GPL-3.0-or-later
// Many whole games between the reference `random` players, for pat.simulate
// (issue 12's speed target). Where the processor has AVX-512, single games
// run eight at a time, one throw of each per step of the vector code, with
// the rare turns of a game (a third six, a colour finishing) played by State
// itself; elsewhere, and for the partner game, one at a time through
// State::playRandomly(). Either way each game is exactly the game its seed
// gives through State::throwDie() and choose() (tst_pat_random_games).
#pragma once

#include "state.h"

#include <cstdint>
#include <functional>

namespace club::pat {

struct RandomGamesConfig {
    Rules rules;
    int firstThrower = 0; ///< who throws first for who begins
    long games = 0;
    long maxThrows = 1'000'000; ///< a game this long is stopped unfinished
    /// The seed of the next game's Dice, asked in the order of the games.
    std::function<std::uint64_t()> nextSeed;
    /// Game `index` (0-based) ended, or was stopped (state not over) after
    /// `throws` throws. Games may end out of order.
    std::function<void(long index, const State& state, long throws)> gameOver;
    /// False: one game at a time even where the vector lanes could be used.
    bool lanes = true;
};

void playRandomGames(const RandomGamesConfig& config);

/// Whether playRandomGames() can run this kind of game in vector lanes here.
bool randomGamesInLanes(Kind kind);
/// How many games the vector lanes play at once.
inline constexpr int RandomGamesLaneWidth = 8;

} // namespace club::pat
