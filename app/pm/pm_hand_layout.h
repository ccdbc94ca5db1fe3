// SPDX-License-Identifier: GPL-3.0-or-later
// Where the cards of a P.M. hand lie in the hand's strip of the table:
// side by side at full size when they fit; a little smaller, still side by
// side, when that is all it takes; else overlapping in one row while each
// card shows enough of itself to read its value; else two rows of smaller
// cards, the upper row to the left.
#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace club::app {

struct PmHandLayout {
    QSizeF card;       ///< every card's size
    int rows = 1;      ///< 1 or 2
    QList<QPointF> at; ///< each card's top left, unlifted, in hand order
};

/// The layout of `cards` cards in `area` (the scene's hand strip).
PmHandLayout pmHandLayout(const QRectF& area, int cards);

} // namespace club::app
