// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_schema.h"

#include "seat_counts.h"

#include <QSqlError>
#include <QSqlQuery>

namespace club::book {

const QList<QStringList>& schemaSteps() {
    static const QList<QStringList> steps = {
        // 1: members, games and their seats.
        {QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)"),
         QStringLiteral("INSERT INTO schema_version (version) VALUES (0)"),
         QStringLiteral("CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)"),
         // uid: the game's own id (a resumed game keeps it); kind: the
         // registry's game id; unit: "game", or the whole it closes
         // ("rubber", "match", "night"); options and record: JSON text;
         // times in ISO 8601 UTC; duration in seconds of play.
         QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, "
                        "kind TEXT NOT NULL, unit TEXT NOT NULL, options TEXT NOT NULL, started "
                        "TEXT NOT NULL, "
                        "finished TEXT NOT NULL, duration INTEGER NOT NULL, record TEXT NOT NULL)"),
         // A seat is a member's or a computer's (its level), never both.
         QStringLiteral("CREATE TABLE seats (game INTEGER NOT NULL REFERENCES games(id) "
                        "ON DELETE CASCADE, seat INTEGER NOT NULL, member INTEGER REFERENCES "
                        "members(id), computer TEXT, score INTEGER NOT NULL, place INTEGER NOT "
                        "NULL, winner INTEGER NOT NULL, PRIMARY KEY (game, seat), "
                        "CHECK ((member IS NULL) <> (computer IS NULL)))"),
         QStringLiteral("CREATE INDEX seats_member ON seats (member)"),
         QStringLiteral("CREATE INDEX games_kind_finished ON games (kind, unit, finished)")},
        // 2: speed at 100,000 games (tests/book/book_scale.cpp): a seat's
        // figures read from an index alone, without the row. By game, for
        // standings (the games of a kind from games_kind_finished, then their
        // seats); by member, for a member's card and chart (the old index on
        // member alone is the start of it). Standings for P.M. all time went
        // from about 250 to 120 ms, a member's card from 280 to 70.
        {QStringLiteral("CREATE INDEX seats_by_game ON seats (game, member, score, winner, place)"),
         QStringLiteral(
             "CREATE INDEX seats_by_member ON seats (member, game, score, winner, place)"),
         QStringLiteral("DROP INDEX seats_member")},
        // 3: ratings kept as games are written (stored_ratings.h), read by
        // the standings and the rating chart instead of worked out from
        // every game (about 0.8 s at 100,000 games). player is a member's
        // name or "computer:" and a level; night the ISO date of ratings.h's
        // batch. ratings_due holds a row while the games already in the book
        // wait to be rated: Book::open rates them and empties it.
        {QStringLiteral("CREATE TABLE rating_nights (kind TEXT NOT NULL, unit TEXT NOT NULL, "
                        "player TEXT NOT NULL, night TEXT NOT NULL, rating DOUBLE PRECISION NOT "
                        "NULL, games INTEGER NOT NULL, PRIMARY KEY (kind, unit, player, night))"),
         QStringLiteral("CREATE INDEX rating_nights_by_night ON rating_nights (kind, unit, night)"),
         QStringLiteral("CREATE TABLE current_ratings (kind TEXT NOT NULL, unit TEXT NOT NULL, "
                        "player TEXT NOT NULL, rating DOUBLE PRECISION NOT NULL, "
                        "PRIMARY KEY (kind, unit, player))"),
         QStringLiteral("CREATE TABLE ratings_due (due INTEGER NOT NULL)"),
         QStringLiteral("INSERT INTO ratings_due (due) VALUES (1)")},
        // 4: a member's card from their seats (seats_by_member), each seat's
        // game's kind and unit from this index rather than the game's row
        // (a record of kilobytes): at 100,000 games the card's aggregate
        // went from about 100 to 45 ms in sqlite3.
        {QStringLiteral("CREATE INDEX games_kind_by_id ON games (id, kind, unit)")},
        // 5: the Game List a page at a time, newest first (book_game_list.h):
        // down this index from where the last page ended, rather than every
        // game's row (and record) read and sorted when the list is shown.
        {QStringLiteral("CREATE INDEX games_by_finished ON games (finished, id)")},
        // 6: a member's card counts what some games' options carry (skunks,
        // best hands, captures: book_stats.cpp); those options read from
        // this small index, for those games only, rather than from each of
        // the member's games' rows (a record of kilobytes each): at 100,000
        // games, in sqlite3, that query went from about 490 to 80 ms on a
        // loaded machine.
        {QStringLiteral("CREATE INDEX games_card_counts ON games (id, kind, unit, options) WHERE "
                        "options LIKE '%\"skunks\"%' OR options LIKE '%\"highHands\"%' OR "
                        "options LIKE '%\"captures\"%'")},
        // 7: each seat carries its game's kind and unit, and what the game's
        // options count for it (seat_counts.h: filled in by schemaStepFill),
        // so a member's card is one range of one index of their seats: no
        // look-up of each seat's game, no options parsed as the card shows
        // (card and chart at 100,000 games, on a loaded machine: from about
        // 130 to 25 ms)...
        {QStringLiteral("ALTER TABLE seats ADD COLUMN kind TEXT NOT NULL DEFAULT ''"),
         QStringLiteral("ALTER TABLE seats ADD COLUMN unit TEXT NOT NULL DEFAULT ''"),
         QStringLiteral("UPDATE seats SET kind = (SELECT g.kind FROM games g WHERE g.id = "
                        "seats.game), unit = (SELECT g.unit FROM games g WHERE g.id = seats.game)"),
         QStringLiteral("ALTER TABLE seats ADD COLUMN hand INTEGER"),
         QStringLiteral("ALTER TABLE seats ADD COLUMN crib INTEGER"),
         QStringLiteral("ALTER TABLE seats ADD COLUMN captures INTEGER"),
         QStringLiteral("ALTER TABLE seats ADD COLUMN captured INTEGER"),
         QStringLiteral("ALTER TABLE seats ADD COLUMN skunks_taken INTEGER"),
         QStringLiteral("ALTER TABLE seats ADD COLUMN skunks_given INTEGER"),
         QStringLiteral("CREATE INDEX seats_card ON seats (member, kind, unit, game, score, "
                        "winner, place, hand, crib, captures, captured, skunks_taken, "
                        "skunks_given)"),
         // ...and a game's standings of all time one range of this index,
         // with no look-up of each game (P.M. at 100,000 games, in sqlite3
         // on a loaded machine: from about 130 to 17 ms of CPU).
         QStringLiteral("CREATE INDEX seats_standings ON seats (kind, unit, member, computer, "
                        "winner)")},
        // 8: a computer's seat keeps the name it played under, so the Game
        // List can say which of three computers won; a member's seat has
        // none (the name is the member's). Older seats have none either.
        {QStringLiteral("ALTER TABLE seats ADD COLUMN name TEXT")},
    };
    return steps;
}

StepFill schemaStepFill(int step) {
    return step == 7 ? &fillSeatCounts : nullptr;
}

int latestSchemaVersion() {
    return int(schemaSteps().size());
}

namespace {

bool isPostgres(const QSqlDatabase& db) {
    return db.driverName() == QLatin1String("QPSQL");
}

} // namespace

QString statementFor(const QSqlDatabase& db, const QString& statement) {
    if (!isPostgres(db)) return statement;
    QString adapted = statement;
    // A b-tree entry of PostgreSQL's is at most 2.7 kB: its index of the
    // card's games leaves their options out (they are read from the row).
    adapted.replace(QLatin1String("(id, kind, unit, options) WHERE"),
                    QLatin1String("(id, kind, unit) WHERE"));
    return adapted.replace(QLatin1String("INTEGER PRIMARY KEY"),
                           QLatin1String("BIGSERIAL PRIMARY KEY"));
}

QString beginWriting(QSqlDatabase& db) {
    if (isPostgres(db)) return db.transaction() ? QString() : db.lastError().text();
    QSqlQuery begin(db);
    return begin.exec(QStringLiteral("BEGIN IMMEDIATE")) ? QString() : begin.lastError().text();
}

int schemaVersion(QSqlDatabase& db, QString* problem) {
    QSqlQuery query(db);
    // The catalogue is read first: a damaged file fails here.
    const QString hasVersionTable =
        isPostgres(db) ? QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE "
                                        "table_schema = current_schema() AND "
                                        "table_name = 'schema_version'")
                       : QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' "
                                        "AND name = 'schema_version'");
    if (!query.exec(hasVersionTable)) {
        if (problem) *problem = query.lastError().text();
        return -1;
    }
    if (!query.next() || query.value(0).toInt() == 0) return 0;
    if (!query.exec(QStringLiteral("SELECT version FROM schema_version")) || !query.next()) {
        if (problem) *problem = query.lastError().text();
        return -1;
    }
    return query.value(0).toInt();
}

QString migrateTo(QSqlDatabase& db, int target) {
    // A book up to date is only read: its opening waits for no other writer.
    QString unread;
    const int seen = schemaVersion(db, &unread);
    if (seen < 0) return unread;
    if (seen >= target && seen <= latestSchemaVersion()) return {};
    for (;;) {
        if (const QString problem = beginWriting(db); !problem.isEmpty()) return problem;
        QSqlQuery query(db);
        const auto fail = [&] {
            const QString error =
                query.lastError().isValid() ? query.lastError().text() : db.lastError().text();
            db.rollback();
            return error;
        };
        // Two laptops opening a new server book at once: one takes the
        // steps, the other waits for it and then finds the book up to date.
        if (isPostgres(db) && !query.exec(QStringLiteral("SELECT pg_advisory_xact_lock(2027)")))
            return fail();
        query.finish();
        QString problem;
        const int version = schemaVersion(db, &problem); // read again, under the lock
        if (version < 0) {
            db.rollback();
            return problem;
        }
        if (version > latestSchemaVersion()) {
            db.rollback();
            return QStringLiteral("the book was written by a later version (schema %1)")
                .arg(version);
        }
        if (version >= target) {
            query.finish();
            db.rollback();
            return {};
        }
        for (const QString& statement : schemaSteps().at(version))
            if (!query.exec(statementFor(db, statement))) return fail();
        query.finish();
        if (const StepFill fill = schemaStepFill(version + 1))
            if (const QString failed = fill(db); !failed.isEmpty()) {
                db.rollback();
                return failed;
            }
        query.prepare(QStringLiteral("UPDATE schema_version SET version = ?"));
        query.addBindValue(version + 1);
        if (!query.exec() || !db.commit()) return fail();
    }
}

} // namespace club::book
