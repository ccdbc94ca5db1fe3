// SPDX-License-Identifier: GPL-3.0-or-later
// PM-E1..PM-E5 and PM-1..PM-4: the equipment, the cut and the deal.
#include "tst_pm_rules.h"

#include "core/format_error.h"
#include "pm/cut.h"
#include "pm_test_util.h"

#include <QTest>
#include <map>
#include <numeric>

using namespace pmtest;

void TestPmRules::boardPlaces_data() {
    QTest::addColumn<QList<int>>("places");
    QTest::addColumn<bool>("possible");
    QTest::newRow("PM-E1 all on the stars") << QList<int>{0, 0, 0, 0} << true;
    QTest::newRow("PM-E1 numbers 1 and 24") << QList<int>{1, 24, 0, 0} << true;
    QTest::newRow("PM-E1 25 is the last place") << QList<int>{25, 25, 25, 25} << true;
    QTest::newRow("PM-E1 no place 26") << QList<int>{26, 0, 0, 0} << false;
    QTest::newRow("PM-E1 no place below the stars") << QList<int>{-1, 0, 0, 0} << false;
    QTest::newRow("PM-10 two men on 12") << QList<int>{12, 12, 0, 0} << false;
}

void TestPmRules::boardPlaces() {
    QFETCH(QList<int>, places);
    QFETCH(bool, possible);
    QCOMPARE(isPossible(menFrom(places)), possible);
}

void TestPmRules::menStartOnStars() {
    // PM-E2: four men each, all waiting on the stars at the deal.
    for (int players = MinPlayers; players <= MaxPlayers; ++players) {
        const Game g = Game::deal(Pack::standard(), players, 0, 77);
        for (int s = 0; s < players; ++s)
            QCOMPARE(g.men(s), men(0, 0, 0, 0));
    }
}

void TestPmRules::standardPack() {
    // PM-E3 [R]: PLUS 1-9 three times, PLUS 10-15 twice, MINUS 2,3,5,7,9; one BLANK.
    const Pack& pack = Pack::standard();
    QCOMPARE(int(pack.values.size()), 44);
    QCOMPARE(pack.minusCount(), 5);
    std::map<int, int> counts;
    for (int v : pack.values)
        ++counts[v];
    std::map<int, int> expected;
    for (int v = 1; v <= 15; ++v)
        expected[v] = v <= 9 ? 3 : 2;
    for (int v : {2, 3, 5, 7, 9})
        expected[-v] = 1;
    QCOMPARE(counts, expected);
    QCOMPARE(pack.blanks, 1);
    // The blank is never dealt: no card of value 0 reaches any deck.
    const Game g = Game::deal(pack, 8, 0, 5);
    for (int id = 0; id < g.deckSize(); ++id)
        QVERIFY(g.card(CardId(id)).value != 0);
}

void TestPmRules::packErrors_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const QByteArray head = R"({"format":"players-club-pm-pack","version":1,"cards":[)";
    const QByteArray plus39 = R"({"kind":"plus","number":1,"count":39})";
    QTest::newRow("PM-E3 not JSON") << QByteArray("PLUS 1 x 39") << "not a JSON object";
    QTest::newRow("PM-E3 a JSON array") << QByteArray("[]") << "not a JSON object";
    QTest::newRow("PM-E3 wrong format")
        << QByteArray(R"({"format":"x","version":1,"cards":[]})") << "players-club-pm-pack";
    QTest::newRow("PM-E3 43 cards") << head + plus39 + R"(,{"kind":"minus","number":2,"count":4}]})"
                                    << "has only 43";
    QTest::newRow("PM-E3 45 cards") << head + plus39 + R"(,{"kind":"plus","number":2,"count":6}]})"
                                    << "this one has more";
    QTest::newRow("PM-E3 6 MINUS cards")
        << head + R"({"kind":"plus","number":1,"count":38},{"kind":"minus","number":2,"count":6}]})"
        << "at most 5 MINUS";
    QTest::newRow("PM-E3 bad kind") << head + plus39 + R"(,{"kind":"blank","number":2,"count":5}]})"
                                    << "must be \"plus\" or \"minus\"";
    QTest::newRow("PM-E3 number 0") << head + plus39 + R"(,{"kind":"minus","number":0,"count":5}]})"
                                    << "\"number\"";
    QTest::newRow("PM-E3 count a string") << head + R"({"kind":"plus","number":1,"count":"44"}]})"
                                          << "\"count\"";
    QTest::newRow("PM-E3 no cards")
        << QByteArray(R"({"format":"players-club-pm-pack","version":1})") << "\"cards\" is missing";
}

void TestPmRules::packErrors() {
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    try {
        Pack::fromJson(json);
        QFAIL("the pack was accepted");
    } catch (const club::FormatError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
    }
}

void TestPmRules::packRoundTrip() {
    // PM-E3: the pack is data; writing and reading it again loses nothing,
    // not even the card order, on which every deal from a seed depends.
    Pack odd = Pack::standard();
    std::rotate(odd.values.begin(), odd.values.begin() + 20, odd.values.end());
    for (const Pack* pack : {&Pack::standard(), static_cast<const Pack*>(&odd)})
        QCOMPARE(Pack::fromJson(pack->toJson()).values, pack->values);
    const Pack back = Pack::fromJson(Pack::standard().toJson());
    QCOMPARE(back.blanks, Pack::standard().blanks);

    // A name starting with U+FEFF (a byte-order mark), as read from a pack
    // file that wrote it escaped: Qt's own parser drops one at the start of
    // a string, so a saved pack came back renamed (found by fuzz_pmpack).
    Pack marked = Pack::standard();
    marked.name = QStringLiteral("\uFEFF 7, 9");
    QCOMPARE(Pack::fromJson(marked.toJson()).name, marked.name);
    Pack plain = Pack::standard();
    plain.name = QStringLiteral("Croydon");
    QByteArray escaped = plain.toJson();
    escaped.replace("\"Croydon\"", "\"\\ufeffCroydon\"");
    QCOMPARE(Pack::fromJson(escaped).name, QStringLiteral("\uFEFFCroydon"));
}

void TestPmRules::dealSizes_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("deck");
    QTest::addColumn<int>("setAside");
    QTest::newRow("PM-1 2 players, one pack") << 2 << 44 << 22;
    QTest::newRow("PM-1 3 players, one pack") << 3 << 44 << 11;
    QTest::newRow("PM-1 4 players, whole pack dealt") << 4 << 44 << 0;
    QTest::newRow("PM-E4 5 players, two packs") << 5 << 88 << 33;
    QTest::newRow("PM-E4 6 players, two packs") << 6 << 88 << 22;
    QTest::newRow("PM-E4 7 players, two packs") << 7 << 88 << 11;
    QTest::newRow("PM-E4 8 players, both packs dealt") << 8 << 88 << 0;
}

void TestPmRules::dealSizes() {
    QFETCH(int, players);
    QFETCH(int, deck);
    QFETCH(int, setAside);
    const Game g = Game::deal(Pack::standard(), players, players - 1, 1234);
    QCOMPARE(g.deckSize(), deck);
    for (int s = 0; s < players; ++s)
        QCOMPARE(int(g.hand(s).size()), 11);
    QCOMPARE(int(g.setAside().size()), setAside);
    QVERIFY(g.pile().empty());
    // Every card once, backs: the first pack circular, the second octagonal.
    QList<int> all = ids(g.setAside());
    for (int s = 0; s < players; ++s)
        all += ids(g.hand(s));
    std::sort(all.begin(), all.end());
    QList<int> every(deck);
    std::iota(every.begin(), every.end(), 0);
    QCOMPARE(all, every);
    int octagonal = 0;
    std::map<int, int> values, expected;
    for (int id = 0; id < deck; ++id) {
        octagonal += g.card(CardId(id)).back == Back::Octagonal;
        ++values[g.card(CardId(id)).value];
    }
    for (int v : Pack::standard().values)
        expected[v] += deck / 44;
    QCOMPARE(octagonal, deck == 88 ? 44 : 0);
    QCOMPARE(values, expected);
}

void TestPmRules::reshuffledEachGame() {
    // PM-1: every game starts from the complete pack, reshuffled: another
    // seed gives another deal, the same seed the same deal.
    const Game a = Game::deal(Pack::standard(), 3, 0, 10);
    const Game b = Game::deal(Pack::standard(), 3, 0, 11);
    const Game c = Game::deal(Pack::standard(), 3, 0, 10);
    QVERIFY(ids(a.hand(0)) != ids(b.hand(0)));
    QCOMPARE(difference(a, c), QString());
}

void TestPmRules::containerPile() {
    // PM-E5: played cards go on the pile in order; the last is the top card.
    Game g = Game::deal(Pack::standard(), 4, 0, 3);
    RandomPlayer player;
    club::Random rng(3);
    QList<int> played;
    for (int i = 0; i < 6; ++i) {
        const Move m = player.choose(View(g, g.toMove()), rng);
        played << m.card;
        g.apply(m);
        QCOMPARE(ids(g.pile()), played);
        QCOMPARE(g.topValue(), int(g.card(m.card).value));
    }
    QCOMPARE(int(View(g, 0).setAsideCount()), 0);
}

void TestPmRules::cutHighestDeals() {
    // PM-2: in the deciding round the dealer holds the one highest card.
    for (int players = MinPlayers; players <= MaxPlayers; ++players) {
        club::Random rng{std::uint64_t(players)};
        const CutForDealer cut = cutForDealer(Pack::standard(), players, rng);
        QCOMPARE(int(cut.rounds.front().size()), players);
        const auto& last = cut.rounds.back();
        int best = -100, dealerValue = -100, atBest = 0;
        for (const CutCard& c : last)
            best = std::max(best, c.value);
        for (const CutCard& c : last) {
            atBest += c.value == best;
            if (c.seat == cut.dealer) dealerValue = c.value;
        }
        QCOMPARE(dealerValue, best);
        QCOMPARE(atBest, 1);
    }
}

void TestPmRules::cutMinusLowest() {
    // PM-2 [R]: MINUS 9 cuts lower than PLUS 1, whoever draws which.
    Pack pack;
    pack.values = {-9, 1};
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        club::Random rng(seed);
        const CutForDealer cut = cutForDealer(pack, 2, rng);
        QCOMPARE(int(cut.rounds.size()), 1);
        const auto& round = cut.rounds.front();
        QCOMPARE(cut.dealer, round[0].value == 1 ? round[0].seat : round[1].seat);
    }
}

void TestPmRules::cutTiesRecut() {
    // PM-2 [R]: search seeds for a tie; only the tied cut again.
    bool found = false;
    for (std::uint64_t seed = 0; seed < 5000 && !found; ++seed) {
        club::Random rng(seed);
        const CutForDealer cut = cutForDealer(Pack::standard(), 6, rng);
        if (cut.rounds.size() < 2) continue;
        found = true;
        for (std::size_t r = 1; r < cut.rounds.size(); ++r) {
            const auto& prev = cut.rounds[r - 1];
            int best = -100;
            for (const CutCard& c : prev)
                best = std::max(best, c.value);
            QList<int> tied, recut;
            for (const CutCard& c : prev)
                if (c.value == best) tied << c.seat;
            for (const CutCard& c : cut.rounds[r])
                recut << c.seat;
            QVERIFY(tied.size() >= 2);
            QCOMPARE(recut, tied);
        }
    }
    QVERIFY2(found, "no tie in 5000 seeds");
}

void TestPmRules::cutOneValuePack() {
    // PM-2: a (legal) pack of one value ties every round; the cut must
    // still end rather than hang the rubber's constructor.
    Pack pack;
    pack.values.assign(44, 7);
    club::Random rng(1);
    const CutForDealer cut = cutForDealer(pack, 3, rng);
    QVERIFY(cut.dealer >= 0 && cut.dealer < 3);
}

void TestPmRules::cutAndDealOrder_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("dealer");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("PM-3 2 players, dealer 0") << 2 << 0 << quint64(1);
    QTest::newRow("PM-3 3 players, dealer 2") << 3 << 2 << quint64(42);
    QTest::newRow("PM-3 5 players, dealer 3") << 5 << 3 << quint64(99);
    QTest::newRow("PM-3 8 players, dealer 7") << 8 << 7 << quint64(1u << 31);
}

void TestPmRules::cutAndDealOrder() {
    QFETCH(int, players);
    QFETCH(int, dealer);
    QFETCH(quint64, seed);
    const Game g = Game::deal(Pack::standard(), players, dealer, seed);
    // The cut is made by the player on the dealer's right, not the dealer.
    QCOMPARE(g.cutter(), (dealer + players - 1) % players);
    QVERIFY(g.cutter() != dealer);
    // Redo the shuffle and the cut: the part above the cut goes under.
    const int size = g.deckSize();
    std::vector<CardId> order(static_cast<std::size_t>(size));
    std::iota(order.begin(), order.end(), CardId(0));
    club::Random rng(seed);
    rng.shuffle(std::span<CardId>(order));
    const int cutAt = rng.between(4, size - 4);
    QCOMPARE(g.cutAt(), cutAt);
    std::rotate(order.begin(), order.begin() + cutAt, order.end());
    // One card at a time, starting on the dealer's left.
    for (int i = 0; i < players * HandSize; ++i) {
        const int seat = (dealer + 1 + i) % players;
        QCOMPARE(int(g.hand(seat)[std::size_t(i / players)]), int(order[std::size_t(i)]));
    }
    QCOMPARE(ids(g.setAside()), QList<int>(order.begin() + players * HandSize, order.end()));
}

void TestPmRules::turnOrder_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("dealer");
    QTest::newRow("PM-4 2 players, dealer 1 so seat 0 leads") << 2 << 1;
    QTest::newRow("PM-4 4 players, dealer 2 so seat 3 leads") << 4 << 2;
    QTest::newRow("PM-4 7 players, dealer 6 so seat 0 leads") << 7 << 6;
}

void TestPmRules::turnOrder() {
    QFETCH(int, players);
    QFETCH(int, dealer);
    Game g = Game::deal(Pack::standard(), players, dealer, 2024);
    QCOMPARE(g.leader(), (dealer + 1) % players);
    RandomPlayer player;
    club::Random rng(8);
    for (int turn = 0; !g.isOver(); ++turn) {
        QCOMPARE(g.toMove(), (g.leader() + turn) % players);
        const int before = int(g.hand(g.toMove()).size());
        const int seat = g.toMove();
        g.apply(player.choose(View(g, seat), rng));
        QCOMPARE(int(g.hand(seat).size()), before - 1); // exactly one card a turn
    }
}
