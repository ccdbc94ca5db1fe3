// SPDX-License-Identifier: GPL-3.0-or-later
#include "games.h"

#include "core/game_formats.h"
#include "crib_commands.h"
#include "dispatcher.h"
#include "km_commands.h"
#include "party_commands.h"
#include "pat_commands.h"
#include "pm_commands.h"

#include <map>

namespace club::tool {

namespace {
/// Each game's tool commands, by its prefix in the engine's list of games
/// (core/game_formats.h); the prefixes and player kinds come from there.
void (*commandsOf(const QString& prefix))(Dispatcher&) {
    static const std::map<QString, void (*)(Dispatcher&)> commands = {
        {QStringLiteral("pm"),
         [](Dispatcher& d) {
             pm::addPmCommands(d);
             pm::addPmSessionCommands(d);
         }},
        {QStringLiteral("km"), km::addKmCommands},
        {QStringLiteral("pat"), pat::addPatCommands},
        {QStringLiteral("crib"), crib::addCribCommands},
        {QStringLiteral("party"), party::addPartyCommands},
    };
    const auto it = commands.find(prefix);
    return it == commands.end() ? nullptr : it->second;
}
} // namespace

void addAllGames(Dispatcher& dispatcher) {
    registerEngineGames();
    for (const GameFormat& game : GameFormats::all()) {
        if (auto* add = commandsOf(game.toolPrefix))
            dispatcher.addGame(
                {game.toolPrefix.toStdString(), add,
                 game.playerKinds ? game.playerKinds() : std::vector<std::string>{}});
    }
}

} // namespace club::tool
