// SPDX-License-Identifier: GPL-3.0-or-later
// What happened in the current P.M. game, turn by turn, for the move list
// and the last-move marks on the boards. Rebuilt from the game's record by
// replay, so Undo, a loaded rubber and a new game need no special care.
#pragma once

#include "engine/pm/move.h"

#include <QString>
#include <vector>

namespace club::pm {
class Rubber;
}

namespace club::app {

struct PmLoggedTurn {
    pm::Change change;
    int rubberSeat = 0; ///< who played it, as a seat of the rubber
};

/// Every turn played so far in the rubber's current game, in order.
std::vector<PmLoggedTurn> currentGameTurns(const pm::Rubber& rubber);

/// One turn in plain words, without the player's name: "PLUS 7 on MINUS 3
/// makes 4: 12 to 16", "MINUS 9 on PLUS 5: bust from 24".
QString turnWords(const pm::Change& change);

} // namespace club::app
