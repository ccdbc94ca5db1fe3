// SPDX-License-Identifier: GPL-3.0-or-later
// Properties over many random games of each kind (issue #12): counters are
// conserved, never three on a square (PAT-6, PAT-P8), never a capture on a
// Star (PAT-7, PAT-P7), the square counts always agree with the counters,
// and every game ends. PLAYERS_CLUB_QUICK_TESTS=1 plays fewer games.
#include "core/random.h"
#include "pat/match.h"
#include "pat_test_util.h"

using namespace pat_test;

class TestPatProperty : public QObject {
    Q_OBJECT
private slots:
    void randomGames_data();
    void randomGames();
};

void TestPatProperty::randomGames_data() {
    QTest::addColumn<bool>("partner");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("counters");
    QTest::newRow("PAT-1 single game, 4 players") << false << 4 << 4;
    QTest::newRow("PAT-1 single game, 3 players") << false << 3 << 4;
    QTest::newRow("PAT-1 single game, 2 players") << false << 2 << 4;
    QTest::newRow("PAT-1 short game, 4 players") << false << 4 << 3;
    QTest::newRow("PAT-P1 partner game") << true << 4 << 4;
}

void TestPatProperty::randomGames() {
    QFETCH(bool, partner);
    QFETCH(int, players);
    QFETCH(int, counters);
    const int games = qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 1000 : 10000;
    const Rules rules = rulesOf(partner ? Kind::Partner : Kind::Single, players, counters);
    const Paths& paths = Paths::standard();
    club::Random rng(20261125);
    long captures = 0, moves = 0;
    for (int g = 0; g < games; ++g) {
        State s(rules, coloursFor(rules.kind, players)[std::size_t(g % players)]);
        long throws = 0;
        while (!s.isOver()) {
            if (++throws >= 100000) QFAIL("a game that does not end");
            if (s.phase() != Phase::Choose) {
                s.throwDie(rng.between(1, 6));
                continue;
            }
            const int mover = s.toMove();
            const Change ch = s.choose(int(rng.below(std::uint32_t(s.legalCount()))));
            ++moves;
            if (ch.capturedColour >= 0) {
                ++captures;
                const int square = paths.loopSquare(rules.kind, mover, ch.move.to);
                QVERIFY2(!paths.star[std::size_t(square)], "a capture on a Star");
                QVERIFY(rules.kind == Kind::Single || sideOf(ch.capturedColour) != sideOf(mover));
                QCOMPARE(s.position().at(ch.capturedColour, ch.capturedCounter), -1);
            }
            const Position& p = s.position();
            if (g % 50 == 0) { // the full rebuild is slow: one game in fifty
                // The counts kept for speed agree with the counters' progress.
                std::array<std::array<int, MaxCounters>, Colours> prog{};
                for (int c = 0; c < Colours; ++c)
                    for (int i = 0; i < MaxCounters; ++i)
                        prog[c][i] = p.at(c, i);
                Position rebuilt;
                QVERIFY2(Position::fromProgress(rules, prog, rebuilt),
                         "three on a square, or two that may not share one");
                QVERIFY(rebuilt.loop == p.loop);
                QVERIFY(rebuilt.column == p.column);
                QVERIFY(rebuilt.own == p.own && rebuilt.barrier == p.barrier);
                QVERIFY(rebuilt.occupied == p.occupied && rebuilt.full == p.full);
                QVERIFY(rebuilt.columnAny == p.columnAny && rebuilt.columnFull == p.columnFull);
            }
            int total = 0;
            bool fits = true;
            for (int sq = 0; sq < LoopSquares; ++sq) {
                fits &= p.countOn(sq) <= 2;
                total += p.countOn(sq);
            }
            for (int c = 0; c < Colours; ++c) {
                if (!rules.plays(c)) continue;
                for (int i = 0; i < counters; ++i) {
                    const int v = p.at(c, i);
                    fits &= v >= Triangle && v <= Home;
                    total += v == Triangle || v == Home || v >= FirstHomeColumn;
                }
            }
            if (!fits) QFAIL("three on a square, or a counter off the board");
            if (total != counters * players) QFAIL("a counter lost or doubled");
        }
        if (partner)
            QVERIFY(s.winningSide() == 0 || s.winningSide() == 1);
        else
            QVERIFY(s.finishedCount() >= 1);
    }
    QVERIFY(captures > 0 && moves > 0);
}

QTEST_GUILESS_MAIN(TestPatProperty)
#include "tst_pat_property.moc"
