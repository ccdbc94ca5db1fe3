// SPDX-License-Identifier: GPL-3.0-or-later
#include "seats.h"

namespace club::km {

Seats::Seats()
    : seat{Seat{QStringLiteral("Orange"), 0, QString::fromLatin1(Seat::Person)},
           Seat{QStringLiteral("Blue"), 1, QString::fromLatin1(Seat::Person)}} {}

std::optional<Level> Seats::level(Side s) const {
    const Seat& one = of(s);
    if (one.isPerson()) return std::nullopt;
    return parseLevel(one.player.toStdString());
}

void Seats::setName(Side s, const QString& name) {
    const QString trimmed = name.trimmed();
    seat[std::size_t(index(s))].name = trimmed.isEmpty() ? Seats().of(s).name : trimmed;
}

bool Seats::isNamed(Side s) const {
    const QString name = of(s).name.trimmed();
    return !name.isEmpty() && name != Seats().of(s).name;
}

void Seats::setLevel(Side s, std::optional<Level> level) {
    seat[std::size_t(index(s))].player =
        level ? QString::fromStdString(levelName(*level)) : QString::fromLatin1(Seat::Person);
}

} // namespace club::km
