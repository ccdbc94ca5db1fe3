// SPDX-License-Identifier: GPL-3.0-or-later
#include "painted_icon.h"

#include <QIconEngine>
#include <QPainter>
#include <QPixmap>

namespace club::app {

namespace {

class PaintedIconEngine : public QIconEngine {
public:
    explicit PaintedIconEngine(IconPainter paint) : paint_(std::move(paint)) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
        painter->save();
        if (mode == QIcon::Disabled) painter->setOpacity(0.45);
        paint_(*painter, QRectF(rect));
        painter->restore();
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        return scaledPixmap(size, mode, state, 1.0);
    }
    // Qt 6.4's QIcon::pixmap() passes `size` in the device's own pixels
    // (already multiplied by `scale`): the picture is drawn at those pixels,
    // never enlarged afterwards.
    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override {
        QPixmap pixmap(size);
        if (pixmap.isNull()) return pixmap;
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        paint(&p, QRect(QPoint(), pixmap.size()), mode, state);
        p.end();
        pixmap.setDevicePixelRatio(scale);
        return pixmap;
    }
    QIconEngine* clone() const override { return new PaintedIconEngine(paint_); }
    QString key() const override { return QStringLiteral("players-club-painted"); }

private:
    IconPainter paint_;
};

} // namespace

QIcon paintedIcon(IconPainter paint) {
    return QIcon(new PaintedIconEngine(std::move(paint)));
}

} // namespace club::app
