// SPDX-License-Identifier: GPL-3.0-or-later
#include "sprite_item.h"

#include "sprite_sheet.h"

#include <QPaintEngine>
#include <QPainter>
#include <QWidget>

namespace club::app {

SpriteItem::SpriteItem(SpriteSheet* sheet, const QString& id, QGraphicsItem* parent)
    : QGraphicsObject(parent), sheet_(sheet), id_(id) {}

void SpriteItem::setElement(const QString& id) {
    if (id == id_) return;
    id_ = id;
    update();
}

void SpriteItem::setSize(const QSizeF& size) {
    if (size == size_) return;
    prepareGeometryChange();
    size_ = size;
}

QRectF SpriteItem::boundingRect() const {
    return {QPointF(0, 0), size_};
}

void SpriteItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget) {
    // The pixmap is rendered at the size the item has on the device, so it
    // stays sharp whatever the view's scale and the screen's DPI.
    const qreal scale = painter->worldTransform().m11();
    const qreal dpr = widget ? widget->devicePixelRatioF() : painter->device()->devicePixelRatioF();
    const QSize px = (size_ * scale).toSize();
    const QPaintEngine* engine = painter->paintEngine();
    if (engine &&
        (engine->type() == QPaintEngine::Pdf || engine->type() == QPaintEngine::Picture)) {
        // Printing and PDF: draw the vectors themselves.
        sheet_->render(painter, id_, boundingRect());
        return;
    }
    const QPixmap pm = sheet_->pixmap(id_, px, dpr);
    const QTransform t = painter->worldTransform();
    if (t.type() <= QTransform::TxScale) {
        // Blit it 1:1 at a whole pixel: a scaled, smoothed draw of every
        // sprite in every frame costs several times as much (pm_bench).
        painter->save();
        painter->resetTransform();
        painter->drawPixmap(t.map(QPointF(0, 0)).toPoint(), pm);
        painter->restore();
        return;
    }
    painter->drawPixmap(boundingRect(), pm, QRectF(QPointF(0, 0), QSizeF(pm.size())));
}

} // namespace club::app
