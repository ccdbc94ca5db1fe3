// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat.h"

#include "format_error.h"
#include "json_fields.h"
#include "printable.h"

namespace club {

QJsonObject seatJson(const Seat& seat, const QJsonValue& colour) {
    QJsonObject object{{QStringLiteral("name"), seat.name},
                       {QStringLiteral("colour"), colour},
                       {QStringLiteral("player"), seat.player}};
    if (seat.phone) object.insert(QStringLiteral("phone"), true);
    return object;
}

Seat seatFromJson(const QJsonObject& object, int index, int maxNameLength,
                  const std::function<bool(const QString& kind)>& isKind) {
    Seat seat;
    seat.name = json::string(object, "name", maxNameLength);
    seat.player = json::string(object, "player", 20);
    if (!seat.isPerson() && !isKind(seat.player))
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError", "seat %1: unknown player \"%2\""),
                    {QString::number(index + 1), quotable(seat.player)}));
    const QJsonValue phone = object.value(QStringLiteral("phone"));
    if (!phone.isUndefined() && !phone.isBool())
        throw FormatError(Message(
            QT_TRANSLATE_NOOP("club::FormatError", "seat %1: \"phone\" is not true or false"),
            {QString::number(index + 1)}));
    seat.phone = phone.toBool() && seat.isPerson();
    return seat;
}

} // namespace club
