// SPDX-License-Identifier: GPL-3.0-or-later
// The computer players: every level plays only legal moves (PM-4 to PM-15),
// and plays fair (PM-16): its choice depends only on what its seat may
// know, so shuffling the other hands and the set-aside cards changes
// nothing. Also the match runner's seat rotation and the hint's reasons.
#include "pm/expert_player.h"
#include "pm/hint.h"
#include "pm/match.h"
#include "pm/playout.h"
#include "pm/standard_player.h"
#include "pm/standard_reply.h"
#include "pm/table.h"
#include "pm_test_util.h"
#include "test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <memory>

using namespace pmtest;

namespace {

bool quick() {
    return qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS");
}

/// Games per kind for the legality run; the Expert searches, so fewer.
int gamesFor(const std::string& kind) {
    if (kind == "expert") return quick() ? 2 : 12;
    return quick() ? 40 : 400;
}

/// The cards `seat` cannot see, in the order they lie in the other hands
/// and then the set-aside (Game::redealHidden's order).
std::vector<CardId> hiddenCards(const Game& g, int seat) {
    std::vector<CardId> out;
    for (int s = 0; s < g.players(); ++s)
        if (s != seat)
            for (CardId c : g.hand(s))
                out.push_back(c);
    for (CardId c : g.setAside())
        out.push_back(c);
    return out;
}

/// The same position with the cards `seat` cannot see dealt otherwise.
Game withHiddenShuffled(const Game& a, int seat, club::Random& shuffler) {
    std::vector<CardId> hidden = hiddenCards(a, seat);
    shuffler.shuffle(std::span<CardId>(hidden));
    Game b = a;
    b.redealHidden(seat, hidden);
    return b;
}

/// A position some turns into a game of `Player`s (their choices drawn
/// with `playSeed`), with a seat to move.
template <class Player>
Game playedPosition(int players, std::uint64_t seed, int turns, std::uint64_t playSeed) {
    Game g = Game::deal(Pack::standard(), players, int(seed % std::uint64_t(players)), seed);
    club::Random rng(playSeed);
    Player player;
    for (int t = 0; t < turns && !g.isOver(); ++t)
        g.apply(player.choose(View(g, g.toMove()), rng));
    return g;
}

/// A position some turns into a greedy game, with a seat to move.
Game positionAt(int players, std::uint64_t seed, int turns) {
    return playedPosition<GreedyPlayer>(players, seed, turns, seed * 7 + 1);
}

} // namespace

class TestPmPlayers : public QObject {
    Q_OBJECT
private slots:
    void kindsAreKnown();
    void onlyLegalMoves_data();
    void onlyLegalMoves();
    void fairPlay_data();
    void fairPlay();
    void matchRotatesSeats();
    void matchCountsEveryGame();
    void hintLandsHome();
    void hintNamesTheRival();
    void standardReplyIsStandardsChoice();
    void pastTurnsShowTheBoards();
    void evidenceWeighsTheDeals();
    void evidenceIsFair();
    void computerTurnIsPure();
    void toolSimulatesTheLevels();
};

void TestPmPlayers::kindsAreKnown() {
    for (const char* kind : {"random", "greedy", "beginner", "standard", "expert"}) {
        const auto p = makePlayer(kind);
        QVERIFY2(p, kind);
        QCOMPARE(p->kind(), std::string(kind));
    }
    QVERIFY(!makePlayer("oracle"));
}

void TestPmPlayers::onlyLegalMoves_data() {
    QTest::addColumn<QString>("kind");
    for (const std::string& k : playerKinds())
        QTest::newRow(("PM-14 PM-15 " + k).c_str()) << QString::fromStdString(k);
}

void TestPmPlayers::onlyLegalMoves() {
    // PM-5 to PM-15: whatever a computer player chooses must be a legal move.
    QFETCH(QString, kind);
    const std::string k = kind.toStdString();
    const auto player = makePlayer(k);
    club::Random rng(77);
    int moves = 0;
    for (int i = 0; i < gamesFor(k); ++i) {
        const int players = 2 + i % 7;
        Game g = Game::deal(Pack::standard(), players, i % players, 500 + std::uint64_t(i));
        while (!g.isOver()) {
            const Move m = player->choose(View(g, g.toMove()), rng);
            QVERIFY2(g.isLegal(m), qPrintable(QStringLiteral("game %1 turn %2: card %3 from %4")
                                                  .arg(i)
                                                  .arg(g.turnsPlayed())
                                                  .arg(m.card)
                                                  .arg(m.from)));
            g.apply(m);
            ++moves;
        }
    }
    QVERIFY(moves > 0);
}

void TestPmPlayers::fairPlay_data() {
    QTest::addColumn<QString>("kind");
    for (const std::string& k : playerKinds())
        QTest::newRow(("PM-16 " + k).c_str()) << QString::fromStdString(k);
}

void TestPmPlayers::fairPlay() {
    // PM-16: the same seat, hand, boards and played cards, the hidden cards
    // shuffled into other places: with the same random numbers the choice
    // must not change.
    QFETCH(QString, kind);
    const std::string k = kind.toStdString();
    const auto player = makePlayer(k);
    const int positions = k == "expert" ? (quick() ? 6 : 40) : (quick() ? 60 : 400);
    club::Random shuffler(4242);
    int differentHands = 0;
    for (int i = 0; i < positions; ++i) {
        const int players = 2 + i % 7;
        const Game a = positionAt(players, 9000 + std::uint64_t(i), i % (players * 6));
        if (a.isOver()) continue;
        const int seat = a.toMove();
        const Game b = withHiddenShuffled(a, seat, shuffler);
        // What the seat may know is the same in both.
        QCOMPARE(ids(b.hand(seat)), ids(a.hand(seat)));
        QCOMPARE(ids(b.pile()), ids(a.pile()));
        QCOMPARE(View(b, seat).unseenValues(), View(a, seat).unseenValues());
        for (int s = 0; s < players; ++s) {
            QCOMPARE(b.hand(s).size(), a.hand(s).size());
            if (s != seat && ids(b.hand(s)) != ids(a.hand(s))) ++differentHands;
        }
        club::Random ra(i), rb(i);
        const Move ma = player->choose(View(a, seat), ra);
        const Move mb = player->choose(View(b, seat), rb);
        QVERIFY2(ma == mb, qPrintable(QStringLiteral("position %1: %2>%3 then %4>%5")
                                          .arg(i)
                                          .arg(ma.from)
                                          .arg(ma.to)
                                          .arg(mb.from)
                                          .arg(mb.to)));
    }
    QVERIFY(differentHands > 0); // the permutation really moved cards
}

void TestPmPlayers::matchRotatesSeats() {
    // Each entry sits in every chair equally often: a spy records chairs.
    struct Spy : Player {
        std::vector<int>* chairs;
        explicit Spy(std::vector<int>* c) : chairs(c) {}
        std::string kind() const override { return "spy"; }
        Move choose(const View& view, club::Random& rng) override {
            if (view.played().size() < std::size_t(view.players())) ++(*chairs)[view.seat()];
            return RandomPlayer().choose(view, rng);
        }
    };
    const int n = 3;
    std::vector<std::vector<int>> chairs(n, std::vector<int>(n, 0));
    MatchConfig config;
    config.players = n;
    config.games = n * n * 2;
    config.kinds = {"random", "random", "random"};
    playMatch(config, [&](int e) { return std::make_unique<Spy>(&chairs[std::size_t(e)]); });
    for (int e = 0; e < n; ++e)
        for (int c = 0; c < n; ++c)
            QCOMPARE(chairs[std::size_t(e)][std::size_t(c)], config.games / n);
}

void TestPmPlayers::matchCountsEveryGame() {
    MatchConfig config;
    config.players = 4;
    config.games = 400;
    config.seed = 3;
    config.kinds = {"greedy", "random", "random", "random"};
    const MatchResult r = playMatch(config);
    double total = 0;
    for (const EntryResult& e : r.entries) {
        total += e.wins;
        QVERIFY(e.ciLow <= e.winRate && e.winRate <= e.ciHigh);
    }
    QCOMPARE(total, 400.0); // shared first places count as fractions
    QCOMPARE(r.chance, 0.25);
    QVERIFY(r.entries[0].ciLow > r.chance); // greedy beats random by far
}

void TestPmPlayers::hintLandsHome() {
    // PM-11, PM-17: three men home and one that the lead card can carry to
    // 25 exactly; landing ends the game with 200 points, so the Expert
    // must take it and say so.
    const Game deal = Game::deal(Pack::standard(), 4, 0, 31);
    Game g = deal;
    const int seat = g.toMove();
    int plus = 0;
    for (CardId c : g.hand(seat))
        plus = std::max<int>(plus, g.card(c).value);
    QVERIFY(plus > 0);
    g.setMen(seat, men(25, 25, 25, 25 - plus));
    club::Random rng(5);
    const Hint h = hint(View(g, seat), rng);
    QCOMPARE(h.reason.kind, HintReason::Kind::LandsHome);
    QCOMPARE(h.reason.from, 25 - plus);
    QCOMPARE(int(h.move.to), 25);
    QVERIFY(g.isLegal(h.move));
}

void TestPmPlayers::hintNamesTheRival() {
    // PM-18: seat 2 has three men on 25 (150 points) while every other man
    // is still on the stars (-80 each player): whatever the seat to move
    // plays, seat 2 comes first in most deals tried, so the hint's reason
    // must name seat 2 as the player to beat and say the move came first in
    // few or some deals (issue 28: what the search found, in words).
    Game g = Game::deal(Pack::standard(), 4, 0, 47);
    const int seat = g.toMove();
    const int leader = (seat + 2) % 4;
    for (int s = 0; s < 4; ++s)
        g.setMen(s, s == leader ? men(25, 25, 25, 0) : men(0, 0, 0, 0));
    club::Random rng(9);
    const Hint h = hint(View(g, seat), rng);
    QCOMPARE(h.reason.rival, leader);
    QVERIFY(h.reason.share == HintReason::Share::Few || h.reason.share == HintReason::Share::Some);
    // And the search's own tallies agree with the words' buckets.
    club::Random again(9);
    const ScoredMove best = searchMoves(View(g, seat), again).front();
    QCOMPARE(best.move, h.move);
    QCOMPARE(best.rival, leader);
    QVERIFY(best.rivalRate > 0.5);
    QVERIFY(best.rivalRate > best.winRate);
    QCOMPARE(shareOf(best.winRate), h.reason.share);
    QCOMPARE(shareOf(0.6), HintReason::Share::Most);
    QCOMPARE(shareOf(0.5), HintReason::Share::AboutHalf);
    QCOMPARE(shareOf(0.2), HintReason::Share::Some);
    QCOMPARE(shareOf(0.1), HintReason::Share::Few);
}

void TestPmPlayers::standardReplyIsStandardsChoice() {
    // The Expert's model of an opponent (standard_reply.h) plays as
    // Standard would from that seat: its move is one Standard values best
    // (PM-18 gain now plus the expected best gain next turn), over positions
    // of 2 to 8 players reached by greedy play.
    int checked = 0;
    for (int players : {2, 3, 4, 6, 8})
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Game g = Game::deal(Pack::standard(), players, 0, 500 + seed);
            club::Random play(seed);
            const int turns = int(seed * 5) % (8 * players);
            for (int t = 0; t < turns && !g.isOver(); ++t)
                g.play(greedyMove(g, play));
            if (g.isOver()) continue;
            const View view(g, g.toMove());
            const std::vector<int> tops = view.unseenValues();
            const auto valueOf = [&](const Move& m) {
                std::vector<int> kept;
                for (CardId c : view.hand())
                    kept.push_back(view.card(c).value);
                kept.erase(std::find(kept.begin(), kept.end(), view.card(m.card).value));
                return scoreGain(m) + expectedNextGain(menAfter(view.men(view.seat()), m), kept,
                                                       tops, view.options());
            };
            double best = -1e9;
            for (const Move& m : distinctMoves(view))
                best = std::max(best, valueOf(m));
            club::Random rng(seed);
            const Move reply = standardReply(g, rng);
            QVERIFY(g.isLegal(reply));
            QVERIFY2(std::abs(valueOf(reply) - best) < 1e-9,
                     qPrintable(QStringLiteral("%1 players, seed %2").arg(players).arg(seed)));
            ++checked;
        }
    QVERIFY(checked >= 80);
}

void TestPmPlayers::pastTurnsShowTheBoards() {
    // The public record (View::pastTurns) gives each turn's seat, card, top
    // card, man moved and the mover's board before it, as they were played.
    for (int players : {2, 4, 8})
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Game g = Game::deal(Pack::standard(), players, int(seed) % players, 700 + seed);
            club::Random rng(seed);
            StandardPlayer standard;
            std::vector<PastTurn> watched;
            while (!g.isOver()) {
                const std::vector<PastTurn> record = View(g, int(seed) % players).pastTurns();
                QCOMPARE(record.size(), watched.size());
                for (std::size_t t = 0; t < record.size(); ++t) {
                    QCOMPARE(record[t].seat, watched[t].seat);
                    QCOMPARE(record[t].value, watched[t].value);
                    QCOMPARE(record[t].hadTop, watched[t].hadTop);
                    QCOMPARE(record[t].top, watched[t].top);
                    QCOMPARE(record[t].from, watched[t].from);
                    QCOMPARE(record[t].to, watched[t].to);
                    QCOMPARE(expectedScore(record[t].men), expectedScore(watched[t].men));
                    QList<int> a(record[t].men.begin(), record[t].men.end());
                    QList<int> b(watched[t].men.begin(), watched[t].men.end());
                    std::sort(a.begin(), a.end());
                    std::sort(b.begin(), b.end());
                    QCOMPARE(a, b);
                }
                const Move m = standard.choose(View(g, g.toMove()), rng);
                PastTurn turn;
                turn.seat = g.toMove();
                turn.value = g.card(m.card).value;
                turn.hadTop = g.hasTop();
                turn.top = g.topValue();
                turn.men = g.men(g.toMove());
                turn.from = m.movesMan() ? m.from : -1;
                turn.to = m.movesMan() ? m.to : -1;
                watched.push_back(turn);
                g.apply(m);
            }
        }
    // A board set by hand (Game::setMen) leaves no man where the last turn
    // put one: the boards before it cannot be told, and none are given.
    Game g = Game::deal(Pack::standard(), 4, 0, 77);
    club::Random rng(3);
    while (g.turnsPlayed() < 10 || !(g.movedTo(g.turnsPlayed() - 1) > Stars))
        g.play(greedyMove(g, rng));
    const int last = (g.leader() + g.turnsPlayed() - 1) % 4;
    QCOMPARE(int(View(g, 0).pastTurns().size()), g.turnsPlayed());
    g.setMen(last, men(0, 0, 0, 0));
    QVERIFY(View(g, 0).pastTurns().empty());
}

namespace {

/// How strongly the opponents' past plays speak against `deal`: over the
/// cards in their hands and their turns, minus the log of
/// evidenceLikelihood() of the gain the card would have had over the one
/// laid.
double evidenceAgainst(const Game& deal, const View& view) {
    double against = 0;
    for (const PastTurn& turn : view.pastTurns()) {
        if (turn.seat == view.seat()) continue;
        const int laid = turn.from >= 0 ? placeScore(turn.to) - placeScore(turn.from) : 0;
        const MenIndex index(turn.men, view.options());
        for (CardId c : deal.hand(turn.seat)) {
            const int v = deal.card(c).value;
            if (v == turn.value || (!turn.hadTop && v < 0)) continue;
            const int amount = moveAmount(turn.hadTop, turn.top, v);
            int gain = index.count(amount) == 0 ? 0 : -1000;
            index.ways(amount, [&](int from, int to, bool) {
                gain = std::max(gain, placeScore(to) - placeScore(from));
            });
            against -= std::log(evidenceLikelihood(gain - laid));
        }
    }
    return against;
}

/// A position some turns into a game of Standard players.
Game standardPositionAt(int players, std::uint64_t seed, int turns) {
    return playedPosition<StandardPlayer>(players, seed, turns, seed * 3 + 5);
}

} // namespace

void TestPmPlayers::evidenceWeighsTheDeals() {
    // Off, the search draws plain samples. On, the deals it draws put cards
    // into the opponents' hands that their past plays speak against (a
    // landing on 25 not taken, ...) less often than plain samples do.
    QCOMPARE(evidenceLikelihood(0), 1.0);
    QCOMPARE(evidenceLikelihood(-10), 1.0);
    QVERIFY(evidenceLikelihood(30) < 0.1); // a landing on 25 from 20 passed over
    for (int tries : {16, 0}) {            // by rejection; dealt one card at a time
        ExpertSettings off;
        off.evidence = 0;
        ExpertSettings on;
        on.evidence = 1;
        on.evidenceTries = tries;
        double plain = 0;
        double weighed = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Game g = standardPositionAt(4, 300 + seed, 20 + int(seed % 5));
            if (g.isOver()) continue;
            const View view(g, g.toMove());
            club::Random a(seed), b(seed), c(seed);
            const std::vector<Game> offDeals = drawDeals(view, a, off, 200);
            for (const Game& d : offDeals) {
                const Game same = view.sample(c);
                for (int s = 0; s < 4; ++s)
                    QCOMPARE(ids(d.hand(s)), ids(same.hand(s)));
                plain += evidenceAgainst(d, view);
            }
            for (const Game& d : drawDeals(view, b, on, 200))
                weighed += evidenceAgainst(d, view);
        }
        QVERIFY2(plain > 200, qPrintable(QString::number(plain))); // the plays said something
        QVERIFY2(weighed * 3 < plain * 2,
                 qPrintable(QStringLiteral("%1 against %2").arg(weighed).arg(plain)));
    }
}

void TestPmPlayers::evidenceIsFair() {
    // PM-16 with the evidence on: the deals drawn and the Expert's choice
    // stay the same when the hidden cards are shuffled, since the weighing
    // reads only the public record of the plays.
    for (int tries : {16, 0}) { // by rejection; dealt one card at a time
        ExpertSettings settings;
        settings.evidence = 1;
        settings.evidenceTries = tries;
        settings.work = 20000;
        ExpertSettings plainSettings;
        plainSettings.evidence = 0;
        ExpertPlayer expert(settings);
        club::Random shuffler(77);
        const int positions = quick() ? 6 : 24;
        int weighedSomewhere = 0;
        for (int i = 0; i < positions; ++i) {
            const int players = 2 + i % 7;
            const Game a =
                standardPositionAt(players, 5000 + std::uint64_t(i), 2 + i % (players * 6));
            if (a.isOver()) continue;
            const int seat = a.toMove();
            const Game b = withHiddenShuffled(a, seat, shuffler);
            club::Random da(i), db(i), dp(i);
            const std::vector<Game> dealsA = drawDeals(View(a, seat), da, settings, 40);
            const std::vector<Game> dealsB = drawDeals(View(b, seat), db, settings, 40);
            for (std::size_t d = 0; d < dealsA.size(); ++d)
                for (int s = 0; s < players; ++s)
                    QCOMPARE(ids(dealsB[d].hand(s)), ids(dealsA[d].hand(s)));
            const std::vector<Game> plain = drawDeals(View(a, seat), dp, plainSettings, 40);
            for (std::size_t d = 0; d < plain.size(); ++d)
                if (ids(plain[d].hand((seat + 1) % players)) !=
                    ids(dealsA[d].hand((seat + 1) % players))) {
                    ++weighedSomewhere;
                    break;
                }
            club::Random ra(i), rb(i);
            const Move ma = expert.choose(View(a, seat), ra);
            const Move mb = expert.choose(View(b, seat), rb);
            QVERIFY2(ma == mb, qPrintable(QStringLiteral("position %1").arg(i)));
        }
        QVERIFY(weighedSomewhere > 0); // the evidence drew other deals than plain samples
    }
}

void TestPmPlayers::computerTurnIsPure() {
    // The table's computer turn can be chosen off the GUI thread: the same
    // request gives the same move, and a stale one is recognised.
    Table table;
    RubberConfig config;
    config.seed = 11;
    for (int s = 0; s < 3; ++s) {
        SeatConfig seat;
        seat.name = QStringLiteral("P%1").arg(s);
        seat.colour = s;
        seat.player = QStringLiteral("standard");
        config.seats.push_back(seat);
    }
    QCOMPARE(table.newRubber(config), QString());
    QVERIFY(table.isComputerToMove());
    const ComputerTurn turn = table.computerTurn();
    QVERIFY(table.isCurrent(turn));
    const Move m = turn.choose();
    QCOMPARE(turn.choose(), m);
    QVERIFY(table.play(m));
    QVERIFY(!table.isCurrent(turn));
}

void TestPmPlayers::toolSimulatesTheLevels() {
    // pm.simulate knows the levels and reports rates with their intervals.
    QProcess tool;
    tool.start(club::test::engineTool(), {});
    QVERIFY(tool.waitForStarted(10000));
    tool.write(R"({"cmd":"pm.simulate","players":2,"games":8,"seed":9,)"
               R"("players_ai":["expert","beginner"]})"
               "\n");
    tool.closeWriteChannel();
    QVERIFY(tool.waitForFinished(60000));
    const QJsonObject reply =
        QJsonDocument::fromJson(tool.readAllStandardOutput().split('\n').first()).object();
    QCOMPARE(reply.value("ok").toBool(), true);
    QCOMPARE(reply.value("chance").toDouble(), 0.5);
    QCOMPARE(reply.value("seats_rotated").toBool(), true);
    const QJsonArray rates = reply.value("win_rate").toArray();
    const QJsonArray intervals = reply.value("win_rate_ci95").toArray();
    QCOMPARE(rates.size(), 2);
    QCOMPARE(intervals.size(), 2);
    QCOMPARE(rates[0].toDouble() + rates[1].toDouble(), 1.0);
    for (int s = 0; s < 2; ++s) {
        const QJsonArray ci = intervals[s].toArray();
        QVERIFY(ci[0].toDouble() <= rates[s].toDouble());
        QVERIFY(rates[s].toDouble() <= ci[1].toDouble());
    }
}

QTEST_GUILESS_MAIN(TestPmPlayers)
#include "tst_pm_players.moc"
