// SPDX-License-Identifier: GPL-3.0-or-later
// Patchesi knockouts (PAT-T1, PAT-T2; RULES-DECISIONS.md K1-K3) for 2 to 32
// pairs, and 33 refused: the right number of rounds, byes only where the
// count is odd and never twice to one pair, exactly one winning and one
// losing finalist pair.
#include "core/format_error.h"
#include "party/knockout.h"
#include "party/partners.h"
#include "party_test_util.h"

#include <QTest>
#include <cmath>

using namespace partytest;

class TestPartyKnockout : public QObject {
    Q_OBJECT
private slots:
    void everyCount_data();
    void everyCount();
    void drawnPairsMeetInTableOrder();
    void byeGoesToTheLastPairDrawn();
    void tooManyPairsAreRefused();
    void winnerMustSitAtTheTable();
    void partnersAreDrawnLadyAndGentleman();
};

void TestPartyKnockout::everyCount_data() {
    QTest::addColumn<int>("pairs");
    QTest::addColumn<int>("seed");
    for (int p = MinKnockoutPairs; p <= MaxKnockoutPairs; ++p)
        for (int seed : {1, 2, 3})
            QTest::addRow("PAT-T2 %d pairs seed %d", p, seed) << p << seed;
}

void TestPartyKnockout::everyCount() {
    QFETCH(int, pairs);
    QFETCH(int, seed);
    NightState night = NightState::start(knockoutSetup(pairs, std::uint64_t(seed)));
    const int expectedRounds = int(std::ceil(std::log2(double(pairs))));
    QCOMPARE(night.plannedRounds(), expectedRounds);
    Random rng(std::uint64_t(pairs * 100 + seed));
    std::vector<int> byes(std::size_t(pairs), 0);
    int inPlay = pairs;
    for (int r = 0; !night.isOver(); ++r) {
        QVERIFY(r < expectedRounds);
        const Round round = night.rounds()[std::size_t(r)];
        // Byes only where the count is odd; every pair still in plays or rests.
        QCOMPARE(round.bye >= 0, inPlay % 2 == 1);
        QCOMPARE(int(round.tables.size()), inPlay / 2);
        std::vector<int> seen(std::size_t(pairs), 0);
        if (round.bye >= 0) {
            ++seen[std::size_t(round.bye)];
            ++byes[std::size_t(round.bye)];
        }
        for (const Table& t : round.tables) {
            QCOMPARE(t.seats.size(), std::size_t(2));
            for (int e : t.seats)
                ++seen[std::size_t(e)];
        }
        for (int e : night.stillIn())
            QCOMPARE(seen[std::size_t(e)], 1);
        for (const Table& t : round.tables)
            night.enter(t.number, TableResult{{}, t.seats[rng.below(2)], Source::Typed});
        inPlay = (inPlay + 1) / 2;
    }
    QCOMPARE(int(night.rounds().size()), expectedRounds);
    // K2: the night has the shape projected before it, whoever won.
    const std::vector<FeedRound> shape = projectBracket(pairs);
    QCOMPARE(int(shape.size()), expectedRounds);
    for (std::size_t r = 0; r < shape.size(); ++r) {
        const Round& round = night.rounds()[r];
        QCOMPARE(shape[r].tables.size(), round.tables.size());
        QCOMPARE(shape[r].bye.has_value(), round.bye >= 0);
        // Where did `pair` come from into round r?
        auto cameFrom = [&](int pair) {
            if (r == 0) {
                const auto& draw = night.setup().draw;
                return Feed{Feed::Draw,
                            int(std::find(draw.begin(), draw.end(), pair) - draw.begin())};
            }
            const Round& before = night.rounds()[r - 1];
            if (before.bye == pair) return Feed{Feed::Bye, 0};
            for (const Table& t : before.tables)
                if (t.result->winner == pair) return Feed{Feed::Winner, t.number};
            return Feed{Feed::Draw, -1};
        };
        for (std::size_t k = 0; k < round.tables.size(); ++k)
            for (int s = 0; s < 2; ++s)
                QCOMPARE(cameFrom(round.tables[k].seats[std::size_t(s)]),
                         shape[r].tables[k].from[s]);
        if (round.bye >= 0) QCOMPARE(cameFrom(round.bye), *shape[r].bye);
    }
    // No pair rests twice (K2: avoidable for every count up to 32).
    QVERIFY(std::all_of(byes.begin(), byes.end(), [](int b) { return b <= 1; }));
    // The final: one table; its winners first prize, its losers second.
    const Round& final = night.rounds().back();
    QCOMPARE(final.tables.size(), std::size_t(1));
    QCOMPARE(final.bye, -1);
    const int winners = final.tables[0].result->winner;
    const int losers =
        final.tables[0].seats[0] == winners ? final.tables[0].seats[1] : final.tables[0].seats[0];
    int first = 0, second = 0;
    for (const Standing& s : night.standings()) {
        QVERIFY(s.place >= 1);
        if (s.prize == 1) {
            ++first;
            QCOMPARE(s.entrant, winners);
        }
        if (s.prize == 2) {
            ++second;
            QCOMPARE(s.entrant, losers);
        }
    }
    QCOMPARE(first, 1);
    QCOMPARE(second, 1);
    QCOMPARE(night.standings()[0].entrant, winners);
}

// PAT-T1: pairs 1 and 2 at table 1, 3 and 4 at table 2; PAT-T2: the winners
// at tables 1 and 2 meet at table 1 of the next round.
void TestPartyKnockout::drawnPairsMeetInTableOrder() {
    Setup setup = knockoutSetup(8, 4);
    setup.draw = {7, 6, 5, 4, 3, 2, 1, 0};
    NightState night = NightState::start(setup);
    const Round& r1 = night.rounds()[0];
    QCOMPARE(r1.tables[0].seats, (std::vector<int>{7, 6}));
    QCOMPARE(r1.tables[1].seats, (std::vector<int>{5, 4}));
    QCOMPARE(r1.tables[3].seats, (std::vector<int>{1, 0}));
    night.enter(1, TableResult{{}, 6, Source::Typed});
    night.enter(2, TableResult{{}, 5, Source::Typed});
    night.enter(4, TableResult{{}, 0, Source::Typed});
    night.enter(3, TableResult{{}, 3, Source::Typed});
    const Round& r2 = night.rounds()[1];
    QCOMPARE(r2.tables[0].seats, (std::vector<int>{6, 5}));
    QCOMPARE(r2.tables[1].seats, (std::vector<int>{3, 0}));
}

// K2: the last pair drawn rests; in the next odd round the last pair that
// has not rested does, and the first bye keeps its place in the bracket.
void TestPartyKnockout::byeGoesToTheLastPairDrawn() {
    Setup setup = knockoutSetup(5, 1);
    setup.draw = {0, 1, 2, 3, 4};
    NightState night = NightState::start(setup);
    QCOMPARE(night.rounds()[0].bye, 4);
    night.enter(1, TableResult{{}, 0, Source::Typed});
    night.enter(2, TableResult{{}, 3, Source::Typed});
    const Round& r2 = night.rounds()[1]; // order 0, 3, 4: 4 has rested, so 3 does
    QCOMPARE(r2.bye, 3);
    QCOMPARE(r2.tables[0].seats, (std::vector<int>{0, 4}));
    night.enter(1, TableResult{{}, 4, Source::Typed});
    QCOMPARE(night.rounds()[2].tables[0].seats, (std::vector<int>{4, 3}));
    QCOMPARE(knockoutRounds(5), 3);
    // The blank bracket of 5: round 2's bye is table 2's winners; table 1's
    // winners meet the pair that rested in round 1.
    const std::vector<FeedRound> shape = projectBracket(5);
    QCOMPARE(shape[1].bye->kind, Feed::Winner);
    QCOMPARE(shape[1].bye->index, 2);
    QCOMPARE(shape[1].tables[0].from[1].kind, Feed::Bye);
}

// The limit is 32 pairs: 33 are refused with a clear message.
void TestPartyKnockout::tooManyPairsAreRefused() {
    const Message m = checkSetup(knockoutSetup(33, 1));
    QVERIFY(!m.isEmpty());
    QVERIFY2(m.english().contains(QStringLiteral("2 to 32 pairs")), qPrintable(m.english()));
    QVERIFY_THROWS_EXCEPTION(club::FormatError, NightState::start(knockoutSetup(33, 1)));
    QVERIFY(!checkSetup(knockoutSetup(1, 1)).isEmpty());
    Setup single = knockoutSetup(4, 1);
    single.entrants[2].names = {QStringLiteral("Alone")};
    QVERIFY(!checkSetup(single).isEmpty());
}

void TestPartyKnockout::winnerMustSitAtTheTable() {
    Setup setup = knockoutSetup(4, 1);
    setup.draw = {0, 1, 2, 3};
    NightState night = NightState::start(setup);
    QVERIFY(!night.check(1, TableResult{{}, 2, Source::Typed}).isEmpty());
    QVERIFY(!night.check(1, TableResult{{50}, 0, Source::Typed}).isEmpty());
    QVERIFY(night.check(1, TableResult{{}, 1, Source::App}).isEmpty());
}

// PAT-T1: "each pair consisting of a lady and gentleman", drawn by lot.
void TestPartyKnockout::partnersAreDrawnLadyAndGentleman() {
    const QStringList ladies{"Ada", "Bea", "Cleo", "Dora", "Eve"};
    const QStringList gents{"Al", "Bo", "Cy", "Don", "Ed"};
    const std::vector<Entrant> pairs = drawPartners(ladies, gents, 9);
    QCOMPARE(pairs.size(), std::size_t(5));
    QStringList seenLadies, seenGents;
    for (const Entrant& e : pairs) {
        QCOMPARE(e.names.size(), 2);
        seenLadies << e.names[0];
        seenGents << e.names[1];
    }
    seenLadies.sort();
    seenGents.sort();
    QCOMPARE(seenLadies, ladies);
    QStringList sortedGents = gents;
    sortedGents.sort();
    QCOMPARE(seenGents, sortedGents);
    QCOMPARE(drawPartners(ladies, gents, 9), pairs); // the seed decides
    bool differs = false;
    for (std::uint64_t seed = 10; seed < 20 && !differs; ++seed)
        differs = drawPartners(ladies, gents, seed) != pairs;
    QVERIFY(differs);
    QVERIFY_THROWS_EXCEPTION(club::FormatError, drawPartners(ladies, gents.mid(1), 1));
    QCOMPARE(drawPartners(QStringList{"a", "b", "c", "d", "e", "f"}, 3).size(), std::size_t(3));
    QVERIFY_THROWS_EXCEPTION(club::FormatError, drawPartners(QStringList{"a", "b", "c"}, 3));
}

QTEST_GUILESS_MAIN(TestPartyKnockout)
#include "tst_party_knockout.moc"
