// SPDX-License-Identifier: GPL-3.0-or-later
// What a game's options carry for one seat, kept on the seat's row (schema
// step 7) so that a member's card adds them up from one index of their seats
// instead of reading and parsing every game's options as it is shown.
#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <optional>

namespace club::book {

/// One seat's share of its game's counted options; a value the options do
/// not carry is empty (NULL on the row).
struct SeatCounts {
    /// Cribbage ("highHands", "highCribs": each seat's best of the game).
    std::optional<int> highHand, highCrib;
    /// Patchesi ("captures", "captured": by seat).
    std::optional<int> captures, captured;
    /// Skunks ("skunks": per side, what the side suffered, a double counting
    /// two; a seat's side is its number modulo the sides, partners sitting
    /// across): taken, by the seat's own side; given, by the other sides
    /// when the seat won.
    std::optional<int> skunksTaken, skunksGiven;
};

SeatCounts seatCounts(const QJsonObject& options, int seat, bool winner);

/// The value to bind for a seat's column: the count, or NULL.
QVariant columnValue(const std::optional<int>& count);

/// Schema step 7's work after its statements: every seat of a game whose
/// options carry counts gets them. @returns an empty string or the problem.
QString fillSeatCounts(QSqlDatabase& db);

} // namespace club::book
