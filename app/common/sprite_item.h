// SPDX-License-Identifier: GPL-3.0-or-later
// A scene item that shows one SVG element at a given size, from the shared
// sheet's pixmap cache. As a QGraphicsObject its pos, opacity, rotation and
// scale can be animated with QPropertyAnimation.
#pragma once

#include <QGraphicsObject>

namespace club::app {

class SpriteSheet;

class SpriteItem : public QGraphicsObject {
    Q_OBJECT
public:
    SpriteItem(SpriteSheet* sheet, const QString& id, QGraphicsItem* parent = nullptr);

    void setElement(const QString& id);
    const QString& element() const { return id_; }
    void setSize(const QSizeF& size);
    QSizeF size() const { return size_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    SpriteSheet* sheet_;
    QString id_;
    QSizeF size_;
};

} // namespace club::app
