// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_stats.h"

#include "ratings.h"
#include "stored_ratings.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace club::book {

namespace {

/// Games before the wholes they make, then as the rows came.
const char* const UnitOrder = "CASE g.unit WHEN 'game' THEN 0 ELSE 1 END";

QString isoUtc(const QDateTime& time) {
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QString computerKey(const QString& level) {
    return QStringLiteral("computer:") + level;
}

/// The member's row id, or -1.
qint64 memberId(const QSqlDatabase& db, const QString& name) {
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT id FROM members WHERE name = ?"));
    query.addBindValue(name);
    return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
}

} // namespace

QList<MemberGameRecord> memberCard(const QSqlDatabase& db, const QString& member) {
    QList<MemberGameRecord> card;
    const qint64 id = memberId(db, member);
    if (id < 0) return card;
    QSqlQuery query(db);
    // The member's seats alone, each carrying its game's kind, unit and
    // counts (schema step 7): one range of the index seats_card.
    query.prepare(QStringLiteral(
        "SELECT s.kind, s.unit, count(*), sum(s.winner), "
        // Drawn: first without a winner in the game; a winner's seat
        // is never that, so its game's seats are not looked at.
        "sum(CASE WHEN s.place = 1 AND s.winner = 0 AND NOT EXISTS (SELECT 1 FROM seats w "
        "WHERE w.game = s.game AND w.winner <> 0) THEN 1 ELSE 0 END), max(s.score), "
        "avg(s.score), sum(CASE WHEN s.score < 0 THEN 1 ELSE 0 END), "
        // The counts: how many seats have each (none: the game keeps
        // none), then their best or sum.
        "count(s.hand), max(s.hand), max(s.crib), sum(CASE WHEN s.hand = 29 THEN 1 ELSE 0 "
        "END), count(s.captures), sum(s.captures), sum(s.captured), count(s.skunks_taken), "
        "sum(s.skunks_given), sum(s.skunks_taken) "
        "FROM seats s WHERE s.member = ? "
        "GROUP BY s.kind, s.unit ORDER BY CASE s.unit WHEN 'game' THEN 0 ELSE 1 END, "
        "min(s.game)"));
    query.addBindValue(id);
    if (!query.exec()) return card;
    while (query.next()) {
        MemberGameRecord r;
        r.kind = query.value(0).toString();
        r.unit = query.value(1).toString();
        r.played = query.value(2).toInt();
        r.won = query.value(3).toInt();
        r.drawn = query.value(4).toInt();
        r.lost = r.played - r.won - r.drawn;
        r.winRate = r.played ? double(r.won) / r.played : 0;
        r.best = query.value(5).toInt();
        r.average = query.value(6).toDouble();
        r.belowZero = query.value(7).toInt();
        r.hasHands = query.value(8).toInt() > 0;
        r.highHand = query.value(9).toInt();
        r.highCrib = query.value(10).toInt();
        r.twentyNines = query.value(11).toInt();
        r.hasCaptures = query.value(12).toInt() > 0;
        r.capturesMade = query.value(13).toInt();
        r.capturesSuffered = query.value(14).toInt();
        r.hasSkunks = query.value(15).toInt() > 0;
        r.skunksGiven = query.value(16).toInt();
        r.skunksTaken = query.value(17).toInt();
        card.append(r);
    }
    return card;
}

QDateTime periodStart(Period period, const QDateTime& now) {
    const QDateTime local = now.toLocalTime();
    const QDate today = local.date();
    switch (period) {
    case Period::Tonight:
        return std::min(QDateTime(today, QTime(0, 0)), local.addSecs(-6 * 3600));
    case Period::ThisMonth:
        return QDateTime(QDate(today.year(), today.month(), 1), QTime(0, 0));
    case Period::ThisYear:
        return QDateTime(QDate(today.year(), 1, 1), QTime(0, 0));
    case Period::AllTime:
        break;
    }
    return {};
}

QList<Standing> standings(const QSqlDatabase& db, const QString& kind, const QString& unit,
                          const QDateTime& since) {
    QList<Standing> lines;
    QSqlQuery query(db);
    // All time: the seats alone, by their own kind and unit (schema step
    // 7); a period: the games of the period, then their seats. The name is
    // max(m.name), one per member: PostgreSQL refuses a column that is
    // neither grouped nor summed up.
    query.prepare(
        since.isValid()
            ? QStringLiteral("SELECT max(m.name), s.computer, count(*), sum(s.winner) FROM games g "
                             "JOIN seats s ON s.game = g.id LEFT JOIN members m ON m.id = s.member "
                             "WHERE g.kind = ? AND g.unit = ? AND g.finished >= ? "
                             "GROUP BY s.member, s.computer")
            : QStringLiteral("SELECT max(m.name), s.computer, count(*), sum(s.winner) FROM "
                             "seats s LEFT JOIN members m ON m.id = s.member "
                             "WHERE s.kind = ? AND s.unit = ? "
                             "GROUP BY s.member, s.computer"));
    query.addBindValue(kind);
    query.addBindValue(unit);
    if (since.isValid()) query.addBindValue(isoUtc(since));
    if (!query.exec()) return lines;
    while (query.next()) {
        Standing line;
        if (query.value(0).isNull()) {
            line.computer = query.value(1).toString();
            line.player = computerKey(line.computer);
        } else {
            line.member = query.value(0).toString();
            line.player = line.member;
        }
        line.played = query.value(2).toInt();
        line.won = query.value(3).toInt();
        line.winRate = line.played ? double(line.won) / line.played : 0;
        lines.append(line);
    }
    if (lines.isEmpty()) return lines;
    const QMap<QString, double> rating = storedRatings(db, kind, unit);
    for (Standing& line : lines)
        line.rating = rating.value(line.player, RatingRules{}.start);
    std::sort(lines.begin(), lines.end(), [](const Standing& a, const Standing& b) {
        if (a.won != b.won) return a.won > b.won;
        if (a.winRate != b.winRate) return a.winRate > b.winRate;
        if (a.rating != b.rating) return a.rating > b.rating;
        return a.player < b.player;
    });
    return lines;
}

QList<HeadToHead> headToHead(const QSqlDatabase& db, const QString& first, const QString& second) {
    QList<HeadToHead> rows;
    const qint64 a = memberId(db, first);
    const qint64 b = memberId(db, second);
    if (a < 0 || b < 0 || a == b) return rows;
    QSqlQuery query(db);
    query.prepare(
        QStringLiteral(
            "SELECT g.kind, g.unit, count(*), sum(CASE WHEN x.place < y.place THEN 1 ELSE 0 END), "
            "sum(CASE WHEN y.place < x.place THEN 1 ELSE 0 END) FROM seats x "
            "JOIN seats y ON y.game = x.game JOIN games g ON g.id = x.game "
            "WHERE x.member = ? AND y.member = ? GROUP BY g.kind, g.unit ORDER BY %1, min(g.id)")
            .arg(QLatin1String(UnitOrder)));
    query.addBindValue(a);
    query.addBindValue(b);
    if (!query.exec()) return rows;
    while (query.next()) {
        HeadToHead row{query.value(0).toString(), query.value(1).toString(), query.value(2).toInt(),
                       query.value(3).toInt(),    query.value(4).toInt(),    0};
        row.level = row.together - row.firstAhead - row.secondAhead;
        rows.append(row);
    }
    return rows;
}

QList<QPair<QString, QString>> kindsAndUnits(const QSqlDatabase& db) {
    QList<QPair<QString, QString>> pairs;
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT g.kind, g.unit FROM games g GROUP BY g.kind, g.unit "
                                   "ORDER BY %1, min(g.id)")
                        .arg(QLatin1String(UnitOrder))))
        return pairs;
    while (query.next())
        pairs.append({query.value(0).toString(), query.value(1).toString()});
    return pairs;
}

QString countedUnit(const QSqlDatabase& db, const QString& kind) {
    // The usual answer from the index on (kind, unit, finished) alone; the
    // scan of every game's kind and unit only for a kind without single games.
    QSqlQuery single(db);
    single.prepare(QStringLiteral("SELECT 1 FROM games WHERE kind = ? AND unit = 'game' LIMIT 1"));
    single.addBindValue(kind);
    if (single.exec() && single.next()) return QStringLiteral("game");
    for (const auto& [k, unit] : kindsAndUnits(db))
        if (k == kind) return unit; // games come first
    return {};
}

} // namespace club::book
