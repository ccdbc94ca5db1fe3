// SPDX-License-Identifier: GPL-3.0-or-later
#include "finished_game.h"

#include "json_fields.h"

#include <QJsonArray>

namespace club {

namespace {
const int maxSeats = 64;
const int maxText = 200;
} // namespace

FinishedSeat finishedSeat(const Seat& seat, int score, int place, bool winner) {
    return {seat.name, seat.isPerson() ? QString() : seat.player, score, place, winner};
}

QJsonObject finishedGameJson(const FinishedGame& game) {
    QJsonArray seats;
    for (const FinishedSeat& seat : game.seats)
        seats.append(QJsonObject{{QStringLiteral("name"), seat.name},
                                 {QStringLiteral("computer"), seat.computer},
                                 {QStringLiteral("score"), seat.score},
                                 {QStringLiteral("place"), seat.place},
                                 {QStringLiteral("winner"), seat.winner}});
    return {{QStringLiteral("id"), game.id},
            {QStringLiteral("kind"), game.kind},
            {QStringLiteral("unit"), game.unit},
            {QStringLiteral("options"), game.options},
            {QStringLiteral("started"), game.started.toString(Qt::ISODateWithMs)},
            {QStringLiteral("finished"), game.finished.toString(Qt::ISODateWithMs)},
            {QStringLiteral("duration"), game.durationSeconds},
            {QStringLiteral("record"), game.record},
            {QStringLiteral("seats"), seats}};
}

FinishedGame finishedGameFromJson(const QJsonObject& object) {
    FinishedGame game;
    game.id = json::string(object, "id", maxText);
    game.kind = json::string(object, "kind", maxText);
    game.unit = json::string(object, "unit", maxText);
    game.options = json::object(object, "options");
    game.started = QDateTime::fromString(json::string(object, "started"), Qt::ISODateWithMs);
    game.finished = QDateTime::fromString(json::string(object, "finished"), Qt::ISODateWithMs);
    game.durationSeconds = json::integer(object, "duration", 0, 1 << 30);
    game.record = json::object(object, "record");
    const QJsonArray seats = json::array(object, "seats", 1, maxSeats);
    for (int i = 0; i < seats.size(); ++i) {
        const QJsonObject seat = json::elementObject(seats, i, "seat");
        game.seats.append({json::string(seat, "name", maxText),
                           json::stringOr(seat, "computer", QString(), maxText),
                           json::integer(seat, "score", -(1 << 30), 1 << 30),
                           json::integer(seat, "place", 1, maxSeats),
                           json::boolean(seat, "winner")});
    }
    if (game.id.isEmpty() || game.kind.isEmpty())
        throw FormatError(
            Message::verbatim(QStringLiteral("a finished game needs an id and a kind")));
    return game;
}

QList<int> placesFromScores(const QList<int>& scores, bool lowWins) {
    QList<int> places;
    for (int score : scores) {
        int better = 0;
        for (int other : scores)
            if (lowWins ? other < score : other > score) ++better;
        places.append(better + 1);
    }
    return places;
}

} // namespace club
