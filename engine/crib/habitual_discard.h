// SPDX-License-Identifier: GPL-3.0-or-later
// How a player of habit lays away in a two-hand game: the habit of BSD's
// `cribbage`, as the play of habitual_play.h is (PLAYERS.md). He reckons
// each four he may keep over every starter he has not seen, but scores a
// flush as in the crib (only with the starter's suit), and adds (his crib)
// or takes off (the other's) what an average crib with the two laid away
// is worth, rounded to a whole point. The expert expects the other to lay
// away so when he weighs the cards the other may hold.
#pragma once

#include "card.h"

namespace club::crib {

/// The two cards such a player lays away from six (\p six holds exactly
/// six cards). Of equal choices, the
/// first in order of the hand sorted by rank, then spades, hearts, diamonds
/// and clubs.
Hand habitualDiscard(const Hand& six, bool ownCrib);

/// What a crib holding these two cards scores on average over every two
/// cards and starter, rounded to a whole point (for the ranks, and whether
/// the two share a suit), as he reckons it: four of a suit count four, as
/// in a hand.
int roundedCribWorth(Card a, Card b);

} // namespace club::crib
