// SPDX-License-Identifier: GPL-3.0-or-later
// JSON for the party-night commands (PROTOCOL.md, "Party night commands"):
// a night's state, its standings, and the request fields of party.new.
#pragma once

#include "party/night_state.h"

#include <QJsonObject>

namespace club::tool::party {

QJsonObject stateJson(const club::party::NightState& night);
QJsonArray standingsJson(const club::party::NightState& night);
QJsonObject entryJson(const club::party::Entry& entry);
/// The setup of party.new. @throws FormatError naming the bad field.
club::party::Setup readSetup(const QJsonObject& request);
/// The result of party.result for the current round's table `table`.
club::party::TableResult readResult(const QJsonObject& request);

} // namespace club::tool::party
