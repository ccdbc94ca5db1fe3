// JSON for the party-night commands (PROTOCOL.md, "Party night commands"):
// a night's state, its standings, and the request fields of party.new.
#pragma once

#include "party/night_state.h"

#include <QJsonObject>

namespace club::tool::party {

using namespace club::party;

QJsonObject stateJson(const NightState& night);
QJsonArray standingsJson(const NightState& night);
QJsonObject entryJson(const Entry& entry);
/// The setup of party.new. @throws FormatError naming the bad field.
Setup readSetup(const QJsonObject& request);
/// The result of party.result for the current round's table `table`.
TableResult readResult(const QJsonObject& request);

} // namespace club::tool::party
