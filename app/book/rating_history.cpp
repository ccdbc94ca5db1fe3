// SPDX-License-Identifier: GPL-3.0-or-later
#include "rating_history.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>

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
    QList<RatedGame> games;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT games.id, games.uid, games.finished, "
                                 "coalesce(members.name, ''), coalesce(seats.computer, ''), "
                                 "seats.place FROM games JOIN seats ON seats.game = games.id "
                                 "LEFT JOIN members ON members.id = seats.member "
                                 "WHERE games.kind = :kind AND ") +
                  RatedUnits + QStringLiteral(" ORDER BY games.id, seats.seat"));
    query.bindValue(QStringLiteral(":kind"), kind);
    if (!query.exec()) return games;
    qint64 current = -1;
    while (query.next()) {
        const qint64 row = query.value(0).toLongLong();
        if (row != current) {
            current = row;
            const QDateTime finished =
                QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs);
            games.append({nightOf(finished).toString(Qt::ISODate), query.value(1).toString(), {}});
        }
        games.last().seats.append(
            {ratedPlayer(query.value(3).toString(), query.value(4).toString()),
             query.value(5).toInt()});
    }
    return games;
}

QList<RatingPoint> ratingHistory(QSqlDatabase& db, const QString& kind, const QString& player,
                                 const RatingRules& rules) {
    QList<RatedGame> games = ratedGames(db, kind);
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
