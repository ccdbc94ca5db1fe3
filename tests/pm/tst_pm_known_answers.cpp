// SPDX-License-Identifier: GPL-3.0-or-later
// Known answers pinned from the engine as it was before the speed work of
// issue 14: the deal a seed gives (PM-1, PM-3), the moves the random
// player draws and the results of whole matches. Saves store only seeds
// and moves, so a changed deal would load an old save to another position;
// a changed random player would change every pm.simulate answer.
#include "core/random.h"
#include "pm/game.h"
#include "pm/match.h"
#include "pm/pack.h"
#include "pm/player.h"
#include "pm/view.h"

#include <QTest>
#include <cmath>

using namespace club::pm;

namespace {

/// FNV-1a, 64 bits: a digest of many small numbers.
struct Digest {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    void add(int v) {
        h ^= std::uint64_t(std::uint32_t(v));
        h *= 0x100000001b3ULL;
    }
};

/// The deal as text: "cut N | seat: ids ... | aside: ids ...".
QString describeDeal(const Game& g) {
    QString s = QStringLiteral("cut %1").arg(g.cutAt());
    for (int seat = 0; seat < g.players(); ++seat) {
        s += QStringLiteral(" | %1:").arg(seat);
        for (CardId c : g.hand(seat))
            s += QStringLiteral(" %1").arg(int(c));
    }
    s += QStringLiteral(" | aside:");
    for (CardId c : g.setAside())
        s += QStringLiteral(" %1").arg(int(c));
    return s;
}

void addDeal(Digest& d, const Game& g) {
    d.add(g.cutAt());
    for (int seat = 0; seat < g.players(); ++seat)
        for (CardId c : g.hand(seat))
            d.add(c);
    for (CardId c : g.setAside())
        d.add(c);
}

/// Whole match results as integers: score totals and wins times 840
/// (a k-way shared first place, k <= 8, counts 1/k).
QString describeMatch(const MatchResult& r, int games) {
    QStringList parts;
    for (const EntryResult& e : r.entries)
        parts << QStringLiteral("%1/%2")
                     .arg(std::llround(e.wins * 840))
                     .arg(std::llround(e.meanScore * games));
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestPmKnownAnswers : public QObject {
    Q_OBJECT
private slots:
    void dealIsPinned_data();
    void dealIsPinned();
    void manyDealsArePinned();
    void randomPlayerMovesArePinned();
    void matchesArePinned_data();
    void matchesArePinned();
};

void TestPmKnownAnswers::dealIsPinned_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("dealer");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("expected");
    QTest::newRow("PM-3 2 players seed 1")
        << 2 << 0 << quint64(1)
        << QStringLiteral(
               "cut 27 | 0: 25 20 33 19 14 5 16 22 43 3 9 | 1: 37 17 29 35 31 2 27 24 30 10 21 | "
               "aside: 34 15 41 39 32 18 38 42 0 40 12 36 6 4 8 7 26 23 11 28 1 13");
    QTest::newRow("PM-3 4 players seed 31")
        << 4 << 0 << quint64(31)
        << QStringLiteral(
               "cut 6 | 0: 0 11 34 27 41 17 23 24 20 33 30 | 1: 2 39 25 21 28 36 7 8 40 22 5 | "
               "2: 13 37 43 4 16 6 26 38 35 31 3 | 3: 12 15 1 42 9 32 29 18 19 10 14 | aside:");
    QTest::newRow("PM-1 5 players two packs")
        << 5 << 3 << quint64(9000)
        << QStringLiteral(
               "cut 6 | 0: 63 60 14 80 36 33 17 74 86 22 0 | 1: 82 69 83 72 31 32 27 9 28 87 39 | "
               "2: 59 21 1 47 15 26 75 70 51 57 6 | 3: 19 65 48 8 3 71 29 50 43 10 4 | "
               "4: 5 24 77 79 41 46 12 49 84 23 7 | aside: 73 13 61 76 45 64 20 52 58 30 85 2 "
               "53 11 44 34 55 56 42 54 67 40 25 16 37 81 66 18 35 38 68 78 62");
    QTest::newRow("PM-1 8 players huge seed")
        << 8 << 7 << quint64(18446744073709551615ULL)
        << QStringLiteral(
               "cut 49 | 0: 17 27 87 14 30 23 19 37 57 6 8 | 1: 38 2 39 75 60 58 33 4 22 11 86 | "
               "2: 83 35 76 36 47 1 79 29 41 65 67 | 3: 16 28 31 3 63 53 46 70 24 26 64 | "
               "4: 73 80 81 20 43 34 32 77 54 85 40 | 5: 7 15 52 48 66 55 78 84 42 18 51 | "
               "6: 10 72 13 50 49 0 71 69 25 61 59 | 7: 21 68 56 62 44 9 82 74 12 5 45 | aside:");
}

void TestPmKnownAnswers::dealIsPinned() {
    QFETCH(int, players);
    QFETCH(int, dealer);
    QFETCH(quint64, seed);
    QFETCH(QString, expected);
    QCOMPARE(describeDeal(Game::deal(Pack::standard(), players, dealer, seed)), expected);
}

void TestPmKnownAnswers::manyDealsArePinned() {
    // PM-1, PM-3: 700 deals of every table size, seeds spread over 64 bits.
    Digest d;
    club::Random seeds(20261125);
    for (int i = 0; i < 700; ++i) {
        const int players = 2 + i % 7;
        addDeal(d, Game::deal(Pack::standard(), players, i % players, seeds.next()));
    }
    QCOMPARE(d.h, quint64(5212782210840442093ULL));
}

void TestPmKnownAnswers::randomPlayerMovesArePinned() {
    // Whole games of random players through a View: every move drawn.
    Digest d;
    RandomPlayer player;
    for (int i = 0; i < 350; ++i) {
        const int players = 2 + i % 7;
        Game g = Game::deal(Pack::standard(), players, i % players, 700 + std::uint64_t(i));
        club::Random rng(std::uint64_t(i) * 31 + 5);
        while (!g.isOver()) {
            const Move m = player.choose(View(g, g.toMove()), rng);
            d.add(m.card);
            d.add(m.from);
            d.add(m.to);
            d.add(m.bust);
            g.apply(m);
        }
        for (int s = 0; s < players; ++s)
            d.add(g.score(s));
    }
    QCOMPARE(d.h, quint64(12349865470146991820ULL));
}

void TestPmKnownAnswers::matchesArePinned_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("random x2") << 2 << 2000 << "random"
                               << QStringLiteral("811440/-3687 868560/1147");
    QTest::newRow("random x4") << 4 << 2000 << "random"
                               << QStringLiteral(
                                      "432460/-4749 406840/-4300 419860/-4260 420840/-4275");
    QTest::newRow("random x8") << 8 << 1000 << "random"
                               << QStringLiteral("112140/4 107100/-722 101640/-92 99120/-1976 "
                                                 "111720/-889 102480/-2516 98280/-881 107520/310");
    QTest::newRow("greedy x4") << 4 << 400 << "greedy"
                               << QStringLiteral("79380/56609 84840/56798 84000/57297 87780/56762");
    QTest::newRow("beginner x4") << 4 << 200 << "beginner"
                                 << QStringLiteral(
                                        "43260/24115 46620/23674 42000/24282 36120/23057");
    QTest::newRow("standard x3") << 3 << 100 << "standard"
                                 << QStringLiteral("27580/15079 28840/14846 27580/14693");
}

void TestPmKnownAnswers::matchesArePinned() {
    QFETCH(int, players);
    QFETCH(int, games);
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    MatchConfig config;
    config.players = players;
    config.games = games;
    config.seed = 1;
    config.kinds.assign(std::size_t(players), kind.toStdString());
    QCOMPARE(describeMatch(playMatch(config), games), expected);
}

QTEST_GUILESS_MAIN(TestPmKnownAnswers)
#include "tst_pm_known_answers.moc"
