// SPDX-License-Identifier: GPL-3.0-or-later
// The Standard player's choice (standard_player.h) made straight on a Game,
// for the Expert's play-outs: inside a sampled deal the player to move is
// modelled as Standard would play from his seat (his hand, the cards he has
// seen played, the rest unseen), without building a SeatView. The Expert
// models an opponent's next reply this way because most people it meets
// look one turn ahead, as Standard does, rather than grab points as the
// greedy play-out does. No allocation.
#pragma once

#include "game.h"

namespace club {
class Random;
}

namespace club::pm {

/// The move Standard would choose for the player to move in `game` (the
/// same values as StandardPlayer::choose, ties at random).
/// @pre !game.isOver()
Move standardReply(const Game& game, Random& rng);

} // namespace club::pm
