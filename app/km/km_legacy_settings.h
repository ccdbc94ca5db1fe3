// SPDX-License-Identifier: GPL-3.0-or-later
// King's Men's settings of earlier versions (settings_migration.h).
#pragma once

class QSettings;

namespace club::app {

/// Earlier versions kept the seats of the autosaved game in "km/game-seats"
/// ("person,expert": Orange, Blue) rather than in the save: an autosave
/// without seats is given those, and the key is dropped. A second call
/// changes nothing.
void migrateKmSettings(QSettings& settings);

} // namespace club::app
