// SPDX-License-Identifier: GPL-3.0-or-later
// PM-21 with people in one section: the other section's game of the same
// number is on the score sheet when the people's game ends, whichever
// section the people sit in, and the rubber ends with both sections' fifth
// game; a file saved at that moment opens on the people's game.
#include "tst_pm_record.h"

#include "pm/rubber_file.h"
#include "pm_record_util.h"

#include <QTest>

using namespace pmtest;

namespace {

/// Plays the game on the table to its end, the first legal move each turn.
void playToTheEnd(Table& table) {
    while (!table.game().isOver())
        QVERIFY(table.play(table.game().legalMoves()[0]));
}

/// Empty when every seat of both sections has a score in games 0..number
/// and none after, else the first seat and game that does not.
QString scoredThrough(const Rubber& rubber, int number) {
    for (int g = 0; g < Rubber::GamesPerRubber; ++g)
        for (int seat = 0; seat < rubber.players(); ++seat)
            if (rubber.score(g, seat).has_value() != (g <= number))
                return QStringLiteral("game %1, seat %2").arg(g + 1).arg(seat + 1);
    return {};
}

} // namespace

void TestPmRecord::bothSectionsScoredAsThePeoplesGameEnds_data() {
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<int>("personSection");
    const QString h = QStringLiteral("person"), r = QStringLiteral("random");
    // Issue 23: the people in the first section saw the second's results a game late.
    QTest::newRow("PM-21 8 players, people in section 1")
        << QStringList{h, h, r, r, r, r, r, r} << 0;
    QTest::newRow("PM-21 7 players, a person in section 1")
        << QStringList{r, h, r, r, r, r, r} << 0;
    QTest::newRow("PM-21 8 players, a person in section 2")
        << QStringList{r, r, r, r, h, r, r, r} << 1;
}

void TestPmRecord::bothSectionsScoredAsThePeoplesGameEnds() {
    QFETCH(QStringList, kinds);
    QFETCH(int, personSection);
    Table table;
    TableSpies spies(table);
    QCOMPARE(table.newRubber(seatsConfig(kinds, 23, {}, true)), QString());
    for (int number = 0; number < Rubber::GamesPerRubber; ++number) {
        QCOMPARE(table.rubber().currentRecord().number, number);
        QCOMPARE(table.rubber().currentRecord().section, personSection);
        spies.clear();
        playToTheEnd(table);
        // The people's game stays on the table, over, with both sections scored.
        QCOMPARE(table.rubber().currentRecord().number, number);
        QCOMPARE(table.rubber().currentRecord().section, personSection);
        QVERIFY(table.game().isOver());
        QCOMPARE(scoredThrough(table.rubber(), number), QString());
        QCOMPARE(spies["gameOver"].size(), 1);
        // PM-20: five games in each section, no more and no fewer.
        const bool last = number == Rubber::GamesPerRubber - 1;
        QCOMPARE(table.rubber().isOver(), last);
        QCOMPARE(spies["rubberOver"].size(), last ? 1 : 0);
        if (last) break;
        QCOMPARE(table.nextDeal(), std::pair(number + 1, personSection));
        // A take-back would leave the other section's game after one not over.
        if (table.rubber().hasGamesAfterCurrent()) {
            QVERIFY(!table.canUndo());
            QVERIFY(!table.takeBack(1));
        }
        QVERIFY(table.nextGame());
    }
    QVERIFY(!table.nextGame());
    QCOMPARE(int(table.rubber().records().size()), 2 * Rubber::GamesPerRubber);
}

void TestPmRecord::sectionsSavedAsThePeoplesGameEnds() {
    const RubberConfig config = seatsConfig(
        {"person", "person", "person", "person", "random", "random", "random", "random"}, 5, {},
        true);
    // Saved now: the second section's game is over, after the people's.
    Table table;
    QCOMPARE(table.newRubber(config), QString());
    playToTheEnd(table);
    const QString path = dir_.filePath(QStringLiteral("sections-now.pmrubber"));
    QCOMPARE(table.save(path), QString());
    Table loaded;
    QCOMPARE(loaded.load(path), QString());
    QCOMPARE(recordDifference(loaded.rubber(), table.rubber()), QString());
    QCOMPARE(loaded.rubber().currentRecord().section, 0);
    QCOMPARE(loaded.nextDeal(), std::pair(1, 0));

    // Saved by an older program as the people's game ended, before the
    // second section had played: it plays as the file is opened.
    Rubber older(config);
    club::Random rng(8);
    RandomPlayer player;
    while (!older.current().isOver())
        older.play(player.choose(View(older.current(), older.current().toMove()), rng));
    const QString olderPath = dir_.filePath(QStringLiteral("sections-older.pmrubber"));
    QCOMPARE(saveRubber(older, olderPath), QString());
    QCOMPARE(loaded.load(olderPath), QString());
    QCOMPARE(int(loaded.rubber().records().size()), 2);
    QCOMPARE(loaded.rubber().currentRecord().section, 0);
    QVERIFY(loaded.game().isOver());
    QCOMPARE(scoredThrough(loaded.rubber(), 0), QString());
}
