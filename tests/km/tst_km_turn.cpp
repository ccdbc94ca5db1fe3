// SPDX-License-Identifier: GPL-3.0-or-later
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
    void turnSequence_data();
    void turnSequence();
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

// Where in the turn a player is after a sequence of choices, and who is to
// move: the order of KM-4 (place), KM-6 (clear) and KM-5 (extra move), and
// the hand-overs of KM-1 and KM-8.
void TestKmTurn::turnSequence_data() {
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<int>("phase");
    QTest::addColumn<QString>("toMove");
    const QString jump = "A:e5 d7 f7 B:e6" + QString::fromStdString(Filler);
    QTest::newRow("KM-1 a plain step hands the turn over")
        << jump << QStringList{"d7-d6"} << int(Phase::Move) << "B";
    QTest::newRow("KM-4 a jump: place the captured token first")
        << jump << QStringList{"e5xe7"} << int(Phase::PlaceCaptured) << "A";
    QTest::newRow("KM-4 KM-6 then choose the rows to clear")
        << jump << QStringList{"e5xe7", "@k5"} << int(Phase::ClearRows) << "A";
    QTest::newRow("KM-5 then the extra move")
        << jump << QStringList{"e5xe7", "@k5", "clear:all"} << int(Phase::ExtraMove) << "A";
    QTest::newRow("KM-5 the extra move also after clearing none")
        << jump << QStringList{"e5xe7", "@k5", "clear:none"} << int(Phase::ExtraMove) << "A";
    QTest::newRow("KM-5 the turn ends after the extra move")
        << jump << QStringList{"e5xe7", "@k5", "clear:none", "d7-d6"} << int(Phase::Move) << "B";
    QTest::newRow("KM-5 KM-6 a step forming a row earns no extra move")
        << "A:c5 d5 e6" + QString::fromStdString(Filler) << QStringList{"e6-e5", "clear:all"}
        << int(Phase::Move) << "B";
    QTest::newRow("KM-7 a winning clear ends the game")
        << "A:c5 d5 e6 B:g7 g8 g9" << QStringList{"e6-e5", "clear:all"} << int(Phase::Over) << "A";
    QTest::newRow("KM-8 a player with no move passes")
        << "A:c3 c1 e1 B:c2 e2 c4 d3" << QStringList{"pass"} << int(Phase::Move) << "B";
    QTest::newRow("KM-8 after a pass the other moves again")
        << "A:c3 c1 e1 B:c2 e2 c4 d3" << QStringList{"pass", "d3-d4"} << int(Phase::Move) << "A";
}

void TestKmTurn::turnSequence() {
    QFETCH(QString, tokens);
    QFETCH(QStringList, moves);
    QFETCH(int, phase);
    QFETCH(QString, toMove);
    Position p = kmtest::setup(tokens.toStdString());
    for (const QString& m : moves)
        kmtest::play(p, m.toLatin1().constData());
    QCOMPARE(int(p.phase()), phase);
    QCOMPARE(QString(QChar(sideLetter(p.toMove()))), toMove);
}

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

// KM-5: "after every jump" another move: the extra move may itself be a
// jump, which earns one more.
void TestKmTurn::extraMoveMayJumpAgain() {
    // e5xe7 completes d7-e7-f7; h5xf5 then completes d3-e4-f5.
    Position p = kmtest::setup("A:e5 d7 f7 h5 d3 e4 B:e6 g5" + Filler);
    kmtest::play(p, "e5xe7");
    kmtest::play(p, "@k5");
    kmtest::play(p, "clear:none");
    QCOMPARE(p.phase(), Phase::ExtraMove);
    QVERIFY(parseMove(p, "h5xf5").has_value());
    const Change second = kmtest::play(p, "h5xf5");
    QCOMPARE(second.captured, kmtest::sq("g5"));
    QVERIFY(!second.turnEnds);
    QCOMPARE(p.phase(), Phase::PlaceCaptured);
    kmtest::play(p, "@k7");
    kmtest::play(p, "clear:none");
    QCOMPARE(p.phase(), Phase::ExtraMove); // a third move, earned by the second jump
    QCOMPARE(p.toMove(), Side::A);
    QVERIFY(kmtest::play(p, "f5-f6").turnEnds);
    QCOMPARE(p.toMove(), Side::B);
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
    QTest::newRow("KM-6 level row of three") << "A:c5 d5 e6"
                                             << "e6-e5"
                                             << "c5-e5"
                                             << "d5";
    QTest::newRow("KM-6 upright row of three") << "A:g3 g4 h5"
                                               << "h5-g5"
                                               << "g3-g5"
                                               << "g4";
    QTest::newRow("KM-6 diagonal row") << "A:c3 d4 f5"
                                       << "f5-e5"
                                       << "c3-e5"
                                       << "d4";
    QTest::newRow("KM-6 other diagonal") << "A:e3 d4 c6"
                                         << "c6-c5"
                                         << "e3-c5"
                                         << "d4";
    QTest::newRow("KM-6 row of five keeps both ends") << "A:c7 d7 f7 g7 e8"
                                                      << "e8-e7"
                                                      << "c7-g7"
                                                      << "d7 e7 f7";
    QTest::newRow("KM-6 token at the end of two rows") << "A:c5 d5 e3 e4 f5"
                                                       << "f5-e5"
                                                       << "c5-e5 e3-e5"
                                                       << "d5 e4";
    QTest::newRow("KM-6 end of one row, middle of another") << "A:c5 d5 e4 e6 f5"
                                                            << "f5-e5"
                                                            << "c5-e5 e4-e6"
                                                            << "d5 e5";
    QTest::newRow("KM-6 middle of two diagonals cleared once") << "A:d4 f6 d6 f4 e4"
                                                               << "e4-e5"
                                                               << "d4-f6 f4-d6"
                                                               << "e5";
    QTest::newRow("KM-6 rows count only on the field") << "A:d10 d9 e8"
                                                       << "e8-d8"
                                                       << ""
                                                       << "";
    QTest::newRow("KM-6 an old row elsewhere is not formed again") << "A:c3 d3 e3 g6"
                                                                   << "g6-g7"
                                                                   << ""
                                                                   << "";
    QTest::newRow("KM-6 entering from a corridor forms a row") << "A:b6 c5 c4"
                                                               << "b6-c6"
                                                               << "c4-c6"
                                                               << "c5";
    QTest::newRow("KM-6 opponent tokens break a row") << "A:c5 e6 B:d5"
                                                      << "e6-e5"
                                                      << ""
                                                      << "";
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
        << "A:c5 d5 e5 f6 B:g7 g8 g9" << QStringList{"f6-f5", "clear:all"} << int(Outcome::WinA);
    QTest::newRow("KM-7 win by a jump before the extra move")
        << "A:e5 d7 f7 B:e6 g3 g4" << QStringList{"e5xe7", "@d1", "clear:all"}
        << int(Outcome::WinA);
    QTest::newRow("KM-7 not yet at three")
        << "A:c5 d5 e6 i3 B:g7 g8 g9" << QStringList{"e6-e5", "clear:all"} << int(Outcome::None);
    QTest::newRow("KM-7 clearing none does not win")
        << "A:c5 d5 e6 B:g7 g8 g9" << QStringList{"e6-e5", "clear:none"} << int(Outcome::None);
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
    // With a Lodge token free to enter, the boxed-in c3 does not pass.
    const Position free = kmtest::setup("A:c3 i1 B:c4 d3 g7");
    QCOMPARE(kmtest::choices(free), QString("i1-i2"));
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

// KM-8: neither player can move: a draw. In play this needs an empty
// board (a Field token can always step unless all 49 squares are full, a
// Corridor token unless the Field square in front is taken, a Lodge token
// unless its Corridor is), so the game has ended by KM-7 before; the rule
// still decides set-up positions, and a pass with the other side able to
// move is no draw.
void TestKmTurn::neitherCanMoveIsDrawn() {
    Position p = Position::empty(Side::A);
    settle(p);
    QCOMPARE(p.outcome(), Outcome::Draw);
    // One side stuck is no draw: that side passes (passWhenStuck).
    Position boxed = kmtest::setup("A:c3 c1 e1 B:c2 e2 c4 d3");
    QVERIFY(!canMove(boxed, Side::A));
    QVERIFY(canMove(boxed, Side::B));
    settle(boxed);
    QVERIFY(!boxed.isOver());
}

QTEST_GUILESS_MAIN(TestKmTurn)
#include "tst_km_turn.moc"
