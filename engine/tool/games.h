// SPDX-License-Identifier: GPL-3.0-or-later
// Every game the tool knows, registered in one place so that the tool's
// main() and the request fuzzer (tests/fuzz/fuzz_tool.cpp) answer the same
// commands: a game added here is fuzzed from its first day.
#pragma once

namespace club::tool {

class Dispatcher;

/// Adds each game's commands and computer player kinds (Dispatcher::addGame).
void addAllGames(Dispatcher& dispatcher);

} // namespace club::tool
