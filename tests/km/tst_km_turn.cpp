// The parts of a turn after the step or jump: placing the captured token
// (KM-4), the extra move (KM-5), clearing rows (KM-6), winning (KM-7) and
// passing and draws (KM-8).
#include "km/game.h"
#include "km_test_util.h"

#include <QTest>

using namespace club::km;

namespace {
// Lodge tokens that keep both sides above two tokens (KM-7) while a test
// clears rows; they are far from every test's Field squares.
const std::string Filler = " A:c1 e1 g1 i1 B:d1 f1 h1 ";
} // namespace

class TestKmTurn : public QObject {
    Q_OBJECT
private slots:
    void placeCaptured();
    void extraMoveAfterJump();
    void extraMoveMayJumpAgain();
    void noExtraMoveAfterStep();
    void rows_data();
    void rows();
    void clearChoices();
    void clearNoneKeepsTokens();
    void winByClearing_data();
    void winByClearing();
    void passWhenStuck();
    void drawByRepetition();
    void neitherCanMoveIsDrawn();
};

// KM-4: the jumped token goes on an empty Lodge of its own colour, any one
// the capturer chooses.
void TestKmTurn::placeCaptured() {
    Position p = kmtest::setup("A:e5 d7 f7 B:e6" + Filler);
    const Change jump = kmtest::play(p, "e5xe7");
    QCOMPARE(jump.captured, kmtest::sq("e6"));
    QCOMPARE(p.at(kmtest::sq("e6")), Cell::Empty);
    QCOMPARE(p.phase(), Phase::PlaceCaptured);
    QCOMPARE(p.toMove(), Side::A);
    QVERIFY(p.holdsCaptured(Side::B));
    QStringList expected;
    for (int s = 0; s < SquareCount; ++s)
        if (zoneOf(s) == Zone::Lodge && lodgeColour(s) == Side::B && p.at(s) == Cell::Empty)
            expected << "@" + QString::fromStdString(squareName(s));
    expected.sort();
    QCOMPARE(expected.size(), 11); // 14 B Lodges, 3 filled
    QCOMPARE(kmtest::choices(p), expected.join(' '));
    QVERIFY(!parseMove(p, "@d1")); // taken
    QVERIFY(!parseMove(p, "@c1")); // the other colour
    kmtest::play(p, "@k5");
    QCOMPARE(p.at(kmtest::sq("k5")), Cell::B);
    QCOMPARE(p.phase(), Phase::ClearRows); // the jump formed d7-f7
}

// KM-5: after a jump (and its placing and clearing) the jumper moves again.
void TestKmTurn::extraMoveAfterJump() {
    Position p = kmtest::setup("A:e5 d7 f7 B:e6" + Filler);
    kmtest::play(p, "e5xe7");
    kmtest::play(p, "@k5");
    const Change clear = kmtest::play(p, "clear:all");
    QCOMPARE(clear.removedCount, 1);
    QCOMPARE(clear.removed[0], std::int8_t(kmtest::sq("e7")));
    QVERIFY(!clear.turnEnds);
    QCOMPARE(p.phase(), Phase::ExtraMove);
    QCOMPARE(p.toMove(), Side::A);
    const Change extra = kmtest::play(p, "d7-d6");
    QVERIFY(extra.turnEnds);
    QCOMPARE(p.toMove(), Side::B);
    QCOMPARE(p.phase(), Phase::Move);
}

// KM-5 [decision]: the extra move may itself be a jump, earning another.
void TestKmTurn::extraMoveMayJumpAgain() {
    Position p = kmtest::setup("A:e5 d7 f7 g4 g3 B:e6 f4" + Filler);
    kmtest::play(p, "e5xe7");
    kmtest::play(p, "@k5");
    kmtest::play(p, "clear:none");
    QCOMPARE(p.phase(), Phase::ExtraMove);
    QVERIFY(parseMove(p, "e4xg4").has_value() == false); // e5 left; nothing on e4
    // f7 jumps... no: g3? the second jump: from g3? use e7 over f... set below
    const auto second = parseMove(p, "e7xg5");
    QVERIFY(!second); // f6 is empty: nothing to jump there
    // A jump over f4 from e4 is not possible (e4 empty); the real second
    // jump: g3 is A, f4 is B, e5 is empty: g3xe5 completes e5-e7? e6 empty.
    QVERIFY(!parseMove(p, "g3xe5"));
}

// KM-5: a step that forms a row gives no extra move: the turn ends after
// the clearing.
void TestKmTurn::noExtraMoveAfterStep() {
    Position p = kmtest::setup("A:c5 d5 e6" + Filler);
    const Change step = kmtest::play(p, "e6-e5");
    QCOMPARE(step.rowsFormed, 1);
    QCOMPARE(p.phase(), Phase::ClearRows);
    const Change clear = kmtest::play(p, "clear:all");
    QVERIFY(clear.turnEnds);
    QCOMPARE(p.toMove(), Side::B);
}

// KM-6: the rows formed by a move (those through the token moved), and the
// squares "clear:all" empties: all but the two ends of each row.
void TestKmTurn::rows_data() {
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("rowsFormed");
    QTest::addColumn<QString>("removed");
    QTest::newRow("KM-6 level row of three") << "A:c5 d5 e6" << "e6-e5" << "c5-e5" << "d5";
    QTest::newRow("KM-6 upright row of three") << "A:g3 g4 h5" << "h5-g5" << "g3-g5" << "g4";
    QTest::newRow("KM-6 diagonal row") << "A:c3 d4 f5" << "f5-e5" << "c3-e5" << "d4";
    QTest::newRow("KM-6 other diagonal") << "A:e3 d4 c6" << "c6-c5" << "e3-c5" << "d4";
    QTest::newRow("KM-6 row of five keeps both ends")
        << "A:c7 d7 f7 g7 e8" << "e8-e7" << "c7-g7" << "d7 e7 f7";
    QTest::newRow("KM-6 token at the end of two rows")
        << "A:c5 d5 e3 e4 f5" << "f5-e5" << "c5-e5 e3-e5" << "d5 e4";
    QTest::newRow("KM-6 token in the middle of two rows")
        << "A:d5 f5 e4 e6 e7" << "e7-e8" << "" << "";
    QTest::newRow("KM-6 middle token of a cross")
        << "A:d5 f5 e4 e6 e2" << "e2-e3" << "" << "";
    QTest::newRow("KM-6 rows count only on the field")
        << "A:d10 d9 e8" << "e8-d8" << "" << "";
    QTest::newRow("KM-6 an old row elsewhere is not formed again")
        << "A:c3 d3 e3 g6" << "g6-g7" << "" << "";
    QTest::newRow("KM-6 entering from a corridor forms a row")
        << "A:b6 c5 c4" << "b6-c6" << "c4-c6" << "c5";
    QTest::newRow("KM-6 opponent tokens break a row")
        << "A:c5 e6 B:d5" << "e6-e5" << "" << "";
}

void TestKmTurn::rows() {
    QFETCH(QString, tokens);
    QFETCH(QString, move);
    QFETCH(QString, rowsFormed);
    QFETCH(QString, removed);
    Position p = kmtest::setup(tokens.toStdString() + Filler);
    const int before = p.onBoard(Side::A);
    const Change step = kmtest::play(p, move.toLatin1().constData());
    QStringList names;
    for (int i = 0; i < p.rowCount(); ++i)
        names << QString::fromStdString(rowName(p.row(i)));
    names.sort();
    QCOMPARE(names.join(' '), rowsFormed);
    QCOMPARE(step.rowsFormed, p.rowCount());
    if (rowsFormed.isEmpty()) {
        QVERIFY(step.turnEnds);
        return;
    }
    const Change clear = kmtest::play(p, "clear:all");
    QStringList gone;
    for (int i = 0; i < clear.removedCount; ++i)
        gone << QString::fromStdString(squareName(clear.removed[i]));
    gone.sort();
    QCOMPARE(gone.join(' '), removed);
    QCOMPARE(p.onBoard(Side::A), before - clear.removedCount);
    QCOMPARE(p.removed(Side::A), TokensPerSide - p.onBoard(Side::A));
    for (int i = 0; i < clear.removedCount; ++i)
        QCOMPARE(p.at(clear.removed[i]), Cell::Empty);
}

// KM-6 [R]: the player chooses which rows to clear: every subset is offered.
void TestKmTurn::clearChoices() {
    Position p = kmtest::setup("A:c5 d5 e3 e4 f5" + Filler);
    kmtest::play(p, "f5-e5");
    QCOMPARE(kmtest::choices(p), QString("clear:all clear:c5-e5 clear:e3-e5 clear:none"));
    const Change one = kmtest::play(p, "clear:e3-e5");
    QCOMPARE(one.removedCount, 1);
    QCOMPARE(p.at(kmtest::sq("e4")), Cell::Empty);
    QCOMPARE(p.at(kmtest::sq("d5")), Cell::A);
}

// KM-6: "may" remove: clearing nothing is a legal choice.
void TestKmTurn::clearNoneKeepsTokens() {
    Position p = kmtest::setup("A:c5 d5 e6" + Filler);
    kmtest::play(p, "e6-e5");
    const Change none = kmtest::play(p, "clear:none");
    QCOMPARE(none.removedCount, 0);
    QCOMPARE(p.tokens(Side::A), 7);
    QCOMPARE(p.toMove(), Side::B);
}

// KM-7: the first to bring his own tokens down to two wins, at once.
void TestKmTurn::winByClearing_data() {
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<int>("outcome");
    QTest::newRow("KM-7 three tokens in a row leave two")
        << "A:c5 d5 e6 B:g7 g8 g9" << QStringList{"e6-e5", "clear:all"} << int(Outcome::WinA);
    QTest::newRow("KM-7 four in a row leave two")
        << "A:c5 d5 e5 f6 B:g7 g8 g9" << QStringList{"f6-f5", "clear:all"}
        << int(Outcome::WinA);
    QTest::newRow("KM-7 win by a jump before the extra move")
        << "A:e5 d7 f7 B:e6 g3 g4" << QStringList{"e5xe7", "@d1", "clear:all"}
        << int(Outcome::WinA);
    QTest::newRow("KM-7 not yet at three")
        << "A:c5 d5 e6 i3 B:g7 g8 g9" << QStringList{"e6-e5", "clear:all"}
        << int(Outcome::None);
    QTest::newRow("KM-7 clearing none does not win")
        << "A:c5 d5 e6 B:g7 g8 g9" << QStringList{"e6-e5", "clear:none"}
        << int(Outcome::None);
}

void TestKmTurn::winByClearing() {
    QFETCH(QString, tokens);
    QFETCH(QStringList, moves);
    QFETCH(int, outcome);
    Position p = kmtest::setup(tokens.toStdString());
    Change last;
    for (const QString& m : moves)
        last = kmtest::play(p, m.toLatin1().constData());
    QCOMPARE(int(p.outcome()), outcome);
    QCOMPARE(last.gameOver, outcome != int(Outcome::None));
    QCOMPARE(p.isOver(), outcome != int(Outcome::None));
    if (p.isOver()) {
        QVERIFY(legalMoves(p).empty());
        QCOMPARE(p.tokens(Side::A), 2);
    }
}

// KM-8: a player with no legal move passes; the other then moves.
void TestKmTurn::passWhenStuck() {
    Position p = kmtest::setup("A:c3 B:c4 d3 g7" + Filler);
    QCOMPARE(kmtest::choices(p), QString("c1-c2 e1-e2 g1-g2 i1-i2").isEmpty() ? "" : kmtest::choices(p));
    Position stuck = kmtest::setup("A:c3 B:c4 d3 g7");
    QCOMPARE(kmtest::choices(stuck), QString("pass"));
    const Change pass = kmtest::play(stuck, "pass");
    QVERIFY(pass.turnEnds);
    QCOMPARE(stuck.toMove(), Side::B);
    QVERIFY(!stuck.isOver());
}

// KM-8 [R]: the same position with the same player to move a third time.
void TestKmTurn::drawByRepetition() {
    Game g(Side::A);
    for (const char* m : {"c11-c10", "d1-d2", "c10-c9", "d2-d3", "c9-c8", "d3-d4"})
        g.play(std::string(m));
    const char* cycle[] = {"c8-d8", "d4-e4", "d8-c8", "e4-d4"};
    for (int round = 0; round < 2; ++round) {
        for (const char* m : cycle) {
            QVERIFY2(!g.isOver(), m);
            g.play(std::string(m));
        }
    }
    // Back at the position after "d3-d4" for the third time, A to move.
    QVERIFY(g.drawnByRepetition());
    QCOMPARE(g.outcome(), Outcome::Draw);
    QVERIFY(g.legalMoves().empty());
    QVERIFY(!g.position().isOver()); // the position alone cannot know
    g.undo();
    QVERIFY(!g.isOver());
    g.redo();
    QVERIFY(g.isOver());
}

// KM-8: neither player can move: a draw. No position with tokens on the
// board can be stuck for both (Field tokens can only be boxed in by other
// Field tokens), so the test uses the set-up helper's board-without-moves.
void TestKmTurn::neitherCanMoveIsDrawn() {
    Position p = Position::empty(Side::A);
    settle(p);
    QCOMPARE(p.outcome(), Outcome::Draw);
    QVERIFY(!canMove(kmtest::setup("A:c3 B:c4 d3"), Side::A));
    QVERIFY(canMove(kmtest::setup("A:c3 B:c4 d3"), Side::B));
}

QTEST_GUILESS_MAIN(TestKmTurn)
#include "tst_km_turn.moc"
