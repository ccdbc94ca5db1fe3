// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_table.h"

namespace club::app {

PhoneTable::PhoneTable(QString gameId, QObject* parent)
    : QObject(parent), gameId_(std::move(gameId)) {}

int PhoneTable::seatCount() const {
    return int(tableSeats().size());
}

QString PhoneTable::seatName(int seat) const {
    return tableSeats().value(seat).name;
}

bool PhoneTable::isPhoneSeat(int seat) const {
    return tableSeats().value(seat).phone;
}

QJsonObject PhoneTable::seatView(int seat) const {
    if (seat < 0 || seat >= seatCount()) return {};
    return viewOf(seat);
}

Message PhoneTable::play(int seat, const QString& choiceId) {
    if (!isPhoneSeat(seat))
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError", "This seat is not played on a phone."));
    return playChoice(seat, choiceId);
}

} // namespace club::app
