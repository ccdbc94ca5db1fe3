// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi commands (PROTOCOL.md, "Patchesi commands"): pat.moves and
// pat.simulate (pat_commands.cpp), and one game held by the tool
// (pat_session.cpp).
#pragma once

namespace club::tool {

class Dispatcher;

namespace pat {
void addPatCommands(Dispatcher& dispatcher);
void addPatSessionCommands(Dispatcher& dispatcher);
} // namespace pat

} // namespace club::tool
