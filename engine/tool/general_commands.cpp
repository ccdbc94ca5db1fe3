#include "general_commands.h"

#include "dispatcher.h"
#include "pm/player.h"

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
                        QJsonArray kinds;
                        for (const std::string& k : pm::playerKinds())
                            kinds.append(QString::fromStdString(k));
                        return QJsonObject{{QStringLiteral("commands"), commands},
                                           {QStringLiteral("player_kinds"), kinds}};
                    }});
    dispatcher.add({"version", "the protocol version and the program version",
                    [](const QJsonObject&) {
                        return QJsonObject{
                            {QStringLiteral("protocol"), ProtocolVersion},
                            {QStringLiteral("program"), QStringLiteral("players-club-engine")},
                            {QStringLiteral("version"), QStringLiteral(PLAYERS_CLUB_VERSION)}};
                    }});
    dispatcher.add({"quit", "replies, then ends the tool", [&dispatcher](const QJsonObject&) {
                        dispatcher.requestQuit();
                        return QJsonObject{};
                    }});
}

} // namespace club::tool
