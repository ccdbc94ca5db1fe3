// SPDX-License-Identifier: GPL-3.0-or-later
// The table's words for P.M.: card names, and what a card would do, in the
// rule sheet's own terms (its rhyme for MINUS cards, PM-6).
#pragma once

#include "engine/pm/move.h"

#include <QString>
#include <vector>

namespace club::app::pmwords {

/// "PLUS 7" or "MINUS 3".
QString cardName(int value);
/// The rhyme's line for a top card and a card played, empty when neither is red.
QString rhyme(int top, int card);
/// One sentence: the sum, and what happens to which man.
QString explainMove(bool hasTop, int top, int card, const pm::Move& move);
QString cannotLead();
/// Why the rules leave no choice for a card (PM-14), or empty when there is one.
/// `amount` is the sum the card makes; `options` its legal moves.
QString forcedNote(int amount, const std::vector<pm::Move>& options);
/// A place on the board standing alone (a label): "the stars" or the
/// number. Sentences never splice it in: each has one whole form per kind of
/// place, as prepositions differ by language.
QString placeName(int place);
/// A score as the printed sheet writes it: "−46" with a true minus sign.
QString scoreText(int score);

} // namespace club::app::pmwords
