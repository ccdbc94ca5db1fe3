// SPDX-License-Identifier: GPL-3.0-or-later
// One SVG per game, drawn through its one shared QSvgRenderer (svg_art.h). Pieces are
// elements with stable ids; rendered pixmaps are cached by (id, size,
// device pixel ratio) and re-rendered at the new size on resize, so
// nothing is ever blurred.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QRectF>
#include <QSvgRenderer>

namespace club::app {

class SpriteSheet {
public:
    explicit SpriteSheet(const QString& resourcePath);

    bool isValid() const { return renderer_.isValid(); }
    bool has(const QString& id) const { return renderer_.elementExists(id); }
    /// The element's bounds in SVG units (including its own transform).
    QRectF bounds(const QString& id) const;
    /// Where `child` lies inside `parent`, as fractions of the parent's bounds.
    QRectF relative(const QString& parent, const QString& child) const;
    /// The element rendered to exactly `size` device-independent pixels.
    QPixmap pixmap(const QString& id, QSize size, qreal dpr);
    /// Renders straight onto a painter (printing, where there is no cache).
    void render(QPainter* painter, const QString& id, const QRectF& target);

    void clearCache() { cache_.clear(); }

private:
    QSvgRenderer& renderer_; ///< shared by every user of the file
    QHash<QString, QPixmap> cache_;
};

} // namespace club::app
