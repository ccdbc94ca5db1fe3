// SPDX-License-Identifier: GPL-3.0-or-later
// The simulations' lean path (State::playRandomly) against the plain one:
// with the same dice, every game of each kind ends exactly as when played
// throw by throw through throwDie() and choose(), also when stopped and
// resumed; its square counts and masks agree with the counters. And the
// known answers of the simulations' die (Dice) and of pat.simulate's
// random games, so that a change to either stream is seen.
#include "pat/dice.h"
#include "pat/match.h"
#include "pat_test_util.h"

using namespace pat_test;

class TestPatPlayout : public QObject {
    Q_OBJECT
private slots:
    void sameGamesAsThrowByThrow_data();
    void sameGamesAsThrowByThrow();
    void diceKnownAnswers();
    void diceAreFair();
    void simulationKnownAnswers_data();
    void simulationKnownAnswers();
};

namespace {

// The plain path, drawing from the dice exactly as playRandomly() does.
long throwByThrow(State& s, Dice& dice) {
    long throws = 0;
    while (!s.isOver()) {
        if (s.phase() == Phase::Choose) {
            s.choose(dice.below(unsigned(s.legalCount())));
        } else {
            s.throwDie(dice.die());
            ++throws;
        }
    }
    return throws;
}

bool masksAgree(const Rules& rules, const Position& p) {
    std::array<std::array<int, MaxCounters>, Colours> prog{};
    for (int c = 0; c < Colours; ++c)
        for (int i = 0; i < MaxCounters; ++i)
            prog[c][i] = p.at(c, i);
    Position rebuilt;
    return Position::fromProgress(rules, prog, rebuilt) && rebuilt.loop == p.loop &&
           rebuilt.column == p.column && rebuilt.own == p.own && rebuilt.barrier == p.barrier &&
           rebuilt.occupied == p.occupied && rebuilt.full == p.full &&
           rebuilt.columnAny == p.columnAny && rebuilt.columnFull == p.columnFull;
}

} // namespace

void TestPatPlayout::sameGamesAsThrowByThrow_data() {
    QTest::addColumn<bool>("partner");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("counters");
    QTest::addColumn<bool>("lostThirdSixReturns");
    QTest::addColumn<bool>("oneThrowPerSix");
    QTest::newRow("PAT-1 single game, 4 players") << false << 4 << 4 << true << false;
    QTest::newRow("PAT-1 single game, 3 players") << false << 3 << 4 << true << false;
    QTest::newRow("PAT-1 single game, 2 players") << false << 2 << 4 << true << false;
    QTest::newRow("PAT-1 short game, 4 players") << false << 4 << 3 << true << false;
    QTest::newRow("PAT-5 lost third six keeps the counter") << false << 4 << 4 << false << false;
    QTest::newRow("PAT-5 house rule: one more throw per six") << false << 4 << 4 << true << true;
    QTest::newRow("PAT-P1 partner game") << true << 4 << 4 << true << false;
    QTest::newRow("PAT-P6 house rule: partner game") << true << 4 << 4 << true << true;
}

void TestPatPlayout::sameGamesAsThrowByThrow() {
    QFETCH(bool, partner);
    QFETCH(int, players);
    QFETCH(int, counters);
    QFETCH(bool, lostThirdSixReturns);
    QFETCH(bool, oneThrowPerSix);
    Rules rules = rulesOf(partner ? Kind::Partner : Kind::Single, players, counters);
    rules.lostThirdSixReturns = lostThirdSixReturns;
    rules.oneThrowPerSix = oneThrowPerSix;
    const int games = qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 300 : 3000;
    const int first = coloursFor(rules.kind, players).back();
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = 1000 + std::uint64_t(g);
        State plain(rules, first);
        Dice plainDice(seed);
        const long plainThrows = throwByThrow(plain, plainDice);

        // The lean path in stretches of a few throws, resumed each time.
        State lean(rules, first);
        Dice leanDice(seed);
        long leanThrows = 0;
        for (long stretch = 1 + g % 7; !lean.isOver(); stretch = stretch * 3 % 61 + 1)
            leanThrows += lean.playRandomly(leanDice, stretch);

        QCOMPARE(leanThrows, plainThrows);
        QVERIFY(lean.position() == plain.position());
        QCOMPARE(lean.finishedCount(), plain.finishedCount());
        for (int i = 0; i < plain.finishedCount(); ++i)
            QCOMPARE(lean.finished(i), plain.finished(i));
        QCOMPARE(lean.winningSide(), plain.winningSide());
        if (g % 10 == 0) QVERIFY2(masksAgree(rules, lean.position()), "square counts and masks");
    }
}

void TestPatPlayout::diceKnownAnswers() {
    Dice dice(1);
    QList<int> throws;
    for (int i = 0; i < 30; ++i)
        throws << dice.die();
    const QList<int> expected = {5, 2, 2, 5, 6, 6, 4, 1, 5, 4, 2, 5, 4, 1, 5,
                                 3, 3, 6, 3, 6, 5, 1, 2, 4, 4, 3, 5, 1, 1, 2};
    QCOMPARE(throws, expected);
}

void TestPatPlayout::diceAreFair() {
    Dice dice(20261125);
    constexpr int Draws = 600000;
    int faces[6] = {};
    int choices[4][4] = {};
    for (int i = 0; i < Draws; ++i) {
        ++faces[dice.die() - 1];
        for (int n = 2; n <= 4; ++n)
            ++choices[n - 1][dice.below(unsigned(n))];
    }
    for (int f = 0; f < 6; ++f) // within 1% of a sixth (about 6 standard deviations)
        QVERIFY2(std::abs(faces[f] - Draws / 6) < Draws / 600, qPrintable(QString::number(f)));
    for (int n = 2; n <= 4; ++n)
        for (int k = 0; k < n; ++k)
            QVERIFY(std::abs(choices[n - 1][k] - Draws / n) < Draws / 100);
}

// PAT-5: the house rule one more throw per six plays exactly the games
// played before the book's two throws after a six (the answers then).
void TestPatPlayout::simulationKnownAnswers_data() {
    QTest::addColumn<bool>("oneThrowPerSix");
    QTest::addColumn<std::vector<double>>("wins");
    QTest::addColumn<int>("milliThrowsPerGame");
    QTest::newRow("PAT-5 a six gives two more throws")
        << false << std::vector<double>{255, 254, 244, 247} << 442512;
    QTest::newRow("PAT-5 house rule: one more throw per six")
        << true << std::vector<double>{215, 268, 267, 250} << 449263;
}

void TestPatPlayout::simulationKnownAnswers() {
    QFETCH(bool, oneThrowPerSix);
    QFETCH(std::vector<double>, wins);
    QFETCH(int, milliThrowsPerGame);
    MatchConfig config;
    config.games = 1000;
    config.seed = 1;
    config.kinds = {"random", "random", "random", "random"};
    config.oneThrowPerSix = oneThrowPerSix;
    const MatchResult r = playMatch(config);
    QCOMPARE(r.unfinished, 0);
    QCOMPARE(r.wins, wins);
    QCOMPARE(qRound(r.throwsPerGame * 1000), milliThrowsPerGame);
}

QTEST_GUILESS_MAIN(TestPatPlayout)
#include "tst_pat_playout.moc"
