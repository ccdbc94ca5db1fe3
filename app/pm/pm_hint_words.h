// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a hint (engine/pm/hint.h): the engine gives the reason as a
// kind with numbers and a seat; this turns it into one translatable line.
#pragma once

#include "engine/pm/hint.h"

#include <QString>

#include <functional>

namespace club::app::pmwords {

/// A player's name for a seat of the game (the hint's `seat` and `rival`).
using SeatName = std::function<QString(int gameSeat)>;

/// One line, e.g. "Lands your man on 24 on 25 exactly." `nameOf` names the
/// player on the left, for reasons about what the card leaves on top, and
/// the player the search found hardest to beat. How often the move came
/// first is said in words ("most of them"), never as a percentage.
QString hintReason(const pm::HintReason& reason, const SeatName& nameOf);

/// The hint as shown: which card and man, then the reason.
QString hintLine(int cardValue, const pm::Hint& hint, const SeatName& nameOf);

} // namespace club::app::pmwords
