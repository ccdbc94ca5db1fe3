// SPDX-License-Identifier: GPL-3.0-or-later
// The Cribbage commands (PROTOCOL.md, "Cribbage commands"): counts, pegging
// points, the computer players' choices, the discard table, count_all and
// simulation (crib_commands.cpp), and one match held by the tool
// (crib_session.cpp).
#pragma once

namespace club::tool {

class Dispatcher;

namespace crib {
void addCribCommands(Dispatcher& dispatcher);
void addCribSessionCommands(Dispatcher& dispatcher);
} // namespace crib

} // namespace club::tool
