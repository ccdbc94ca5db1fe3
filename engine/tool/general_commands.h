// SPDX-License-Identifier: GPL-3.0-or-later
// Commands that belong to no game: help, version, quit.
#pragma once

namespace club::tool {

class Dispatcher;

/// The protocol version of PROTOCOL.md; raised only by incompatible changes.
inline constexpr int ProtocolVersion = 1;

void addGeneralCommands(Dispatcher& dispatcher);

} // namespace club::tool
