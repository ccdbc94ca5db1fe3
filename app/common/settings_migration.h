// SPDX-License-Identifier: GPL-3.0-or-later
// Settings written by earlier versions, moved once at start-up to the keys
// the program reads now, so that no page keeps a fallback to an old key.
#pragma once

class QSettings;

namespace club::app {

/// Moves every legacy setting to its current key and drops the old one:
/// the shared pace of earlier versions ("pm/pace" served every game) to
/// each registered game's "<id>/pace" it lacks, then each game's own
/// (GameRegistration::migrateSettings). A second call changes nothing.
/// @pre the games are registered (registerBuiltInGames()).
void migrateLegacySettings(QSettings& settings);

} // namespace club::app
