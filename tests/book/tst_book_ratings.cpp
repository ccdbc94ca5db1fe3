// SPDX-License-Identifier: GPL-3.0-or-later
// The book's ratings (app/book/ratings.h): answers worked by hand, and a
// night's tables giving the same ratings in any order.
#include "ratings.h"

#include <QtTest>
#include <algorithm>

using namespace club::book;

namespace {

RatedGame game(const QString& batch, const QString& id, const QList<QPair<QString, int>>& seats) {
    RatedGame g{batch, id, {}};
    for (const auto& [player, place] : seats)
        g.seats.append({player, place});
    return g;
}

} // namespace

class TestBookRatings : public QObject {
    Q_OBJECT
private slots:
    // 1500 v 1500, A wins: Ea = 1/2, A moves by 32 * (1 - 1/2) = +16.
    void twoEqualPlayers() {
        const auto r = ratings({game("n1", "g", {{"A", 1}, {"B", 2}})});
        QCOMPARE(r.value("A"), 1516.0);
        QCOMPARE(r.value("B"), 1484.0);
    }
    // 1600 v 1400, the favourite wins: Ea = 1 / (1 + 10^(-200/400)) =
    // 1 / (1 + 0.316228) = 0.759747; A moves by 32 * 0.240253 = +7.688.
    void favouriteWins() {
        const auto r =
            ratings({game("n1", "g", {{"A", 1}, {"B", 2}})}, {}, {{"A", 1600.0}, {"B", 1400.0}});
        QVERIFY(qAbs(r.value("A") - 1607.688) < 0.001);
        QVERIFY(qAbs(r.value("B") - 1392.312) < 0.001);
    }
    // The same two, the outsider wins: 32 * (1 - 0.240253) = 24.312.
    void outsiderWins() {
        const auto r =
            ratings({game("n1", "g", {{"A", 2}, {"B", 1}})}, {}, {{"A", 1600.0}, {"B", 1400.0}});
        QVERIFY(qAbs(r.value("A") - 1575.688) < 0.001);
        QVERIFY(qAbs(r.value("B") - 1424.312) < 0.001);
    }
    void drawBetweenEqualsChangesNothing() {
        const auto r = ratings({game("n1", "g", {{"A", 1}, {"B", 1}})});
        QCOMPARE(r.value("A"), 1500.0);
        QCOMPARE(r.value("B"), 1500.0);
    }
    // Three equals, places 1 2 3: A beats two (sum of S - E = 1/2 + 1/2 = 1),
    // B beats one and loses one (0), C loses two (-1); K / (n - 1) = 16.
    void threePlayersPairwise() {
        const auto r = ratings({game("n1", "g", {{"A", 1}, {"B", 2}, {"C", 3}})});
        QCOMPARE(r.value("A"), 1516.0);
        QCOMPARE(r.value("B"), 1500.0);
        QCOMPARE(r.value("C"), 1484.0);
    }
    // Partners share first place: each draws with the other (0) and beats
    // both of the other side (1/2 + 1/2): 32 / 3 each.
    void partnersShareTheirWin() {
        const auto r = ratings({game("n1", "g", {{"A", 1}, {"B", 2}, {"C", 1}, {"D", 2}})});
        QVERIFY(qAbs(r.value("A") - (1500 + 32.0 / 3)) < 1e-9);
        QVERIFY(qAbs(r.value("D") - (1500 - 32.0 / 3)) < 1e-9);
    }
    // Within a night every game is rated from the ratings before it: A
    // beats B twice at 1500 each, +16 twice (not +16 then +14.5).
    void aNightIsRatedFromTheRatingsBeforeIt() {
        const auto r = ratings(
            {game("n1", "g1", {{"A", 1}, {"B", 2}}), game("n1", "g2", {{"A", 1}, {"B", 2}})});
        QCOMPARE(r.value("A"), 1532.0);
        // The next night starts from there: Ea = 1 / (1 + 10^(-64/400)).
        const auto next =
            ratings({game("n1", "g1", {{"A", 1}, {"B", 2}}), game("n1", "g2", {{"A", 1}, {"B", 2}}),
                     game("n2", "g3", {{"A", 1}, {"B", 2}})});
        const double ea = 1 / (1 + qPow(10, -64.0 / 400));
        QVERIFY(qAbs(next.value("A") - (1532 + 32 * (1 - ea))) < 1e-9);
    }
    void aNightsTablesInAnyOrderGiveTheSameRatings() {
        QList<RatedGame> games = {
            game("2026-11-27", "a", {{"Ada", 1}, {"Bert", 2}}),
            game("2026-11-28", "t1", {{"Ada", 2}, {"Cora", 1}, {"Dan", 3}, {"computer:expert", 4}}),
            game("2026-11-28", "t2", {{"Bert", 1}, {"Eve", 2}, {"computer:beginner", 3}}),
            game("2026-11-28", "t3", {{"Cora", 1}, {"Bert", 1}, {"Ada", 3}}),
            game("2026-11-28", "t4", {{"Dan", 1}, {"Eve", 2}}),
            game("2026-11-29", "z", {{"Eve", 1}, {"Ada", 2}})};
        const QMap<QString, double> expected = ratings(games);
        std::sort(games.begin(), games.end(),
                  [](const RatedGame& a, const RatedGame& b) { return a.id < b.id; });
        int orders = 0;
        do {
            QCOMPARE(ratings(games), expected);
            ++orders;
        } while (std::next_permutation(
            games.begin(), games.end(),
            [](const RatedGame& a, const RatedGame& b) { return a.id < b.id; }));
        QCOMPARE(orders, 720);
        // Nor does the games' ids' order (a new id is a random one): the
        // night's tables named the other way round rate the same.
        QList<RatedGame> renamed = games;
        for (RatedGame& g : renamed)
            if (g.batch == QLatin1String("2026-11-28"))
                g.id = QStringLiteral("t%1").arg(5 - g.id.mid(1).toInt());
        QCOMPARE(ratings(renamed), expected);
        // Taken one after another instead, the night's order would matter:
        // the test above can fail.
        QList<RatedGame> oneByOne = games;
        for (int i = 0; i < oneByOne.size(); ++i)
            oneByOne[i].batch = QString::number(i);
        QList<RatedGame> reversed = oneByOne;
        std::reverse(reversed.begin(), reversed.end());
        for (int i = 0; i < reversed.size(); ++i)
            reversed[i].batch = QString::number(i);
        QVERIFY(ratings(oneByOne) != ratings(reversed));
    }
};

QTEST_GUILESS_MAIN(TestBookRatings)
#include "tst_book_ratings.moc"
