// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a hint (engine/pm/hint.h): the engine gives the reason as a
// kind with numbers and a seat; this turns it into one translatable line.
#pragma once

#include "engine/pm/hint.h"

#include <QString>

namespace club::app::pmwords {

/// One line, e.g. "Lands your man on 24 on 25 exactly." `leftName` names
/// the player on the left, for reasons about what the card leaves on top.
QString hintReason(const pm::HintReason& reason, const QString& leftName);

/// The hint as shown: which card and man, then the reason.
QString hintLine(int cardValue, const pm::Hint& hint, const QString& leftName);

} // namespace club::app::pmwords
