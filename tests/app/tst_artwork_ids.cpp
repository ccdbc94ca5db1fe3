// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi, cribbage and chooser sheets (resources/pat.svg, crib.svg,
// chooser.svg): every id resources/ART-IDS.md promises exists with non-empty
// bounds, the geometry the program relies on holds, and no sheet uses what
// Qt 6.4's SVG Tiny renderer does not draw (ARTWORK.md).
#include "common/sprite_sheet.h"
#include "test_paths.h"

#include <QFile>
#include <QLineF>
#include <QSvgRenderer>
#include <QTest>

using namespace club::app;

namespace {

QString sourceSheet(const char* name) {
    return club::test::sourcePath(QStringLiteral("/resources/")) + QLatin1String(name);
}

QStringList patIds() {
    QStringList ids{"pat-board",  "pat-home", "pat-teetotum",       "pat-highlight",
                    "pat-target", "pat-star", "pat-target-capture", "pat-barrier"};
    for (int c = 0; c < 4; ++c) {
        ids << QStringLiteral("pat-counter-%1").arg(c) << QStringLiteral("pat-triangle-%1").arg(c);
        for (int i = 0; i < 4; ++i)
            ids << QStringLiteral("pat-wait-%1-%2").arg(c).arg(i)
                << QStringLiteral("pat-home-%1-%2").arg(c).arg(i);
    }
    for (int v = 1; v <= 6; ++v)
        ids << QStringLiteral("pat-die-%1").arg(v);
    return ids;
}

// The extra tracks of a cribbage board and their last hole (hole 0 first).
const QList<QPair<QString, int>> cribExtras = {{"corners", 10},     {"games", 10},
                                               {"points", 10},      {"skunks", 5},
                                               {"double-skunk", 5}, {"high-hand", 29}};

QStringList cribIds() {
    QStringList ids{"crib-card-face", "crib-back", "crib-card-highlight"};
    for (int tracks = 2; tracks <= 4; ++tracks) {
        ids << QStringLiteral("crib-board-%1").arg(tracks);
        for (int lane = 0; lane < tracks; ++lane) {
            for (int n = 0; n <= 121; ++n)
                ids << QStringLiteral("crib%1-hole-%2-%3").arg(tracks).arg(lane).arg(n);
            for (const auto& [track, last] : cribExtras)
                for (int k = 0; k <= last; ++k)
                    ids << QStringLiteral("crib%1-%2-%3-%4")
                               .arg(tracks)
                               .arg(track)
                               .arg(lane)
                               .arg(k);
        }
    }
    for (int i = 0; i < 8; ++i)
        ids << QStringLiteral("crib-peg-%1").arg(i);
    const QStringList ranks{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    for (const char* suit : {"C", "D", "H", "S"}) {
        ids << QStringLiteral("crib-suit-%1").arg(QLatin1String(suit));
        for (const QString& rank : ranks)
            ids << QStringLiteral("crib-card-%1%2").arg(rank, QLatin1String(suit));
    }
    for (const char* court : {"J", "Q", "K"})
        ids << QStringLiteral("crib-court-%1").arg(QLatin1String(court));
    return ids;
}

const QStringList tileIds{"tile-pm", "tile-km", "tile-pat", "tile-crib", "tile-party"};

} // namespace

class TestArtworkIds : public QObject {
    Q_OBJECT
private slots:
    void everyIdExistsWithBounds_data() {
        QTest::addColumn<QString>("sheet");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("pat.svg") << sourceSheet("pat.svg") << patIds();
        QTest::newRow("crib.svg") << sourceSheet("crib.svg") << cribIds();
        // The chooser reads its sheet from the program's resources.
        QTest::newRow("chooser.svg") << QStringLiteral(":/players-club/chooser.svg") << tileIds;
    }
    void everyIdExistsWithBounds() {
        QFETCH(QString, sheet);
        QFETCH(QStringList, ids);
        SpriteSheet art(sheet);
        QVERIFY2(art.isValid(), qPrintable(sheet));
        for (const QString& id : ids) {
            QVERIFY2(art.has(id), qPrintable(id));
            QVERIFY2(!art.bounds(id).isEmpty(), qPrintable(id));
        }
    }

    // The cell -> coordinate mapping of ART-IDS.md: cell (c,r) is the 40-unit
    // square at (60 + 40c, 60 + 40r); HOME is cols 8-10, rows 8-10 (PAT-B1).
    void patchesiCellsMapAsDocumented() {
        SpriteSheet art(sourceSheet("pat.svg"));
        QCOMPARE(art.bounds(QStringLiteral("pat-board")), QRectF(0, 0, 880, 880));
        const QRectF home = art.bounds(QStringLiteral("pat-home"));
        QVERIFY(qAbs(home.center().x() - (60 + 40 * 9 + 20)) < 0.5);
        QVERIFY(qAbs(home.center().y() - (60 + 40 * 9 + 20)) < 0.5);
        QVERIFY(qAbs(home.width() - 3 * 40) < 2);
        QCOMPARE(art.bounds(QStringLiteral("pat-counter-0")).size(), QSizeF(40, 40));
        // Each colour's waiting spots lie in the quadrant to its player's right:
        // Red bottom-right, Green bottom-left, Yellow top-left, Purple top-right.
        const QRectF quadrant[4] = {
            {500, 500, 320, 320}, {60, 500, 320, 320}, {60, 60, 320, 320}, {500, 60, 320, 320}};
        for (int c = 0; c < 4; ++c)
            for (int i = 0; i < 4; ++i) {
                const QString id = QStringLiteral("pat-wait-%1-%2").arg(c).arg(i);
                QVERIFY2(quadrant[c].contains(art.bounds(id)), qPrintable(id));
            }
    }

    // Holes are drilled apart, inside their board, and the loop runs on
    // without jumps from the start hole round to the game hole.
    void cribbageHolesAreDrilledInOrder() {
        SpriteSheet art(sourceSheet("crib.svg"));
        for (int tracks = 2; tracks <= 4; ++tracks) {
            const QRectF board = art.bounds(QStringLiteral("crib-board-%1").arg(tracks));
            QList<QPointF> all;
            for (int lane = 0; lane < tracks; ++lane) {
                QPointF before;
                for (int n = 0; n <= 121; ++n) {
                    const QString id =
                        QStringLiteral("crib%1-hole-%2-%3").arg(tracks).arg(lane).arg(n);
                    const QPointF at = art.bounds(id).center();
                    QVERIFY2(board.contains(at), qPrintable(id));
                    if (n > 0 && n <= 120)
                        QVERIFY2(QLineF(before, at).length() < 70, qPrintable(id)); // bends fan out
                    before = at;
                    all << at;
                }
                for (const auto& [track, last] : cribExtras)
                    for (int k = 0; k <= last; ++k)
                        all << art.bounds(QStringLiteral("crib%1-%2-%3-%4")
                                              .arg(tracks)
                                              .arg(track)
                                              .arg(lane)
                                              .arg(k))
                                   .center();
            }
            for (int i = 0; i < all.size(); ++i)
                for (int j = i + 1; j < all.size(); ++j)
                    QVERIFY2(QLineF(all[i], all[j]).length() > 9,
                             qPrintable(QStringLiteral("board %1: holes %2 and %3 overlap")
                                            .arg(tracks)
                                            .arg(i)
                                            .arg(j)));
        }
    }

    // No transform sits above a piece or a hole, so QSvgRenderer::boundsOnElement
    // alone already gives sheet coordinates (as for pm.svg).
    void boundsNeedNoTransform_data() {
        QTest::addColumn<QString>("sheet");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("pat.svg") << sourceSheet("pat.svg") << patIds();
        QTest::newRow("crib.svg") << sourceSheet("crib.svg") << cribIds();
        QTest::newRow("chooser.svg") << sourceSheet("chooser.svg") << tileIds;
    }
    void boundsNeedNoTransform() {
        QFETCH(QString, sheet);
        QFETCH(QStringList, ids);
        SpriteSheet art(sheet);
        QSvgRenderer renderer(sheet);
        for (const QString& id : ids)
            QVERIFY2(renderer.boundsOnElement(id) == art.bounds(id), qPrintable(id));
    }

    void noUnsupportedSvgFeatures_data() {
        QTest::addColumn<QString>("sheet");
        for (const char* name : {"pat.svg", "crib.svg", "chooser.svg"})
            QTest::newRow(name) << sourceSheet(name);
    }
    void noUnsupportedSvgFeatures() {
        QFETCH(QString, sheet);
        QFile file(sheet);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("baseProfile=\"tiny\""));
        for (const char* tag : {"<filter", "<mask", "<pattern", "<clipPath", "<marker", "<symbol",
                                "<style", "<image", "<use", "style=\""})
            QVERIFY2(!svg.contains(tag), tag);
    }
};

QTEST_MAIN(TestArtworkIds)
#include "tst_artwork_ids.moc"
