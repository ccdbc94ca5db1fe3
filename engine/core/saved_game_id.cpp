// SPDX-License-Identifier: GPL-3.0-or-later
#include "saved_game_id.h"

#include "bounded_file.h"
#include "json_text.h"
#include "message.h"
#include "save_file.h"

#include <QJsonObject>

namespace club {

QString savedGameId(const QString& path) {
    try {
        const QByteArray data =
            guardLoad([&] { return readBoundedFile(path, MaxSaveFileBytes, Message()); });
        QJsonParseError error{};
        const QJsonObject object = json::parse(data, &error).object();
        if (error.error != QJsonParseError::NoError) return {};
        if (object.value(QStringLiteral("format")).toString() != QLatin1String("players-club"))
            return {};
        return object.value(QStringLiteral("game")).toString();
    } catch (const FormatError&) {
        return {};
    }
}

} // namespace club
