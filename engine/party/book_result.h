// SPDX-License-Identifier: GPL-3.0-or-later
// What the club's book keeps of a finished party night
// (core/finished_game.h): every person of every entrant (one in a drive,
// the two of a pair in a knockout) with the entrant's standing: in a drive
// the night's total and place, in a knockout the matches won and the place
// the bracket gives. First place wins (a shared first: each of them).
// The night's own games, played in the program, are kept by their own game.
#pragma once

#include "core/finished_game.h"
#include "night_state.h"

namespace club::party {

/// @pre night.isOver()
FinishedResult finishedNight(const NightState& night);

} // namespace club::party
