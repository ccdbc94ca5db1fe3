// SPDX-License-Identifier: GPL-3.0-or-later
#include "games.h"

#include "crib/player.h"
#include "crib_commands.h"
#include "dispatcher.h"
#include "km/player.h"
#include "km_commands.h"
#include "party_commands.h"
#include "pat/players.h"
#include "pat_commands.h"
#include "pm/player.h"
#include "pm_commands.h"

namespace club::tool {

namespace {
/// The names of a game's computer levels 0..count-1 (an enum's values).
template <class Level> std::vector<std::string> levelNames(int count, std::string (*name)(Level)) {
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i)
        names.push_back(name(Level(i)));
    return names;
}
} // namespace

void addAllGames(Dispatcher& dispatcher) {
    // One line per game: its commands and its computer player kinds.
    dispatcher.addGame({"pm",
                        [](Dispatcher& d) {
                            pm::addPmCommands(d);
                            pm::addPmSessionCommands(d);
                        },
                        club::pm::playerKinds()});
    dispatcher.addGame({"km", km::addKmCommands, club::km::playerKinds()});
    dispatcher.addGame({"pat", pat::addPatCommands, club::pat::playerKinds()});
    dispatcher.addGame(
        {"crib", crib::addCribCommands, levelNames<club::crib::Level>(5, club::crib::levelName)});
    dispatcher.addGame({"party", party::addPartyCommands, {}});
}

} // namespace club::tool
