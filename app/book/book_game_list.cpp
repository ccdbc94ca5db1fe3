// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_game_list.h"

#include "book_json.h"

#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

#include <limits>

namespace club::book {

namespace {

/// The seats of the games in `rows` (row id to the game's place in `games`).
void readSeats(const QSqlDatabase& db, const QHash<qint64, qsizetype>& rows,
               QList<FinishedGame>& games) {
    if (rows.isEmpty()) return;
    QStringList ids;
    for (auto row = rows.cbegin(); row != rows.cend(); ++row)
        ids << QString::number(row.key()); // numbers: safe to write into the query
    QSqlQuery seats(db);
    seats.setForwardOnly(true);
    if (!seats.exec(QStringLiteral("SELECT seats.game, coalesce(members.name, seats.name, ''), "
                                   "coalesce(seats.computer, ''), score, place, winner FROM seats "
                                   "LEFT JOIN members ON members.id = seats.member "
                                   "WHERE seats.game IN (%1) ORDER BY seats.game, seats.seat")
                        .arg(ids.join(QLatin1Char(',')))))
        return;
    while (seats.next())
        games[rows.value(seats.value(0).toLongLong())].seats.append(
            {seats.value(1).toString(), seats.value(2).toString(), seats.value(3).toInt(),
             seats.value(4).toInt(), seats.value(5).toInt() != 0});
}

} // namespace

GameListPage gameListPage(const QSqlDatabase& db, const QString& member,
                          const GameListCursor& after, int count) {
    GameListPage page;
    page.next = after;
    qint64 memberRow = -1;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!member.isEmpty()) {
        query.prepare(QStringLiteral("SELECT id FROM members WHERE name = ?"));
        query.addBindValue(member);
        if (!query.exec() || !query.next()) return page; // not a member: no games
        memberRow = query.value(0).toLongLong();
    }
    // Down the index on (finished, id) from the cursor; a member's games by
    // their seat (seats_by_member), so a page reads about its own rows only.
    query.prepare(
        QStringLiteral("SELECT games.id, games.uid, games.kind, games.unit, games.started, "
                       "games.finished, games.duration, games.options FROM games WHERE %1 "
                       "(games.finished, games.id) < (?, ?) "
                       "ORDER BY games.finished DESC, games.id DESC LIMIT ?")
            .arg(memberRow < 0 ? QString()
                               : QStringLiteral("EXISTS (SELECT 1 FROM seats WHERE "
                                                "seats.member = ? AND seats.game = "
                                                "games.id) AND ")));
    if (memberRow >= 0) query.addBindValue(memberRow);
    const bool fromNewest = after.row < 0;
    // After any time the book holds ("9" sorts after every ISO 8601 year 0000-9999).
    const QString finished = fromNewest ? QStringLiteral("9") : after.finished;
    query.addBindValue(finished);
    query.addBindValue(fromNewest ? std::numeric_limits<qint64>::max() : after.row);
    query.addBindValue(count);
    if (!query.exec()) return page;
    QHash<qint64, qsizetype> rows;
    while (query.next()) {
        FinishedGame game;
        const qint64 row = query.value(0).toLongLong();
        game.id = query.value(1).toString();
        game.kind = query.value(2).toString();
        game.unit = query.value(3).toString();
        game.started = QDateTime::fromString(query.value(4).toString(), Qt::ISODateWithMs);
        page.next = {query.value(5).toString(), row};
        game.finished = QDateTime::fromString(page.next.finished, Qt::ISODateWithMs);
        game.durationSeconds = query.value(6).toLongLong();
        // Small beside a record: a typed-in game is known by them.
        game.options = jsonObject(query.value(7).toString());
        rows.insert(row, page.games.size());
        page.games.append(game);
    }
    page.more = page.games.size() == count;
    readSeats(db, rows, page.games);
    return page;
}

std::optional<FinishedGame> bookGame(const QSqlDatabase& db, const QString& uid) {
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT id, kind, unit, options, started, finished, duration, "
                                 "record FROM games WHERE uid = ?"));
    query.addBindValue(uid);
    if (!query.exec() || !query.next()) return std::nullopt;
    QList<FinishedGame> games(1);
    FinishedGame& game = games[0];
    game.id = uid;
    game.kind = query.value(1).toString();
    game.unit = query.value(2).toString();
    game.options = jsonObject(query.value(3).toString());
    game.started = QDateTime::fromString(query.value(4).toString(), Qt::ISODateWithMs);
    game.finished = QDateTime::fromString(query.value(5).toString(), Qt::ISODateWithMs);
    game.durationSeconds = query.value(6).toLongLong();
    game.record = jsonObject(query.value(7).toString());
    readSeats(db, {{query.value(0).toLongLong(), 0}}, games);
    return games[0];
}

} // namespace club::book
