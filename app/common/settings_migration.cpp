// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings_migration.h"

#include "game_registry.h"

#include <QSettings>

namespace club::app {

namespace {
/// Before paces were kept per game, P.M.'s pace served every game; it
/// stays as P.M.'s own, and a game that has none of its own gets it.
void migrateSharedPace(QSettings& settings) {
    const QString shared = QStringLiteral("pm/pace");
    if (!settings.contains(shared)) return;
    const QVariant pace = settings.value(shared);
    for (const GameRegistration& game : GameRegistry::games()) {
        const QString own = game.id + QStringLiteral("/pace");
        if (own != shared && !settings.contains(own)) settings.setValue(own, pace);
    }
    if (!GameRegistry::find(QStringLiteral("pm"))) settings.remove(shared);
}
} // namespace

void migrateLegacySettings(QSettings& settings) {
    migrateSharedPace(settings);
    for (const GameRegistration& game : GameRegistry::games())
        if (game.migrateSettings) game.migrateSettings(settings);
}

} // namespace club::app
