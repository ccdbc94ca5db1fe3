// SPDX-License-Identifier: GPL-3.0-or-later
// Every place on the Patchesi board has a name in a player's words (issue
// #25): for every colour it is spoken to, and for nobody in particular, in
// both games, every place is named, no two alike, and no name carries a
// number the board does not print ("Track square 56"). The Stars, A and the
// home column are named as the rule book places them (PAT-B2..B4, PAT-3,
// PAT-P2, PAT-P3).
#include "engine/pat/board.h"
#include "pat/pat_page.h"
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

    // The preview of a chosen move is one whole sentence for each kind of
    // move, so that a language words the way HOME its own way ("goes to
    // HOME" pieced together could not be right in German: "ins HOME").
    void aChosenMoveIsOneWholeSentence() {
        const Setup setup = Setup::standard(Kind::Single, 4);
        const int red = setup.seats[0].colour;
        const int lastColumnSquare = PatScene::HomePlace - 1; // Purple's, one from HOME
        const int redColumn = PatScene::FirstColumnPlace + red * HomeColumn + HomeColumn - 1;
        QCOMPARE(app::PatPage::chosenMoveText(setup, red, false, redColumn, PatScene::HomePlace),
                 QStringLiteral("Chosen: the counter on your home column, one square from HOME "
                                "goes HOME."));
        QVERIFY(app::PatPage::chosenMoveText(setup, red, true, 0, 0)
                    .startsWith(QStringLiteral("Chosen: a counter from your triangle enters on ")));
        const QString along =
            app::PatPage::chosenMoveText(setup, red, false, lastColumnSquare - 1, lastColumnSquare);
        QVERIFY2(along.startsWith(QStringLiteral("Chosen: the counter on ")) &&
                     along.contains(QStringLiteral(" goes to ")),
                 qPrintable(along));
    }
};

QTEST_MAIN(TestPatSquareWords)
#include "tst_pat_square_words.moc"
