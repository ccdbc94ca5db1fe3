// SPDX-License-Identifier: GPL-3.0-or-later
#include "paper.h"

#include "palette.h"

#include <QFontMetricsF>
#include <QPainter>

namespace club::app {

PaperBorder paperBorder(const QRectF& page) {
    PaperBorder b;
    b.unit = qMin(page.width(), page.height() * 0.75) / 100.0;
    const qreal u = b.unit;
    b.outer = page.adjusted(4 * u, 4 * u, -4 * u, -4 * u);
    b.inner = b.outer.adjusted(1.2 * u, 1.2 * u, -1.2 * u, -1.2 * u);
    b.outerPen = 0.5 * u;
    b.innerPen = 0.18 * u;
    return b;
}

PaperBorder paintPaper(QPainter& p, const QRectF& page, bool cream) {
    const PaperBorder border = paperBorder(page);
    p.save();
    p.fillRect(page, cream ? colours::cardStock : QColor(Qt::white));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colours::ink, border.outerPen));
    p.drawRect(border.outer);
    p.setPen(QPen(colours::ink, border.innerPen));
    p.drawRect(border.inner);
    p.restore();
    return border;
}

void drawFittedText(QPainter& p, const QRectF& cell, const QString& text, QFont font, int alignment,
                    qreal smallest, bool wrap) {
    const int flags = wrap ? alignment | Qt::TextWordWrap : alignment | Qt::TextSingleLine;
    const int fullPx = font.pixelSize();
    auto fits = [&] {
        const QRectF need = p.boundingRect(cell, flags, text);
        return need.width() <= cell.width() && need.height() <= cell.height();
    };
    p.setFont(font);
    while (!fits() && font.pixelSize() > qMax(1.0, fullPx * smallest)) {
        font.setPixelSize(font.pixelSize() - 1);
        p.setFont(font);
    }
    if (fits()) return p.drawText(cell, flags, text);
    const QString shortened =
        QFontMetricsF(font, p.device()).elidedText(text, Qt::ElideRight, cell.width());
    p.drawText(cell, alignment, shortened);
}

} // namespace club::app
