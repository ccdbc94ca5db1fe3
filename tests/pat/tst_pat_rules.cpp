// SPDX-License-Identifier: GPL-3.0-or-later
// Every Patchesi clause as rows naming its id (RULES.md PAT-1..11,
// PAT-P1..P9, each [R] decision of RULES-DECISIONS.md): the moves of one
// throw and the counters after a move, positions written as in
// pat_test_util.h. Red's single path is loop square p, Green's 51+p,
// Yellow's 34+p, Purple's 17+p; in the partner game Red's is 58-p,
// Green's 41-p, Yellow's 24-p, Purple's 7-p (mod 68).
#include "pat/setup.h"
#include "pat_test_util.h"

using namespace pat_test;

namespace {
const QString Others2 = QStringLiteral(" 2:-1,-1,-1,-1 3:-1,-1,-1,-1");
}

class TestPatRules : public QObject {
    Q_OBJECT
private slots:
    void moves_data();
    void moves();
    void start();
    void openingSingle();
    void openingPartner_data();
    void openingPartner();
    void turnsAndSixes();
    void throwsOfATurn_data();
    void throwsOfATurn();
    void lostThirdSixStillReturns();
    void endAndStakes();
    void partnerSideWins();
};

void TestPatRules::moves_data() {
    QTest::addColumn<bool>("partner");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("colour");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("sixes");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("counter"); // -1: no result checked
    QTest::addColumn<QString>("result");
    const QString empty2 = " 2:-1,-1,-1,-1";
    QTest::newRow("PAT-4 PAT-10 only a 5 enters")
        << false << "0:-1,-1,-1,-1" + empty2 << 0 << 4 << 0 << "" << -1 << "";
    QTest::newRow("PAT-4 a 5 enters on the entry Star")
        << false << "0:-1,-1,-1,-1" + empty2 << 0 << 5 << 0 << "0>0 1>0 2>0 3>0" << 0
        << "0:0,-1,-1,-1" + empty2;
    QTest::newRow("PAT-4 PAT-6 an entry Star holding two is closed")
        << false << "0:-1,-1,-1,-1 1:17,17,-1,-1" << 0 << 5 << 0 << "" << -1 << "";
    QTest::newRow("PAT-4 PAT-7 [R] entering beside an adversary on the Star takes nothing")
        << false << "0:-1,-1,-1,-1 1:17,-1,-1,-1" << 0 << 5 << 0 << "0>0 1>0 2>0 3>0" << 1
        << "0:-1,0,-1,-1 1:17,-1,-1,-1";
    QTest::newRow("PAT-5 a 6 counts 12") << false << "0:10,-1,-1,-1" + empty2 << 0 << 6 << 0
                                         << "0>22" << 0 << "0:22,-1,-1,-1" + empty2;
    QTest::newRow("PAT-5 [R] a throw after a six is a full throw: a 5 enters")
        << false << "0:30,-1,-1,-1" + empty2 << 0 << 5 << 1 << "0>35 1>0 2>0 3>0" << -1 << "";
    QTest::newRow("PAT-5 [R] a 6 after a six counts 12")
        << false << "0:30,-1,-1,-1" + empty2 << 0 << 6 << 1 << "0>42" << 0
        << "0:42,-1,-1,-1" + empty2;
    QTest::newRow("PAT-5 third six: the counter nearest HOME goes back after the move")
        << false << "0:10,40,-1,-1" + empty2 << 0 << 6 << 2 << "0>22 1>52" << 0
        << "0:22,-1,-1,-1" + empty2;
    QTest::newRow("PAT-5 third six: the counter just moved may be the one")
        << false << "0:10,40,-1,-1" + empty2 << 0 << 6 << 2 << "0>22 1>52" << 1
        << "0:10,-1,-1,-1" + empty2;
    QTest::newRow("PAT-5 [R] third six: a counter HOME is never sent back")
        << false << "0:71,30,-1,-1" + empty2 << 0 << 6 << 2 << "1>42" << 1
        << "0:71,-1,-1,-1" + empty2;
    QTest::newRow("PAT-6 a barrier cannot be passed")
        << false << "0:3,-1,-1,-1 1:22,22,-1,-1" << 0 << 4 << 0 << "" << -1 << "";
    QTest::newRow("PAT-6 a barrier cannot be taken")
        << false << "0:3,-1,-1,-1 1:22,22,-1,-1" << 0 << 2 << 0 << "" << -1 << "";
    QTest::newRow("PAT-6 never three on a square (two colours on a Star)")
        << false << "0:12,-1,-1,-1 1:34,-1,-1,-1 3:0,-1,-1,-1" << 0 << 5 << 0 << "1>0 2>0 3>0" << -1
        << "";
    QTest::newRow("PAT-7 a single adversary is taken")
        << false << "0:3,-1,-1,-1 1:22,-1,-1,-1" << 0 << 2 << 0 << "0>5" << 0
        << "0:5,-1,-1,-1 1:-1,-1,-1,-1";
    QTest::newRow("PAT-7 no counter is taken on a Star; [R] the two share it")
        << false << "0:12,-1,-1,-1 1:34,-1,-1,-1" << 0 << 5 << 0 << "0>17 1>0 2>0 3>0" << 0
        << "0:17,-1,-1,-1 1:34,-1,-1,-1";
    QTest::newRow("PAT-7 [R] two colours on a Star are no barrier")
        << false << "0:15,-1,-1,-1 1:34,-1,-1,-1 3:0,-1,-1,-1" << 0 << 4 << 0 << "0>19" << -1 << "";
    QTest::newRow("PAT-7 a Green counter takes Red in Green's own terms")
        << false << "0:5,-1,-1,-1 1:20,-1,-1,-1" << 1 << 2 << 0 << "0>22" << 0
        << "0:-1,-1,-1,-1 1:22,-1,-1,-1";
    QTest::newRow("PAT-8 a counter never passes its own colour")
        << false << "0:3,5,-1,-1" + empty2 << 0 << 4 << 0 << "1>9" << -1 << "";
    QTest::newRow("PAT-8 PAT-6 joining its own counter makes a barrier")
        << false << "0:3,5,-1,-1" + empty2 << 0 << 2 << 0 << "0>5 1>7" << 0
        << "0:5,5,-1,-1" + empty2;
    QTest::newRow("PAT-8 nor in the home column")
        << false << "0:62,66,-1,-1" + empty2 << 0 << 5 << 0 << "1>71 2>0 3>0" << -1 << "";
    QTest::newRow("PAT-9 HOME by the exact throw") << false << "0:68,-1,-1,-1" + empty2 << 0 << 3
                                                   << 0 << "0>71" << 0 << "0:71,-1,-1,-1" + empty2;
    QTest::newRow("PAT-9 no further than HOME")
        << false << "0:68,-1,-1,-1" + empty2 << 0 << 4 << 0 << "" << -1 << "";
    QTest::newRow("PAT-B4 from below the home-side Star a 6 is HOME")
        << false << "0:59,-1,-1,-1" + empty2 << 0 << 6 << 0 << "0>71" << -1 << "";
    QTest::newRow("PAT-1 short game: three counters")
        << false << "0:-1,-1,-1" + QString(" 2:-1,-1,-1") << 0 << 5 << 0 << "0>0 1>0 2>0" << -1
        << "";

    const QString r = "0:3,-1,-1,-1 ";
    QTest::newRow("PAT-P4 an opponent is taken")
        << true << r + "1:56,-1,-1,-1" + Others2 << 0 << 2 << 0 << "0>5" << 0
        << "0:5,-1,-1,-1 1:-1,-1,-1,-1" + Others2;
    QTest::newRow("PAT-P4 a partner's counter is joined")
        << true << r + "1:-1,-1,-1,-1 2:39,-1,-1,-1 3:-1,-1,-1,-1" << 0 << 2 << 0 << "0>5" << 0
        << "0:5,-1,-1,-1 1:-1,-1,-1,-1 2:39,-1,-1,-1 3:-1,-1,-1,-1";
    QTest::newRow("PAT-P5 two of one side in two colours are no block")
        << true << r + "1:55,-1,-1,-1 2:-1,-1,-1,-1 3:21,-1,-1,-1" << 0 << 4 << 0 << "0>7" << -1
        << "";
    QTest::newRow("PAT-P5 two of one colour block everyone")
        << true << r + "1:55,55,-1,-1" + Others2 << 0 << 4 << 0 << "" << -1 << "";
    QTest::newRow("PAT-P5 a block of one's partner stops him too")
        << true << r + "1:-1,-1,-1,-1 2:40,40,-1,-1 3:-1,-1,-1,-1" << 0 << 5 << 0 << "1>0 2>0 3>0"
        << -1 << "";
    QTest::newRow("PAT-P8 never three counters passed in one move")
        << true << r + "1:55,-1,-1,-1 2:40,-1,-1,-1 3:22,-1,-1,-1" << 0 << 5 << 0 << "1>0 2>0 3>0"
        << -1 << "";
    QTest::newRow("PAT-P8 two passed and a third taken")
        << true << r + "1:55,59,-1,-1 2:-1,-1,-1,-1 3:22,-1,-1,-1" << 0 << 5 << 0
        << "0>8 1>0 2>0 3>0" << 0 << "0:8,-1,-1,-1 1:55,-1,-1,-1 2:-1,-1,-1,-1 3:22,-1,-1,-1";
    QTest::newRow("PAT-P8 a player never passes his own counter")
        << true << "0:3,5,-1,-1 1:-1,-1,-1,-1" + Others2 << 0 << 4 << 0 << "1>9" << -1 << "";
    QTest::newRow("PAT-P7 no counter is taken on a Star")
        << true << r + "1:58,-1,-1,-1" + Others2 << 0 << 4 << 0 << "0>7" << 0
        << "0:7,-1,-1,-1 1:58,-1,-1,-1" + Others2;
    QTest::newRow("PAT-P6 third six: the counter nearest HOME goes back")
        << true << "0:3,20,-1,-1 1:-1,-1,-1,-1" + Others2 << 0 << 6 << 2 << "0>15 1>32" << 0
        << "0:15,-1,-1,-1 1:-1,-1,-1,-1" + Others2;
    QTest::newRow("PAT-P6 three sixes: even a third move HOME, then the nearest goes back")
        << true << "0:59,20,-1,-1 1:-1,-1,-1,-1" + Others2 << 0 << 6 << 2 << "0>71 1>32" << 0
        << "0:71,-1,-1,-1 1:-1,-1,-1,-1" + Others2;
    QTest::newRow("PAT-P3 a 5 enters on the partner game's entry Star")
        << true << "0:-1,-1,-1,-1 1:-1,-1,-1,-1" + Others2 << 0 << 5 << 0 << "0>0 1>0 2>0 3>0" << -1
        << "";
    QTest::newRow("PAT-P3 exact throw HOME")
        << true << "0:69,-1,-1,-1 1:-1,-1,-1,-1" + Others2 << 0 << 3 << 0 << "" << -1 << "";
}

void TestPatRules::moves() {
    QFETCH(bool, partner);
    QFETCH(QString, spec);
    QFETCH(int, colour);
    QFETCH(int, value);
    QFETCH(int, sixes);
    QFETCH(QString, expected);
    QFETCH(int, counter);
    QFETCH(QString, result);
    const Kind kind = partner ? Kind::Partner : Kind::Single;
    QCOMPARE(movesOf(kind, spec, colour, value, sixes), expected);
    if (counter >= 0) QCOMPARE(resultOf(kind, spec, colour, value, sixes, counter), result);
}

// PAT-1: four counters in the triangle, or three; PAT-P2: one on the left-hand Star.
void TestPatRules::start() {
    Rules r;
    QCOMPARE(specOf(Position::start(r), r.inPlay),
             QString("0:-1,-1,-1,-1 1:-1,-1,-1,-1 2:-1,-1,-1,-1 3:-1,-1,-1,-1"));
    r.counters = 3;
    r.inPlay = 0b0101;
    QCOMPARE(specOf(Position::start(r), r.inPlay), QString("0:-1,-1,-1 2:-1,-1,-1"));
    Rules p;
    p.kind = Kind::Partner;
    const Position start = Position::start(p);
    QCOMPARE(specOf(start, p.inPlay),
             QString("0:0,-1,-1,-1 1:0,-1,-1,-1 2:0,-1,-1,-1 3:0,-1,-1,-1"));
    // PAT-P2: the left-hand Star, Red's is loop square 58 = (8,14).
    QCOMPARE(Paths::standard().loopSquare(Kind::Partner, 0, 0), 58);
    QCOMPARE(start.countOn(58), 1);
    QCOMPARE(sideOf(0), sideOf(2)); // PAT-P1
    QCOMPARE(sideOf(1), sideOf(3));
    QVERIFY(sideOf(0) != sideOf(1));
}

// PAT-2: the first to throw a 5 begins, throwing round to the right (PAT-3 [R]).
void TestPatRules::openingSingle() {
    Rules r;
    State s(r, 0);
    QCOMPARE(s.throwDie(3).starter, -1);
    QCOMPARE(s.toMove(), 3); // Purple next: the single game goes round to the right
    QCOMPARE(s.throwDie(2).starter, -1);
    QCOMPARE(s.toMove(), 2);
    const ThrowOutcome out = s.throwDie(5);
    QCOMPARE(out.starter, 2);
    // [R] the deciding 5 is his first throw: he enters with it.
    QCOMPARE(s.phase(), Phase::Choose);
    QCOMPARE(s.toMove(), 2);
    r.openingThrowPlays = false; // house rule: he throws afresh
    State t(r, 0);
    t.throwDie(5);
    QCOMPARE(t.phase(), Phase::Throw);
    QCOMPARE(t.toMove(), 0);
}

void TestPatRules::openingPartner_data() {
    QTest::addColumn<QList<int>>("throws");
    QTest::addColumn<int>("starter");
    QTest::newRow("PAT-P2 a 5 beats a 6") << QList<int>{6, 5, 4, 3} << 1;
    QTest::newRow("PAT-P2 the highest begins") << QList<int>{2, 3, 4, 1} << 2;
    QTest::newRow("PAT-P2 the tied throw again") << QList<int>{5, 2, 5, 1, 3, 4} << 2;
    QTest::newRow("PAT-P2 ties among three") << QList<int>{6, 6, 1, 6, 2, 2, 2, 1, 4, 3} << 1;
}

void TestPatRules::openingPartner() {
    QFETCH(QList<int>, throws);
    QFETCH(int, starter);
    Rules r;
    r.kind = Kind::Partner;
    State s(r, 0);
    int decided = -1;
    for (int v : throws) {
        QCOMPARE(s.phase(), Phase::Opening);
        decided = s.throwDie(v).starter;
    }
    QCOMPARE(decided, starter);
    QVERIFY(s.phase() != Phase::Opening);
}

// PAT-5: three sixes running, the third ends the turn; PAT-P3: clockwise.
void TestPatRules::turnsAndSixes() {
    Rules r;
    State s = State::at(
        r, positionOf(Kind::Single, "0:10,20,30,-1 1:-1,-1,-1,-1 2:-1,-1,-1,-1 3:-1,-1,-1,-1"), 0,
        0);
    s.throwDie(6);
    s.choose(s.indexOf(2));
    QCOMPARE(s.toMove(), 0);
    QCOMPARE(s.sixes(), 1);
    s.throwDie(6);
    s.choose(s.indexOf(1));
    QCOMPARE(s.sixes(), 2);
    s.throwDie(6);
    s.choose(s.indexOf(0)); // 10 -> 22, then the nearest HOME (counter 2, 42) goes back
    QCOMPARE(s.position().at(0, 2), -1);
    QCOMPARE(s.position().at(0, 0), 22);
    QCOMPARE(s.toMove(), 3); // PAT-3 [R]: to the right
    QCOMPARE(s.sixes(), 0);
    Rules p;
    p.kind = Kind::Partner;
    State t = State::at(p, Position::start(p), 0, 0);
    t.throwDie(2);
    t.choose(0);
    QCOMPARE(t.toMove(), 1); // PAT-P3: to the left, clockwise
}

// PAT-5, PAT-P6: a six gives two more throws, whatever they show, so a turn
// is one throw, or three when the first is a six; the house rule
// oneThrowPerSix: a six gives one more, up to the third six. Red (0) throws
// `throws` in turn, each played with its first legal move; after each, who
// is to throw and Rules::throwsLeft(), and how many counters three sixes
// running sent back.
void TestPatRules::throwsOfATurn_data() {
    QTest::addColumn<bool>("partner");
    QTest::addColumn<bool>("oneThrowPerSix");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QList<int>>("throws");
    QTest::addColumn<QList<int>>("movers"); // who is to throw after each throw
    QTest::addColumn<QList<int>>("left");   // and the throws left to him
    QTest::addColumn<int>("returned");
    const QString out = "0:10,20,30,40 1:-1,-1,-1,-1" + Others2;
    // Red's only counter out cannot use a 6 (60 + 12 is beyond HOME).
    const QString stuck = "0:60,-1,-1,-1 1:-1,-1,-1,-1" + Others2;
    using L = QList<int>;
    QTest::newRow("PAT-5 a throw that is not a six ends the turn")
        << false << false << out << L{4} << L{3} << L{1} << 0;
    QTest::newRow("PAT-5 a 6 then a 1 gives a third throw")
        << false << false << out << L{6, 1, 3} << L{0, 0, 3} << L{2, 1, 1} << 0;
    QTest::newRow("PAT-5 house rule: a 6 then a 1 ends the turn")
        << false << true << out << L{6, 1} << L{0, 3} << L{1, 1} << 0;
    QTest::newRow("PAT-5 a 6, a 1, a 6: the third throw brings no more throws, nothing back")
        << false << false << out << L{6, 1, 6} << L{0, 0, 3} << L{2, 1, 1} << 0;
    QTest::newRow("PAT-5 a 6, a 6, a 1: three throws")
        << false << false << out << L{6, 6, 1} << L{0, 0, 3} << L{2, 1, 1} << 0;
    QTest::newRow("PAT-5 house rule: a 6, a 6, a 1: three throws")
        << false << true << out << L{6, 6, 1} << L{0, 0, 3} << L{1, 1, 1} << 0;
    QTest::newRow("PAT-5 three sixes: the counter nearest HOME goes back")
        << false << false << out << L{6, 6, 6} << L{0, 0, 3} << L{2, 1, 1} << 1;
    QTest::newRow("PAT-5 house rule: three sixes, the counter nearest HOME goes back")
        << false << true << out << L{6, 6, 6} << L{0, 0, 3} << L{1, 1, 1} << 1;
    QTest::newRow("PAT-5 PAT-10 a lost 6 still gives two more throws")
        << false << false << stuck << L{6, 5, 2} << L{0, 0, 3} << L{2, 1, 1} << 0;
    QTest::newRow("PAT-5 PAT-10 house rule: a lost 6 gives one more throw")
        << false << true << stuck << L{6, 5} << L{0, 3} << L{1, 1} << 0;
    // PAT-P3: the partner game's turns go clockwise, Red to Green.
    QTest::newRow("PAT-P6 a 6 then a 1 gives a third throw")
        << true << false << out << L{6, 1, 3} << L{0, 0, 1} << L{2, 1, 1} << 0;
    QTest::newRow("PAT-P6 house rule: a 6 then a 1 ends the turn")
        << true << true << out << L{6, 1} << L{0, 1} << L{1, 1} << 0;
    QTest::newRow("PAT-P6 three sixes: all three played, then the nearest HOME goes back")
        << true << false << out << L{6, 6, 6} << L{0, 0, 1} << L{2, 1, 1} << 1;
}

void TestPatRules::throwsOfATurn() {
    QFETCH(bool, partner);
    QFETCH(bool, oneThrowPerSix);
    QFETCH(QString, spec);
    QFETCH(QList<int>, throws);
    QFETCH(QList<int>, movers);
    QFETCH(QList<int>, left);
    QFETCH(int, returned);
    const Kind kind = partner ? Kind::Partner : Kind::Single;
    Rules r = rulesFor(kind, spec);
    r.oneThrowPerSix = oneThrowPerSix;
    State s = State::at(r, positionOf(kind, spec), 0, 0);
    QList<int> gotMovers, gotLeft;
    int gotReturned = 0;
    for (int v : throws) {
        QCOMPARE(s.phase(), Phase::Throw);
        const int mover = s.toMove();
        const ThrowOutcome o = s.throwDie(v);
        gotReturned += o.returnedCounter >= 0;
        if (s.phase() == Phase::Choose) {
            const int afterThis = s.throwsLeft(); // known once the throw is made
            gotReturned += s.choose(0).returnedCounter >= 0;
            QCOMPARE(afterThis, s.toMove() == mover ? s.throwsLeft() : 0);
        }
        gotMovers << s.toMove();
        gotLeft << s.throwsLeft();
    }
    QCOMPARE(gotMovers, movers);
    QCOMPARE(gotLeft, left);
    QCOMPARE(gotReturned, returned);
}

// PAT-5 [R]: a third six that cannot move is lost, and still sends a counter back.
void TestPatRules::lostThirdSixStillReturns() {
    Rules r;
    const Position p = positionOf(Kind::Single, "0:62,-1,-1,-1 2:-1,-1,-1,-1");
    r.inPlay = 0b0101;
    State s = State::at(r, p, 0, 2);
    const ThrowOutcome out = s.throwDie(6);
    QVERIFY(out.lost);
    QCOMPARE(out.returnedCounter, 0);
    QCOMPARE(s.position().at(0, 0), -1);
    r.lostThirdSixReturns = false;
    State t = State::at(r, p, 0, 2);
    QCOMPARE(t.throwDie(6).returnedCounter, -1);
    QCOMPARE(t.position().at(0, 0), 62);
}

// PAT-11 [R]: on until the second is HOME; stakes two thirds / one third.
void TestPatRules::endAndStakes() {
    Rules r;
    State s = State::at(
        r, positionOf(Kind::Single, "0:71,71,71,70 1:71,71,71,69 2:-1,-1,-1,-1 3:-1,-1,-1,-1"), 0,
        0);
    s.throwDie(1);
    s.choose(0);
    QCOMPARE(s.finishedCount(), 1);
    QVERIFY(!s.isOver());
    QCOMPARE(s.toMove(), 3);
    s.throwDie(1); // Purple: lost
    s.throwDie(1); // Yellow: lost
    s.throwDie(2);
    QCOMPARE(s.toMove(), 1);
    s.choose(0);
    QVERIFY(s.isOver());
    QCOMPARE(s.finished(0), 0);
    QCOMPARE(s.finished(1), 1);
    Setup setup = Setup::standard();
    setup.stakes = true;
    setup.stake = 6;
    QCOMPARE(stakesPaid(setup, {0, 1}, -1), (std::vector<int>{10, 2, -6, -6}));
    setup.stakes = false;
    QCOMPARE(stakesPaid(setup, {0, 1}, -1), (std::vector<int>{0, 0, 0, 0}));
    // Two players: the first HOME ends the game and takes the pool.
    Setup two = Setup::standard(Kind::Single, 2);
    two.stakes = true;
    QCOMPARE(stakesPaid(two, {1}, -1), (std::vector<int>{-6, 6}));
    Rules r2 = two.rules();
    State t = State::at(r2, positionOf(Kind::Single, "0:70,71,71,71 2:-1,-1,-1,-1"), 0, 0);
    t.throwDie(1);
    t.choose(0);
    QVERIFY(t.isOver());
}

// PAT-P9: the side with its eight counters HOME wins; one colour HOME is not enough.
void TestPatRules::partnerSideWins() {
    Rules r;
    r.kind = Kind::Partner;
    State s = State::at(
        r, positionOf(Kind::Partner, "0:71,71,71,70 1:-1,-1,-1,-1 2:71,71,71,69 3:-1,-1,-1,-1"), 0,
        0);
    s.throwDie(1);
    s.choose(0);
    QVERIFY(!s.isOver());
    QCOMPARE(s.toMove(), 1);
    s.throwDie(1); // Green lost
    QCOMPARE(s.toMove(), 2);
    s.throwDie(2);
    s.choose(0);
    QVERIFY(s.isOver());
    QCOMPARE(s.winningSide(), 0);
}

QTEST_GUILESS_MAIN(TestPatRules)
#include "tst_pat_rules.moc"
