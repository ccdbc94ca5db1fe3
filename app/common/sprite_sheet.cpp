// SPDX-License-Identifier: GPL-3.0-or-later
#include "sprite_sheet.h"

#include "svg_art.h"

#include <QPainter>

namespace club::app {

SpriteSheet::SpriteSheet(const QString& resourcePath) : renderer_(svgArt(resourcePath)) {}

QRectF SpriteSheet::bounds(const QString& id) const {
    return renderer_.transformForElement(id).mapRect(renderer_.boundsOnElement(id));
}

QRectF SpriteSheet::relative(const QString& parent, const QString& child) const {
    const QRectF p = bounds(parent);
    const QRectF c = bounds(child);
    if (p.isEmpty()) return {};
    return {(c.x() - p.x()) / p.width(), (c.y() - p.y()) / p.height(), c.width() / p.width(),
            c.height() / p.height()};
}

QPixmap SpriteSheet::pixmap(const QString& id, QSize size, qreal dpr) {
    if (size.isEmpty()) return {};
    const QString key =
        QStringLiteral("%1@%2x%3@%4").arg(id).arg(size.width()).arg(size.height()).arg(dpr);
    if (const auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;
    // A bounded cache: a window resize makes every size new.
    if (cache_.size() > 600) cache_.clear();
    QPixmap pm(size * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter painter(&pm);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer_.render(&painter, id, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    cache_.insert(key, pm);
    return pm;
}

void SpriteSheet::render(QPainter* painter, const QString& id, const QRectF& target) {
    renderer_.render(painter, id, target);
}

} // namespace club::app
