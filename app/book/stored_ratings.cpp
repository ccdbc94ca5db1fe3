// SPDX-License-Identifier: GPL-3.0-or-later
#include "stored_ratings.h"

#include "ratings.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace club::book {

namespace {

/// A step of the rating's work failed: its message, and nothing kept.
struct Failed {
    QString message;
};

QSqlQuery run(QSqlDatabase& db, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QVariant& v : values)
        query.addBindValue(v);
    if (!query.exec()) throw Failed{query.lastError().text()};
    return query;
}

template <class Act> QString attempt(Act act) {
    try {
        act();
        return {};
    } catch (const Failed& failed) {
        return failed.message;
    }
}

/// Two laptops writing one server book rate one game at a time: each
/// reads the ratings the other wrote (the lock ends with the transaction).
void lockRatings(QSqlDatabase& db) {
    if (db.driverName() == QLatin1String("QPSQL"))
        run(db, QStringLiteral("SELECT pg_advisory_xact_lock(2028)")).finish();
}

/// The first moment of `night` (noon, local time) as the book writes times.
QString nightStartUtc(const QDate& night) {
    return QDateTime(night, QTime(12, 0)).toUTC().toString(Qt::ISODateWithMs);
}

QString isoNight(const QDate& night) {
    return night.toString(Qt::ISODate);
}

/// current_ratings of `kind`'s `unit` made again from rating_nights.
void refreshCurrent(QSqlDatabase& db, const QString& kind, const QString& unit) {
    run(db, QStringLiteral("DELETE FROM current_ratings WHERE kind = ? AND unit = ?"),
        {kind, unit});
    run(db,
        QStringLiteral("INSERT INTO current_ratings (kind, unit, player, rating) "
                       "SELECT kind, unit, player, rating FROM rating_nights r "
                       "WHERE kind = ? AND unit = ? AND night = (SELECT max(night) FROM "
                       "rating_nights x WHERE x.kind = r.kind AND x.unit = r.unit "
                       "AND x.player = r.player)"),
        {kind, unit});
}

void rerateFromNight(QSqlDatabase& db, const QString& kind, const QString& unit,
                     const QDate& night) {
    lockRatings(db);
    QString since;
    if (night.isValid()) {
        run(db,
            QStringLiteral("DELETE FROM rating_nights WHERE kind = ? AND unit = ? AND night >= ?"),
            {kind, unit, isoNight(night)});
        since = nightStartUtc(night);
    } else {
        run(db, QStringLiteral("DELETE FROM rating_nights WHERE kind = ? AND unit = ?"),
            {kind, unit});
    }
    refreshCurrent(db, kind, unit);
    QMap<QString, double> rating = storedRatings(db, kind, unit);
    const QList<RatedGame> games = ratedGames(db, kind, unit, since);
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO rating_nights (kind, unit, player, night, rating, "
                                  "games) VALUES (?, ?, ?, ?, ?, ?)"));
    // ratedGames() gives them by time, so each night's games are together.
    for (qsizetype first = 0; first < games.size();) {
        qsizetype end = first;
        QMap<QString, int> played;
        for (; end < games.size() && games[end].batch == games[first].batch; ++end)
            for (const RatedSeat& seat : games[end].seats)
                ++played[seat.player];
        rating = ratings(games.mid(first, end - first), {}, rating);
        for (auto it = played.cbegin(); it != played.cend(); ++it) {
            for (const QVariant& v : QVariantList{kind, unit, it.key(), games[first].batch,
                                                  rating.value(it.key()), it.value()})
                insert.addBindValue(v);
            if (!insert.exec()) throw Failed{insert.lastError().text()};
        }
        first = end;
    }
    refreshCurrent(db, kind, unit);
}

} // namespace

QString rateNewGame(QSqlDatabase& db, qint64 gameRow) {
    return attempt([&] {
        QSqlQuery game = run(db,
                             QStringLiteral("SELECT kind, unit, finished FROM games "
                                            "WHERE id = ?"),
                             {gameRow});
        if (!game.next()) throw Failed{QStringLiteral("the game to rate is not in the book")};
        const QString kind = game.value(0).toString();
        const QString unit = game.value(1).toString();
        const QDate night =
            nightOf(QDateTime::fromString(game.value(2).toString(), Qt::ISODateWithMs));
        game.finish();
        lockRatings(db);
        QSqlQuery newest = run(
            db, QStringLiteral("SELECT max(night) FROM rating_nights WHERE kind = ? AND unit = ?"),
            {kind, unit});
        const QString latest = newest.next() ? newest.value(0).toString() : QString();
        newest.finish();
        if (!latest.isEmpty() && latest > isoNight(night)) { // a night since depends on it
            rerateFromNight(db, kind, unit, night);
            return;
        }
        RatedGame rated{isoNight(night), QString(), {}};
        QSqlQuery seats = run(
            db,
            QStringLiteral("SELECT CASE WHEN s.member IS NULL THEN 'computer:' || s.computer "
                           "ELSE m.name END, s.place FROM seats s LEFT JOIN members m ON m.id = "
                           "s.member WHERE s.game = ? ORDER BY s.seat"),
            {gameRow});
        while (seats.next())
            rated.seats.append({seats.value(0).toString(), seats.value(1).toInt()});
        seats.finish();
        // Each seat from its rating before the night (ratings.h: a night's
        // games are rated together).
        QMap<QString, double> before;
        for (const RatedSeat& seat : std::as_const(rated.seats)) {
            QSqlQuery last = run(db,
                                 QStringLiteral("SELECT rating FROM rating_nights WHERE kind = ? "
                                                "AND unit = ? AND player = ? AND night < ? "
                                                "ORDER BY night DESC LIMIT 1"),
                                 {kind, unit, seat.player, rated.batch});
            if (last.next()) before.insert(seat.player, last.value(0).toDouble());
        }
        const QList<double> changes = ratingChanges(rated, before);
        QMap<QString, QPair<double, int>> moved; // a computer's level may sit twice
        for (int s = 0; s < rated.seats.size(); ++s) {
            moved[rated.seats[s].player].first += changes[s];
            ++moved[rated.seats[s].player].second;
        }
        for (auto it = moved.cbegin(); it != moved.cend(); ++it) {
            const double start = before.value(it.key(), RatingRules{}.start);
            run(db,
                QStringLiteral("INSERT INTO rating_nights (kind, unit, player, night, rating, "
                               "games) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (kind, unit, player, "
                               "night) DO UPDATE SET rating = rating_nights.rating + ?, games = "
                               "rating_nights.games + ?"),
                {kind, unit, it.key(), rated.batch, start + it->first, it->second, it->first,
                 it->second});
            run(db,
                QStringLiteral("INSERT INTO current_ratings (kind, unit, player, rating) "
                               "SELECT kind, unit, player, rating FROM rating_nights WHERE kind = "
                               "? AND unit = ? AND player = ? AND night = ? ON CONFLICT (kind, "
                               "unit, player) DO UPDATE SET rating = excluded.rating"),
                {kind, unit, it.key(), rated.batch});
        }
    });
}

QString rerateFrom(QSqlDatabase& db, const QString& kind, const QString& unit, const QDate& night) {
    return attempt([&] { rerateFromNight(db, kind, unit, night); });
}

QString rerateAll(QSqlDatabase& db) {
    return attempt([&] {
        lockRatings(db);
        QList<QPair<QString, QString>> pairs;
        QSqlQuery query = run(db, QStringLiteral("SELECT DISTINCT kind, unit FROM games"));
        while (query.next())
            pairs.append({query.value(0).toString(), query.value(1).toString()});
        query.finish();
        run(db, QStringLiteral("DELETE FROM rating_nights"));
        run(db, QStringLiteral("DELETE FROM current_ratings"));
        for (const auto& [kind, unit] : pairs)
            rerateFromNight(db, kind, unit, {});
    });
}

QList<RatingSpan> spansOfMember(QSqlDatabase& db, qint64 member) {
    QList<RatingSpan> spans;
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT g.kind, g.unit, min(g.finished) FROM seats s JOIN games "
                                 "g ON g.id = s.game WHERE s.member = ? GROUP BY g.kind, g.unit"));
    query.addBindValue(member);
    if (query.exec())
        while (query.next())
            spans.append(
                {query.value(0).toString(), query.value(1).toString(),
                 nightOf(QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs))});
    return spans;
}

QString rerate(QSqlDatabase& db, const QList<RatingSpan>& spans) {
    return attempt([&] {
        for (const RatingSpan& span : spans)
            rerateFromNight(db, span.kind, span.unit, span.firstNight);
    });
}

QString renameRated(QSqlDatabase& db, const QString& from, const QString& to) {
    return attempt([&] {
        lockRatings(db);
        run(db, QStringLiteral("UPDATE rating_nights SET player = ? WHERE player = ?"), {to, from});
        run(db, QStringLiteral("UPDATE current_ratings SET player = ? WHERE player = ?"),
            {to, from});
    });
}

QMap<QString, double> storedRatings(const QSqlDatabase& db, const QString& kind,
                                    const QString& unit) {
    QMap<QString, double> rating;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT player, rating FROM current_ratings WHERE kind = ? AND unit = ?"));
    query.addBindValue(kind);
    query.addBindValue(unit);
    if (query.exec())
        while (query.next())
            rating.insert(query.value(0).toString(), query.value(1).toDouble());
    return rating;
}

QList<RatingPoint> storedHistory(const QSqlDatabase& db, const QString& kind, const QString& unit,
                                 const QString& player) {
    QList<RatingPoint> points;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT night, rating, games FROM rating_nights WHERE kind = ? "
                                 "AND unit = ? AND player = ? ORDER BY night"));
    query.addBindValue(kind);
    query.addBindValue(unit);
    query.addBindValue(player);
    if (query.exec())
        while (query.next())
            points.append({QDate::fromString(query.value(0).toString(), Qt::ISODate),
                           query.value(1).toDouble(), query.value(2).toInt()});
    return points;
}

} // namespace club::book
