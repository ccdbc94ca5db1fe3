// SPDX-License-Identifier: GPL-3.0-or-later
// players-club-engine: one JSON request per line on standard input, one JSON
// reply per line on standard output, in order (PROTOCOL.md). Qt Core only.
#include "core/json_text.h"
#include "dispatcher.h"
#include "games.h"
#include "general_commands.h"
#include "line_reader.h"

#include <QJsonDocument>
#include <cstdio>

int main() {
    using namespace club::tool;
    Dispatcher dispatcher;
    addGeneralCommands(dispatcher);
    addAllGames(dispatcher);

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
