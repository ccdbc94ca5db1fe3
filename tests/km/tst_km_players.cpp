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
    void quietStepFacts_data();
    void quietStepFacts();
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
            case Kind::Threatens:
            case Kind::Rescues:
            case Kind::Prepares:
            case Kind::Enters:
            case Kind::BestPosition:
                QCOMPARE(h.move.kind, MoveKind::Step);
                QCOMPARE(change.rowsFormed, 0);
                QCOMPARE(h.reason.facts, moveFacts(p, h.move));
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

void TestKmPlayers::quietStepFacts_data() {
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("square"); ///< the reason's square, or empty
    QTest::addColumn<QString>("exposes");
    using Kind = HintReason::Kind;
    // KM-4: from g5 the token could jump f5 to e5, completing c5-d5-e5.
    QTest::newRow("KM-4 threatens a jump") << "A:c5 d5 h5 B:f5 i9 i8 h9"
                                           << "h5-g5" << int(Kind::Threatens) << "f5"
                                           << "";
    // KM-4: Blue's g5 could jump f5 to e5 (c5-d5-e5 Blue); f6 is out of reach.
    QTest::newRow("KM-4 steps out of a jump") << "A:f5 i9 i7 B:c5 d5 g5"
                                              << "f5-f6" << int(Kind::Rescues) << "f5"
                                              << "";
    // KM-6: from e4 a step to e5 completes c5-d5-e5; from f4 none did.
    QTest::newRow("KM-6 a row one step away") << "A:c5 d5 f4 B:i9 i8 h9"
                                              << "f4-e4" << int(Kind::Prepares) << "e5"
                                              << "";
    // KM-2: from a Corridor straight into the Field.
    QTest::newRow("KM-2 enters the Field") << "A:b5 i9 g3 B:c9 e9 g9"
                                           << "b5-c5" << int(Kind::Enters) << ""
                                           << "";
    // KM-4: Blue's g5 could then jump f5 to e5 (c5-d5-e5 Blue).
    QTest::newRow("KM-4 walks into a jump") << "A:f6 i9 i7 B:c5 d5 g5"
                                            << "f6-f5" << int(Kind::BestPosition) << ""
                                            << "f5";
}

// A quiet step's reason is a fact a player sees on the board (a threat, a
// token saved, a row prepared, a token entering), with what it leaves open.
void TestKmPlayers::quietStepFacts() {
    QFETCH(QString, tokens);
    QFETCH(QString, move);
    QFETCH(int, kind);
    QFETCH(QString, square);
    QFETCH(QString, exposes);
    const Position p = kmtest::setup(tokens.toStdString());
    const auto m = parseMove(p, move.toStdString());
    QVERIFY2(m, toDiagram(p).c_str());
    const HintReason why = reasonFor(p, *m);
    QCOMPARE(int(why.kind), kind);
    if (!square.isEmpty()) QCOMPARE(why.square, parseSquare(square.toStdString()));
    QCOMPARE(why.facts.exposes, exposes.isEmpty() ? NoSquare : parseSquare(exposes.toStdString()));
    QCOMPARE(why.facts, moveFacts(p, *m));
}

QTEST_GUILESS_MAIN(TestKmPlayers)
#include "tst_km_players.moc"
