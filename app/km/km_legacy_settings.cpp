// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_legacy_settings.h"

#include "common/autosaver.h"
#include "engine/km/table.h"
#include "km_page.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace club::app {

namespace {
const QString keyGameSeats = QStringLiteral("km/game-seats");

/// "human,expert" (Orange, Blue): a level's name, anything else a person.
km::Seats parseSeats(const QString& text) {
    km::Seats seats;
    const QStringList parts = text.split(QLatin1Char(','));
    for (int s = 0; s < 2 && s < parts.size(); ++s)
        if (const auto level = km::parseLevel(parts[s].toStdString()))
            seats.setLevel(km::Side(s), *level);
    return seats;
}

/// Whether the save at `path` says who sits where (files since the seats
/// were saved do; a file that cannot be read says nothing).
bool hasSeats(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return false;
    return QJsonDocument::fromJson(file.readAll()).object().contains(QStringLiteral("seats"));
}
} // namespace

void migrateKmSettings(QSettings& settings) {
    if (!settings.contains(keyGameSeats)) return;
    const QString path = KmPage::autosavePath();
    if (QFile::exists(path) && !hasSeats(path)) {
        // Another copy of the program holds the autosaves: the next start
        // moves the seats.
        if (!Autosaver::mayWrite()) return;
        km::Table table;
        table.setSeats(parseSeats(settings.value(keyGameSeats).toString()));
        // A file that cannot be read is left as it is, to be refused on resume.
        if (table.tryLoad(path).isEmpty()) table.trySave(path);
    }
    settings.remove(keyGameSeats);
}

} // namespace club::app
