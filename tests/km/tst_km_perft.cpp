// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: the number of choice sequences of a given length (every choice
// legalMoves() lists counts as one move: steps, jumps, placing a captured
// token, clearing rows, passes). These are regression values computed by
// the engine; the small depths from the start are checked by hand below,
// so a change in move generation (KM-2..KM-8) shows up here.
#include "km_test_util.h"

#include <QTest>

using namespace club::km;

namespace {
bool quick() {
    return qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS");
}

// Three positions reached by random play (seeds 1, 2 and 3, stopped where
// the player to move has two jumps or more), rows 11 down to 1.
const char* const Middle1 = // A to move; A 13 tokens, B 11
    "##.......##/##....A..##/.B....B.A../AAAB......./...B.A...../......B.A../"
    "..A.....A../..BA..AB.../..BB..B..../##A..B..A##/##.......##";
const char* const Middle2 = // A to move; A 13, B 11
    "##.......##/##...B..A##/.BB.B.A..../..BA......./....A...A../..A.B....../"
    "..B....BB../...AB..A.../..A.A.AB.../##....A..##/##....A..##";
const char* const Middle3 = // B to move; A 11, B 10
    "##.......##/##.......##/..A.....A../..A...B.B../........A../...AA.BA.../"
    ".......ABB./.AA.B....../B.B....AB../##...B...##/##.......##";
} // namespace

class TestKmPerft : public QObject {
    Q_OBJECT
private slots:
    void fromStart_data();
    void fromStart();
    void middleGame_data();
    void middleGame();
    void middleGameFirstChoices();
};

// KM-2, KM-B2 by hand. Depth 1: each of A's 14 Lodge tokens steps into the
// Corridor in front of it, nothing else moves: 14. Depth 2: B likewise, 14
// x 14 = 196 (each Corridor square is in front of one Lodge only). Depth 3:
// A has 13 Lodge steps plus its Corridor token's step into the Field: 14,
// so 2744. Depth 4: B has 14 again, except where A's token entered a
// corner Field square, which is also in front of B's Corridor token when B
// moved the Lodge beside that corner (KM-B1 [R]: the two Corridors into a
// corner belong to different colours): 4 corners, one sequence each, lose
// one choice: 38416 - 4 = 38412.
void TestKmPerft::fromStart_data() {
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    QTest::newRow("KM-2 perft 1") << 1 << 14ULL;
    QTest::newRow("KM-2 perft 2") << 2 << 196ULL;
    QTest::newRow("KM-2 perft 3") << 3 << 2744ULL;
    QTest::newRow("KM-2 KM-3 perft 4") << 4 << 38412ULL;
    QTest::newRow("KM-2 KM-3 perft 5") << 5 << 542340ULL;
    if (!quick()) QTest::newRow("KM-2 KM-3 perft 6") << 6 << 7653352ULL;
}

void TestKmPerft::fromStart() {
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    QCOMPARE(qulonglong(perft(Position::start(Side::A), depth)), nodes);
    // The start is symmetric between the colours (KM-B1 [R]).
    if (depth <= 4) QCOMPARE(qulonglong(perft(Position::start(Side::B), depth)), nodes);
}

void TestKmPerft::middleGame_data() {
    QTest::addColumn<QString>("diagram");
    QTest::addColumn<int>("toMove");
    QTest::addColumn<QList<qulonglong>>("nodes");
    QTest::newRow("KM-3 KM-4 KM-5 KM-6 middle game 1")
        << Middle1 << int(Side::A) << QList<qulonglong>{21, 394, 7745, 151267, 2989384};
    QTest::newRow("KM-3 KM-4 KM-5 KM-6 middle game 2")
        << Middle2 << int(Side::A) << QList<qulonglong>{28, 530, 12984, 238211, 5695863};
    QTest::newRow("KM-3 KM-4 KM-5 KM-6 middle game 3")
        << Middle3 << int(Side::B) << QList<qulonglong>{20, 406, 5692, 116780, 1793119};
}

void TestKmPerft::middleGame() {
    QFETCH(QString, diagram);
    QFETCH(int, toMove);
    QFETCH(QList<qulonglong>, nodes);
    const Position p = fromDiagram(diagram.toStdString(), Side(toMove));
    const int deepest = quick() ? 3 : int(nodes.size());
    for (int depth = 1; depth <= deepest; ++depth)
        QCOMPARE(qulonglong(perft(p, depth)), nodes[depth - 1]);
}

// Depth 1 of the first middle game by hand, token by token (A has 13):
// g10 (Corridor) is blocked by g9 and has no jump; a8 and b8 are blocked by
// the tokens in front (KM-2); c2 is blocked by c3, and its jump over d3 to
// e4 forms no row. i9: h9, i8. c8: c7, c9 (d8 is B). f7: e7, f6, f8, g7,
// and f7xh5 over g6 completing g4-h5-i6 (KM-4). i6: h6, i7. c5: c6, d5.
// i5: h5, i4 (the jump over h4 would land on g3, taken). d4: d5, e4. g4:
// f4, g5 and g4xi4 over h4 completing i4-i5-i6. i2: i3. Total 21.
void TestKmPerft::middleGameFirstChoices() {
    const Position p = fromDiagram(Middle1, Side::A);
    QCOMPARE(kmtest::choices(p),
             QString("c5-c6 c5-d5 c8-c7 c8-c9 d4-d5 d4-e4 f7-e7 f7-f6 f7-f8 f7-g7 f7xh5 "
                     "g4-f4 g4-g5 g4xi4 i2-i3 i5-h5 i5-i4 i6-h6 i6-i7 i9-h9 i9-i8"));
}

QTEST_GUILESS_MAIN(TestKmPerft)
#include "tst_km_perft.moc"
