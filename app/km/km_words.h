// The table's words for King's Men: side and level names, what stands on a
// square (for screen readers and the keyboard cursor), how a game ended.
#pragma once

#include "engine/km/move.h"
#include "engine/km/position.h"
#include "engine/km/table.h"

#include <QString>

namespace club::app::kmwords {

/// "Orange" or "Blue": the token colours of the two sides.
QString sideName(km::Side side);
/// "Beginner", "Standard" or "Expert".
QString levelName(km::Level level);
/// "Orange (you)", "Blue (computer, Expert)", or the side name for two people.
QString seatName(const km::Seats& seats, km::Side side);
/// "d5, Field: an Orange token" and the like.
QString describeSquare(const km::Position& position, int square);
/// One line for the end of a game.
QString outcomeText(km::Outcome outcome, bool byRepetition);

} // namespace club::app::kmwords
