// SPDX-License-Identifier: GPL-3.0-or-later
// Every place on the Patchesi board has a name in a player's words (issue
// #25): for every colour it is spoken to, and for nobody in particular, in
// both games, every place is named, no two alike, and no name carries a
// number the board does not print ("Track square 56"). The Stars, A and the
// home column are named as the rule book places them (PAT-B2..B4, PAT-3,
// PAT-P2, PAT-P3).
#include "engine/pat/board.h"
#include "pat/pat_scene.h"
#include "pat/pat_square_words.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace club;
using namespace club::pat;
using club::app::PatScene;
using club::app::patwords::placeWords;

class TestPatSquareWords : public QObject {
    Q_OBJECT

    static int loopIndexOf(QPoint cell) {
        const Geometry& g = Geometry::standard();
        for (int i = 0; i < LoopSquares; ++i)
            if (g.loop[std::size_t(i)] == cell) return i;
        return -1;
    }

private slots:
    void everyPlaceHasItsOwnName_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("viewer");
        for (int kind : {int(Kind::Single), int(Kind::Partner)})
            for (int viewer = -1; viewer < Colours; ++viewer)
                QTest::addRow("PAT-B2 PAT-B4 %s game, said to %d",
                              kind == int(Kind::Single) ? "single" : "partner", viewer)
                    << kind << viewer;
    }
    void everyPlaceHasItsOwnName() {
        QFETCH(int, kind);
        QFETCH(int, viewer);
        QSet<QString> seen;
        const QRegularExpression digit(QStringLiteral("[0-9]"));
        for (int place = 0; place < PatScene::PlaceCount; ++place) {
            const QString name = placeWords(Kind(kind), viewer, place);
            QVERIFY2(!name.isEmpty(), qPrintable(QString::number(place)));
            QVERIFY2(!name.contains(digit), qPrintable(name));
            QVERIFY2(!seen.contains(name), qPrintable(QStringLiteral("twice: ") + name));
            seen.insert(name);
            // "your" only to a player, and then only for his own places.
            if (viewer < 0) QVERIFY2(!name.contains(QStringLiteral("your")), qPrintable(name));
        }
    }

    void namedAsTheBookPlacesThem_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("viewer");
        QTest::addColumn<int>("place");
        QTest::addColumn<QString>("name");
        const Geometry& g = Geometry::standard();
        const ColourGeometry& red = g.colours[0];
        const ColourGeometry& green = g.colours[1];
        const int single = int(Kind::Single), partner = int(Kind::Partner);
        QTest::newRow("PAT-3 single game: the entry is the right-hand Star")
            << single << 0 << red.rightStarIndex << "your entry Star";
        QTest::newRow("PAT-P2 partner game: the entry is the left-hand Star")
            << partner << 0 << red.leftStarIndex << "your entry Star";
        QTest::newRow("PAT-3 the left-hand Star in the single game")
            << single << 0 << red.leftStarIndex << "your other Star";
        QTest::newRow("PAT-B3 another arm's Star")
            << single << 0 << green.rightStarIndex << "Green's entry Star";
        QTest::newRow("PAT-B3 another arm's Star, said to nobody")
            << single << -1 << green.leftStarIndex << "Green's other Star";
        QTest::newRow("PAT-B2 A is the square before the home column")
            << single << 0 << red.aIndex << "one square before your home column";
        QTest::newRow("PAT-B4 three squares before the home column")
            << single << 0 << loopIndexOf(QPoint(8, 17)) << "three squares before your home column";
        QTest::newRow("PAT-B2 another's A")
            << single << 0 << green.aIndex << "the end of Green's arm";
        QTest::newRow("PAT-3 two squares on from the entry")
            << single << 0 << (red.rightStarIndex + 2) % LoopSquares
            << "two squares past your entry Star";
        QTest::newRow("PAT-P3 the partner game runs the other way")
            << partner << 0 << (red.leftStarIndex + LoopSquares - 2) % LoopSquares
            << "two squares past your entry Star";
        QTest::newRow("PAT-B4 the top of the home column")
            << single << 0 << PatScene::FirstColumnPlace + HomeColumn - 1
            << "your home column, one square from HOME";
        QTest::newRow("PAT-B4 another's home column")
            << single << 0 << PatScene::FirstColumnPlace + HomeColumn * 2
            << "Yellow's home column, seven squares from HOME";
        QTest::newRow("PAT-1 the triangle")
            << single << 3 << PatScene::FirstTrianglePlace + 3 << "your triangle";
        QTest::newRow("HOME") << single << 0 << PatScene::HomePlace << "HOME";
    }
    void namedAsTheBookPlacesThem() {
        QFETCH(int, kind);
        QFETCH(int, viewer);
        QFETCH(int, place);
        QFETCH(QString, name);
        QCOMPARE(placeWords(Kind(kind), viewer, place), name);
    }
};

QTEST_MAIN(TestPatSquareWords)
#include "tst_pat_square_words.moc"
