// SPDX-License-Identifier: GPL-3.0-or-later
// The look of the club's printed sheets (ARTWORK.md): a sheet of white paper
// (or cream card) inside a double border, text fitted to its cell. Shared by
// P.M.'s score sheet and the party night's cards, so every sheet the club
// prints looks one family.
#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace club::app {

/// Where a sheet's double border lies on a page, and the sheet's unit (a
/// hundredth of the page's width, less on a landscape page): layouts keep
/// every line of text clear of `inner`.
struct PaperBorder {
    qreal unit = 1;
    QRectF outer, inner;
    qreal outerPen = 0, innerPen = 0; ///< line widths
};
PaperBorder paperBorder(const QRectF& page);

/// Fills `page` with the paper (white, or the screen's cream card) and
/// draws the double border. @returns where the border lies.
PaperBorder paintPaper(QPainter& painter, const QRectF& page, bool cream = false);

/// Draws `text` in `cell` with `font` (wrapped at word breaks unless
/// `wrap` is false), smaller where it would not fit, down to `smallest` of
/// the font's pixel size, and cut short with an ellipsis only where even
/// that is not enough.
void drawFittedText(QPainter& painter, const QRectF& cell, const QString& text, QFont font,
                    int alignment = Qt::AlignCenter, qreal smallest = 0.4, bool wrap = true);

} // namespace club::app
