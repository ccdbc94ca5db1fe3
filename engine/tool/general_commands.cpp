// SPDX-License-Identifier: GPL-3.0-or-later
#include "general_commands.h"

#include "dispatcher.h"

#include <QJsonArray>

#ifndef PLAYERS_CLUB_VERSION
#define PLAYERS_CLUB_VERSION "unknown"
#endif

namespace club::tool {

void addGeneralCommands(Dispatcher& dispatcher) {
    // The help reply reads the list when it runs, so it includes commands
    // registered after this one.
    dispatcher.add({"help", "lists the commands and the computer player kinds",
                    [&dispatcher](const QJsonObject&) {
                        QJsonArray commands;
                        for (const Command& c : dispatcher.commands())
                            commands.append(QJsonObject{
                                {QStringLiteral("cmd"), QString::fromStdString(c.name)},
                                {QStringLiteral("summary"), QString::fromStdString(c.summary)}});
                        // "player_kinds" stays P.M.'s (protocol 1); "games"
                        // gives every game's, by command prefix.
                        QJsonArray kinds;
                        QJsonArray games;
                        for (const GameTool& g : dispatcher.games()) {
                            QJsonArray gameKinds;
                            for (const std::string& k : g.playerKinds)
                                gameKinds.append(QString::fromStdString(k));
                            if (g.prefix == "pm") kinds = gameKinds;
                            games.append(QJsonObject{
                                {QStringLiteral("prefix"), QString::fromStdString(g.prefix)},
                                {QStringLiteral("player_kinds"), gameKinds}});
                        }
                        return QJsonObject{{QStringLiteral("commands"), commands},
                                           {QStringLiteral("player_kinds"), kinds},
                                           {QStringLiteral("games"), games}};
                    }});
    dispatcher.add(
        {"version", "the protocol version and the program version", [](const QJsonObject&) {
             return QJsonObject{{QStringLiteral("protocol"), ProtocolVersion},
                                {QStringLiteral("program"), QStringLiteral("players-club-engine")},
                                {QStringLiteral("version"), QStringLiteral(PLAYERS_CLUB_VERSION)}};
         }});
    dispatcher.add({"quit", "replies, then ends the tool", [&dispatcher](const QJsonObject&) {
                        dispatcher.requestQuit();
                        return QJsonObject{};
                    }});
}

} // namespace club::tool
