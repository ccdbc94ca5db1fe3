// SPDX-License-Identifier: GPL-3.0-or-later
// KM-B1 (the board), KM-B2 (the tokens at the start) and KM-1 (first player
// by lot, alternate turns).
#include "km/board.h"
#include "km/game.h"
#include "km_test_util.h"

#include <QTest>

using namespace club::km;

class TestKmBoard : public QObject {
    Q_OBJECT
private slots:
    void zoneCounts();
    void lodgeColours_data();
    void lodgeColours();
    void cornerCorridorsDiffer();
    void inwardPaths_data();
    void inwardPaths();
    void squareNames();
    void startPosition();
    void firstPlayerByLot();
    void turnsAlternate();
};

// KM-B1: 105 squares = 49 Field + 28 Corridors + 28 Lodges.
void TestKmBoard::zoneCounts() {
    int counts[4] = {};
    for (int s = 0; s < SquareCount; ++s)
        ++counts[int(zoneOf(s))];
    QCOMPARE(SquareCount - counts[int(Zone::Off)], PlayableSquares);
    QCOMPARE(counts[int(Zone::Field)], 49);
    QCOMPARE(counts[int(Zone::Corridor)], 28);
    QCOMPARE(counts[int(Zone::Lodge)], 28);
    QCOMPARE(zoneOf(kmtest::sq("c3")), Zone::Field);
    QCOMPARE(zoneOf(kmtest::sq("i9")), Zone::Field);
    QCOMPARE(zoneOf(kmtest::sq("b5")), Zone::Corridor);
    QCOMPARE(zoneOf(kmtest::sq("k5")), Zone::Lodge);
    QCOMPARE(kmtest::sq("a1"), NoSquare); // a cut-off corner
    QCOMPARE(kmtest::sq("b2"), NoSquare);
}

// KM-B1 [R]: clockwise from the top-left Lodge, ABABABA / BABABAB /
// ABABABA / BABABAB.
void TestKmBoard::lodgeColours_data() {
    QTest::addColumn<QStringList>("lodges");
    QTest::addColumn<QString>("colours");
    QTest::newRow("KM-B1 top side, left to right")
        << QStringList{"c11", "d11", "e11", "f11", "g11", "h11", "i11"} << "ABABABA";
    QTest::newRow("KM-B1 right side, top to bottom")
        << QStringList{"k9", "k8", "k7", "k6", "k5", "k4", "k3"} << "BABABAB";
    QTest::newRow("KM-B1 bottom side, right to left")
        << QStringList{"i1", "h1", "g1", "f1", "e1", "d1", "c1"} << "ABABABA";
    QTest::newRow("KM-B1 left side, bottom to top")
        << QStringList{"a3", "a4", "a5", "a6", "a7", "a8", "a9"} << "BABABAB";
}

void TestKmBoard::lodgeColours() {
    QFETCH(QStringList, lodges);
    QFETCH(QString, colours);
    QString actual;
    for (const QString& name : lodges) {
        const int s = parseSquare(name.toStdString());
        QCOMPARE(zoneOf(s), Zone::Lodge);
        actual += QChar(sideLetter(lodgeColour(s)));
    }
    QCOMPARE(actual, colours);
}

// KM-B1 [R]: the two Corridors leading into each corner Field square come
// from Lodges of different colours.
void TestKmBoard::cornerCorridorsDiffer() {
    for (const char* corner : {"c3", "i3", "c9", "i9"}) {
        QList<Side> colours;
        for (int l = 0; l < SquareCount; ++l) {
            if (zoneOf(l) != Zone::Lodge) continue;
            const int corridor = neighbour(l, inward(l));
            if (neighbour(corridor, inward(corridor)) == kmtest::sq(corner))
                colours << lodgeColour(l);
        }
        QCOMPARE(colours.size(), 2);
        QVERIFY2(colours[0] != colours[1], corner);
    }
}

// KM-2 [R] geometry: Lodge -> Corridor in front -> Field square in front.
void TestKmBoard::inwardPaths_data() {
    QTest::addColumn<QString>("lodge");
    QTest::addColumn<QString>("corridor");
    QTest::addColumn<QString>("field");
    QTest::newRow("KM-2 from the top") << "e11"
                                       << "e10"
                                       << "e9";
    QTest::newRow("KM-2 from the bottom") << "c1"
                                          << "c2"
                                          << "c3";
    QTest::newRow("KM-2 from the left") << "a9"
                                        << "b9"
                                        << "c9";
    QTest::newRow("KM-2 from the right") << "k3"
                                         << "j3"
                                         << "i3";
}

void TestKmBoard::inwardPaths() {
    QFETCH(QString, lodge);
    QFETCH(QString, corridor);
    QFETCH(QString, field);
    const int l = parseSquare(lodge.toStdString());
    const int c = neighbour(l, inward(l));
    QCOMPARE(QString::fromStdString(squareName(c)), corridor);
    QCOMPARE(zoneOf(c), Zone::Corridor);
    QCOMPARE(QString::fromStdString(squareName(neighbour(c, inward(c)))), field);
}

void TestKmBoard::squareNames() {
    int named = 0;
    for (int s = 0; s < SquareCount; ++s) {
        if (zoneOf(s) == Zone::Off) continue;
        QCOMPARE(parseSquare(squareName(s)), s);
        ++named;
    }
    QCOMPARE(named, PlayableSquares);
    for (const char* bad : {"", "a", "l5", "c0", "c12", "c05", "c1x", "A5"})
        QCOMPARE(parseSquare(bad), NoSquare);
}

// KM-B2: 14 tokens each, every one on a Lodge of its colour.
void TestKmBoard::startPosition() {
    const Position p = Position::start(Side::B);
    QCOMPARE(p.onBoard(Side::A), TokensPerSide);
    QCOMPARE(p.onBoard(Side::B), TokensPerSide);
    for (int s = 0; s < SquareCount; ++s) {
        if (zoneOf(s) == Zone::Lodge)
            QCOMPARE(p.at(s), cellOf(lodgeColour(s)));
        else if (zoneOf(s) != Zone::Off)
            QCOMPARE(p.at(s), Cell::Empty);
    }
    QCOMPARE(p.toMove(), Side::B);
    QCOMPARE(p.phase(), Phase::Move);
}

// KM-1: the lot gives either side, the same one for the same seed.
void TestKmBoard::firstPlayerByLot() {
    int firstA = 0;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const Game g = Game::byLot(seed);
        QCOMPARE(Game::byLot(seed).first(), g.first());
        QCOMPARE(g.position().toMove(), g.first());
        QCOMPARE(g.seed(), seed);
        firstA += g.first() == Side::A;
    }
    QVERIFY2(firstA > 70 && firstA < 130, qPrintable(QString::number(firstA)));
}

// KM-1: players alternate: a plain step hands the turn over.
void TestKmBoard::turnsAlternate() {
    Position p = Position::start(Side::A);
    const Change c1 = kmtest::play(p, "c11-c10");
    QVERIFY(c1.turnEnds);
    QCOMPARE(p.toMove(), Side::B);
    kmtest::play(p, "d1-d2");
    QCOMPARE(p.toMove(), Side::A);
}

QTEST_GUILESS_MAIN(TestKmBoard)
#include "tst_km_board.moc"
