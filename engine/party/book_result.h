// SPDX-License-Identifier: GPL-3.0-or-later
// What the club's book keeps of a finished party night
// (core/finished_game.h): every person of every entrant (one in a drive,
// the two of a pair in a knockout) with the entrant's standing: in a drive
// the night's total and place, in a knockout the matches won and the place
// the bracket gives. First place wins (a shared first: each of them).
// The night's own games, played in the program, are kept by their own game;
// those typed in from the club's own sets are kept here, each as a game of
// its own (typedTableGames), so that they count on the members' cards,
// standings, head to head and ratings as any game of P.M. or Patchesi.
#pragma once

#include "core/finished_game.h"
#include "night_state.h"

#include <vector>

namespace club::party {

/// @pre night.isOver()
FinishedResult finishedNight(const NightState& night);

/// A table's result typed in, as the book keeps a game of that table's game.
struct TypedTableGame {
    QString kind; ///< the game's registry id: P.M. at a drive, Patchesi at a knockout
    /// Its part, "round-R-table-T" (both from 1), joined to the night's id
    /// makes the game's own id: the same table is the same game however
    /// often the night is saved, resumed or ended.
    FinishedResult result;
};

/// Every table of the night whose result was typed in (Source::Typed), in
/// round and table order, as the game played there (core/typed_in_game.h:
/// no record). A drive table: its people in seat order with their P.M.
/// scores as typed (PM-18), places from the scores, the highest winning and
/// a tie sharing it (PM-20 [R]). A knockout table: the two pairs (the first
/// pair's two, then the second's) as a partner game of Patchesi, the winning
/// pair first and winners (PAT-P1), the other second; no score is typed, so
/// each is 0 (as a game without stakes), and no captures are known.
std::vector<TypedTableGame> typedTableGames(const NightState& night);

} // namespace club::party
