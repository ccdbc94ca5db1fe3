// SPDX-License-Identifier: GPL-3.0-or-later
// Turns one request line into one reply: parses the JSON object, finds the
// command by its "cmd", runs it, and turns every failure into an
// {"ok":false,"error":...} reply so one bad line never stops the tool.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <functional>
#include <string>
#include <vector>

namespace club::tool {

/// A command's handler reads the request and returns the reply fields
/// beside "ok":true. It throws club::FormatError for bad requests.
using Handler = std::function<QJsonObject(const QJsonObject& request)>;

struct Command {
    std::string name;    ///< "<prefix>.<command>"
    std::string summary; ///< one line for "help"
    Handler run;
};

class Dispatcher;

/// What one game adds to the tool: its commands (named "<prefix>.…") and the
/// computer player kinds they accept. main.cpp registers one per game.
struct GameTool {
    std::string prefix;                           ///< GameFormat::toolPrefix
    std::function<void(Dispatcher&)> addCommands; ///< e.g. addPatCommands
    std::vector<std::string> playerKinds;         ///< e.g. {"beginner", "expert"}
};

class Dispatcher {
public:
    void add(Command command);
    const std::vector<Command>& commands() const { return commands_; }
    /// Adds the game's commands and remembers its player kinds for "help".
    void addGame(GameTool game);
    const std::vector<GameTool>& games() const { return games_; }

    /// One reply object for one request line. Never throws.
    QJsonObject handle(const QByteArray& line);
    /// The reply to a line longer than the limit.
    QJsonObject tooLong() const;

    /// Set by the "quit" command; the read loop stops after replying.
    void requestQuit() { quit_ = true; }
    bool quitRequested() const { return quit_; }

private:
    QJsonObject run(const QByteArray& line, QJsonValue& id);

    std::vector<Command> commands_;
    std::vector<GameTool> games_;
    bool quit_ = false;
};

/// A failed reply with `message`.
QJsonObject errorReply(const QString& message);

} // namespace club::tool
