// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi hint (engine/pat/hint.h): the Expert's own choice, and a
// reason that is a fact of the move on the board.
#include "core/random.h"
#include "pat/hint.h"
#include "pat/players.h"
#include "pat_test_util.h"

using namespace pat_test;

namespace {

// Red (colour 0) to choose a move for `value` in the single game at `spec`.
State redToChoose(const QString& spec, int value) {
    State s = State::at(rulesFor(Kind::Single, spec), positionOf(Kind::Single, spec), 0, 0);
    s.throwDie(value);
    return s;
}

int indexOfCounter(const State& s, int counter) {
    const int i = s.indexOf(counter);
    if (i < 0) QTest::qFail("the counter cannot move", __FILE__, __LINE__);
    return i;
}

bool isStar(int redProgress) {
    const Paths& ps = Paths::standard();
    return ps.star[ps.loopSquare(Kind::Single, 0, redProgress)];
}

} // namespace

class TestPatHint : public QObject {
    Q_OBJECT
private slots:
    void reasonsAreTheMovesFacts_data();
    void reasonsAreTheMovesFacts();
    void runsToSafetyFromTheThreat();
    void leastExposedOnlyWhenItIs();
    void hintIsTheExpertsChoice();
};

void TestPatHint::reasonsAreTheMovesFacts_data() {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("counter");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("colour");
    using K = HintReason::Kind;
    // Green's progress is Red's plus 17 on the loop (PAT-B2: 17 squares an arm).
    QTest::newRow("PAT-7 landing on a single adversary takes it")
        << "0:3,30,-1,-1 1:22,-1,-1,-1" << 2 << 0 << int(K::Takes) << 1;
    QTest::newRow("PAT-9 the exact throw HOME")
        << "0:68,30,-1,-1 1:-1,-1,-1,-1" << 3 << 0 << int(K::ReachesHome) << -1;
    QTest::newRow("PAT-4 a 5 enters")
        << "0:-1,30,-1,-1 1:50,-1,-1,-1" << 5 << 2 << int(K::Enters) << -1;
    QTest::newRow("PAT-6 joining its own counter makes a barrier")
        << "0:3,5,-1,-1 1:-1,-1,-1,-1" << 2 << 0 << int(K::MakesBarrier) << -1;
    QTest::newRow("PAT-8 one counter can move")
        << "0:3,5,-1,-1 1:-1,-1,-1,-1" << 4 << 1 << int(K::OnlyMove) << -1;
    QTest::newRow("PAT-4 counters in the triangle are one choice")
        << "0:-1,-1,-1,-1 1:-1,-1,-1,-1" << 5 << 3 << int(K::OnlyMove) << -1;
}

void TestPatHint::reasonsAreTheMovesFacts() {
    QFETCH(QString, spec);
    QFETCH(int, value);
    QFETCH(int, counter);
    QFETCH(int, kind);
    QFETCH(int, colour);
    const State s = redToChoose(spec, value);
    const HintReason r = reasonFor(s, indexOfCounter(s, counter));
    QCOMPARE(int(r.kind), kind);
    QCOMPARE(r.colour, colour);
}

void TestPatHint::runsToSafetyFromTheThreat() {
    // PAT-7: Red's counter at 14 stands three squares ahead of Green's (at
    // Red's 11, Green's 28); a 3 takes it to the Star at 17, where nobody is taken.
    QVERIFY(!isStar(14));
    QVERIFY(isStar(17));
    const State s = redToChoose("0:14,40,-1,-1 1:28,-1,-1,-1", 3);
    const HintReason r = reasonFor(s, indexOfCounter(s, 0));
    QCOMPARE(int(r.kind), int(HintReason::Kind::RunsToSafety));
    QCOMPARE(r.colour, 1);
    QCOMPARE(int(r.safety), int(HintReason::Safety::Star));
    // The other counter, in nobody's reach, is not running from anything.
    QVERIFY(reasonFor(s, indexOfCounter(s, 1)).kind != HintReason::Kind::RunsToSafety);
}

void TestPatHint::leastExposedOnlyWhenItIs() {
    // Red at 40 and 45, Green at Red's 30 (Green's 47), and a 2 to play.
    // 40 to 42 leaves 42 a six's reach ahead of Green (12) and 45 a six and
    // a 3 (15); 45 to 47 leaves 40 out of any throw's reach (10) and 47 a
    // six and a 5 (17): the second is less exposed, the first is not.
    const State s = redToChoose("0:40,45,-1,-1 1:47,-1,-1,-1", 2);
    QVERIFY(!isStar(42) && !isStar(47) && !isStar(40) && !isStar(45));
    const HintReason a = reasonFor(s, indexOfCounter(s, 0));
    const HintReason b = reasonFor(s, indexOfCounter(s, 1));
    QCOMPARE(int(a.kind), int(HintReason::Kind::BestAhead));
    QCOMPARE(int(b.kind), int(HintReason::Kind::LeastExposed));
}

void TestPatHint::hintIsTheExpertsChoice() {
    // The hint is the Expert's search, not a second opinion: the same
    // position and seed give the Expert's move.
    for (int n = 0; n < 12; ++n) {
        State s(rulesOf(n % 2 ? Kind::Partner : Kind::Single, 4, 4), 0);
        club::Random dice(40 + n);
        HeuristicPlayer h;
        int choices = 0;
        while (!s.isOver() &&
               !(s.phase() == Phase::Choose && s.legalCount() > 1 && choices++ == 3 * n)) {
            if (s.phase() != Phase::Choose)
                s.throwDie(dice.between(1, 6));
            else
                s.choose(h.choose(s, dice));
        }
        QVERIFY(!s.isOver());
        club::Random r1(7 + n), r2(7 + n);
        ExpertPlayer expert;
        const Hint got = hint(s, r1);
        QCOMPARE(got.index, expert.choose(s, r2));
        QVERIFY(got.move == s.legal()[got.index]);
    }
}

QTEST_GUILESS_MAIN(TestPatHint)
#include "tst_pat_hint.moc"
