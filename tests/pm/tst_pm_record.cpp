// SPDX-License-Identifier: GPL-3.0-or-later
// Replays, save/load round trips and Table signals.
#include "tst_pm_record.h"
#include "test_paths.h"

#include "core/format_error.h"
#include "pm/record.h"
#include "pm/rubber_file.h"
#include "pm_record_util.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace pmtest;

QTEST_GUILESS_MAIN(TestPmRecord)

void TestPmRecord::initTestCase() {
    QVERIFY(dir_.isValid());
    Rubber mid(seatsConfig({"person", "random", "greedy"}, 4242));
    club::Random rng(1);
    advance(mid, rng, 33 + 5); // through game 1 and five turns into game 2
    QCOMPARE(int(mid.records().size()), 2);
    midGame_ = rubberToJson(mid);
    Rubber done(seatsConfig({"random", "random"}, 777));
    advance(done, rng);
    QVERIFY(done.isOver());
    finished_ = rubberToJson(done);
}

void TestPmRecord::replayExact_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<bool>("greedy");
    QTest::addColumn<bool>("houseRulesOff");
    QTest::newRow("PM-1 2 players, random") << 2 << quint64(1) << false << false;
    QTest::newRow("PM-1 4 players, greedy") << 4 << quint64(2) << true << false;
    QTest::newRow("PM-E4 5 players, random, house rules off") << 5 << quint64(3) << false << true;
    QTest::newRow("PM-E4 8 players, greedy, house rules off")
        << 8 << quint64(~0ULL) << true << true;
}

void TestPmRecord::replayExact() {
    QFETCH(int, players);
    QFETCH(quint64, seed);
    QFETCH(bool, greedy);
    QFETCH(bool, houseRulesOff);
    Options options;
    options.homeIsSafe = options.starBustWithoutMenInPlay = !houseRulesOff;
    GameRecord rec;
    for (int s = 0; s < players; ++s)
        rec.seats.push_back(s);
    rec.dealer = int(seed % std::uint64_t(players));
    rec.seed = seed;
    Game g = Game::deal(Pack::standard(), players, rec.dealer, seed, options);
    rec.deal = g.dealt();
    std::vector<Game> states{g};
    RandomPlayer randomPlayer;
    GreedyPlayer greedyPlayer;
    Player& player = greedy ? static_cast<Player&>(greedyPlayer) : randomPlayer;
    club::Random rng(seed);
    while (!g.isOver()) {
        rec.moves.push_back(player.choose(View(g, g.toMove()), rng));
        g.apply(rec.moves.back());
        states.push_back(g);
    }
    QCOMPARE(difference(rec.replay(Pack::standard(), options), g), QString());
    for (int n = 0; n < int(states.size()); n += 7) // and every prefix
        QCOMPARE(difference(rec.replay(Pack::standard(), options, n), states[std::size_t(n)]),
                 QString());
}

void TestPmRecord::replayRefusesIllegal() {
    GameRecord rec;
    rec.seats = {0, 1};
    rec.seed = 5;
    Game g = Game::deal(Pack::standard(), 2, 0, 5);
    rec.deal = g.dealt();
    rec.moves.push_back(g.legalMoves()[0]);
    rec.moves.push_back(rec.moves[0]); // the same card twice
    try {
        rec.replay(Pack::standard(), {});
        QFAIL("an illegal record replayed");
    } catch (const club::FormatError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains("move 2 of game 1"), e.what());
    }
}

void TestPmRecord::roundTripMidGame() {
    const auto loaded = rubberFromJson(midGame_);
    Rubber original(seatsConfig({"person", "random", "greedy"}, 4242));
    club::Random rng(1);
    advance(original, rng, 38);
    QCOMPARE(recordDifference(*loaded, original), QString());
    QVERIFY(!loaded->current().isOver());
    QCOMPARE(rubberToJson(*loaded), midGame_); // and it saves back identically
}

void TestPmRecord::roundTripFinishedRubber_data() {
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<bool>("sections");
    QTest::addColumn<bool>("houseRulesOff");
    QTest::addColumn<int>("games");
    QTest::newRow("PM-20 two random players")
        << QStringList{"random", "random"} << false << false << 5;
    QTest::newRow("PM-20 five players, house rules off")
        << QStringList{"random", "greedy", "random", "greedy", "random"} << false << true << 5;
    QTest::newRow("PM-21 seven players in sections")
        << QStringList(7, "random") << true << false << 5;
    QTest::newRow("PM-20 one game alone (a party night's table)")
        << QStringList(5, "random") << false << false << 1;
}

void TestPmRecord::roundTripFinishedRubber() {
    QFETCH(QStringList, kinds);
    QFETCH(bool, sections);
    QFETCH(bool, houseRulesOff);
    QFETCH(int, games);
    Options options;
    options.homeIsSafe = options.starBustWithoutMenInPlay = !houseRulesOff;
    RubberConfig config = seatsConfig(kinds, 1ULL << 60, options, sections);
    config.games = games;
    Rubber rubber(config);
    club::Random rng(9);
    advance(rubber, rng);
    QVERIFY(rubber.isOver());
    QCOMPARE(int(rubber.records().size()), games * rubber.sectionCount());
    // A rubber of five saves as it always did; a shorter one says so.
    QCOMPARE(rubberToJson(rubber).contains(QStringLiteral("rubberGames")), games != 5);
    const QString path = dir_.filePath(QStringLiteral("finished.pmrubber"));
    QCOMPARE(saveRubber(rubber, path), QString());
    const auto loaded = loadRubber(path);
    QCOMPARE(recordDifference(*loaded, rubber), QString());
    QVERIFY(loaded->isOver());
    QCOMPARE(loaded->leaders(), rubber.leaders());
    for (int s = 0; s < rubber.players(); ++s)
        QCOMPARE(loaded->total(s), rubber.total(s));
}

// Version 2 keeps the card ids of each deal, which today are the seed's.
void TestPmRecord::savesTheDealtCards() {
    const auto loaded = rubberFromJson(midGame_);
    const QJsonArray games = midGame_[QStringLiteral("games")].toArray();
    QCOMPARE(games.size(), int(loaded->records().size()));
    for (int i = 0; i < games.size(); ++i) {
        const GameRecord& rec = loaded->records()[std::size_t(i)];
        const QJsonObject g = games[i].toObject();
        const QJsonArray dealt = g[QStringLiteral("dealt")].toArray();
        QCOMPARE(dealt.size(), int(rec.seats.size()));
        for (int s = 0; s < dealt.size(); ++s) {
            std::vector<CardId> hand;
            for (const QJsonValue id : dealt[s].toArray())
                hand.push_back(CardId(id.toInt()));
            QVERIFY(hand == rec.deal.hands[std::size_t(s)]);
        }
        QCOMPARE(g[QStringLiteral("setAside")].toArray().size(), int(rec.deal.setAside.size()));
        QCOMPARE(g[QStringLiteral("cutAt")].toInt(), rec.deal.cutAt);
        const Game seeds = Game::deal(loaded->config().pack, int(rec.seats.size()), rec.dealer,
                                      rec.seed, loaded->config().options);
        QVERIFY(rec.deal == seeds.dealt());
    }
    const QString path = dir_.filePath(QStringLiteral("v2.pmrubber"));
    QCOMPARE(saveRubber(*loaded, path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(file.readAll())[QStringLiteral("version")].toInt(), 2);
}

// A stored deal other than the seed's is the one played, undone and saved
// again; the games after it are dealt from the seed as before.
void TestPmRecord::storedDealOutlivesTheSeed() {
    Rubber original(seatsConfig({"random", "random"}, 61));
    club::Random rng(2);
    while (!original.current().isOver())
        advance(original, rng, 1);
    original.startNextGame(); // game 2, no card played yet
    QJsonObject obj = rubberToJson(original);
    QJsonArray games = obj[QStringLiteral("games")].toArray();
    QJsonObject g = games[1].toObject();
    QJsonArray dealt = g[QStringLiteral("dealt")].toArray();
    QJsonArray first = dealt[0].toArray(), second = dealt[1].toArray();
    const QJsonValue card = first[0];
    first[0] = second[0];
    second[0] = card;
    dealt[0] = first;
    dealt[1] = second;
    g[QStringLiteral("dealt")] = dealt;
    games[1] = g;
    obj[QStringLiteral("games")] = games;

    Deal expected = original.currentRecord().deal;
    std::swap(expected.hands[0][0], expected.hands[1][0]);
    QVERIFY(!(expected == original.currentRecord().deal));
    const auto loaded = rubberFromJson(obj);
    QVERIFY(loaded->current().dealt() == expected);
    QVERIFY(loaded->currentRecord().deal == expected);
    QCOMPARE(loaded->current().dealer(), original.current().dealer());

    loaded->play(loaded->current().legalMoves()[0]);
    loaded->takeBack(1);
    QVERIFY(loaded->current().dealt() == expected);
    const QJsonValue saved = rubberToJson(*loaded)[QStringLiteral("games")][1];
    QCOMPARE(saved[QStringLiteral("dealt")], QJsonValue(dealt)); // saved again as stored

    for (Rubber* r : {loaded.get(), &original}) {
        while (!r->current().isOver())
            advance(*r, rng, 1);
        r->startNextGame();
    }
    QCOMPARE(loaded->currentRecord().dealer, original.currentRecord().dealer);
    QVERIFY(loaded->currentRecord().deal == original.currentRecord().deal);
}

// Version 1 called a person "human"; version 2 says "person".
void TestPmRecord::personInEitherVersion() {
    QJsonObject v1 = midGame_, v2 = midGame_;
    QJsonArray seats = v1[QStringLiteral("seats")].toArray();
    QJsonObject seat = seats[0].toObject();
    QCOMPARE(seat[QStringLiteral("player")].toString(), QStringLiteral("person"));
    seat[QStringLiteral("player")] = QStringLiteral("human");
    seats[0] = seat;
    v1[QStringLiteral("seats")] = seats;
    v1[QStringLiteral("version")] = 1;
    v2[QStringLiteral("version")] = 2;
    for (const QJsonObject& obj : {v1, v2}) {
        const auto loaded = rubberFromJson(obj);
        QCOMPARE(loaded->config().seats[0].player, QStringLiteral("person"));
        QVERIFY(loaded->config().seats[0].isPerson());
        QVERIFY(!loaded->config().seats[1].isPerson());
        QCOMPARE(rubberToJson(*loaded), midGame_);
    }
    // In version 2 "human" is no longer a word for a person: an unknown player.
    v1[QStringLiteral("version")] = 2;
    QVERIFY_THROWS_EXCEPTION(club::FormatError, rubberFromJson(v1));
    const auto old = loadRubber(
        club::test::sourcePath(QStringLiteral("/tests/pm/data/v1-3-players-game-2.pmrubber")));
    QVERIFY(old->config().seats[0].isPerson());
}

void TestPmRecord::tableSignals() {
    // Every move announces the card, then exactly one of moved / bust / no
    // move (PM-12, PM-14), then the next turn (PM-4) or the game's end (PM-17).
    Table table;
    QCOMPARE(table.newRubber(seatsConfig({"person", "person", "person"}, 31)), QString());
    TableSpies spies(table);
    club::Random rng(31);
    QSet<QString> kinds;
    int moves = 0;
    for (int game = 0; game < 5; ++game) {
        if (game > 0) QVERIFY(table.nextGame());
        while (!table.game().isOver()) {
            spies.clear();
            Game shadow = table.game();
            const auto& seats = table.rubber().currentRecord().seats;
            const Move m = RandomPlayer().choose(View(shadow, shadow.toMove()), rng);
            const Change ch = shadow.apply(m);
            const int seat = seats[std::size_t(ch.seat)];
            QVERIFY(table.play(m));
            ++moves;
            QCOMPARE(spies["cardPlayed"].size(), 1);
            QCOMPARE(spies["cardPlayed"][0],
                     (QVariantList{seat, int(ch.card), ch.cardValue, ch.amount}));
            const char* kind = ch.man < 0 ? "noManMoved" : ch.bust ? "manBust" : "manMoved";
            kinds << kind;
            QCOMPARE(spies[kind].size(), 1);
            if (ch.man >= 0 && !ch.bust)
                QCOMPARE(spies["manMoved"][0], (QVariantList{seat, ch.man, ch.from, ch.to}));
            if (ch.bust) QCOMPARE(spies["manBust"][0], (QVariantList{seat, ch.man, ch.from}));
            // card, man, then the turn; or card, man, scores, game (and rubber) over
            const QStringList emitted = spies.emitted().split(' ');
            QCOMPARE(emitted.size(), ch.gameOver ? (game == 4 ? 5 : 4) : 3);
            for (const QString& e : emitted)
                QVERIFY2(e.endsWith("x1"), qPrintable(e));
            if (ch.gameOver) {
                QCOMPARE(spies["gameOver"].size(), 1);
                QCOMPARE(spies["scoresChanged"].size(), 1);
                QCOMPARE(spies["turnChanged"].size(), 0);
                QCOMPARE(spies["rubberOver"].size(), game == 4 ? 1 : 0);
            } else {
                QCOMPARE(spies["turnChanged"].size(), 1);
                QCOMPARE(spies["turnChanged"][0][0].toInt(), table.seatToMove());
            }
        }
    }
    QVERIFY(moves > 50);
    QVERIFY2(kinds.contains("manMoved") && kinds.contains("manBust") &&
                 kinds.contains("noManMoved"),
             qPrintable(QStringList(kinds.values()).join(' ')));
}

void TestPmRecord::tableComputerSeats() {
    // Computer seats play through the Table with only their View (PM-16);
    // people's seats are never played for them.
    Table table;
    QCOMPARE(table.newRubber(seatsConfig({"greedy", "random", "greedy", "random"}, 8)), QString());
    TableSpies spies(table);
    int turns = 0;
    while (true) {
        while (table.playComputerTurn())
            ++turns;
        if (!table.nextGame()) break;
    }
    QVERIFY(table.rubber().isOver());
    QCOMPARE(spies["cardPlayed"].size(), turns);
    QCOMPARE(spies["gameOver"].size(), 5);
    QCOMPARE(spies["rubberOver"].size(), 1);
    const auto winners = spies["rubberOver"][0][0].value<QList<int>>();
    QCOMPARE(std::vector<int>(winners.begin(), winners.end()), table.rubber().leaders());

    Table people;
    QCOMPARE(people.newRubber(seatsConfig({"person", "random"}, 8)), QString());
    if (people.rubber().seatToMove() == 0)
        QVERIFY(!people.playComputerTurn());
    else
        QVERIFY(people.playComputerTurn() && !people.playComputerTurn());
}

void TestPmRecord::tableTakeBackAndRedo() {
    Table table;
    QCOMPARE(table.newRubber(seatsConfig({"person", "person", "person"}, 11)), QString());
    QVERIFY(!table.canRedo());
    QVERIFY(!table.canUndo() && !table.undo()); // nothing played yet
    for (int i = 0; i < 7; ++i)
        QVERIFY(table.play(table.game().legalMoves()[0]));
    // undo() is one move back, redo() plays it again (engine/core/game_table.h).
    QVERIFY(table.canUndo() && table.undo());
    QCOMPARE(int(table.rubber().currentRecord().moves.size()), 6);
    QVERIFY(table.redo());
    QCOMPARE(int(table.rubber().currentRecord().moves.size()), 7);
    const Game seven = table.game();
    const std::vector<Move> played = table.rubber().currentRecord().moves;
    QVERIFY(table.takeBack(2));
    QVERIFY(table.takeBack(3));
    QCOMPARE(int(table.rubber().currentRecord().moves.size()), 2);
    QVERIFY(table.canRedo());
    TableSpies spies(table);
    QVERIFY(table.redo()); // the last take-back's three moves
    QCOMPARE(int(table.rubber().currentRecord().moves.size()), 5);
    QVERIFY(spies["positionReset"].size() == 1 && spies["turnChanged"].size() == 1);
    QVERIFY(table.redo()); // and the two before them
    QVERIFY(!table.canRedo() && !table.redo());
    QCOMPARE(difference(table.game(), seven), QString());
    QVERIFY(table.rubber().currentRecord().moves == played);

    // A move of one's own after a take-back ends what redo could bring back.
    QVERIFY(table.takeBack(1));
    const MoveList legal = table.game().legalMoves();
    const auto other = std::find_if(legal.begin(), legal.end(),
                                    [&](const Move& m) { return !(m == played.back()); });
    QVERIFY(other != legal.end());
    QVERIFY(table.play(*other));
    QVERIFY(!table.canRedo());
}

// Issue 23: a person may take back his card while it is the last laid.
// Once another player has laid one, from a hand hidden from him (PM-16), he
// may not: he would choose again knowing it. Nor past the end of a game,
// nor into the last game from a new deal (PM-1: its hands are new).
void TestPmRecord::takeBackNeverShowsAHiddenCard() {
    Table table;
    QCOMPARE(table.newRubber(seatsConfig({"person", "greedy", "random"}, 17)), QString());
    int own = 0, others = 0;
    for (int game = 0; game < 2; ++game) {
        bool played = false; // has the person laid a card in this game?
        while (!table.game().isOver()) {
            QCOMPARE(table.hasPlayedInGame(0), played);
            if (table.isComputerToMove()) {
                QVERIFY(table.playComputerTurn());
                QCOMPARE(table.takeBackCountFor(0), 0);
                ++others;
                continue;
            }
            QVERIFY(table.play(table.game().legalMoves()[0]));
            played = true;
            QCOMPARE(table.takeBackCountFor(0), table.game().isOver() ? 0 : 1);
            ++own;
        }
        QCOMPARE(table.takeBackCountFor(0), 0);
        QVERIFY(table.nextGame());
        QCOMPARE(table.takeBackCountFor(0), 0); // a new deal: nothing of his to take back
        QVERIFY(!table.hasPlayedInGame(0));
        QVERIFY(table.rubber().currentRecord().moves.empty() && !table.takeBack(1));
    }
    QVERIFY(own > 5 && others > 10);
}

void TestPmRecord::tableRefusesIllegalMove() {
    Table table;
    QCOMPARE(table.newRubber(seatsConfig({"person", "person"}, 3)), QString());
    TableSpies spies(table);
    const Game before = table.game();
    const Move legal = before.legalMoves()[0];
    QVERIFY(!table.play(Move{legal.card, 0, std::int8_t(legal.to + 1), false}));
    QVERIFY(!table.play(Move{CardId(before.deckSize()), 0, 1, false}));
    QCOMPARE(spies.emitted(), QString());
    QCOMPARE(difference(table.game(), before), QString());
    QVERIFY(!table.nextGame()); // PM-17: the game is not over
    QCOMPARE(spies.emitted(), QString());
}

void TestPmRecord::sectionOfComputersPlayedAside_data() {
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<int>("personSection"); // -1: computers everywhere
    const QString h = QStringLiteral("person"), r = QStringLiteral("random");
    QTest::newRow("PM-21 8 players, a person in section 2")
        << QStringList{r, r, r, r, h, r, r, r} << 1;
    QTest::newRow("PM-21 7 players, a person in section 1")
        << QStringList{r, h, r, r, r, r, r} << 0;
    QTest::newRow("PM-21 8 players, computers everywhere")
        << QStringList{r, r, r, r, r, r, r, r} << -1;
}

void TestPmRecord::sectionOfComputersPlayedAside() {
    QFETCH(QStringList, kinds);
    QFETCH(int, personSection);
    Table table;
    TableSpies spies(table);
    QCOMPARE(table.newRubber(seatsConfig(kinds, 21, {}, true)), QString());
    for (int s = 0; s < 2; ++s)
        QCOMPARE(table.playsAside(s), personSection >= 0 && s != personSection);
    int aside = spies["gamePlayedAside"].size();
    // Every game put before the players is one of the people's section,
    // and each game of the other section is over by the time it is shown.
    for (int number = 0; number < 5; ++number) {
        if (personSection >= 0) {
            QCOMPARE(table.rubber().currentRecord().section, personSection);
            QCOMPARE(table.rubber().currentRecord().number, number);
        }
        while (!table.game().isOver())
            QVERIFY(table.play(table.game().legalMoves()[0]));
        if (table.rubber().isOver()) break;
        const auto [nextNumber, nextSection] = table.nextDeal();
        QVERIFY(table.nextGame());
        if (personSection >= 0 && !table.rubber().isOver())
            QCOMPARE(std::pair(nextNumber, nextSection),
                     std::pair(table.rubber().currentRecord().number,
                               table.rubber().currentRecord().section));
        if (personSection < 0) { // a show to watch: the second section is dealt, not played
            QVERIFY(!table.game().isOver());
            while (!table.game().isOver())
                QVERIFY(table.play(table.game().legalMoves()[0]));
            if (!table.rubber().isOver()) QVERIFY(table.nextGame());
        }
        aside = spies["gamePlayedAside"].size();
    }
    QVERIFY(table.rubber().isOver());
    QCOMPARE(int(table.rubber().records().size()), 10);
    aside = spies["gamePlayedAside"].size(); // the last as the people's last game ended
    QCOMPARE(aside, personSection >= 0 ? 5 : 0);
    QCOMPARE(spies["rubberOver"].size(), 1);
    // Every seat of both sections has a score in every game.
    for (int number = 0; number < 5; ++number)
        for (int seat = 0; seat < int(kinds.size()); ++seat)
            QVERIFY(table.rubber().score(number, seat).has_value());
}
