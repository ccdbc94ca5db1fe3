// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing the King's Men values the protocol shares between
// commands (PROTOCOL.md, "King's Men commands"): sides, set-up positions,
// moves in notation or as objects, the state of a game and what a move
// changed.
#pragma once

#include "km/game.h"
#include "km/player.h"

#include <QJsonArray>
#include <QJsonObject>

namespace club::tool::km {

/// "A" or "B" in field `key`. @throws FormatError
club::km::Side readSide(const QJsonObject& request, const char* key);
/// The optional "seed": a whole number or a decimal string, default 0.
std::uint64_t readSeed(const QJsonObject& request);
/// A level name in field `key`, or `fallback` when absent. @throws FormatError
club::km::Level readLevel(const QJsonObject& request, const char* key, club::km::Level fallback);
/// The Expert's budget from the optional "ms" (1..60000) and "nodes".
club::km::Budget readBudget(const QJsonObject& request);

/// "diagram" (diagram.h, lines joined by '/') with "to_move", if present.
/// @returns false when the request has no "diagram". @throws FormatError
bool readDiagram(const QJsonObject& request, club::km::Position& out);

/// Field "move": notation ("c11-c10") or an object {"kind","from","to","rows"}
/// (rows: the row names to clear). @throws FormatError if it names no legal
/// choice in `p`, listing what may be played.
club::km::Move readMove(const QJsonObject& request, const club::km::Position& p);

QString sideName(club::km::Side s);
QString phaseName(club::km::Phase phase);
/// "A", "B", "draw" or null (not over).
QJsonValue outcomeJson(club::km::Outcome o);
/// The board as a diagram, lines joined by '/'.
QString diagramText(const club::km::Position& p);
/// {"notation","kind","from","to","rows"} for a choice in `p`.
QJsonObject moveJson(const club::km::Position& p, const club::km::Move& m);
/// Every legal choice of `p`, as objects.
QJsonArray movesJson(const club::km::Position& p, const club::km::MoveList& moves);
/// The position's own fields: diagram, to_move, phase, tokens, rows...
QJsonObject positionJson(const club::km::Position& p);
/// What one choice changed.
QJsonObject changeJson(const club::km::Change& ch);

} // namespace club::tool::km
