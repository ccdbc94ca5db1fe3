// SPDX-License-Identifier: GPL-3.0-or-later
// What the club's book keeps of a finished King's Men game
// (core/finished_game.h): the winner (KM-7) scores 1 and the loser 0; a
// drawn game (KM-8) scores 0 each, both in first place and neither a winner.
// A seat keeps its player's name; a computer nobody named keeps none (the
// side's name is the board's, and the book names it by its level).
#pragma once

#include "core/finished_game.h"
#include "game.h"
#include "seats.h"

namespace club::km {

/// @pre game.isOver()
FinishedResult finishedGame(const Game& game, const Seats& seats);

} // namespace club::km
