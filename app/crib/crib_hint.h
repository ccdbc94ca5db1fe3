// SPDX-License-Identifier: GPL-3.0-or-later
// The hint for a person at the table: the Expert's discard analysis (the
// expected points of each way to lay cards away, hand and crib as the
// engine's exact count gives them and, with two hands, the crib counted
// with the other's likely cards and the play), his choice first, and his
// card to play with a one-line reason. Only what the person's seat has
// seen is used. The reason for a card to play is what his search found.
#pragma once

#include "engine/crib/match.h"

#include <QString>
#include <optional>

namespace club::app {

/// HTML: the best six discards, the Expert's choice first, with hand,
/// crib, (two hands) play and total.
QString discardHintHtml(const crib::Match& match, int seat);
/// The cards the Expert lays away.
crib::Hand bestDiscard(const crib::Match& match, int seat);

struct PlayHint {
    crib::Card card = crib::NoCard;
    QString reason;
    crib::Hand discard; ///< at the discard, the cards the Expert lays away
};
/// The expert's card for the seat to play, and why in a line.
PlayHint playHint(const crib::Match& match, int seat);
/// The hint for the seat to act, as the panel shows it (HTML): the discard
/// analysis, or the card to play (in `card`) and why. Pure, so the page
/// works it out off the GUI thread.
PlayHint hintFor(const crib::Match& match, int seat);

/// The hint for a phone (issue 26): the same choice as the screen's, as a
/// move, and why in a sentence of plain words (no HTML).
struct PhoneHint {
    crib::Move move{crib::Move::NextGame, {}, 0}; ///< NextGame: no hint to give
    QString reason;
};
PhoneHint phoneHintFor(const crib::Match& match, int seat);

} // namespace club::app
