// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_hand_layout.h"

#include <QtGlobal>

namespace club::app {

namespace {
constexpr qreal CardAspect = 5.0 / 7.0;
/// Below this share of a card showing, the hand goes to two rows of smaller
/// cards, so that every card's value stays in view.
constexpr qreal MinShown = 0.58;
/// Cards side by side may be this much smaller than full size rather than
/// lie over each other (eleven cards on a 16:9 screen need about 0.9).
constexpr qreal MinApartScale = 0.8;
constexpr qreal Gap = 10;     ///< between cards side by side at full size
constexpr qreal CloseGap = 6; ///< between cards made smaller to lie apart
} // namespace

PmHandLayout pmHandLayout(const QRectF& area, int n) {
    PmHandLayout layout;
    const qreal fullH = area.height() - 30;
    qreal h = fullH;
    qreal w = h * CardAspect;
    int perRow = n;
    qreal step = w + Gap;
    if (n > 1 && n * w + (n - 1) * Gap > area.width()) {
        const qreal apartW = (area.width() - (n - 1) * CloseGap) / n;
        if (apartW >= w * MinApartScale) {
            w = apartW;
            h = w / CardAspect;
            step = w + CloseGap;
        } else {
            step = (area.width() - w) / (n - 1);
        }
    }
    if (n > 1 && step < w * MinShown) {
        layout.rows = 2;
        perRow = (n + 1) / 2;
        h = (area.height() - 12) / 2;
        w = h * CardAspect;
        step = perRow > 1 ? qMin(w + 8, (area.width() - w) / (perRow - 1)) : 0;
    }
    layout.card = QSizeF(w, h);
    const qreal total = w + step * (perRow - 1);
    for (int i = 0; i < n; ++i) {
        const int row = i / perRow, col = i % perRow;
        // One row rests on the same line whatever the cards' size.
        const qreal top =
            layout.rows == 1 ? area.top() + 22 + (fullH - h) : area.top() + 4 + row * (h + 4);
        layout.at << QPointF(area.left() + (area.width() - total) / 2 + col * step, top);
    }
    return layout;
}

} // namespace club::app
