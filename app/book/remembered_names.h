// SPDX-License-Identifier: GPL-3.0-or-later
// The names the New Game dialogs remember for their seats follow a member
// renamed or merged in the club's book: the old name offered again made a
// second member of the same person at his next game.
#pragma once

#include <QString>

class QSettings;

namespace club::book {

/// Every seat name remembered in `settings` (a key whose last part is
/// "name" or "name" and a number) that reads `from` reads `to` after, and
/// so does every such name in a remembered list (a key whose last part is
/// "names" or ends in "-names": a name a line, or two joined by "&").
/// @returns how many were changed.
int renameRememberedNames(QSettings& settings, const QString& from, const QString& to);

} // namespace club::book
