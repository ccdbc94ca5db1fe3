// SPDX-License-Identifier: GPL-3.0-or-later
// Element ids of resources/crib.svg for the cards, in one place (the
// table and the cut for deal draw the same cards).
#pragma once

#include "engine/crib/card.h"

#include <QString>

namespace club::app::crib_art {

/// A card's face.
inline QString card(crib::Card c) {
    return QStringLiteral("crib-card-%1").arg(QString::fromStdString(crib::cardName(c)));
}
/// A card's back.
inline const QString back = QStringLiteral("crib-back");

} // namespace club::app::crib_art
