// SPDX-License-Identifier: GPL-3.0-or-later
// Every element id the P.M. table draws exists in resources/pm.svg with
// non-empty bounds (ARTWORK.md), and the sheet uses only what Qt 6.4's
// SVG Tiny renderer draws.
#include "common/sprite_sheet.h"
#include "pm/pm_art.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>

#include <cmath>

using namespace club::app;

namespace {

/// WCAG's relative luminance of a colour, and the contrast of two.
double luminance(QColor c) {
    const auto lin = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}
double contrast(QColor a, QColor b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

class TestPmArtwork : public QObject {
    Q_OBJECT
private slots:
    void everyIdExistsWithBounds() {
        SpriteSheet sheet(QStringLiteral(":/players-club/pm.svg"));
        QVERIFY(sheet.isValid());
        for (const QString& id : pm_art::allIds()) {
            QVERIFY2(sheet.has(id), qPrintable(id));
            QVERIFY2(!sheet.bounds(id).isEmpty(), qPrintable(id));
        }
        QVERIFY(sheet.has(QStringLiteral("pm-baize")));
    }

    // PM-E1: 1 to 24 in four rows of six, 25 alone below them, stars on top.
    void boardPlacesAreWhereTheRulesSay() {
        SpriteSheet sheet(QStringLiteral(":/players-club/pm.svg"));
        auto centre = [&](const QString& id) { return sheet.relative(pm_art::board, id).center(); };
        for (int n = 1; n <= 24; ++n) {
            const QPointF c = centre(pm_art::spot(n));
            if (n % 6 != 1) QVERIFY(c.x() > centre(pm_art::spot(n - 1)).x());
            if (n > 6) QVERIFY(c.y() > centre(pm_art::spot(n - 6)).y());
            QVERIFY(c.y() > centre(pm_art::star(0)).y());
            QVERIFY(c.y() < centre(pm_art::spot(25)).y());
        }
        for (int i = 1; i < 4; ++i)
            QVERIFY(centre(pm_art::star(i)).x() > centre(pm_art::star(i - 1)).x());
    }

    // Issue 25: the black man on the black 25 bar was lost in it (and the
    // dark blue one nearly). All round each man, just at his edge, there
    // is something that stands out from the bar at 3:1 or more, the
    // contrast WCAG asks of a thing one must see.
    void everyManStandsOutOnTheTwentyFiveBar() {
        QSvgRenderer svg(QStringLiteral(":/players-club/pm.svg"));
        QVERIFY(svg.isValid());
        // The bar's colour, as the board draws it under a man on 25.
        const QRectF board = svg.boundsOnElement(pm_art::board);
        QImage boardImage(board.size().toSize(), QImage::Format_ARGB32);
        boardImage.fill(Qt::white);
        {
            QPainter p(&boardImage);
            svg.render(&p, pm_art::board, QRectF(QPointF(0, 0), board.size()));
        }
        const QPointF barCentre = svg.boundsOnElement(pm_art::spot(25)).center() - board.topLeft();
        const QColor bar = boardImage.pixelColor(barCentre.toPoint());
        constexpr int Size = 160; // the man's 80 box at twice its size
        for (int colour = 0; colour < 8; ++colour) {
            QImage man(Size, Size, QImage::Format_ARGB32);
            man.fill(bar);
            {
                QPainter p(&man);
                svg.render(&p, pm_art::man(colour), QRectF(0, 0, Size, Size));
            }
            // The disc: centre (38, 38), radius 32 of the box (pm-artwork.md).
            const QPointF centre(Size * 38.0 / 80, Size * 38.0 / 80);
            double weakest = 100;
            for (int step = 0; step < 32; ++step) {
                const double angle = step * 2 * M_PI / 32;
                double best = 1;
                for (double r = 29; r <= 35; r += 0.5) {
                    const QPointF at = centre + QPointF(std::cos(angle), std::sin(angle)) * r * 2;
                    best = std::max(best, contrast(man.pixelColor(at.toPoint()), bar));
                }
                weakest = std::min(weakest, best);
            }
            QVERIFY2(weakest >= 3.0, qPrintable(QStringLiteral("%1: %2:1 against the bar")
                                                    .arg(pm_art::man(colour))
                                                    .arg(weakest, 0, 'f', 2)));
        }
    }

    void noUnsupportedSvgFeatures() {
        QFile file(QStringLiteral(":/players-club/pm.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        for (const char* tag : {"<filter", "<mask", "<pattern", "<clipPath", "<marker", "<symbol",
                                "<style", "<image"})
            QVERIFY2(!svg.contains(tag), tag);
    }
};

QTEST_MAIN(TestPmArtwork)
#include "tst_pm_artwork.moc"
