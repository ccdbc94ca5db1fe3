// SPDX-License-Identifier: GPL-3.0-or-later
// P.M. Drives (engine/party/RULES-DECISIONS.md D1-D6) for every number of
// entrants from 4 to 64 under both progressions: everyone seated once per
// round, tables of 3 to 8 whose sizes never change, the movers where the
// house rule sends them, and totals equal to the scores entered.
#include "core/format_error.h"
#include "party/seating.h"
#include "party_test_util.h"

#include <QTest>
#include <algorithm>
#include <map>

using namespace partytest;

namespace {
int tableOf(const Round& round, int entrant) {
    for (const Table& t : round.tables)
        if (std::count(t.seats.begin(), t.seats.end(), entrant)) return t.number;
    return 0;
}
} // namespace

class TestPartyDrive : public QObject {
    Q_OBJECT
private slots:
    void documentedSeating();
    void everyCount_data();
    void everyCount();
    void tiesAtATableGoByTotalThenLot();
    void tiesByLotAloneFollowTheSeed();
    void fewerSetsPlayInWaves();
    void impossibleScoresAreRefused();
    void resultsOnlyForTheCurrentRound();
};

// D1 as RULES-DECISIONS.md writes it out for 7, 13 and 30 (7 is PM-21's
// "four and three").
void TestPartyDrive::documentedSeating() {
    QCOMPARE(driveTableSizes(4), (std::vector<int>{4}));
    QCOMPARE(driveTableSizes(5), (std::vector<int>{5}));
    QCOMPARE(driveTableSizes(6), (std::vector<int>{6}));
    QCOMPARE(driveTableSizes(7), (std::vector<int>{4, 3}));
    QCOMPARE(driveTableSizes(13), (std::vector<int>{5, 4, 4}));
    QCOMPARE(driveTableSizes(30), (std::vector<int>{5, 5, 4, 4, 4, 4, 4}));
    QCOMPARE(driveTableSizes(64), std::vector<int>(16, 4));
    QVERIFY(driveTableSizes(3).empty());
}

void TestPartyDrive::everyCount_data() {
    QTest::addColumn<int>("people");
    QTest::addColumn<int>("progression");
    for (int n = MinDriveEntrants; n <= MaxDriveEntrants; ++n) {
        QTest::addRow("%d foot-table", n) << n << int(Progression::FootTable);
        QTest::addRow("%d up-and-down", n) << n << int(Progression::UpAndDown);
    }
}

void TestPartyDrive::everyCount() {
    QFETCH(int, people);
    QFETCH(int, progression);
    Setup setup = driveSetup(people, 1000 + std::uint64_t(people), 5);
    setup.options.progression = Progression(progression);
    NightState night = NightState::start(setup);
    Random rng(std::uint64_t(people) * 31 + std::uint64_t(progression));
    std::vector<int> expectedTotals(std::size_t(people), 0);
    const std::vector<int> sizes = driveTableSizes(people);

    for (int r = 0; r < setup.options.rounds; ++r) {
        QCOMPARE(night.currentRound(), r);
        const Round round = night.rounds()[std::size_t(r)];
        // Everyone seated exactly once; the sizes of D1, the same every round.
        std::vector<int> seen(std::size_t(people), 0);
        QCOMPARE(int(round.tables.size()), int(sizes.size()));
        for (std::size_t k = 0; k < round.tables.size(); ++k) {
            const Table& t = round.tables[k];
            QCOMPARE(t.number, int(k) + 1);
            QVERIFY(t.seats.size() >= 3 && t.seats.size() <= 8);
            QCOMPARE(int(t.seats.size()), sizes[k]);
            for (int e : t.seats)
                ++seen[std::size_t(e)];
        }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int c) { return c == 1; }));

        // Distinct scores, so the movers are known without a tie-break.
        std::map<int, std::vector<int>> rankedAt; // table -> entrants, highest first
        for (const Table& t : round.tables) {
            const std::vector<int> scores = distinctScores(t.seats.size(), rng);
            std::vector<std::pair<int, int>> byScore;
            for (std::size_t s = 0; s < t.seats.size(); ++s) {
                expectedTotals[std::size_t(t.seats[s])] += scores[s];
                byScore.push_back({scores[s], t.seats[s]});
            }
            std::sort(byScore.rbegin(), byScore.rend());
            for (const auto& [score, e] : byScore)
                rankedAt[t.number].push_back(e);
            night.enter(t.number, TableResult{scores, -1, Source::Typed});
        }
        QCOMPARE(night.totals(), expectedTotals);
        if (r + 1 == setup.options.rounds) break;

        // D3: where each entrant sits next.
        const Round& next = night.rounds()[std::size_t(r + 1)];
        const int last = int(round.tables.size());
        for (const auto& [number, ranked] : rankedAt) {
            const int size = int(ranked.size());
            for (int i = 0; i < size; ++i) {
                int expected = number;
                if (last > 1) {
                    const bool top = i < 2, bottom = i >= size - 2;
                    if (top && number > 1)
                        expected = number - 1;
                    else if (bottom && !(top && number == 1)) {
                        if (Progression(progression) == Progression::UpAndDown && number < last)
                            expected = number + 1;
                        if (Progression(progression) == Progression::FootTable && number == 1)
                            expected = last;
                    }
                }
                QCOMPARE(tableOf(next, ranked[std::size_t(i)]), expected);
            }
        }
    }
    QVERIFY(night.isOver());
    QVERIFY(night.openTables().empty());
    // Standings: best total first, every place justified by the totals.
    const std::vector<Standing> rows = night.standings();
    QCOMPARE(int(rows.size()), people);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].total, expectedTotals[std::size_t(rows[i].entrant)]);
        QCOMPARE(rows[i].games, setup.options.rounds);
        if (i > 0) QVERIFY(rows[i - 1].total >= rows[i].total);
    }
    QCOMPARE(rows.front().place, 1);
    QCOMPARE(rows.front().prize, 1);
}

// D4: 2nd and 3rd tie at table 1; the higher total before the round moves.
void TestPartyDrive::tiesAtATableGoByTotalThenLot() {
    NightState night = NightState::start(driveSetup(8, 5, 3));
    const Round r1 = night.rounds()[0];
    night.enter(1, TableResult{{100, 90, 80, 70}, -1, Source::Typed});
    night.enter(2, TableResult{{10, 20, 30, 40}, -1, Source::Typed});
    // Round 2, table 1 (each newcomer from table 2 has 30 or 40 before).
    const Table t1 = night.rounds()[1].tables[0];
    QCOMPARE(t1.seats.size(), std::size_t(4));
    // Seat order: the two who stayed (100, 90), then the two from below.
    QCOMPARE(t1.seats[0], r1.tables[0].seats[0]);
    QCOMPARE(t1.seats[2], r1.tables[1].seats[3]); // 40 came up first
    // Everyone scores 50 but the first: the tie for second place among the
    // others is settled by the running total before the round: 90 stays.
    night.enter(1, TableResult{{60, 50, 50, 50}, -1, Source::Typed});
    night.enter(2, TableResult{{50, 50, 50, 50}, -1, Source::Typed});
    const Round& r3 = night.rounds()[2];
    QCOMPARE(tableOf(r3, t1.seats[0]), 1);
    QCOMPARE(tableOf(r3, t1.seats[1]), 1); // total 90 beats 40 and 30
    QCOMPARE(tableOf(r3, t1.seats[2]), 2);
    QCOMPARE(tableOf(r3, t1.seats[3]), 2);
}

// D4 with the option "lot": the same seed always gives the same movers, and
// over many seeds each tied player sometimes moves.
void TestPartyDrive::tiesByLotAloneFollowTheSeed() {
    std::set<int> stayers;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        Setup setup = driveSetup(8, seed, 2);
        setup.options.tableTie = TableTie::Lot;
        NightState a = NightState::start(setup), b = NightState::start(setup);
        for (NightState* n : {&a, &b}) {
            n->enter(1, TableResult{{50, 50, 50, 50}, -1, Source::Typed});
            n->enter(2, TableResult{{1, 2, 3, 4}, -1, Source::Typed});
        }
        QCOMPARE(a.rounds()[1], b.rounds()[1]);
        const Table& first = a.rounds()[0].tables[0];
        for (int s = 0; s < 4; ++s)
            if (tableOf(a.rounds()[1], first.seats[std::size_t(s)]) == 1) stayers.insert(s);
    }
    QCOMPARE(stayers.size(), std::size_t(4));
}

// D6: 30 people at 7 tables with 3 sets: tables 1-3, 4-6, then 7.
void TestPartyDrive::fewerSetsPlayInWaves() {
    Setup setup = driveSetup(30, 9, 2);
    setup.options.sets = 3;
    const NightState night = NightState::start(setup);
    std::vector<int> waves;
    for (const Table& t : night.rounds()[0].tables)
        waves.push_back(t.wave);
    QCOMPARE(waves, (std::vector<int>{1, 1, 1, 2, 2, 2, 3}));
    QCOMPARE(night.rounds()[0].waves(), 3);
}

// PM-18: only totals four men can make.
void TestPartyDrive::impossibleScoresAreRefused() {
    for (int s : {-80, -59, 95, 174, 200, 0, 3})
        QVERIFY2(isPossiblePmScore(s), qPrintable(QString::number(s)));
    for (int s : {-81, 201, 199, 175, 176, -60, -79})
        QVERIFY2(!isPossiblePmScore(s), qPrintable(QString::number(s)));
    NightState night = NightState::start(driveSetup(4, 1, 1));
    const NightState before = night;
    QVERIFY(!night.check(1, TableResult{{95, 95, 95, 199}, -1, Source::Typed}).isEmpty());
    QVERIFY(!night.check(1, TableResult{{95, 95, 95}, -1, Source::Typed}).isEmpty());
    QVERIFY(!night.check(2, TableResult{{95, 95, 95, 95}, -1, Source::Typed}).isEmpty());
    QVERIFY_THROWS_EXCEPTION(club::FormatError,
                             night.enter(1, TableResult{{1, 2, 3, 199}, -1, Source::Typed}));
    QCOMPARE(night.log().size(), before.log().size());
    QCOMPARE(night.rounds(), before.rounds());
}

void TestPartyDrive::resultsOnlyForTheCurrentRound() {
    NightState night = NightState::start(driveSetup(8, 2, 2));
    night.enter(1, TableResult{{1, 2, 3, 4}, -1, Source::Typed});
    QVERIFY(!night.check(1, TableResult{{1, 2, 3, 4}, -1, Source::Typed}).isEmpty()); // has one
    night.enter(2, TableResult{{1, 2, 3, 4}, -1, Source::App});
    QCOMPARE(night.currentRound(), 1);
    night.enter(2, TableResult{{5, 6, 7, 8}, -1, Source::Typed});
    night.enter(1, TableResult{{5, 6, 7, 8}, -1, Source::Typed});
    QVERIFY(night.isOver());
    QVERIFY(!night.check(1, TableResult{{5, 6, 7, 8}, -1, Source::Typed}).isEmpty());
    QCOMPARE(night.log()[1].result.source, Source::App);
}

QTEST_GUILESS_MAIN(TestPartyDrive)
#include "tst_party_drive.moc"
