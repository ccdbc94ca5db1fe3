// SPDX-License-Identifier: GPL-3.0-or-later
#include "screen_scale.h"

#include <QApplication>
#include <QFont>
#include <QScreen>

#include <algorithm>
#include <cmath>

namespace club::app {

qreal largeScreenScale(const QScreen* screen) {
    if (!screen) return 1.0;
    const QSize size = screen->availableSize(); // logical pixels: after the desktop's scaling
    const qreal ratio = std::min(size.width() / 1920.0, size.height() / 1080.0);
    return std::max(1.0, std::floor(ratio * 4.0) / 4.0);
}

void scaleTextToScreen() {
    const qreal scale = largeScreenScale(QGuiApplication::primaryScreen());
    if (scale <= 1.0) return;
    QFont font = QApplication::font();
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * scale);
    else
        font.setPixelSize(qRound(font.pixelSize() * scale));
    QApplication::setFont(font);
}

} // namespace club::app
