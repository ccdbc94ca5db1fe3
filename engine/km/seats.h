// SPDX-License-Identifier: GPL-3.0-or-later
// Who sits on each side of King's Men, as every game's seats (core/seat.h):
// side A's seat (Orange, colour 0) and side B's (Blue, colour 1), each
// played by a person or a computer kind of the kinds' table (player.h).
// The names and colours are the board's; only the players change.
#pragma once

#include "core/seat.h"
#include "player.h"
#include "position.h"

#include <array>
#include <optional>

namespace club::km {

struct Seats {
    Seats();

    std::array<Seat, 2> seat; ///< side A's, then side B's

    const Seat& of(Side s) const { return seat[std::size_t(index(s))]; }
    /// The computer level that plays side `s`, or nullopt for a person.
    std::optional<Level> level(Side s) const;
    bool isComputer(Side s) const { return level(s).has_value(); }
    /// Seats a computer of `level` at side `s`, or a person for nullopt.
    void setLevel(Side s, std::optional<Level> level);
    /// Names side `s`'s player (trimmed); an empty name gives the seat back
    /// the side's.
    void setName(Side s, const QString& name);
    /// Whether side `s`'s player has a name of his own, not the side's
    /// ("Orange", "Blue": the board's, which every seat has until named).
    bool isNamed(Side s) const;

    bool operator==(const Seats&) const = default;
};

} // namespace club::km
