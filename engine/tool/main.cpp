// players-club-engine: one JSON request per line on standard input, one JSON
// reply per line on standard output, in order (PROTOCOL.md). Qt Core only.
#include "core/json_text.h"
#include "crib/player.h"
#include "crib_commands.h"
#include "dispatcher.h"
#include "general_commands.h"
#include "km/player.h"
#include "km_commands.h"
#include "line_reader.h"
#include "party_commands.h"
#include "pat/players.h"
#include "pat_commands.h"
#include "pm/player.h"
#include "pm_commands.h"

#include <QJsonDocument>
#include <cstdio>

namespace {
/// The names of a game's computer levels 0..count-1 (an enum's values).
template <class Level> std::vector<std::string> levelNames(int count, std::string (*name)(Level)) {
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i)
        names.push_back(name(Level(i)));
    return names;
}
} // namespace

int main() {
    using namespace club::tool;
    Dispatcher dispatcher;
    addGeneralCommands(dispatcher);
    // One line per game: its commands and its computer player kinds.
    dispatcher.addGame({"pm",
                        [](Dispatcher& d) {
                            pm::addPmCommands(d);
                            pm::addPmSessionCommands(d);
                        },
                        club::pm::playerKinds()});
    dispatcher.addGame(
        {"km", km::addKmCommands, levelNames<club::km::Level>(3, club::km::levelName)});
    dispatcher.addGame({"pat", pat::addPatCommands, club::pat::playerKinds()});
    dispatcher.addGame(
        {"crib", crib::addCribCommands, levelNames<club::crib::Level>(5, club::crib::levelName)});
    dispatcher.addGame({"party", party::addPartyCommands, {}});

    LineReader reader(stdin);
    QByteArray line;
    bool tooLong = false;
    while (!dispatcher.quitRequested() && reader.next(line, tooLong)) {
        const QJsonObject reply = tooLong ? dispatcher.tooLong() : dispatcher.handle(line);
        QByteArray out = club::json::serialize(reply, QJsonDocument::Compact);
        out.append('\n');
        std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
        // Flushed per reply: a client waits for each answer before asking on.
        std::fflush(stdout);
    }
    return 0;
}
