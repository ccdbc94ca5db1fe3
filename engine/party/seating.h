// SPDX-License-Identifier: GPL-3.0-or-later
// P.M. Drive seating (RULES-DECISIONS.md D1-D4, D6): how many tables of what
// size, the first round from the draw, and who moves where after a round.
#pragma once

#include "night_types.h"

#include <vector>

namespace club::party {

/// Table sizes for `entrants` people (4..64), table 1 first (D1): tables of
/// four; one left over makes table 1 a five; two make tables 1 and 2 fives
/// (six people sit at one table of six); three make a last table of three.
std::vector<int> driveTableSizes(int entrants);

/// The wave (sitting) of table `number` (from 1) with `sets` sets; 0 sets
/// means one per table (D6).
int waveOf(int number, int sets);

/// Round 1 of a drive: the drawn order filling table 1, then table 2, ...
Round firstDriveRound(const std::vector<int>& draw, const Options& options);

/// The seats of the next round from a complete round (D3, D4).
/// @param totalsBefore each entrant's running total before `round`
/// @param lotSeed seeds the lot that settles ties still standing
Round nextDriveRound(const Round& round, const std::vector<int>& totalsBefore,
                     const Options& options, std::uint64_t lotSeed);

/// A table's seats from highest to lowest for moving (D4): score, then
/// (by the option) the running total before the round, then the lot.
std::vector<int> rankForMoving(const Table& table, const std::vector<int>& totalsBefore,
                               TableTie tie, std::uint64_t lotSeed);

} // namespace club::party
