// SPDX-License-Identifier: GPL-3.0-or-later
// What a book migrated from an earlier schema must show, for the file's
// test and the server's alike: at the latest version, a new game written,
// Old Timer's game from before (book_test_util.h) kept, rated and on his card.
#pragma once

#include "book.h"
#include "book_schema.h"
#include "book_stats.h"
#include "book_test_util.h"
#include "stored_ratings.h"

#include <QtTest>

#include <algorithm>

namespace club::test {

/// Checks `book`, opened on a book left at schema version `from`; a failure
/// is the caller's test's (it returns at once after this on failure).
inline void checkMigratedBook(book::Book& book, int from) {
    using namespace club::book;
    QString problem;
    QCOMPARE(schemaVersion(book.database(), &problem), latestSchemaVersion());
    QCOMPARE(book.record(sampleGame(QStringLiteral("after-migration"))), QString());
    QVERIFY(book.contains(QStringLiteral("after-migration")));
    if (from >= 1) QVERIFY(book.members().contains(QStringLiteral("Old Timer")));
    // The games from before ratings were kept are rated as the book opens
    // (Old Timer's win over the Expert, 16 points at K = 32), then the new one.
    const QMap<QString, double> stored = storedRatings(book.database(), "sample", "game");
    QCOMPARE(stored, ratings(ratedGames(book.database(), "sample", "game")));
    if (from >= 1) {
        QCOMPARE(stored.value("Old Timer"), 1516.0);
        QCOMPARE(stored.value("computer:expert"), 1484.0);
        // His seats took their games' kind and counts at schema step 7:
        // his card counts both games, and the second's hand and skunk.
        const QList<MemberGameRecord> card = memberCard(book.database(), "Old Timer");
        QCOMPARE(card.size(), 2);
        QCOMPARE(card.first().kind, QStringLiteral("sample"));
        QCOMPARE(card.first().unit, QStringLiteral("game"));
        QCOMPARE(card.first().played, 1);
        QCOMPARE(card.first().won, 1);
        QVERIFY(!card.first().hasHands && !card.first().hasSkunks);
        const MemberGameRecord& counted = card.at(1);
        QCOMPARE(counted.kind, QStringLiteral("counted"));
        QVERIFY(counted.hasHands && counted.hasSkunks && !counted.hasCaptures);
        QCOMPARE(counted.highHand, 29);
        QCOMPARE(counted.highCrib, 8);
        QCOMPARE(counted.twentyNines, 1);
        QCOMPARE(counted.skunksGiven, 1);
        QCOMPARE(counted.skunksTaken, 0);
        // The standings of all time read the seats' own kind too; those of
        // a period, the games (both once refused by PostgreSQL).
        for (const QDateTime& since : {QDateTime(), QDateTime(QDate(2026, 1, 1), QTime(0, 0))}) {
            const QList<Standing> table = standings(book.database(), "sample", "game", since);
            QVERIFY(std::any_of(table.begin(), table.end(), [](const Standing& line) {
                return line.member == QStringLiteral("Old Timer") && line.played == 1 &&
                       line.won == 1;
            }));
        }
        QVERIFY(kindsAndUnits(book.database()).contains({"counted", "game"}));
    }
    QCOMPARE(stored.value("Ada"), 1484.0); // the sample's last seat wins (place 1)
}

} // namespace club::test
