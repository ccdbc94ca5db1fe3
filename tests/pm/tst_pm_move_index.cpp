// SPDX-License-Identifier: GPL-3.0-or-later
// The fast move generation of issue 14 against the rules written out plainly.
// MenIndex works with bit masks over clamped amounts and TurnMoves counts
// moves instead of listing them; both must give exactly the moves, in
// exactly the order, that a per-man reading of PM-7 to PM-14 gives, because
// the random player's draw and every pinned answer depend on that order.
#include "core/random.h"
#include "pm/game.h"
#include "pm/pack.h"
#include "pm/player.h"
#include "pm/rules.h"
#include "pm/view.h"
#include "pm_test_util.h"

#include <QTest>
#include <vector>

using namespace club::pm;

namespace {

/// PM-7 to PM-14 read man by man, in the men's order, a place once.
std::vector<ManMove> plainWays(const Men& men, int amount, const Options& options) {
    std::vector<ManMove> out;
    bool inPlay = false;
    for (int m : men)
        inPlay = inPlay || (m > Stars && m < Home);
    const auto occupied = [&](int place) {
        for (int m : men)
            if (m == place) return true;
        return false;
    };
    std::vector<int> done;
    for (int from : men) {
        if (std::find(done.begin(), done.end(), from) != done.end()) continue;
        done.push_back(from);
        const int to = from + amount;
        if (amount > 0) {
            if (from == Home) continue; // PM-11
            if (to < Home && !occupied(to))
                out.push_back({std::int8_t(from), std::int8_t(to), false});  // PM-7, PM-10
            if (to == Home) out.push_back({std::int8_t(from), Home, false}); // PM-11
            if (to > Home && from != Stars)
                out.push_back({std::int8_t(from), Stars, true}); // PM-12
            if (to > Home && from == Stars && options.starBustWithoutMenInPlay && !inPlay)
                out.push_back({Stars, Stars, true}); // PM-13 [R]
        } else if (amount < 0) {
            if (from == Stars || (from == Home && options.homeIsSafe)) continue; // PM-9, PM-11 [R]
            if (to <= Stars)
                out.push_back({std::int8_t(from), Stars, false});
            else if (!occupied(to))
                out.push_back({std::int8_t(from), std::int8_t(to), false}); // PM-10
        }
    }
    return out;
}

QString text(const std::vector<ManMove>& ways) {
    QStringList parts;
    for (const ManMove& w : ways)
        parts << QStringLiteral("%1>%2%3").arg(w.from).arg(w.to).arg(w.bust ? "!" : "");
    return parts.join(' ');
}

QString boardText(const Men& m, int amount, const Options& o) {
    return QStringLiteral("men %1 %2 %3 %4 amount %5 safe %6 starBust %7")
        .arg(m[0])
        .arg(m[1])
        .arg(m[2])
        .arg(m[3])
        .arg(amount)
        .arg(o.homeIsSafe)
        .arg(o.starBustWithoutMenInPlay);
}

/// Amounts to check: every one up to a bust or a fall to the stars from
/// anywhere, the largest two cards make (+-24 each) and beyond.
const std::vector<int>& amounts() {
    static const std::vector<int> list = [] {
        std::vector<int> a = {-60, -49, -48, -47, 47, 48, 49, 60};
        for (int v = -28; v <= 28; ++v)
            a.push_back(v);
        return a;
    }();
    return list;
}

bool checkBoard(const Men& men, const Options& options, QString* failure) {
    const MenIndex index(men, options);
    for (int amount : amounts()) {
        const std::vector<ManMove> want = plainWays(men, amount, options);
        std::vector<ManMove> got;
        index.ways(amount, [&](int from, int to, bool bust) {
            got.push_back({std::int8_t(from), std::int8_t(to), bust});
        });
        bool same = got == want && index.count(amount) == int(want.size());
        for (int i = 0; same && i < int(want.size()); ++i)
            same = index.way(amount, i) == want[std::size_t(i)];
        if (!same) {
            *failure = boardText(men, amount, options) + QStringLiteral(": want ") + text(want) +
                       QStringLiteral(", got ") + text(got);
            return false;
        }
    }
    return true;
}

} // namespace

class TestPmMoveIndex : public QObject {
    Q_OBJECT
private slots:
    void everyBoardEveryAmount_data();
    void everyBoardEveryAmount();
    void turnMovesAreLegalMovesInOrder();
    void playIsApply();
};

void TestPmMoveIndex::everyBoardEveryAmount_data() {
    QTest::addColumn<bool>("homeIsSafe");
    QTest::addColumn<bool>("starBust");
    QTest::newRow("PM-11 [R] home safe, PM-13 [R] star bust") << true << true;
    QTest::newRow("PM-11 [R] home safe, no star bust") << true << false;
    QTest::newRow("PM-11 [R] home not safe, PM-13 [R] star bust") << false << true;
    QTest::newRow("PM-11 [R] home not safe, no star bust") << false << false;
}

void TestPmMoveIndex::everyBoardEveryAmount() {
    // PM-7 to PM-14: every possible board, men in every order (the order of
    // the ways follows the men), every amount.
    QFETCH(bool, homeIsSafe);
    QFETCH(bool, starBust);
    Options options;
    options.homeIsSafe = homeIsSafe;
    options.starBustWithoutMenInPlay = starBust;
    int boards = 0;
    QString failure;
    // Every seventh possible board, each option set from another offset (a
    // stride keeps the suite within seconds in sanitizer builds); men on
    // the stars or on 25 share a place, numbers never do (PM-10).
    const int stride = 7;
    int next = int(homeIsSafe) + 2 * int(starBust);
    for (int a = 0; a <= Home; ++a)
        for (int b = 0; b <= Home; ++b)
            for (int c = 0; c <= Home; ++c)
                for (int d = 0; d <= Home; ++d) {
                    const Men m = pmtest::men(a, b, c, d);
                    if (!isPossible(m)) continue;
                    if (next++ % stride) continue;
                    ++boards;
                    if (!checkBoard(m, options, &failure)) QFAIL(qPrintable(failure));
                }
    QVERIFY(boards > 50000); // of 366,208 possible boards
}

void TestPmMoveIndex::turnMovesAreLegalMovesInOrder() {
    // Whole games of every table size: at every turn TurnMoves counts and
    // indexes exactly legalMoves(), including PM-5 (no MINUS lead) and the
    // cards that move no man (PM-14 [R]).
    RandomPlayer player;
    int turns = 0;
    for (int i = 0; i < 700; ++i) {
        const int players = 2 + i % 7;
        Options options;
        options.homeIsSafe = i % 3 != 0;
        options.starBustWithoutMenInPlay = i % 5 != 0;
        Game g =
            Game::deal(Pack::standard(), players, i % players, 50000 + std::uint64_t(i), options);
        club::Random rng{std::uint64_t(i)};
        while (!g.isOver()) {
            const MoveList list = g.legalMoves();
            const TurnMoves counted(g);
            QCOMPARE(counted.size(), list.size());
            for (int k = 0; k < list.size(); ++k)
                QVERIFY2(
                    counted[k] == list[k],
                    qPrintable(
                        QStringLiteral("game %1 move %2 of %3").arg(i).arg(k).arg(list.size())));
            ++turns;
            g.play(player.choose(View(g, g.toMove()), rng));
        }
        QCOMPARE(TurnMoves(g).size(), 0);
    }
    QVERIFY(turns > 30000);
}

void TestPmMoveIndex::playIsApply() {
    // play() and apply() leave the same game behind, move by move.
    RandomPlayer player;
    for (int i = 0; i < 200; ++i) {
        const int players = 2 + i % 7;
        Game a = Game::deal(Pack::standard(), players, i % players, 90000 + std::uint64_t(i));
        Game b = a;
        club::Random rng(std::uint64_t(i) + 7);
        while (!a.isOver()) {
            const Move m = player.choose(View(a, a.toMove()), rng);
            const Change ch = a.apply(m);
            b.play(m);
            QCOMPARE(ch.gameOver, b.isOver());
            QCOMPARE(b.toMove(), a.toMove());
            QCOMPARE(pmtest::difference(a, b), QString());
        }
    }
}

QTEST_GUILESS_MAIN(TestPmMoveIndex)
#include "tst_pm_move_index.moc"
