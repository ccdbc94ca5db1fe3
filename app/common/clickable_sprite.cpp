// SPDX-License-Identifier: GPL-3.0-or-later
#include "clickable_sprite.h"

#include <QCursor>
#include <QGraphicsSceneMouseEvent>

namespace club::app {

ClickableSprite::ClickableSprite(SpriteSheet* sheet, const QString& id, int tag,
                                 QGraphicsItem* parent)
    : SpriteItem(sheet, id, parent), tag_(tag) {
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
}

void ClickableSprite::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return event->ignore();
    emit clicked(tag_);
}

void ClickableSprite::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return event->ignore();
    emit doubleClicked(tag_);
}

void ClickableSprite::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    setOpacity(0.85);
}
void ClickableSprite::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    setOpacity(1.0);
}

} // namespace club::app
