// SPDX-License-Identifier: GPL-3.0-or-later
// playRandomGames() in vector lanes against one game at a time: from the
// same seeds, every game ends exactly as State::playRandomly() plays it (the
// same position, finishing order, winning side and number of throws), for
// every kind of game and house rule, also when stopped as too long. Where
// the processor has no AVX-512 both runs take the same path, and the suite
// says so.
#include "pat/dice.h"
#include "pat/match.h"
#include "pat/random_games.h"
#include "pat_test_util.h"

#include <map>

using namespace pat_test;

class TestPatRandomGames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lanesPlayTheSameGames_data();
    void lanesPlayTheSameGames();
};

namespace {

struct Ending {
    Position position;
    std::vector<int> finished;
    int winningSide = -1;
    bool over = false;
    long throws = 0;
};

std::map<long, Ending> play(const Rules& rules, int first, long games, long maxThrows, bool lanes) {
    std::map<long, Ending> endings;
    club::Random seeds(20261127);
    RandomGamesConfig config;
    config.rules = rules;
    config.firstThrower = first;
    config.games = games;
    config.maxThrows = maxThrows;
    config.lanes = lanes;
    config.nextSeed = [&seeds] { return seeds.split(); };
    config.gameOver = [&endings](long index, const State& s, long throws) {
        Ending e;
        e.position = s.position();
        for (int i = 0; i < s.finishedCount(); ++i)
            e.finished.push_back(s.finished(i));
        e.winningSide = s.winningSide();
        e.over = s.isOver();
        e.throws = throws;
        QVERIFY2(endings.emplace(index, e).second, "a game reported twice");
    };
    playRandomGames(config);
    return endings;
}

} // namespace

void TestPatRandomGames::initTestCase() {
    if (!randomGamesInLanes(Kind::Single))
        qInfo("No AVX-512 here: both runs play one game at a time.");
}

void TestPatRandomGames::lanesPlayTheSameGames_data() {
    QTest::addColumn<bool>("partner");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("counters");
    QTest::addColumn<bool>("lostThirdSixReturns");
    QTest::addColumn<bool>("stopAtSecond");
    QTest::addColumn<bool>("openingThrowPlays");
    QTest::addColumn<long>("maxThrows");
    QTest::addColumn<bool>("oneThrowPerSix"); // PAT-5 / PAT-P6 house rule
    QTest::newRow("PAT-1 single game, 4 players")
        << false << 4 << 4 << true << true << true << 1'000'000L << false;
    QTest::newRow("PAT-1 single game, 3 players")
        << false << 3 << 4 << true << true << true << 1'000'000L << false;
    QTest::newRow("PAT-1 single game, 2 players")
        << false << 2 << 4 << true << true << true << 1'000'000L << false;
    QTest::newRow("PAT-1 short game, 4 players")
        << false << 4 << 3 << true << true << true << 1'000'000L << false;
    QTest::newRow("PAT-5 lost third six keeps the counter")
        << false << 4 << 4 << false << true << true << 1'000'000L << false;
    QTest::newRow("PAT-11 play on until one is left")
        << false << 4 << 4 << true << false << true << 1'000'000L << false;
    QTest::newRow("PAT-2 the opening throw does not move")
        << false << 4 << 4 << true << true << false << 1'000'000L << false;
    QTest::newRow("games stopped as too long")
        << false << 4 << 4 << true << true << true << 150L << false;
    QTest::newRow("PAT-P1 partner game")
        << true << 4 << 4 << true << true << true << 1'000'000L << false;
    QTest::newRow("PAT-5 house rule: one more throw per six")
        << false << 4 << 4 << true << true << true << 1'000'000L << true;
    QTest::newRow("PAT-5 house rule, 2 players, a lost third six keeps the counter")
        << false << 2 << 4 << false << true << true << 1'000'000L << true;
    QTest::newRow("PAT-P6 house rule: partner game")
        << true << 4 << 4 << true << true << true << 1'000'000L << true;
}

void TestPatRandomGames::lanesPlayTheSameGames() {
    QFETCH(bool, partner);
    QFETCH(int, players);
    QFETCH(int, counters);
    QFETCH(bool, lostThirdSixReturns);
    QFETCH(bool, stopAtSecond);
    QFETCH(bool, openingThrowPlays);
    QFETCH(long, maxThrows);
    QFETCH(bool, oneThrowPerSix);
    Rules rules = rulesOf(partner ? Kind::Partner : Kind::Single, players, counters);
    rules.lostThirdSixReturns = lostThirdSixReturns;
    rules.stopAtSecond = stopAtSecond;
    rules.openingThrowPlays = openingThrowPlays;
    rules.oneThrowPerSix = oneThrowPerSix;
    const long games = qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 500 : 5000;
    const int first = coloursFor(rules.kind, players).back();

    const std::map<long, Ending> lanes = play(rules, first, games, maxThrows, true);
    const std::map<long, Ending> single = play(rules, first, games, maxThrows, false);
    QCOMPARE(long(lanes.size()), games);
    QCOMPARE(long(single.size()), games);
    long unfinished = 0;
    for (const auto& [index, a] : single) {
        const Ending& b = lanes.at(index);
        const QByteArray game = QByteArray::number(qlonglong(index));
        QVERIFY2(b.position == a.position, game);
        QVERIFY2(b.finished == a.finished, game);
        QVERIFY2(b.winningSide == a.winningSide, game);
        QVERIFY2(b.over == a.over, game);
        QVERIFY2(b.throws == a.throws, game);
        unfinished += !a.over;
    }
    // The stopped games are stopped, the others all end.
    if (maxThrows < 1000)
        QVERIFY(unfinished > games / 2);
    else
        QCOMPARE(unfinished, 0L);
}

QTEST_GUILESS_MAIN(TestPatRandomGames)
#include "tst_pat_random_games.moc"
