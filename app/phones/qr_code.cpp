// SPDX-License-Identifier: GPL-3.0-or-later
#include "qr_code.h"

#include <qrcodegen.hpp>

#include <algorithm>
#include <cmath>

namespace club::app {

QImage qrCodeImage(const QString& text) {
    using qrcodegen::QrCode;
    const QByteArray utf8 = text.toUtf8();
    try {
        const QrCode code = QrCode::encodeText(utf8.constData(), QrCode::Ecc::MEDIUM);
        const int size = code.getSize();
        const int side = size + 2 * QrQuietZone;
        QImage image(side, side, QImage::Format_Grayscale8);
        image.fill(Qt::white);
        for (int y = 0; y < size; ++y) {
            uchar* line = image.scanLine(y + QrQuietZone);
            for (int x = 0; x < size; ++x)
                if (code.getModule(x, y)) line[x + QrQuietZone] = 0;
        }
        return image;
    } catch (const qrcodegen::data_too_long&) {
        return {};
    }
}

QPixmap qrCodePixmap(const QString& text, int side, qreal devicePixelRatio) {
    const QImage modules = qrCodeImage(text);
    if (modules.isNull()) return {};
    const qreal ratio = std::max<qreal>(1.0, devicePixelRatio);
    const int devicePixels = static_cast<int>(std::floor(side * ratio));
    const int perModule = std::max(1, devicePixels / modules.width());
    const int drawn = perModule * modules.width();
    QPixmap pixmap = QPixmap::fromImage(
        modules.scaled(drawn, drawn, Qt::IgnoreAspectRatio, Qt::FastTransformation));
    pixmap.setDevicePixelRatio(ratio);
    return pixmap;
}

} // namespace club::app
