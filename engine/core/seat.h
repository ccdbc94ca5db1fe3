// SPDX-License-Identifier: GPL-3.0-or-later
// Who sits in one seat, the same in every game and in every game's save
// file: a name, a colour and who plays it, a person or a computer kind the
// game registers by name. The colour is an index into the game's own
// colours; each file format writes it as that game always has.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <functional>

namespace club {

struct Seat {
    static constexpr const char* Person = "person";

    QString name;
    int colour = 0;                               ///< an index into the game's colours
    QString player = QString::fromLatin1(Person); ///< "person" or a computer kind
    /// A person who holds this seat's hand on a phone (issue 26), not at the
    /// screen: the table never shows it and shows no pass screen for it.
    bool phone = false;

    bool isPerson() const { return player == QLatin1String(Person); }
    bool operator==(const Seat&) const = default;
};

/// A seat's object in a save file: "name", "colour" (as the game writes
/// it) and "player", and "phone": true for a person on a phone.
QJsonObject seatJson(const Seat& seat, const QJsonValue& colour);

/// Reads "name" and "player" of the object of seat `index` (0 up) of a
/// save's "seats" and "phone" (absent: false; only a person may be on a
/// phone); the game reads "colour" itself. A player that is neither
/// "person" nor a kind `isKind` knows is refused.
/// @throws FormatError
Seat seatFromJson(const QJsonObject& object, int index, int maxNameLength,
                  const std::function<bool(const QString& kind)>& isKind);

} // namespace club
