// SPDX-License-Identifier: GPL-3.0-or-later
// Properties that hold after every choice of thousands of random games:
// tokens are conserved (KM-B2: on the board plus held plus removed = 14
// each), a captured token always goes to an empty Lodge of its colour
// (KM-4), only the mover's own tokens leave the game and only by clearing
// (KM-6), and a won game leaves the winner exactly two tokens (KM-7).
#include "core/random.h"
#include "km/game.h"
#include "km_test_util.h"

#include <QTest>

using namespace club;
using namespace club::km;

class TestKmProperty : public QObject {
    Q_OBJECT
private slots:
    void randomGames();
};

namespace {
constexpr int MaxChoices = 4000; // random play seldom needs a fifth of this

struct Seen {
    int jumps = 0, clears = 0, wins = 0, draws = 0, passes = 0, unfinished = 0;
};

// Every token on a Lodge stands on one of its own colour (KM-B2, KM-4).
bool lodgesHoldOwnColour(const Position& p) {
    for (int sq = 0; sq < SquareCount; ++sq)
        if (zoneOf(sq) == Zone::Lodge && p.at(sq) != Cell::Empty &&
            p.at(sq) != cellOf(lodgeColour(sq)))
            return false;
    return true;
}

QString describe(const Position& p, const Move& m, int choices) {
    return QStringLiteral("after %1 choices, playing %2 in\n%3")
        .arg(choices)
        .arg(QString::fromStdString(toNotation(p, m)), QString::fromStdString(toDiagram(p)));
}
} // namespace

// The message is built only when the check fails: games make a million checks.
#define KM_CHECK(cond) QVERIFY2(cond, qPrintable((cond) ? QString() : describe(before, m, choices)))

void TestKmProperty::randomGames() {
    const int games = qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 150 : 2000;
    Seen seen;
    for (int n = 0; n < games; ++n) {
        Random rng(std::uint64_t(n) * 2654435761ULL + 17);
        Game g = Game::byLot(rng.split());
        while (!g.isOver() && g.current() < MaxChoices) {
            const MoveList legal = g.legalMoves();
            QVERIFY(!legal.empty());
            const Move m = legal[int(rng.below(std::uint32_t(legal.size())))];
            const Position before = g.position();
            const Side mover = before.toMove();
            const int choices = g.current();
            if (m.kind == MoveKind::Place) { // KM-4: an empty Lodge of the captured colour
                KM_CHECK(zoneOf(m.to) == Zone::Lodge);
                KM_CHECK(lodgeColour(m.to) == other(mover));
                KM_CHECK(before.at(m.to) == Cell::Empty);
            }
            const Change ch = g.play(m);
            const Position& after = g.position();

            for (Side s : {Side::A, Side::B}) { // KM-B2: 14 each, always
                const int held = after.holdsCaptured(s) ? 1 : 0;
                KM_CHECK(after.onBoard(s) + held + after.removed(s) == TokensPerSide);
                const int gone = s == mover ? ch.removedCount : 0; // KM-6: only one's own
                KM_CHECK(after.removed(s) == before.removed(s) + gone);
            }
            KM_CHECK(lodgesHoldOwnColour(after));
            if (m.kind == MoveKind::Jump) {
                ++seen.jumps;
                KM_CHECK(before.at(ch.captured) == cellOf(other(mover)));
                QCOMPARE(after.at(ch.captured), Cell::Empty);
                QCOMPARE(after.phase(), Phase::PlaceCaptured);
                KM_CHECK(ch.rowsFormed > 0); // KM-4: only to complete a row
            }
            if (m.kind == MoveKind::Place) QCOMPARE(after.at(m.to), cellOf(other(mover)));
            if (m.kind == MoveKind::Clear && ch.removedCount > 0) ++seen.clears;
            if (m.kind == MoveKind::Pass) ++seen.passes;
        }
        const Outcome o = g.outcome();
        if (o == Outcome::None) {
            ++seen.unfinished; // random play can wander; the checks above still ran
        } else if (o == Outcome::Draw) {
            ++seen.draws;
        } else { // KM-7: the winner is down to exactly two tokens
            ++seen.wins;
            const Side winner = o == Outcome::WinA ? Side::A : Side::B;
            QCOMPARE(g.position().tokens(winner), 2);
            QVERIFY(g.position().tokens(other(winner)) > 2);
        }
    }
    // The games exercised what the checks are about.
    QVERIFY(seen.jumps > games / 10);
    QVERIFY(seen.clears > games);
    QVERIFY(seen.wins > games / 2);
    QVERIFY(seen.unfinished < games / 50 + 1);
    qInfo("%d games: %d wins, %d draws, %d unfinished, %d jumps, %d clears, %d passes", games,
          seen.wins, seen.draws, seen.unfinished, seen.jumps, seen.clears, seen.passes);
}

QTEST_GUILESS_MAIN(TestKmProperty)
#include "tst_km_property.moc"
