// SPDX-License-Identifier: GPL-3.0-or-later
// Every element id the P.M. table draws exists in resources/pm.svg with
// non-empty bounds (ARTWORK.md), and the sheet uses only what Qt 6.4's
// SVG Tiny renderer draws.
#include "common/sprite_sheet.h"
#include "pm/pm_art.h"

#include <QFile>
#include <QTest>

using namespace club::app;

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
