// SPDX-License-Identifier: GPL-3.0-or-later
// What one seat of a cribbage table may see, as JSON for a phone
// (engine/core/PHONE-PROTOCOL.md, PHONE-VIEW.md), and the seat's choices as data. Built
// from the views the computer players are given (Match::discardView and
// Match::playView) and what the table shows everyone: the count, the cards
// played, the pegs, the starter once turned, a hand or crib laid out for
// its count. Never another seat's hand, the crib before it is shown, or
// the pack.
#pragma once

#include "core/message.h"
#include "core/seat.h"

#include <QJsonObject>
#include <QString>
#include <QtGlobal>

#include <vector>

namespace club::crib {

class Match;
struct Move;
class Table;

/// The view of seat `seat`. @pre 0 <= seat < table.match().seats()
QJsonObject seatViewJson(const Table& table, int seat);
/// The same view of `match` with the table's `seats` and `revision` (the
/// tests' check that it depends on nothing hidden from the seat: the match
/// with the hidden cards dealt otherwise, Match::withHiddenShuffled, gives
/// the same view).
QJsonObject seatViewJson(const Match& match, const std::vector<club::Seat>& seats, quint64 revision,
                         int seat);

/// The id under which the seat's view lists `move` (a hint's, say); whether
/// it is open is applySeatChoice()'s to say.
QString seatChoiceId(const Table& table, const Move& move);

/// Plays the choice `choiceId` of the seat's view through Table::play, so
/// its signals, undo and saving work as for a decision taken on the screen.
/// @returns an empty message, or why it is refused (malformed, the table has
/// moved on since it was listed, or not open to the seat now); a refused
/// choice changes nothing.
Message applySeatChoice(Table& table, int seat, const QString& choiceId);

} // namespace club::crib
