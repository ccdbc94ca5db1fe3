// SPDX-License-Identifier: GPL-3.0-or-later
// What the club's book keeps of a finished Patchesi game
// (core/finished_game.h): places in the order the seats came HOME (PAT-11;
// seats not HOME share the place after them), each seat's score the stakes
// it won or lost (0 without stakes), and the winner: the first HOME, or in
// the partner game both partners of the winning side (PAT-P1). The options
// carry each seat's captures made and suffered ("captures", "captured": by
// seat, PAT-7 / PAT-P4), replayed from the game's record.
#pragma once

#include "core/finished_game.h"
#include "game.h"

namespace club::pat {

/// @pre game.isOver()
FinishedResult finishedGame(const Game& game);

} // namespace club::pat
