// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_counts.h"

#include "book_json.h"

#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

namespace club::book {

SeatCounts seatCounts(const QJsonObject& options, int seat, bool winner) {
    SeatCounts counts;
    const auto bySeat = [&](const char* key) {
        return options.value(QLatin1String(key)).toArray().at(seat).toInt();
    };
    if (options.contains(QLatin1String("highHands"))) {
        counts.highHand = bySeat("highHands");
        counts.highCrib = bySeat("highCribs");
    }
    if (options.contains(QLatin1String("captures"))) {
        counts.captures = bySeat("captures");
        counts.captured = bySeat("captured");
    }
    const QJsonArray skunks = options.value(QLatin1String("skunks")).toArray();
    if (!skunks.isEmpty()) {
        const int side = seat % int(skunks.size());
        int taken = 0, given = 0;
        for (int other = 0; other < skunks.size(); ++other) {
            const int count = skunks.at(other).toInt();
            if (other == side)
                taken += count;
            else if (winner)
                given += count; // the winners gave them
        }
        counts.skunksTaken = taken;
        counts.skunksGiven = given;
    }
    return counts;
}

QVariant columnValue(const std::optional<int>& count) {
    return count ? QVariant(*count) : QVariant(QMetaType(QMetaType::Int));
}

QString fillSeatCounts(QSqlDatabase& db) {
    QSqlQuery games(db), update(db);
    games.setForwardOnly(true);
    if (!games.exec(QStringLiteral(
            "SELECT s.game, s.seat, s.winner, g.options FROM seats s JOIN games g ON g.id = "
            "s.game WHERE g.options LIKE '%\"skunks\"%' OR g.options LIKE '%\"highHands\"%' OR "
            "g.options LIKE '%\"captures\"%' ORDER BY s.game, s.seat")))
        return games.lastError().text();
    update.prepare(QStringLiteral("UPDATE seats SET hand = ?, crib = ?, captures = ?, captured = "
                                  "?, skunks_taken = ?, skunks_given = ? WHERE game = ? AND "
                                  "seat = ?"));
    qint64 parsedGame = -1;
    QJsonObject options;
    while (games.next()) {
        const qint64 game = games.value(0).toLongLong();
        if (game != parsedGame) { // a game's options once, for all its seats
            parsedGame = game;
            options = jsonObject(games.value(3).toString());
        }
        const int seat = games.value(1).toInt();
        const SeatCounts counts = seatCounts(options, seat, games.value(2).toInt() != 0);
        for (const std::optional<int>& value :
             {counts.highHand, counts.highCrib, counts.captures, counts.captured,
              counts.skunksTaken, counts.skunksGiven})
            update.addBindValue(columnValue(value));
        update.addBindValue(game);
        update.addBindValue(seat);
        if (!update.exec()) return update.lastError().text();
    }
    return {};
}

} // namespace club::book
