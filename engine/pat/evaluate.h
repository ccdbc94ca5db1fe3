// SPDX-License-Identifier: GPL-3.0-or-later
// The computer players' judgement of a position (PLAYERS.md): the race
// (progress, counters HOME), safety on Stars, in the home column and in
// barriers, and the danger of a single counter within an adversary's reach.
#pragma once

#include "rules.h"

#include <array>

namespace club::pat {

/// Each colour's standing on its own (higher is better).
std::array<float, Colours> standings(const Position& p);
/// What each colour makes of the position: its standing against the others
/// still playing (single game: against their mean; partner game: the side's
/// against the other side's). Colours not in play get 0.
std::array<float, Colours> utilities(const Position& p, std::uint8_t playing);
/// The chance (about) that a counter of `colour` standing on loop square
/// `square` is taken by the next throw of any adversary.
float danger(const Position& p, int colour, int square);

} // namespace club::pat
