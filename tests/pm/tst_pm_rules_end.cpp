// SPDX-License-Identifier: GPL-3.0-or-later
// PM-16..PM-21: hidden hands, the end of a game, scoring, the rubber and
// play in sections.
#include "tst_pm_rules.h"

#include "pm/rubber.h"
#include "pm_test_util.h"

#include <QTest>

using namespace pmtest;

namespace {

RubberConfig rubberConfig(int players, std::uint64_t seed, bool sections = false) {
    RubberConfig config;
    for (int s = 0; s < players; ++s)
        config.seats.push_back(
            SeatConfig{QStringLiteral("P%1").arg(s), s, QStringLiteral("random")});
    config.seed = seed;
    config.sections = sections;
    return config;
}

/// Plays the whole rubber with random moves, checking each finished game's
/// scores against the board (PM-18) as it goes.
void playRubber(Rubber& rubber, std::uint64_t seed) {
    club::Random rng(seed);
    RandomPlayer player;
    while (true) {
        const Game& g = rubber.current();
        while (!rubber.current().isOver())
            rubber.play(player.choose(View(rubber.current(), rubber.current().toMove()), rng));
        const GameRecord& rec = rubber.currentRecord();
        for (int s = 0; s < g.players(); ++s)
            QCOMPARE(rubber.score(rec.number, rec.seats[std::size_t(s)]),
                     std::optional<int>(expectedScore(g.men(s))));
        if (rubber.isOver()) return;
        rubber.startNextGame();
    }
}

} // namespace

void TestPmRules::viewShowsOnlyOwnHand() {
    // PM-16: a View holds its own hand; the rest are only counted.
    Game g = Game::deal(Pack::standard(), 3, 0, 16);
    RandomPlayer player;
    club::Random rng(16);
    for (int turn = 0; turn < 10; ++turn) {
        for (int seat = 0; seat < 3; ++seat) {
            const View v(g, seat);
            QCOMPARE(ids(v.hand()), ids(g.hand(seat)));
            QCOMPARE(v.legalMoves().empty(), seat != g.toMove());
            std::vector<int> unseen;
            for (int other = 0; other < 3; ++other)
                if (other != seat)
                    for (CardId c : g.hand(other))
                        unseen.push_back(g.card(c).value);
            for (CardId c : g.setAside())
                unseen.push_back(g.card(c).value);
            std::sort(unseen.begin(), unseen.end());
            QCOMPARE(v.unseenValues(), unseen);
        }
        g.apply(player.choose(View(g, g.toMove()), rng));
    }
}

void TestPmRules::viewIgnoresOtherHands() {
    // PM-16: give the cards this seat has not seen other values (a
    // permutation among the other hands and the set-aside cards): nothing
    // the View reports changes, and a computer player chooses the same.
    for (int turns = 0; turns < 12; turns += 3) {
        Game a = Game::deal(Pack::standard(), 3, 2, 61);
        RandomPlayer player;
        club::Random rng(61);
        std::vector<Move> moves;
        for (int t = 0; t < turns; ++t) {
            moves.push_back(player.choose(View(a, a.toMove()), rng));
            a.apply(moves.back());
        }
        const int seat = a.toMove();
        QList<int> unseenIds;
        for (int id = 0; id < a.deckSize(); ++id)
            if (!ids(a.hand(seat)).contains(id) && !ids(a.pile()).contains(id)) unseenIds << id;
        Pack permuted = Pack::standard();
        std::vector<std::int8_t> values;
        for (int id : unseenIds)
            values.push_back(permuted.values[std::size_t(id)]);
        std::rotate(values.begin(), values.begin() + 7, values.end());
        for (int i = 0; i < unseenIds.size(); ++i)
            permuted.values[std::size_t(unseenIds[i])] = values[std::size_t(i)];
        Game b = Game::deal(permuted, 3, 2, 61);
        // Replay the same moves: they only used cards that were not changed.
        for (const Move& m : moves) {
            QVERIFY(b.isLegal(m));
            b.apply(m);
        }
        QVERIFY(difference(a, b).startsWith("card")); // the games do differ
        const View va(a, seat), vb(b, seat);
        QCOMPARE(ids(va.hand()), ids(vb.hand()));
        QCOMPARE(ids(va.played()), ids(vb.played()));
        QCOMPARE(va.unseenValues(), vb.unseenValues());
        for (int s = 0; s < 3; ++s)
            QCOMPARE(va.handCount(s), vb.handCount(s));
        QCOMPARE(va.setAsideCount(), vb.setAsideCount());
        QCOMPARE(va.topValue(), vb.topValue());
        const MoveList ma = va.legalMoves(), mb = vb.legalMoves();
        QVERIFY(std::equal(ma.begin(), ma.end(), mb.begin(), mb.end()));
        club::Random ra(5), rb(5);
        GreedyPlayer greedy;
        QCOMPARE(greedy.choose(va, ra), greedy.choose(vb, rb));
    }
}

void TestPmRules::endsAtFourthManHome() {
    // PM-17: the fourth man on 25 ends the game at once; nobody moves again.
    const auto found = findDeal(3, [](const Game& g) {
        return holds(g, g.leader(), 5) && holds(g, (g.leader() + 1) % 3, 4);
    });
    QVERIFY(found);
    Game g = *found;
    QVERIFY(playValue(g, 5, 0));
    const int seat = g.toMove();
    g.setMen(seat, men(25, 25, 16, 25));
    QVERIFY(!g.isOver());
    const Change ch = g.apply(*moveWith(g, *cardOf(g, seat, 4), 16));
    QVERIFY(ch.gameOver);
    QVERIFY(g.isOver());
    QVERIFY(g.legalMoves().empty());
    QCOMPARE(g.turnsPlayed(), 2);
    QCOMPARE(g.score(seat), 200);
}

void TestPmRules::endsAfterLastCard() {
    // PM-17: otherwise the game ends when the last player has played his
    // last card, and not one turn before.
    int checked = 0;
    for (std::uint64_t seed = 1; checked < 5; ++seed) {
        const int players = 2 + int(seed % 7);
        Game g = Game::deal(Pack::standard(), players, 0, seed);
        RandomPlayer player;
        club::Random rng(seed);
        const auto moves = playOut(g, player, rng);
        bool someoneHome = false;
        for (int s = 0; s < players; ++s)
            someoneHome |= g.score(s) == 200;
        if (someoneHome) continue;
        ++checked;
        QCOMPARE(int(moves.size()), players * HandSize);
        Game replay = Game::deal(Pack::standard(), players, 0, seed);
        for (const Move& m : moves) {
            QVERIFY(!replay.isOver());
            replay.apply(m);
        }
        QVERIFY(replay.isOver());
        for (int s = 0; s < players; ++s)
            QVERIFY(replay.hand(s).empty());
    }
}

void TestPmRules::score_data() {
    QTest::addColumn<QList<int>>("men");
    QTest::addColumn<int>("score");
    QTest::newRow("PM-18 four men on 25 = 200") << QList<int>{25, 25, 25, 25} << 200;
    QTest::newRow("PM-18 25,25,15,stars = 95") << QList<int>{25, 25, 15, 0} << 95;
    QTest::newRow("PM-18 numbers count as they stand") << QList<int>{1, 12, 24, 7} << 44;
    QTest::newRow("PM-18 one home, three on stars") << QList<int>{25, 0, 0, 0} << -10;
    QTest::newRow("PM-19 four men on the stars = -80") << QList<int>{0, 0, 0, 0} << -80;
    QTest::newRow("PM-19 3 on stars and one on 19 = -41") << QList<int>{0, 19, 0, 0} << -41;
}

void TestPmRules::score() {
    QFETCH(QList<int>, men);
    QFETCH(int, score);
    QCOMPARE(club::pm::score(menFrom(men)), score);
    QCOMPARE(expectedScore(menFrom(men)), score);
}

void TestPmRules::rubberOfFiveGames_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("PM-20 2 players") << 2 << quint64(20);
    QTest::newRow("PM-20 3 players") << 3 << quint64(21);
    QTest::newRow("PM-20 6 players, two packs") << 6 << quint64(22);
}

void TestPmRules::rubberOfFiveGames() {
    QFETCH(int, players);
    QFETCH(quint64, seed);
    Rubber rubber(rubberConfig(players, seed));
    playRubber(rubber, seed);
    QVERIFY(rubber.isOver());
    QCOMPARE(int(rubber.records().size()), 5);
    const int firstDealer = rubber.cut(0).dealer;
    for (int g = 0; g < 5; ++g) {
        const GameRecord& rec = rubber.records()[std::size_t(g)];
        QCOMPARE(rec.number, g);
        QCOMPARE(rec.dealer, (firstDealer + g) % players); // the deal passes left
        if (g > 0) QVERIFY(rec.seed != rubber.records()[std::size_t(g - 1)].seed);
    }
    // PM-19: ringed (negative) scores are subtracted in the total.
    int best = -1000;
    for (int s = 0; s < players; ++s) {
        int sum = 0;
        for (int g = 0; g < 5; ++g)
            sum += *rubber.score(g, s);
        QCOMPARE(rubber.total(s), sum);
        best = std::max(best, sum);
    }
    std::vector<int> leaders;
    for (int s = 0; s < players; ++s)
        if (rubber.total(s) == best) leaders.push_back(s);
    QCOMPARE(rubber.leaders(), leaders);
}

void TestPmRules::rubberSharedLeaders() {
    // PM-20 [R]: equal highest totals share the rubber. Search for a tie.
    for (std::uint64_t seed = 1; seed < 3000; ++seed) {
        Rubber rubber(rubberConfig(2, seed));
        playRubber(rubber, seed);
        if (rubber.total(0) != rubber.total(1)) continue;
        QCOMPARE(rubber.leaders(), (std::vector<int>{0, 1}));
        return;
    }
    QFAIL("no tied rubber in 3000 seeds");
}

void TestPmRules::rubberConfigProblems_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("sections");
    QTest::addColumn<QString>("problem");
    QTest::newRow("PM-1 one player") << 1 << false << "2 to 8 players, not 1";
    QTest::newRow("PM-1 nine players") << 9 << false << "2 to 8 players, not 9";
    QTest::newRow("PM-1 eight players") << 8 << false << "";
    QTest::newRow("PM-21 sections with 6 players") << 6 << true << "two sections is for 7 or 8";
    QTest::newRow("PM-21 sections with 7 players") << 7 << true << "";
}

void TestPmRules::rubberConfigProblems() {
    QFETCH(int, players);
    QFETCH(bool, sections);
    QFETCH(QString, problem);
    RubberConfig config = rubberConfig(players, 1, sections);
    for (auto& seat : config.seats)
        seat.colour %= MaxPlayers;
    const QString actual = config.problem();
    if (problem.isEmpty())
        QCOMPARE(actual, QString());
    else
        QVERIFY2(actual.contains(problem), qPrintable(actual));
}

void TestPmRules::sections_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<QList<int>>("second");
    QTest::newRow("PM-21 7 players: four and three") << 7 << QList<int>{4, 5, 6};
    QTest::newRow("PM-21 8 players: four and four") << 8 << QList<int>{4, 5, 6, 7};
}

void TestPmRules::sections() {
    QFETCH(int, players);
    QFETCH(QList<int>, second);
    Rubber rubber(rubberConfig(players, 2100 + std::uint64_t(players), true));
    QCOMPARE(rubber.sectionCount(), 2);
    QCOMPARE(rubber.sectionSeats(0), (std::vector<int>{0, 1, 2, 3}));
    QCOMPARE(rubber.sectionSeats(1), std::vector<int>(second.begin(), second.end()));
    bool sawSecond = false;
    club::Random rng(7);
    RandomPlayer player;
    while (true) {
        const Game& g = rubber.current();
        const GameRecord& rec = rubber.currentRecord();
        QCOMPARE(g.deckSize(), 44); // each section its own single pack
        QCOMPARE(g.players(), int(rubber.sectionSeats(rec.section).size()));
        QCOMPARE(rec.dealer, (rubber.cut(rec.section).dealer + rec.number) % g.players());
        if (rec.section == 1 && !sawSecond) {
            sawSecond = true;
            // One section circular, the other octagonal (PM-21, PM-E4).
            QEXPECT_FAIL("", "engine deals both sections from circular-backed cards", Continue);
            QCOMPARE(g.card(0).back, Back::Octagonal);
        }
        while (!rubber.current().isOver())
            rubber.play(player.choose(View(rubber.current(), rubber.current().toMove()), rng));
        if (rubber.isOver()) break;
        rubber.startNextGame();
    }
    // Both sections on one rubber: ten records, alternating sections.
    QCOMPARE(int(rubber.records().size()), 10);
    for (int i = 0; i < 10; ++i) {
        QCOMPARE(rubber.records()[std::size_t(i)].section, i % 2);
        QCOMPARE(rubber.records()[std::size_t(i)].number, i / 2);
    }
    for (int s = 0; s < players; ++s)
        for (int g = 0; g < 5; ++g)
            QVERIFY(rubber.score(g, s).has_value());
}
