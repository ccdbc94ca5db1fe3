// SPDX-License-Identifier: GPL-3.0-or-later
// Fast whole-game play inside a search: a greedy choice made straight on a
// Game (inside a sampled deal every hand is "known"), and playing a sample
// to its end. Used by the Expert and the hint; no allocation.
#pragma once

#include "game.h"

namespace club {
class Random;
}

namespace club::pm {

/// PM-18 value of one place: 50 on 25, -20 on the stars, else the number.
constexpr int placeScore(int place) {
    return place == Home ? 50 : place == Stars ? -20 : place;
}

/// How much a move changes its player's PM-18 score.
inline int scoreGain(const Move& m) {
    return m.movesMan() ? placeScore(m.to) - placeScore(m.from) : 0;
}

/// The men after `m`.
Men menAfter(Men men, const Move& m);

/// The greedy move for the player to move (PM-18 gain, ties at random).
/// @pre !game.isOver()
Move greedyMove(const Game& game, Random& rng);

/// Plays greedy moves for everyone until the game is over.
void playOut(Game& game, Random& rng);

/// A seat's share of first place: 1, 1/k for a k-way tie, or 0.
double winShare(const Game& game, int seat);

} // namespace club::pm
