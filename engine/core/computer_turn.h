// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's choice in one position, the same shape in every game: a
// value copied out of the table holding only what the seat to move may see
// (its view of the game, or the whole position where nothing is hidden),
// which player chooses and a seed. choose() is pure and touches nothing of
// the table, so the front end runs it on another thread while the table
// goes on, is undone or is abandoned: the same turn, the same move. Each
// game's turn is held to this by a static_assert beside it.
#pragma once

// moc, reading the Q_OBJECT tables that include this, cannot parse <concepts>.
#ifndef Q_MOC_RUN
#include <concepts>

namespace club {

template <class T>
concept ComputerTurn = std::copy_constructible<T> && requires(const T& turn) {
    turn.choose(); // the move, of the game's own type
};

} // namespace club
#endif
