// SPDX-License-Identifier: GPL-3.0-or-later
// Random games for every number of hands (CR-1 to CR-25 as invariants): the
// 52 cards are always all there, the count never passes 31, every game ends
// the moment a side reaches 61 or 121 and no sooner, and the Once Around
// board adds up (corners, games with lurches, points, skunks, high hands).
#include "core/random.h"
#include "crib/match.h"
#include "crib_test_util.h"

#include <QTest>

using namespace cribtest;
using club::Random;

class TestCribProperty : public QObject {
    Q_OBJECT
private slots:
    void randomGames_data();
    void randomGames();
};

void TestCribProperty::randomGames_data() {
    QTest::addColumn<int>("hands");
    QTest::newRow("CR-2 two hands") << 2;
    QTest::newRow("CR-3 three hands") << 3;
    QTest::newRow("CR-4 four hands") << 4;
    QTest::newRow("CR-5 five hands") << 5;
    QTest::newRow("CR-6 six hands") << 6;
}

void TestCribProperty::randomGames() {
    QFETCH(int, hands);
    const int total = quick() ? 200 : 10000; // quick: the sanitizer build
    const Board board = hands == 5   ? Board::TwoAndThree
                        : hands == 4 ? Board::TwoTrack
                                     : Board::ThreeTrack;
    Random rng(std::uint64_t(hands) * 1000003);
    // Several games to a match, so that the board's totals carry over.
    const int perMatch = 5;
    for (int done = 0; done < total;) {
        const int target = rng.below(2) ? 121 : 61;
        Setup setup{hands, target, board, rng.below(4) == 0};
        setup.corners = rng.below(2) ? Corners::EveryThirty : Corners::Bends; // CR-21 [R]
        Match m(setup, rng.next());
        std::vector<int> points(std::size_t(m.sides()), 0), games(points), skunks(points);
        std::vector<int> high(std::size_t(hands), 0);
        for (int g = 0; g < perMatch && done < total; ++g, ++done) {
            int corners = 0;
            while (m.phase() != Phase::GameOver) {
                QCOMPARE(m.cardsInPlay(), 52);
                for (int s : m.scores())
                    QVERIFY(s < target);
                Move move = m.computerMove(Level::Random, rng);
                if (m.phase() == Phase::Count && rng.below(3) == 0)
                    move.points = int(rng.below(30)); // a careless count
                if (m.phase() == Phase::Muggins && rng.below(2)) move.kind = Move::Pass;
                QVERIFY(m.isLegal(move));
                for (const Event& e : m.apply(move)) {
                    if (e.kind == Event::Play) QVERIFY(e.count <= 31);
                    if (e.kind == Event::Corner) ++corners;
                    if (e.kind == Event::Show && !e.crib)
                        high[std::size_t(e.seat)] = std::max(high[std::size_t(e.seat)], e.points);
                    QVERIFY(m.pegging().count() <= 31);
                }
            }
            // CR-18: the winner is exactly in the game hole, the others short
            const GameResult& r = m.results().back();
            int best = 0;
            for (int s = 0; s < m.sides(); ++s) {
                if (s == r.winner) {
                    QCOMPARE(r.scores[std::size_t(s)], target);
                    continue;
                }
                QVERIFY(r.scores[std::size_t(s)] < target);
                best = std::max(best, r.scores[std::size_t(s)]);
                const int sc = r.scores[std::size_t(s)];
                // CR-24
                QCOMPARE(r.skunks[std::size_t(s)], target != 121 ? 0
                                                   : sc <= 60    ? 2
                                                   : sc <= 90    ? 1
                                                                 : 0);
                skunks[std::size_t(r.winner)] += r.skunks[std::size_t(s)];
            }
            QCOMPARE(r.lurch, best < (target == 121 ? 61 : 31)); // CR-19
            games[std::size_t(r.winner)] += r.lurch ? 2 : 1;     // CR-22
            for (int s = 0; s < m.sides(); ++s)
                points[std::size_t(s)] += r.scores[std::size_t(s)];
            // CR-21: every corner passed is won once
            int passed = 0;
            for (int hole : setup.cornerHoles())
                passed += hole < target;
            QCOMPARE(corners, passed);
            // the game's own line of the match sheet adds up to the board's
            int gameCorners = 0;
            for (int c : r.corners)
                gameCorners += c;
            QCOMPARE(gameCorners, passed);
            std::vector<int> cornerSum(std::size_t(m.sides()), 0), bestSeen(std::size_t(hands), 0);
            for (const GameResult& each : m.results())
                for (int s = 0; s < m.sides(); ++s)
                    cornerSum[std::size_t(s)] += each.corners[std::size_t(s)];
            for (const GameResult& each : m.results())
                for (int seat = 0; seat < hands; ++seat)
                    bestSeen[std::size_t(seat)] =
                        std::max(bestSeen[std::size_t(seat)], each.highHand[std::size_t(seat)]);
            QCOMPARE(m.board().corners, cornerSum);
            QCOMPARE(bestSeen, high);
            QCOMPARE(m.board().points, points); // CR-23
            QCOMPARE(m.board().games, games);
            QCOMPARE(m.board().skunks, skunks);
            QCOMPARE(m.board().highHand, high); // CR-25
            m.apply({Move::NextGame, {}, 0});
        }
    }
}

QTEST_APPLESS_MAIN(TestCribProperty)
#include "tst_crib_property.moc"
