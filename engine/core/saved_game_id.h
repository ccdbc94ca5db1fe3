// SPDX-License-Identifier: GPL-3.0-or-later
// Which game a save file belongs to: every save carries its game's id in
// the envelope (save_file.h: {"format":"players-club","game":ID,...}), so
// a file opens in the right game whatever its name or extension.
#pragma once

#include <QString>

namespace club {

/// The "game" field of the save at `path` (a GameFormat id); empty
/// when the file cannot be read or is not a Players Club save. Never throws.
QString savedGameId(const QString& path);

} // namespace club
