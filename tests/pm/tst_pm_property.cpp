// SPDX-License-Identifier: GPL-3.0-or-later
// Property test: many random games (2..8 players, random and greedy
// players, both house-rule settings), every invariant checked after every
// move against the test's own reading of RULES.md, not the engine's.
#include "pm_test_util.h"

#include <QElapsedTimer>
#include <QTest>

using namespace pmtest;

namespace {

/// Every card in exactly one place: hands, pile, set-aside (PM-1, PM-E5).
QString cardPlaces(const Game& g) {
    std::vector<int> seen(std::size_t(g.deckSize()), 0);
    int total = 0;
    const auto mark = [&](std::span<const CardId> cards) {
        for (CardId c : cards) {
            if (c >= g.deckSize()) return false;
            ++seen[c];
            ++total;
        }
        return true;
    };
    for (int s = 0; s < g.players(); ++s)
        if (!mark(g.hand(s))) return QStringLiteral("a card id beyond the deck");
    if (!mark(g.pile()) || !mark(g.setAside())) return QStringLiteral("a card id beyond the deck");
    for (int id = 0; id < g.deckSize(); ++id)
        if (seen[std::size_t(id)] != 1)
            return QStringLiteral("card %1 is in %2 places").arg(id).arg(seen[std::size_t(id)]);
    return total == g.deckSize() ? QString() : QStringLiteral("card count");
}

/// The Change of one move against the positions before and after it.
QString changeProblem(const Game& before, const Move& m, const Change& ch, const Game& after) {
    const int seat = before.toMove();
    if (ch.seat != seat || ch.card != m.card) return QStringLiteral("seat or card");
    if (ch.cardValue != before.card(m.card).value) return QStringLiteral("card value");
    if (ch.hadTop != before.hasTop() || ch.topValue != before.topValue())
        return QStringLiteral("top card");
    const int amount = before.hasTop() ? before.topValue() + ch.cardValue : ch.cardValue; // PM-6
    if (ch.amount != amount) return QStringLiteral("amount");
    if (!before.hasTop() && ch.cardValue < 0) return QStringLiteral("PM-5 MINUS lead");
    if (after.pile().back() != m.card ||
        int(after.hand(seat).size()) + 1 != int(before.hand(seat).size()))
        return QStringLiteral("the card was not laid");
    const Men &was = before.men(seat), &now = after.men(seat);
    for (int i = 0; i < MenPerPlayer; ++i)
        if (i != ch.man && was[i] != now[i]) return QStringLiteral("another man moved");
    for (int s = 0; s < before.players(); ++s)
        if (s != seat && before.men(s) != after.men(s)) return QStringLiteral("another board");
    if (ch.man < 0) {
        // PM-8, PM-14 [R]: no man moves only when no move is possible.
        return legalManMoves(was, amount, before.options()).empty()
                   ? QString()
                   : QStringLiteral("PM-14 a possible move was not made");
    }
    if (was[ch.man] != ch.from || now[ch.man] != ch.to) return QStringLiteral("man's places");
    if (ch.bust) { // PM-12, PM-13
        if (ch.to != 0 || ch.from + amount <= 25) return QStringLiteral("PM-12 bust");
        if (ch.from == 0)
            for (int p : was)
                if (p > 0 && p < 25) return QStringLiteral("PM-13 star bust with a man in play");
        return {};
    }
    if (was[ch.man] == 25 && (before.options().homeIsSafe || amount > 0))
        return QStringLiteral("PM-11 a home man moved");
    if (amount > 0 && ch.to != ch.from + amount) return QStringLiteral("PM-7 forward");
    if (amount < 0 && ch.to != std::max(0, ch.from + amount)) return QStringLiteral("PM-9 back");
    if (ch.to > 25) return QStringLiteral("PM-11 past 25");
    return {};
}

bool allHome(const Men& m) {
    return std::all_of(m.begin(), m.end(), [](int p) { return p == 25; });
}

} // namespace

class TestPmProperty : public QObject {
    Q_OBJECT
private slots:
    void randomGames(); // PM-1 .. PM-18
};

void TestPmProperty::randomGames() {
    const int games = qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 1000 : 10000;
    club::Random meta(20250101);
    RandomPlayer randomPlayer;
    GreedyPlayer greedyPlayer;
    long moves = 0;
    int fourHome = 0, noMoves = 0, busts = 0;
    QElapsedTimer timer;
    timer.start();
    for (int n = 0; n < games; ++n) {
        const int players = meta.between(2, 8);
        const std::uint64_t seed = meta.next();
        Options options;
        options.homeIsSafe = options.starBustWithoutMenInPlay = meta.below(2) == 0;
        Game g = Game::deal(Pack::standard(), players, meta.between(0, players - 1), seed, options);
        // Each seat random or greedy, chosen per game.
        std::vector<Player*> seats;
        for (int s = 0; s < players; ++s)
            seats.push_back(meta.below(2) ? static_cast<Player*>(&greedyPlayer) : &randomPlayer);
        club::Random rng(seed ^ 0x9e37);
        const QString context =
            QStringLiteral("game %1, %2 players, seed %3").arg(n).arg(players).arg(seed);
        QVERIFY2(cardPlaces(g).isEmpty(), qPrintable(context));
        while (true) {
            const MoveList legal = g.legalMoves();
            QVERIFY2(!legal.empty(), qPrintable(context + ": no legal move before the end"));
            const Game before = g;
            const Move m = seats[std::size_t(g.toMove())]->choose(View(g, g.toMove()), rng);
            QVERIFY2(before.isLegal(m), qPrintable(context));
            const Change ch = g.apply(m);
            ++moves;
            noMoves += ch.man < 0;
            busts += ch.bust;
            const QString problem = changeProblem(before, m, ch, g);
            QVERIFY2(problem.isEmpty(), qPrintable(context + ": " + problem));
            const QString places = cardPlaces(g);
            QVERIFY2(places.isEmpty(), qPrintable(context + ": " + places));
            for (int s = 0; s < players; ++s) {
                QVERIFY2(isPossible(g.men(s)), qPrintable(context + ": PM-10"));
                QCOMPARE(g.score(s), expectedScore(g.men(s))); // PM-18
            }
            // PM-17: over exactly when the mover has four men home or every
            // dealt card has been played.
            const bool shouldEnd = allHome(g.men(ch.seat)) || int(g.pile().size()) == players * 11;
            QCOMPARE(g.isOver(), shouldEnd);
            QCOMPARE(ch.gameOver, shouldEnd);
            if (shouldEnd) {
                fourHome += allHome(g.men(ch.seat));
                QVERIFY(g.legalMoves().empty());
                break;
            }
            QCOMPARE(g.toMove(), (ch.seat + 1) % players); // PM-4
        }
    }
    qInfo(
        "%d games, %ld moves, %d ended by four men home, %d cards moved no man, %d busts, %lld ms",
        games, moves, fourHome, noMoves, busts, timer.elapsed());
    // The run reached the rare endings, so the checks above were exercised.
    QVERIFY(fourHome > 0);
    QVERIFY(noMoves > 0);
    QVERIFY(busts > 0);
}

QTEST_GUILESS_MAIN(TestPmProperty)
#include "tst_pm_property.moc"
