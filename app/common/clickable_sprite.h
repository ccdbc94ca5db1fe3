// SPDX-License-Identifier: GPL-3.0-or-later
// A sprite that reports clicks: a card in the hand, a place a man may go.
#pragma once

#include "sprite_item.h"

namespace club::app {

class ClickableSprite : public SpriteItem {
    Q_OBJECT
public:
    ClickableSprite(SpriteSheet* sheet, const QString& id, int tag,
                    QGraphicsItem* parent = nullptr);
    int tag() const { return tag_; }

signals:
    void clicked(int tag);
    void doubleClicked(int tag);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    int tag_;
};

} // namespace club::app
