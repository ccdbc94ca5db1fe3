// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men commands (PROTOCOL.md, "King's Men commands"): perft and
// simulation (km_commands.cpp), and one game held by the tool
// (km_session.cpp).
#pragma once

namespace club::tool {

class Dispatcher;

namespace km {
void addKmCommands(Dispatcher& dispatcher);
void addKmSessionCommands(Dispatcher& dispatcher);
} // namespace km

} // namespace club::tool
