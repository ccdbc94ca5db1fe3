// SPDX-License-Identifier: GPL-3.0-or-later
// The standings of a night (RULES-DECISIONS.md D5, K3).
#pragma once

#include "night_types.h"

#include <vector>

namespace club::party {

class NightState;

/// Drive: running total, then games won at one's table, then the best single
/// game; entrants equal on all three share the place. Knockout: the final's
/// winners first, its losers second, then by the round a pair went out
/// (pairs out in the same round share the place); pairs still in come first
/// with place 0. Prizes (1 and 2) are given once the night is over.
std::vector<Standing> standingsOf(const NightState& night);

} // namespace club::party
