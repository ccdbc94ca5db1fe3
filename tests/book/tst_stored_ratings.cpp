// SPDX-License-Identifier: GPL-3.0-or-later
// The ratings the book keeps (stored_ratings.h) equal the ratings worked
// out from scratch (ratings.h over every game), after writes in any order
// (late games, a night's tables in any order), renames, merges and
// removals of members. Seeded, so a failure is seen again.
#include "book.h"
#include "book_members.h"
#include "book_test_util.h"
#include "rating_history.h"
#include "stored_ratings.h"

#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace club;
using namespace club::book;

namespace {

/// A game of `kind` with `seats` (members by name, or a computer's level
/// after "cpu:"), finishing on `day` at `hour`, places made up.
FinishedGame madeUpGame(QRandomGenerator& random, const QString& id, const QString& kind,
                        const QString& unit, const QStringList& seats, const QDateTime& finished) {
    FinishedGame game = test::sampleGame(id, {});
    game.kind = kind;
    game.unit = unit;
    game.finished = finished;
    game.started = finished.addSecs(-1800);
    for (const QString& seat : seats) {
        const bool computer = seat.startsWith(QLatin1String("cpu:"));
        const int place = 1 + int(random.bounded(seats.size())); // shared places: draws
        game.seats.append({computer ? QStringLiteral("Computer") : seat,
                           computer ? seat.mid(4) : QString(), 10 * place, place, place == 1});
    }
    return game;
}

} // namespace

class TestStoredRatings : public QObject {
    Q_OBJECT

    /// Every kind and unit's stored figures against those from scratch.
    static void compareWithScratch(Book& book) {
        QSqlDatabase& db = book.database();
        QSqlQuery pairs(db);
        QVERIFY(pairs.exec(QStringLiteral("SELECT DISTINCT kind, unit FROM games")));
        int compared = 0;
        while (pairs.next()) {
            const QString kind = pairs.value(0).toString(), unit = pairs.value(1).toString();
            const QList<RatedGame> games = ratedGames(db, kind, unit);
            const QMap<QString, double> scratch = ratings(games);
            const QMap<QString, double> stored = storedRatings(db, kind, unit);
            QCOMPARE(stored.keys(), scratch.keys());
            for (auto it = scratch.cbegin(); it != scratch.cend(); ++it) {
                QVERIFY2(qAbs(stored.value(it.key()) - it.value()) < 1e-9,
                         qPrintable(QStringLiteral("%1 %2 %3: stored %4, from scratch %5")
                                        .arg(kind, unit, it.key())
                                        .arg(stored.value(it.key()), 0, 'f', 6)
                                        .arg(it.value(), 0, 'f', 6)));
                const QList<RatingPoint> history = storedHistory(db, kind, unit, it.key());
                const QList<RatingPoint> expected = ratingHistoryFromGames(games, it.key());
                QCOMPARE(history.size(), expected.size());
                for (int i = 0; i < history.size(); ++i) {
                    QCOMPARE(history[i].night, expected[i].night);
                    QCOMPARE(history[i].games, expected[i].games);
                    QVERIFY(qAbs(history[i].rating - expected[i].rating) < 1e-9);
                }
                ++compared;
            }
        }
        if (compared == 0) { // an empty book keeps no ratings at all
            QSqlQuery kept(db);
            QVERIFY(kept.exec(QStringLiteral("SELECT count(*) FROM rating_nights")) && kept.next());
            QCOMPARE(kept.value(0).toInt(), 0);
        }
    }

private slots:
    void storedEqualFromScratchAfterAnyOrder_data() {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : {1u, 2u, 3u, 27u, 2027u})
            QTest::addRow("seed %u", seed) << seed;
    }

    // Games written out of order (a night's tables shuffled, late games
    // days older than the newest), members renamed, merged and removed;
    // after each step the stored figures are compared with those from scratch.
    void storedEqualFromScratchAfterAnyOrder() {
        QFETCH(quint32, seed);
        QRandomGenerator random(seed);
        QTemporaryDir dir;
        Book book;
        QCOMPARE(book.open(dir.filePath(QStringLiteral("book.sqlite"))), QString());
        QStringList members = {"Ada", "Bert", "Cleo", "Dot", "Eli", "Fay", "Gus"};
        const QStringList computers = {"cpu:beginner", "cpu:standard", "cpu:expert"};
        const QDateTime first(QDate(2026, 3, 1), QTime(18, 0), Qt::LocalTime);
        int next = 0;
        for (int step = 0; step < 160; ++step) {
            const int what = int(random.bounded(20));
            if (what == 0 && members.size() > 3) { // rename
                const QString from = members.takeAt(int(random.bounded(members.size())));
                const QString to =
                    from.left(from.indexOf(QLatin1Char('-')) < 0 ? from.size()
                                                                 : from.indexOf(QLatin1Char('-'))) +
                    QStringLiteral("-%1").arg(step);
                QCOMPARE(renameMember(book, from, to), QString());
                members << to;
            } else if (what == 1 && members.size() > 3) { // merge (refused when they met)
                const QString from = members.at(int(random.bounded(members.size())));
                const QString into = members.at(int(random.bounded(members.size())));
                if (from != into && book.members().contains(from) &&
                    book.members().contains(into) && mergeMembers(book, from, into).isEmpty())
                    members.removeAll(from);
            } else if (what == 2 && members.size() > 4) { // remove
                const QString name = members.at(int(random.bounded(members.size())));
                if (book.members().contains(name)) {
                    QCOMPARE(removeMember(book, name, QStringLiteral("Guest")), QString());
                    members.removeAll(name);
                }
            } else { // a game: now and then of an earlier night, or the same night
                const int seats = 2 + int(random.bounded(4));
                QStringList pool = members + computers;
                QStringList chosen;
                while (chosen.size() < seats) {
                    const QString seat = pool.takeAt(int(random.bounded(pool.size())));
                    chosen << seat;
                    if (seat.startsWith(QLatin1String("cpu:"))) pool << seat; // may sit twice
                }
                // Mostly forward in time; one game in five up to ten days back.
                const int day = random.bounded(5) == 0
                                    ? std::max(0, step / 3 - int(random.bounded(10)))
                                    : step / 3;
                const QDateTime finished =
                    first.addDays(day).addSecs(qint64(random.bounded(10 * 3600)));
                const QString kind =
                    random.bounded(2) ? QStringLiteral("pm") : QStringLiteral("patchesi");
                const QString unit =
                    random.bounded(6) == 0 ? QStringLiteral("rubber") : QStringLiteral("game");
                QCOMPARE(book.record(madeUpGame(
                             random, QStringLiteral("g%1").arg(++next, 4, 10, QChar('0')), kind,
                             unit, chosen, finished)),
                         QString());
            }
            compareWithScratch(book);
            if (QTest::currentTestFailed()) {
                qWarning("after step %d", step);
                return;
            }
        }
        QVERIFY(next > 100);
    }

    // A night's tables entered in either order give the same stored ratings.
    void aNightsTablesInEitherOrder() {
        QTemporaryDir dir;
        const QDateTime night(QDate(2026, 5, 2), QTime(20, 0), Qt::LocalTime);
        QMap<QString, double> seen[2];
        for (int order = 0; order < 2; ++order) {
            QRandomGenerator random(7);
            Book book;
            QCOMPARE(book.open(dir.filePath(QStringLiteral("b%1.sqlite").arg(order))), QString());
            QList<FinishedGame> games;
            games << madeUpGame(random, "a", "pm", "game", {"Ada", "Bert"}, night.addDays(-1));
            games << madeUpGame(random, "b", "pm", "game", {"Ada", "Cleo"}, night);
            games << madeUpGame(random, "c", "pm", "game", {"Ada", "Bert", "Cleo"},
                                night.addSecs(3600));
            if (order == 1) std::reverse(games.begin(), games.end());
            for (const FinishedGame& game : games)
                QCOMPARE(book.record(game), QString());
            seen[order] = storedRatings(book.database(), "pm", "game");
            compareWithScratch(book);
        }
        QCOMPARE(seen[0].keys(), seen[1].keys());
        for (const QString& player : seen[0].keys())
            QVERIFY(qAbs(seen[0][player] - seen[1][player]) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestStoredRatings)
#include "tst_stored_ratings.moc"
