// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_art.h"

#include "common/svg_art.h"

#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

namespace club::app::pm_art {

namespace {
/// The board's own drawing (svg_art.h: the page's sprites share it).
QSvgRenderer& renderer() {
    return svgArt(artPath);
}
} // namespace

void paintMan(QPainter& painter, int colour, const QRectF& target) {
    renderer().render(&painter, man(colour), target);
}

QIcon manIcon(int colour) {
    QIcon icon;
    for (int px : {16, 24, 32, 48, 64}) {
        QPixmap pixmap(px, px);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        paintMan(p, colour, QRectF(0, 0, px, px));
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QStringList allIds() {
    QStringList ids{board,          boardName,
                    container,      containerLarge,
                    containerSmall, cardHighlight,
                    spotHighlight,  spotBust,
                    turnMarker,     ring,
                    title,          back(false),
                    back(true),     QStringLiteral("pm-card-blank")};
    for (int i = 0; i < 4; ++i)
        ids << star(i);
    for (int p = 1; p <= 25; ++p)
        ids << spot(p) << box(p);
    for (int c = 0; c < 8; ++c)
        ids << man(c);
    for (int v = 1; v <= 15; ++v)
        ids << cardFace(v) << cardFace(-v);
    return ids;
}

} // namespace club::app::pm_art
