// SPDX-License-Identifier: GPL-3.0-or-later
// The table's words for King's Men: side and level names, what stands on a
// square (for screen readers and the keyboard cursor), how a game ended.
#pragma once

#include "engine/km/hint.h"
#include "engine/km/move.h"
#include "engine/km/position.h"
#include "engine/km/rules.h"
#include "engine/km/table.h"

#include <QString>

namespace club::app::kmwords {

/// "Orange" or "Blue": the token colours of the two sides.
QString sideName(km::Side side);
/// "Beginner", "Standard" or "Expert".
QString levelName(km::Level level);
/// The name the player of side `side` gave, or "" when he gave none.
QString playerName(const km::Seats& seats, km::Side side);
/// "Orange (you)", "Blue (computer, Expert)", or the side name for two
/// people; a seat with its player's name says it first: "Ada (Orange)",
/// "Bertie (Blue, computer, Expert)". Plain text.
QString seatName(const km::Seats& seats, km::Side side);
/// One line for the end of a game, the winner named as `seats` name him.
/// Plain text.
QString outcomeText(km::Outcome outcome, bool byRepetition, const km::Seats& seats);
/// A choice as the move list shows it: the notation of NOTATION.md, with
/// its words (clear all, clear none, pass) in the player's language; square
/// and row names stay as they are, being the same in every language.
QString moveText(const km::Position& before, const km::Move& move);
/// "Put the captured Orange token on any empty Orange Lodge (KM-4)." and
/// the same for Blue.
QString placeCapturedText(km::Side captured);
/// Why a click asked for a move the rules do not allow, in one sentence.
QString notAllowedText(km::NotAllowed why);
/// The Expert's choice and its reason in one sentence, for the Hint.
QString hintText(const km::Position& before, const km::Hint& hint);

} // namespace club::app::kmwords
