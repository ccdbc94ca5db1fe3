// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosted_link.h"

#include "core/bounded_file.h"
#include "core/json_text.h"
#include "core/save_file.h"

#include <QFile>
#include <QJsonDocument>

namespace club::app {

namespace {
const QString linkKey = QStringLiteral("hostedFor");
} // namespace

QString hostedLinkField() {
    return linkKey;
}

HostedLink::operator QJsonObject() const {
    return {{QStringLiteral("asker"), asker}, {QStringLiteral("note"), note}};
}

QJsonObject readSaveObject(const QString& path) {
    try {
        const QByteArray data =
            readBoundedFile(path, MaxSaveFileBytes, Message::verbatim(QStringLiteral("too large")));
        QJsonParseError error{};
        const QJsonDocument doc = json::parse(data, &error);
        return doc.isObject() ? doc.object() : QJsonObject();
    } catch (const FormatError&) {
        return {};
    }
}

Message writeLinkedSave(const QString& path, const HostedLink& link,
                        const std::function<Message(const QString&)>& write) {
    return writeSaveWithFields(path, {{linkKey, QJsonObject(link)}}, write);
}

Message writeSaveWithFields(const QString& path, const QJsonObject& fields,
                            const std::function<Message(const QString&)>& write) {
    const QString game = path + QStringLiteral(".game");
    if (Message problem = write(game); !problem.isEmpty()) return problem;
    QJsonObject body = readSaveObject(game);
    QFile::remove(game);
    if (body.isEmpty())
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "Cannot write %1: %2"),
                       {path, QStringLiteral("unreadable")});
    for (auto field = fields.begin(); field != fields.end(); ++field)
        body.insert(field.key(), field.value());
    // The envelope's own fields, written back as they were.
    return writeSave(path, body.value(QStringLiteral("game")).toString(),
                     body.value(QStringLiteral("version")).toInt(), body);
}

HostedLink readHostedLink(const QString& path) {
    const QJsonObject link = readSaveObject(path).value(linkKey).toObject();
    return {link.value(QStringLiteral("asker")).toString(),
            link.value(QStringLiteral("note")).toObject()};
}

} // namespace club::app
