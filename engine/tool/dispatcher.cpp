// SPDX-License-Identifier: GPL-3.0-or-later
#include "dispatcher.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/json_text.h"
#include "core/printable.h"
#include "line_reader.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace club::tool {

void Dispatcher::add(Command command) {
    commands_.push_back(std::move(command));
}

void Dispatcher::addGame(GameTool game) {
    if (game.addCommands) game.addCommands(*this);
    games_.push_back(std::move(game));
}

QJsonObject errorReply(const QString& message) {
    return QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("error"), message}};
}

QJsonObject Dispatcher::tooLong() const {
    return errorReply(QStringLiteral("the line is longer than %1 bytes").arg(MaxLineBytes));
}

QJsonObject Dispatcher::handle(const QByteArray& line) {
    QJsonValue id = QJsonValue::Undefined;
    QJsonObject reply;
    try {
        // Escaped so Qt's parser keeps a leading U+FEFF in a string (the id).
        reply = run(json::escapeByteOrderMarks(line), id);
    } catch (const FormatError& e) {
        // The whole message (what() stops at a NUL), control characters escaped.
        reply = errorReply(printableMessage(e.message().english()));
    } catch (const std::exception& e) {
        reply = errorReply(QStringLiteral("internal error: ") + QString::fromStdString(e.what()));
    } catch (...) {
        reply = errorReply(QStringLiteral("internal error"));
    }
    if (!id.isUndefined()) reply.insert(QStringLiteral("id"), id);
    return reply;
}

QJsonObject Dispatcher::run(const QByteArray& line, QJsonValue& id) {
    if (line.trimmed().isEmpty()) throw FormatError("empty line: expected a JSON object");
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        throw FormatError("not JSON: " + parseError.errorString().toStdString() + " at byte " +
                          std::to_string(parseError.offset));
    if (!doc.isObject()) throw FormatError("the request must be a JSON object");
    const QJsonObject request = doc.object();
    // Echo the id even when the rest of the request is wrong.
    if (request.contains(QStringLiteral("id"))) id = request.value(QStringLiteral("id"));

    const QString cmd = json::string(request, "cmd", 100);
    const std::string name = cmd.toStdString();
    for (const Command& command : commands_) {
        if (command.name != name) continue;
        QJsonObject reply = command.run(request);
        reply.insert(QStringLiteral("ok"), true);
        return reply;
    }
    // Quoted from the QString: UTF-8 has no way to write a lone surrogate.
    throw FormatError("unknown command \"" + quotable(cmd, 100).toStdString() +
                      "\"; send {\"cmd\":\"help\"} for the list");
}

} // namespace club::tool
