// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. commands: stateless position queries and simulation
// (pm_commands.cpp), and one game session (pm_session.cpp).
#pragma once

namespace club::tool {

class Dispatcher;

namespace pm {
void addPmCommands(Dispatcher& dispatcher);
void addPmSessionCommands(Dispatcher& dispatcher);
} // namespace pm

} // namespace club::tool
