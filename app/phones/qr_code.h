// SPDX-License-Identifier: GPL-3.0-or-later
// A seat's link as a QR code (issue 26), from Debian's qrcodegen library
// (libqrcodegencpp-dev, MIT): medium error correction, dark modules on a
// light ground with the four-module quiet zone a reader needs around it.
#pragma once

#include <QImage>
#include <QPixmap>
#include <QString>

namespace club::app {

/// Modules a QR code leaves light on every side.
constexpr int QrQuietZone = 4;

/// The QR code of `text`, one pixel per module, the quiet zone included
/// (a code of N modules gives an image of N + 8 pixels a side), black on
/// white. A null image when the text is too long for any QR code.
QImage qrCodeImage(const QString& text);

/// The code drawn as large as fits in `side` device-independent pixels on
/// a screen of `devicePixelRatio`, each module a whole number of device
/// pixels so its edges stay sharp for the camera. Null as qrCodeImage().
QPixmap qrCodePixmap(const QString& text, int side, qreal devicePixelRatio);

} // namespace club::app
