// SPDX-License-Identifier: GPL-3.0-or-later
// The party-night commands (PROTOCOL.md, "Party night commands"): one night
// held by the tool, drawn, run result by result, undone, saved and opened.
#pragma once

namespace club::tool {

class Dispatcher;

namespace party {
void addPartyCommands(Dispatcher& dispatcher);
} // namespace party

} // namespace club::tool
