// SPDX-License-Identifier: GPL-3.0-or-later
// The computer players: every level answers with a legal choice, the two
// searching levels take a win that is there (KM-7), the Expert keeps to
// its budget and is repeatable for a given seed.
#include "core/random.h"
#include "km/hint.h"
#include "km/player.h"
#include "km/search.h"
#include "km_test_util.h"

#include <QSet>
#include <QTest>

using namespace club;
using namespace club::km;

class TestKmPlayers : public QObject {
    Q_OBJECT
private slots:
    void everyLevelPlaysLegally_data();
    void everyLevelPlaysLegally();
    void takesTheWin_data();
    void takesTheWin();
    void expertKeepsItsBudget();
    void levelNames();
    void hintTakesTheWin();
    void hintReasonsMatchTheMove();
};

namespace {
Budget small() {
    Budget b;
    b.nodes = 3000;
    b.milliseconds = 60000; // the node count decides, so results do not depend on load
    return b;
}
} // namespace

void TestKmPlayers::everyLevelPlaysLegally_data() {
    QTest::addColumn<int>("level");
    QTest::newRow("random") << int(Level::Random);
    QTest::newRow("standard") << int(Level::Standard);
    QTest::newRow("expert") << int(Level::Expert);
}

// A whole game against a random opponent: every answer is one of
// legalMoves(), whatever the phase of the turn (KM-4 place, KM-6 clear,
// KM-5 extra move, KM-8 pass).
void TestKmPlayers::everyLevelPlaysLegally() {
    QFETCH(int, level);
    auto player = makePlayer(Level(level), small());
    RandomPlayer opponent;
    Random rng(7);
    Position p = Position::start(Side::A);
    const int limit = qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 60 : 400;
    for (int i = 0; i < limit && !p.isOver(); ++i) {
        Player& who = p.toMove() == Side::A ? *player : opponent;
        const Move m = who.choose(p, rng);
        QVERIFY2(isLegal(p, m), toDiagram(p).c_str());
        apply(p, m);
    }
}

void TestKmPlayers::takesTheWin_data() {
    QTest::addColumn<int>("level");
    QTest::newRow("KM-7 standard") << int(Level::Standard);
    QTest::newRow("KM-7 expert") << int(Level::Expert);
}

// A has three tokens; e6-e5 (row c5-e5) or c5-c4 (diagonal c4-e6) and
// clearing the row leaves two. Only those win at once.
void TestKmPlayers::takesTheWin() {
    QFETCH(int, level);
    auto player = makePlayer(Level(level), small());
    Random rng(1);
    Position p = kmtest::setup("A:c5 d5 e6 B:g7 g8 h9 d10 f1");
    const Move m = player->choose(p, rng);
    const QString text = QString::fromStdString(toNotation(p, m));
    QVERIFY2(text == "e6-e5" || text == "c5-c4", qPrintable(text));
    apply(p, m);
    QCOMPARE(QString::fromStdString(toNotation(p, player->choose(p, rng))), QString("clear:all"));
}

void TestKmPlayers::expertKeepsItsBudget() {
    ExpertPlayer expert(small());
    Random rng(2);
    Position p = Position::start(Side::B);
    const Move first = expert.choose(p, rng);
    QVERIFY(expert.lastStats().nodes <= small().nodes + 2);
    QVERIFY(expert.lastStats().depth >= 2);
    // The same seed and budget give the same answer.
    ExpertPlayer again(small());
    Random rng2(2);
    QVERIFY(again.choose(p, rng2) == first);
}

void TestKmPlayers::levelNames() {
    for (Level l : {Level::Random, Level::Standard, Level::Expert})
        QCOMPARE(parseLevel(levelName(l)), l);
    QVERIFY(!parseLevel("grandmaster"));
}

// The Hint is the Expert's choice with its reason: in the KM-7 position of
// takesTheWin it finds the win and says so.
void TestKmPlayers::hintTakesTheWin() {
    Random rng(1);
    const Position p = kmtest::setup("A:c5 d5 e6 B:g7 g8 h9 d10 f1");
    const Hint h = hint(p, rng, small());
    const QString text = QString::fromStdString(toNotation(p, h.move));
    QVERIFY2(text == "e6-e5" || text == "c5-c4", qPrintable(text));
    QCOMPARE(h.reason.kind, HintReason::Kind::WinsByForce);
}

// Over positions of random games (every phase: KM-4 place, KM-5 extra
// move, KM-6 clear, KM-8 pass) the hint is legal and its reason is the
// move's own: a capture names the square jumped, a clear the tokens kept.
void TestKmPlayers::hintReasonsMatchTheMove() {
    using Kind = HintReason::Kind;
    Budget budget;
    budget.nodes = 400;
    budget.milliseconds = 60000;
    ExpertPlayer expert(budget);
    RandomPlayer random;
    Random rng(11);
    QSet<int> kinds;
    const int games = qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 2 : 5;
    for (int g = 0; g < games; ++g) {
        Position p = Position::start(g % 2 ? Side::A : Side::B);
        for (int i = 0; i < 200 && !p.isOver(); ++i) {
            const Hint h = hint(p, rng, expert);
            QVERIFY2(isLegal(p, h.move), toDiagram(p).c_str());
            kinds.insert(int(h.reason.kind));
            Position after = p;
            const Change change = apply(after, h.move);
            switch (h.reason.kind) {
            case Kind::Pass:
                QCOMPARE(h.move.kind, MoveKind::Pass);
                break;
            case Kind::Captures:
                QCOMPARE(h.move.kind, MoveKind::Jump);
                QCOMPARE(h.reason.square, change.captured);
                break;
            case Kind::FormsRows:
                QCOMPARE(h.move.kind, MoveKind::Step);
                QVERIFY(h.reason.count > 0 && h.reason.count == change.rowsFormed);
                break;
            case Kind::Clears:
            case Kind::KeepsRows:
                QCOMPARE(h.move.kind, MoveKind::Clear);
                QCOMPARE(h.move.rows != 0, h.reason.kind == Kind::Clears);
                QCOMPARE(h.reason.count, after.tokens(p.toMove()));
                break;
            case Kind::PlacesToken:
                QCOMPARE(h.move.kind, MoveKind::Place);
                QCOMPARE(h.reason.square, int(h.move.to));
                break;
            case Kind::BestPosition:
                QCOMPARE(h.move.kind, MoveKind::Step);
                QCOMPARE(change.rowsFormed, 0);
                break;
            case Kind::WinsByForce:
            case Kind::HoldsOut:
                break;
            }
            apply(p, random.choose(p, rng)); // the game goes on by chance
        }
    }
    // The games reach more than plain steps.
    QVERIFY(kinds.contains(int(Kind::BestPosition)));
    QVERIFY(kinds.size() >= 3);
}

QTEST_GUILESS_MAIN(TestKmPlayers)
#include "tst_km_players.moc"
