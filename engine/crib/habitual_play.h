// SPDX-License-Identifier: GPL-3.0-or-later
// How the expert expects the other to play in a two-hand search: not as a
// perfect opponent who sees every card, but as a player of habit who takes
// the most points now and otherwise follows the common rules of safe play
// (PLAYERS.md: these are the habits of BSD's `cribbage`).
#pragma once

#include "card.h"

#include <span>

namespace club::crib {

/// The card such a player plays from `hand` on `countCards` (count `count`).
/// @pre some card of `hand` fits under 31.
Card habitualPlay(std::span<const Card> hand, std::span<const Card> countCards, int count);

} // namespace club::crib
