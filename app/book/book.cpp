// SPDX-License-Identifier: GPL-3.0-or-later
#include "book.h"

#include "book_json.h"
#include "book_schema.h"
#include "seat_counts.h"
#include "stored_ratings.h"

#include <QAtomicInt>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QVariant>

#include <utility>

namespace club::book {

namespace {

/// How long a book held by another program is waited for.
constexpr int BusyTimeoutMs = 2000;

/// Each Book its own Qt Sql connection (two books may be open at once).
QString newConnectionName() {
    static QAtomicInt next;
    return QStringLiteral("club-book-%1").arg(next.fetchAndAddRelaxed(1));
}

/// A file book's connection: foreign keys checked, write-ahead logging.
/// The switch to the log needs the file to itself, and SQLite says "locked"
/// at once, without its busy wait, while another program is opening the
/// book too (the writer's thread and the book's window at the start of a
/// new book): it is tried again for as long as the busy timeout.
QString setUpFile(QSqlDatabase& db) {
    constexpr int SqliteBusy = 5;
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) return query.lastError().text();
    QElapsedTimer waited;
    waited.start();
    while (!query.exec(QStringLiteral("PRAGMA journal_mode = WAL"))) {
        if (query.lastError().nativeErrorCode() != QString::number(SqliteBusy) ||
            waited.elapsed() > BusyTimeoutMs)
            return query.lastError().text();
        QThread::msleep(5);
    }
    // SQLite's advice for write-ahead logging: a commit waits for no disk
    // flush (8 ms of the 10 a game may take, book_scale.cpp); the book stays
    // whole whatever stops the program, and only a power cut in the moment
    // after a game could lose it (as the pending file, which is flushed but
    // not synced).
    if (!query.exec(QStringLiteral("PRAGMA synchronous = NORMAL"))) return query.lastError().text();
    return {}; // the query ends here: its row, read or not, would hold the migration's commit
}

} // namespace

Book::~Book() {
    close();
}

QString Book::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/club-book.sqlite");
}

QString Book::open(const QString& path) {
    return open(BookLocation::file(path));
}

QString Book::open(const BookLocation& location) {
    close();
    server_ = location.isServer();
    connection_ = newConnectionName();
    db_ = QSqlDatabase::addDatabase(server_ ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"),
                                    connection_);
    if (!db_.isValid()) {
        close();
        return server_ ? QStringLiteral("the PostgreSQL driver of Qt Sql is not installed")
                       : QStringLiteral("the SQLite driver of Qt Sql is not installed");
    }
    if (server_) {
        db_.setHostName(location.host);
        db_.setPort(location.port);
        db_.setDatabaseName(location.database);
        db_.setUserName(location.user);
        db_.setPassword(location.password);
        // A server gone away is given up on in seconds: play goes on.
        db_.setConnectOptions(QStringLiteral("connect_timeout=3"));
    } else {
        QDir().mkpath(QFileInfo(location.path).absolutePath());
        db_.setDatabaseName(location.path);
        // A book held by another program is waited for a moment, not forever.
        db_.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(BusyTimeoutMs));
    }
    QString problem;
    if (!db_.open()) {
        problem = db_.lastError().text();
    } else {
        if (!server_) problem = setUpFile(db_);
        if (problem.isEmpty()) problem = migrateTo(db_, latestSchemaVersion());
        if (problem.isEmpty() && schemaVersion(db_, &problem) != latestSchemaVersion() &&
            problem.isEmpty())
            problem = QStringLiteral("the book's schema is not the one this version writes");
        if (problem.isEmpty()) problem = rateWaitingGames();
    }
    if (!problem.isEmpty()) close();
    return problem;
}

bool Book::isAnswering() const {
    if (!isOpen()) return false;
    QSqlQuery query(db_);
    return query.exec(QStringLiteral("SELECT 1")) && query.next();
}

void Book::close() {
    if (connection_.isEmpty()) return;
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(connection_);
    connection_.clear();
    server_ = false;
}

bool Book::contains(const QString& id) const {
    QSqlQuery query(db_);
    query.prepare(QStringLiteral("SELECT 1 FROM games WHERE uid = ?"));
    query.addBindValue(id);
    return query.exec() && query.next();
}

QString Book::record(const FinishedGame& game) {
    if (!isOpen()) return QStringLiteral("the book is not open");
    if (QString problem = beginWriting(db_); !problem.isEmpty()) return problem;
    QSqlQuery query(db_);
    const auto fail = [&] {
        const QString error = query.lastError().text();
        db_.rollback();
        return error.isEmpty() ? db_.lastError().text() : error;
    };
    // RETURNING gives the new row's id in both SQLite and PostgreSQL (whose
    // driver has no last insert id), and no row for an id written before.
    query.prepare(QStringLiteral(
        "INSERT INTO games (uid, kind, unit, options, started, finished, duration, record) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uid) DO NOTHING RETURNING id"));
    query.addBindValue(game.id);
    query.addBindValue(game.kind);
    query.addBindValue(game.unit);
    query.addBindValue(jsonText(game.options));
    query.addBindValue(game.started.toUTC().toString(Qt::ISODateWithMs));
    query.addBindValue(game.finished.toUTC().toString(Qt::ISODateWithMs));
    query.addBindValue(game.durationSeconds);
    query.addBindValue(jsonText(game.record));
    if (!query.exec()) return fail();
    if (!query.next()) { // written before (by this laptop or another): once is enough
        query.finish();
        db_.rollback();
        return {};
    }
    const qint64 gameRow = query.value(0).toLongLong();
    query.finish();
    // The members first, in order of name: two laptops writing games with
    // the same new members at once wait for each other, never deadlock.
    QStringList names;
    for (const FinishedSeat& seat : game.seats)
        if (seat.computer.isEmpty()) names << seat.name;
    names.sort();
    names.removeDuplicates();
    for (const QString& name : std::as_const(names)) {
        query.prepare(
            QStringLiteral("INSERT INTO members (name) VALUES (?) ON CONFLICT (name) DO NOTHING"));
        query.addBindValue(name);
        if (!query.exec()) return fail();
    }
    for (int i = 0; i < game.seats.size(); ++i) {
        const FinishedSeat& seat = game.seats.at(i);
        QVariant member(QMetaType(QMetaType::LongLong));
        if (seat.computer.isEmpty()) {
            query.prepare(QStringLiteral("SELECT id FROM members WHERE name = ?"));
            query.addBindValue(seat.name);
            if (!query.exec() || !query.next()) return fail();
            member = query.value(0);
            query.finish();
        }
        query.prepare(QStringLiteral(
            "INSERT INTO seats (game, seat, member, computer, score, place, winner, kind, unit, "
            "hand, crib, captures, captured, skunks_taken, skunks_given, name) VALUES (?, ?, ?, ?, "
            "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        query.addBindValue(gameRow);
        query.addBindValue(i);
        query.addBindValue(member);
        query.addBindValue(seat.computer.isEmpty() ? QVariant(QMetaType(QMetaType::QString))
                                                   : QVariant(seat.computer));
        query.addBindValue(seat.score);
        query.addBindValue(seat.place);
        query.addBindValue(seat.winner ? 1 : 0);
        // What the member's card adds up (schema step 7).
        query.addBindValue(game.kind);
        query.addBindValue(game.unit);
        const SeatCounts counts = seatCounts(game.options, i, seat.winner);
        for (const std::optional<int>& value :
             {counts.highHand, counts.highCrib, counts.captures, counts.captured,
              counts.skunksTaken, counts.skunksGiven})
            query.addBindValue(columnValue(value));
        // A computer's name as it played (schema step 8); a member's is theirs.
        query.addBindValue(seat.computer.isEmpty() || seat.name.isEmpty()
                               ? QVariant(QMetaType(QMetaType::QString))
                               : QVariant(seat.name));
        if (!query.exec()) return fail();
    }
    const QString unrated = rateNewGame(db_, gameRow);
    if (!unrated.isEmpty()) {
        db_.rollback();
        return unrated;
    }
    if (!db_.commit()) return fail();
    return {};
}

QString Book::rateWaitingGames() {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("SELECT count(*) FROM ratings_due")) || !query.next())
        return query.lastError().text();
    const bool due = query.value(0).toInt() > 0;
    query.finish();
    if (!due) return {};
    if (QString problem = beginWriting(db_); !problem.isEmpty()) return problem;
    QString problem = rerateAll(db_);
    if (problem.isEmpty() && !query.exec(QStringLiteral("DELETE FROM ratings_due")))
        problem = query.lastError().text();
    if (problem.isEmpty() && !db_.commit()) problem = db_.lastError().text();
    if (!problem.isEmpty()) db_.rollback();
    return problem;
}

QList<FinishedGame> Book::games() const {
    QList<FinishedGame> games;
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("SELECT id, uid, kind, options, started, finished, duration, "
                                   "record, unit FROM games ORDER BY finished, id")))
        return games;
    QSqlQuery seats(db_);
    seats.prepare(QStringLiteral(
        "SELECT coalesce(members.name, seats.name, ''), coalesce(seats.computer, ''), score, "
        "place, winner "
        "FROM seats LEFT JOIN members ON members.id = seats.member WHERE game = ? ORDER BY seat"));
    while (query.next()) {
        FinishedGame game;
        game.id = query.value(1).toString();
        game.kind = query.value(2).toString();
        game.options = jsonObject(query.value(3).toString());
        game.started = QDateTime::fromString(query.value(4).toString(), Qt::ISODateWithMs);
        game.finished = QDateTime::fromString(query.value(5).toString(), Qt::ISODateWithMs);
        game.durationSeconds = query.value(6).toLongLong();
        game.record = jsonObject(query.value(7).toString());
        game.unit = query.value(8).toString();
        seats.addBindValue(query.value(0));
        if (seats.exec())
            while (seats.next())
                game.seats.append({seats.value(0).toString(), seats.value(1).toString(),
                                   seats.value(2).toInt(), seats.value(3).toInt(),
                                   seats.value(4).toInt() != 0});
        games.append(game);
    }
    return games;
}

QStringList Book::members() const {
    QStringList names;
    QSqlQuery query(db_);
    if (query.exec(QStringLiteral("SELECT name FROM members ORDER BY name")))
        while (query.next())
            names.append(query.value(0).toString());
    return names;
}

} // namespace club::book
