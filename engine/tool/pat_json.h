// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing the Patchesi values the protocol shares between
// commands (PROTOCOL.md, "Patchesi commands"): the game kind, every colour's
// counters as progress along its own path, and the state of a game.
#pragma once

#include "pat/game.h"

#include <QJsonArray>
#include <QJsonObject>

namespace club::tool::pat {

/// Field "game": "single" or "partner". @throws FormatError
club::pat::Kind readKind(const QJsonObject& request);
/// The optional "seed": a whole number or a decimal string, default 0.
std::uint64_t readSeed(const QJsonObject& request);
/// Field "counters": {"0":[p,...],...}, only the colours in play, each with
/// the same number (3 or 4) of progress values -1..71; checked to be a
/// position the rules can reach. Sets rules.inPlay and rules.counters.
/// @throws FormatError
club::pat::Position readCounters(const QJsonObject& request, club::pat::Rules& rules);
/// {"0":[...],...} for the colours in play.
QJsonObject countersJson(const club::pat::Position& p, std::uint8_t inPlay);
/// The state of a game held by the tool.
QJsonObject stateJson(const club::pat::Game& g);
/// A move for the pending throw: counter, to, and every colour's counters
/// after it ("result"); with `details`, also from, captures and returned.
QJsonObject moveJson(const club::pat::State& s, int index, bool details);

} // namespace club::tool::pat
