// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_stats.h"

#include "ratings.h"
#include "stored_ratings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

/// What the games' options carry for the member's seats: skunks given and
/// taken (per side, what the side suffered: the winners gave them; a seat's
/// side is its number modulo the sides, partners sitting across), cribbage's
/// best hands and cribs, Patchesi's captures (both by seat).
void countFromOptions(const QSqlDatabase& db, qint64 member, QList<MemberGameRecord>& card) {
    QSqlQuery query(db);
    query.setForwardOnly(true);
    // The member's seats, each game's options from the index of the games
    // that carry such counts (schema step 6), whose condition this repeats.
    query.prepare(
        QStringLiteral("SELECT g.kind, g.unit, g.options, s.seat, s.winner FROM seats s "
                       "CROSS JOIN games g %1 "
                       "WHERE g.id = s.game AND s.member = ? AND (g.options LIKE '%\"skunks\"%' OR "
                       "g.options LIKE '%\"highHands\"%' OR g.options LIKE '%\"captures\"%')")
            .arg(db.driverName() == QLatin1String("QSQLITE")
                     ? QStringLiteral("INDEXED BY games_card_counts")
                     : QString()));
    query.addBindValue(member);
    if (!query.exec()) return;
    while (query.next()) {
        auto row = std::find_if(card.begin(), card.end(), [&](const MemberGameRecord& r) {
            return r.kind == query.value(0).toString() && r.unit == query.value(1).toString();
        });
        if (row == card.end()) continue;
        const QJsonObject options =
            QJsonDocument::fromJson(query.value(2).toString().toUtf8()).object();
        const int seat = query.value(3).toInt();
        const auto bySeat = [&](const char* key) {
            return options.value(QLatin1String(key)).toArray().at(seat).toInt();
        };
        if (options.contains(QLatin1String("highHands"))) {
            row->hasHands = true;
            const int hand = bySeat("highHands");
            row->highHand = std::max(row->highHand, hand);
            row->highCrib = std::max(row->highCrib, bySeat("highCribs"));
            row->twentyNines += hand == 29 ? 1 : 0;
        }
        if (options.contains(QLatin1String("captures"))) {
            row->hasCaptures = true;
            row->capturesMade += bySeat("captures");
            row->capturesSuffered += bySeat("captured");
        }
        const QJsonArray skunks = options.value(QStringLiteral("skunks")).toArray();
        if (skunks.isEmpty()) continue;
        row->hasSkunks = true;
        const int side = seat % int(skunks.size());
        for (int other = 0; other < skunks.size(); ++other) {
            const int count = skunks.at(other).toInt();
            if (other == side)
                row->skunksTaken += count;
            else if (query.value(4).toInt() != 0)
                row->skunksGiven += count; // the winners gave them
        }
    }
}

} // namespace

QList<MemberGameRecord> memberCard(const QSqlDatabase& db, const QString& member) {
    QList<MemberGameRecord> card;
    const qint64 id = memberId(db, member);
    if (id < 0) return card;
    QSqlQuery query(db);
    query.prepare(
        QStringLiteral(
            "SELECT g.kind, g.unit, count(*), sum(s.winner), "
            // Drawn: first without a winner in the game; a winner's seat
            // is never that, so its game's seats are not looked at.
            "sum(CASE WHEN s.place = 1 AND s.winner = 0 AND NOT EXISTS (SELECT 1 FROM seats w "
            "WHERE w.game = s.game AND w.winner <> 0) THEN 1 ELSE 0 END), max(s.score), "
            "avg(s.score), "
            "sum(CASE WHEN s.score < 0 THEN 1 ELSE 0 END) "
            // CROSS JOIN: SQLite then takes the member's seats first (and
            // the index games_kind_by_id for each), not every game in turn.
            "FROM seats s CROSS JOIN games g %2 WHERE g.id = s.game AND s.member = ? "
            "GROUP BY g.kind, g.unit ORDER BY %1, min(g.id)")
            .arg(QLatin1String(UnitOrder),
                 // SQLite would rather read each game's row by its id.
                 db.driverName() == QLatin1String("QSQLITE")
                     ? QStringLiteral("INDEXED BY games_kind_by_id")
                     : QString()));
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
        card.append(r);
    }
    countFromOptions(db, id, card);
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
    query.prepare(
        QStringLiteral("SELECT m.name, s.computer, count(*), sum(s.winner) FROM games g "
                       "JOIN seats s ON s.game = g.id LEFT JOIN members m ON m.id = s.member "
                       "WHERE g.kind = ? AND g.unit = ? %1 GROUP BY s.member, s.computer")
            .arg(since.isValid() ? QStringLiteral("AND g.finished >= ?") : QString()));
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
