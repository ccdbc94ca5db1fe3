// SPDX-License-Identifier: GPL-3.0-or-later
// What one seat of a P.M. table may see, as JSON for a phone
// (engine/core/PHONE-PROTOCOL.md, PHONE-VIEW.md), and the seat's choices as data. Built
// from the seat's SeatView, the view the computer players are held to
// (PM-16): the seat's own hand, the cards played, every board, the hand
// counts, the scores; never another hand or the cards set aside.
#pragma once

#include "core/message.h"

#include <QJsonObject>
#include <QString>
#include <QtGlobal>

namespace club::pm {

class Game;
struct Move;
class Rubber;
class Table;

/// The view of rubber seat `seat`. @pre table.hasRubber(), 0 <= seat < seats
QJsonObject seatViewJson(const Table& table, int seat);
/// The same view with `game` in place of the rubber's game on the table (the
/// tests' check that it depends on nothing hidden from the seat: a game with
/// the hidden cards dealt otherwise, SeatView::sample, gives the same view).
QJsonObject seatViewJson(const Rubber& rubber, const Game& game, quint64 revision, int seat);

/// The id under which the seat's view lists `move` (a hint's move, say),
/// whoever's turn it is; whether it is open is applySeatChoice()'s to say.
QString seatChoiceId(const Table& table, const Move& move);

/// Plays the choice `choiceId` of the seat's view for rubber seat `seat`
/// through the table's own move path (Table::play, Table::nextGame), so its
/// signals, undo and saving work as for a move made on the screen.
/// @returns an empty message, or why the choice is refused (malformed, the
/// table has moved on since it was listed, or not open to the seat now);
/// a refused choice changes nothing.
Message applySeatChoice(Table& table, int seat, const QString& choiceId);

} // namespace club::pm
