// SPDX-License-Identifier: GPL-3.0-or-later
#include "rating_history.h"

#include "book_stats.h"
#include "stored_ratings.h"

#include <QDateTime>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <limits>

namespace club::book {

namespace {

const QLatin1String ComputerPrefix("computer:");
// Rubbers are left out: their games are in the book on their own.
const QLatin1String RatedUnits("games.unit IN ('game', 'night')");

/// The seats of `player`: a member by name, or a computer by its kind.
QString seatsOf(const QString& player) {
    return player.startsWith(ComputerPrefix)
               ? QStringLiteral("seats.computer = :player")
               : QStringLiteral("seats.member = (SELECT id FROM members WHERE name = :player)");
}

QString playerValue(const QString& player) {
    return player.startsWith(ComputerPrefix) ? player.mid(ComputerPrefix.size()) : player;
}

/// The nights of games finishing at ISO 8601 UTC times, without a
/// QDateTime for each (a big book has a hundred thousand): the local
/// clock's offset is looked up once a day, and each time again only on a
/// day the clocks change.
class Nights {
public:
    QString of(const QString& finished) {
        const QDate day = QDate::fromString(finished.left(10), Qt::ISODate);
        const int minutes = finished.mid(11, 2).toInt() * 60 + finished.mid(14, 2).toInt();
        auto offset = offsets_.constFind(day);
        if (offset == offsets_.constEnd()) {
            const int start = QDateTime(day, QTime(0, 0), Qt::UTC).toLocalTime().offsetFromUtc();
            const int end = QDateTime(day, QTime(23, 59), Qt::UTC).toLocalTime().offsetFromUtc();
            offset = offsets_.insert(day, start == end ? start : Changes);
        }
        if (*offset == Changes) // the clocks change that day: the slow way
            return club::book::nightOf(QDateTime::fromString(finished, Qt::ISODateWithMs))
                .toString(Qt::ISODate);
        // Local minutes from the day's midnight, less the twelve hours to noon.
        const int local = minutes + *offset / 60 - 12 * 60;
        const int shift = local >= 0 ? local / 1440 : -((1440 - 1 - local) / 1440);
        return day.addDays(shift).toString(Qt::ISODate);
    }

private:
    static constexpr int Changes = std::numeric_limits<int>::min();
    QHash<QDate, int> offsets_;
};

int floorDiv(int a, int b) {
    return int(std::floor(double(a) / b));
}

} // namespace

QString ratedPlayer(const QString& name, const QString& computer) {
    return computer.isEmpty() ? name : ComputerPrefix + computer;
}

QDate nightOf(const QDateTime& finished) {
    return finished.toLocalTime().addSecs(-12 * 3600).date();
}

QList<RatedGame> ratedGames(QSqlDatabase& db, const QString& kind) {
    // A game's single games; a game kept only as wholes (a party night), those.
    return ratedGames(db, kind, countedUnit(db, kind));
}

QList<RatedGame> ratedGames(QSqlDatabase& db, const QString& kind, const QString& unit,
                            const QString& sinceUtc) {
    QList<RatedGame> games;
    QHash<qint64, QString> names; // by member id: fewer strings read per seat
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, name FROM members"))) return games;
    while (query.next())
        names.insert(query.value(0).toLongLong(), query.value(1).toString());
    query.prepare(QStringLiteral("SELECT games.id, games.uid, games.finished, seats.member, "
                                 "seats.computer, seats.place FROM games JOIN seats ON seats.game "
                                 "= games.id WHERE games.kind = :kind AND games.unit = :unit "
                                 "AND games.finished >= :since "
                                 "ORDER BY games.finished, games.id, seats.seat"));
    // One unit, not two: the index on (kind, unit, finished) then gives
    // the games in order, and only a game's own seats are sorted.
    query.bindValue(QStringLiteral(":unit"), unit);
    query.bindValue(QStringLiteral(":kind"), kind);
    // Bound as text either way: a null string would compare as NULL, with nothing.
    query.bindValue(QStringLiteral(":since"), sinceUtc.isEmpty() ? QStringLiteral("") : sinceUtc);
    if (!query.exec()) return games;
    Nights nights;
    qint64 current = -1;
    while (query.next()) {
        const qint64 row = query.value(0).toLongLong();
        if (row != current) {
            current = row;
            games.append({nights.of(query.value(2).toString()), query.value(1).toString(), {}});
        }
        const QVariant member = query.value(3);
        games.last().seats.append({member.isNull()
                                       ? ratedPlayer(QString(), query.value(4).toString())
                                       : names.value(member.toLongLong()),
                                   query.value(5).toInt()});
    }
    return games;
}

QList<RatingPoint> ratingHistory(QSqlDatabase& db, const QString& kind, const QString& player) {
    return storedHistory(db, kind, countedUnit(db, kind), player);
}

QList<RatingPoint> ratingHistoryFromGames(QList<RatedGame> games, const QString& player,
                                          const RatingRules& rules) {
    std::stable_sort(games.begin(), games.end(),
                     [](const RatedGame& a, const RatedGame& b) { return a.batch < b.batch; });
    // Night by night through ratings() itself, so the last point is its answer.
    QList<RatingPoint> points;
    QMap<QString, double> rating;
    for (qsizetype first = 0; first < games.size();) {
        qsizetype end = first;
        int played = 0;
        for (; end < games.size() && games[end].batch == games[first].batch; ++end)
            played += int(std::count_if(games[end].seats.begin(), games[end].seats.end(),
                                        [&](const RatedSeat& s) { return s.player == player; }));
        rating = ratings(games.mid(first, end - first), rules, rating);
        if (played > 0)
            points.append({QDate::fromString(games[first].batch, Qt::ISODate),
                           rating.value(player, rules.start), played});
        first = end;
    }
    return points;
}

bool keepsScores(const QString& kind) {
    return kind != QLatin1String("kings-men");
}

int scoreBinWidth(const QString& kind, int lowest, int highest) {
    if (kind == QLatin1String("cribbage")) return highest <= 61 ? 5 : 10;
    const int span = std::max(1, highest - lowest + 1);
    for (int scale = 1;; scale *= 10)
        for (int step : {1, 2, 5})
            if (span <= 12 * step * scale) return step * scale;
}

QList<ScoreBin> scoreDistribution(QSqlDatabase& db, const QString& kind, const QString& player) {
    QList<ScoreBin> bins;
    if (!keepsScores(kind)) return bins;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT seats.score, count(*) FROM seats JOIN games ON games.id "
                                 "= seats.game WHERE games.kind = :kind AND ") +
                  RatedUnits + QStringLiteral(" AND ") + seatsOf(player) +
                  QStringLiteral(" GROUP BY seats.score ORDER BY seats.score"));
    query.bindValue(QStringLiteral(":kind"), kind);
    query.bindValue(QStringLiteral(":player"), playerValue(player));
    if (!query.exec()) return bins;
    QList<QPair<int, int>> counts;
    while (query.next())
        counts.append({query.value(0).toInt(), query.value(1).toInt()});
    if (counts.isEmpty()) return bins;
    const int width = scoreBinWidth(kind, counts.first().first, counts.last().first);
    const int firstBin = floorDiv(counts.first().first, width);
    const int lastBin = floorDiv(counts.last().first, width);
    for (int b = firstBin; b <= lastBin; ++b)
        bins.append({b * width, b * width + width - 1, 0});
    for (const auto& [score, count] : counts)
        bins[floorDiv(score, width) - firstBin].count += count;
    return bins;
}

QList<KindRecord> winsByKind(QSqlDatabase& db, const QString& player) {
    QList<KindRecord> records;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT games.kind, count(*), sum(seats.winner) FROM seats JOIN "
                                 "games ON games.id = seats.game WHERE ") +
                  RatedUnits + QStringLiteral(" AND ") + seatsOf(player) +
                  QStringLiteral(" GROUP BY games.kind ORDER BY games.kind"));
    query.bindValue(QStringLiteral(":player"), playerValue(player));
    if (!query.exec()) return records;
    while (query.next())
        records.append({query.value(0).toString(), query.value(1).toInt(), query.value(2).toInt()});
    return records;
}

} // namespace club::book
