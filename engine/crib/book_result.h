// SPDX-License-Identifier: GPL-3.0-or-later
// What the club's book keeps of a finished cribbage game
// (core/finished_game.h): every seat scores its side's pegs at the end
// (partners share them, CR-4, CR-6), the side that pegged out wins
// (CR-18), and the lurch and skunks (CR-19, CR-24) go with the options,
// as do each seat's best hand and best crib of the game ("highHands",
// "highCribs": by seat; a 29 among the hands is the 29 hand).
// Each game is kept with its number in the match. A match of a set length
// (Setup::matchGames) is kept too once its last game is won: each seat
// scores its side's games on the board (CR-22: a lurch counts two), the
// most games win (a tie shares it), and the points (CR-23) go with the
// options. A match without a set length has no end, and only its games are kept.
#pragma once

#include "core/finished_game.h"
#include "core/seat.h"
#include "match.h"

#include <vector>

namespace club::crib {

/// The match's last finished game (`match.results().back()`).
/// @pre !match.results().empty()
FinishedResult finishedGame(const Match& match, const std::vector<Seat>& seats);
/// The match, once it is over. @pre match.isOver()
FinishedResult finishedMatch(const Match& match, const std::vector<Seat>& seats);

} // namespace club::crib
