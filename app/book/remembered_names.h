// SPDX-License-Identifier: GPL-3.0-or-later
// The names the New Game dialogs remember for their seats follow a member
// renamed or merged in the club's book: the old name offered again made a
// second member of the same person at his next game.
#pragma once

#include <QString>

class QSettings;

namespace club::book {

/// Every seat name remembered in `settings` (a key whose last part is
/// "name" or "name" and a number) that reads `from` reads `to` after.
/// @returns how many were changed.
int renameRememberedNames(QSettings& settings, const QString& from, const QString& to);

} // namespace club::book
