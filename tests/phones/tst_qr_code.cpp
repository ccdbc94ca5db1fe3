// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26: a seat's link as a QR code a phone's camera reads: the
// library's modules, medium error correction, dark on light, the quiet
// zone, drawn sharp at the size asked. (No decoder is at hand, so the
// structure is checked, and the modules against qrcodegen's own.)
#include "phones/qr_code.h"

#include <qrcodegen.hpp>

#include <QTest>

using club::app::qrCodeImage;
using club::app::qrCodePixmap;
using club::app::QrQuietZone;
using qrcodegen::QrCode;

namespace {

const QString seatLink =
    QStringLiteral("http://192.0.2.20:8650/#s=3&k=0123456789abcdef0123456789abcdef");

bool dark(const QImage& image, int x, int y) {
    return qGray(image.pixel(x, y)) < 128;
}

/// Whether a finder pattern (7x7: a dark ring, a light ring, a dark 3x3
/// centre) has its top left corner at (left, top).
bool finderAt(const QImage& image, int left, int top) {
    for (int y = 0; y < 7; ++y)
        for (int x = 0; x < 7; ++x) {
            const bool ring = x == 0 || y == 0 || x == 6 || y == 6;
            const bool centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
            if (dark(image, left + x, top + y) != (ring || centre)) return false;
        }
    return true;
}

} // namespace

class TstQrCode : public QObject {
    Q_OBJECT
private slots:
    void sizeIsTheVersionsWithTheQuietZone() {
        const QImage image = qrCodeImage(seatLink);
        QVERIFY(!image.isNull());
        const QrCode code = QrCode::encodeText(seatLink.toUtf8().constData(), QrCode::Ecc::MEDIUM);
        QCOMPARE(image.width(), code.getVersion() * 4 + 17 + 2 * QrQuietZone);
        QCOMPARE(image.height(), image.width());
    }

    void quietZoneIsLight() {
        const QImage image = qrCodeImage(seatLink);
        const int side = image.width();
        for (int i = 0; i < side; ++i)
            for (int band = 0; band < QrQuietZone; ++band) {
                QVERIFY(!dark(image, i, band));
                QVERIFY(!dark(image, i, side - 1 - band));
                QVERIFY(!dark(image, band, i));
                QVERIFY(!dark(image, side - 1 - band, i));
            }
    }

    void finderPatternsAtThreeCorners() {
        const QImage image = qrCodeImage(seatLink);
        const int far = image.width() - QrQuietZone - 7;
        QVERIFY(finderAt(image, QrQuietZone, QrQuietZone));
        QVERIFY(finderAt(image, far, QrQuietZone));
        QVERIFY(finderAt(image, QrQuietZone, far));
        QVERIFY(!finderAt(image, far, far)); // the fourth corner holds data
    }

    void darkOnLight() {
        // Only black and white, and the ground (the quiet zone) is white:
        // a light code on a dark ground is one many phones do not read.
        const QImage image = qrCodeImage(seatLink);
        QCOMPARE(qGray(image.pixel(0, 0)), 255);
        QCOMPARE(qGray(image.pixel(QrQuietZone, QrQuietZone)), 0);
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const int grey = qGray(image.pixel(x, y));
                QVERIFY2(grey == 0 || grey == 255,
                         qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
            }
    }

    void modulesAreTheLibrarysAtMediumCorrection() {
        const QImage image = qrCodeImage(seatLink);
        const QrCode medium =
            QrCode::encodeText(seatLink.toUtf8().constData(), QrCode::Ecc::MEDIUM);
        for (int y = 0; y < medium.getSize(); ++y)
            for (int x = 0; x < medium.getSize(); ++x)
                QCOMPARE(dark(image, x + QrQuietZone, y + QrQuietZone), medium.getModule(x, y));
        // Another level of correction gives other modules: the level is medium.
        const QrCode high = QrCode::encodeText(seatLink.toUtf8().constData(), QrCode::Ecc::HIGH);
        bool differs = high.getSize() != medium.getSize();
        for (int y = 0; !differs && y < medium.getSize(); ++y)
            for (int x = 0; x < medium.getSize(); ++x)
                differs = differs || high.getModule(x, y) != medium.getModule(x, y);
        QVERIFY(differs);
    }

    void tooLongTextGivesNoImage() {
        QVERIFY(qrCodeImage(QString(8000, QLatin1Char('x'))).isNull());
        QVERIFY(qrCodePixmap(QString(8000, QLatin1Char('x')), 200, 1.0).isNull());
    }

    void pixmapIsSharpAndAsLargeAsFits_data() {
        QTest::addColumn<int>("side");
        QTest::addColumn<qreal>("ratio");
        QTest::newRow("1024x768: 180") << 180 << 1.0;
        QTest::newRow("full HD: 200") << 200 << 1.0;
        QTest::newRow("desktop at 200 %") << 200 << 2.0;
        QTest::newRow("desktop at 150 %") << 180 << 1.5;
    }

    void pixmapIsSharpAndAsLargeAsFits() {
        QFETCH(int, side);
        QFETCH(qreal, ratio);
        const int modules = qrCodeImage(seatLink).width();
        const QPixmap pixmap = qrCodePixmap(seatLink, side, ratio);
        QCOMPARE(pixmap.devicePixelRatio(), ratio);
        const int device = pixmap.width();
        QCOMPARE(device % modules, 0); // each module a whole number of pixels
        QVERIFY(device <= side * ratio);
        QVERIFY(device > side * ratio - modules);
        // Drawn back at one pixel a module, it is the code itself.
        QImage back = pixmap.toImage().scaled(modules, modules);
        back.setDevicePixelRatio(1.0);
        QCOMPARE(back.convertToFormat(QImage::Format_Grayscale8),
                 qrCodeImage(seatLink).convertToFormat(QImage::Format_Grayscale8));
    }
};

QTEST_MAIN(TstQrCode)
#include "tst_qr_code.moc"
