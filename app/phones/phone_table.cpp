// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_table.h"

#include "common/follow_language.h"

#include <QJsonArray>
#include <QLocale>

namespace club::app {

PhoneTable::PhoneTable(QString gameId, QObject* parent)
    : QObject(parent), gameId_(std::move(gameId)) {
    // The phones speak the table's language: a change sends every view
    // again, and the page fetches its words anew (its "language").
    followLanguage(this, [this] { emit changed(); });
}

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
    QJsonObject view = viewOf(seat);
    view.insert(QStringLiteral("hintOffered"), offersHint(seat));
    view.insert(QStringLiteral("language"), QLocale().bcp47Name()); // as words.json's "lang"
    return view;
}

void PhoneTable::waitForTheScreen(QJsonObject& view) {
    view.insert(QStringLiteral("phase"), QStringLiteral("waiting"));
    view.insert(QStringLiteral("hand"), QJsonArray());
    view.insert(QStringLiteral("choices"), QJsonArray());
    view.insert(QStringLiteral("screenFirst"), true);
}

Message PhoneTable::play(int seat, const QString& choiceId) {
    if (!isPhoneSeat(seat))
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError", "This seat is not played on a phone."));
    return playChoice(seat, choiceId);
}

} // namespace club::app
