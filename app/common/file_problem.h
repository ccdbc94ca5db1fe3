// SPDX-License-Identifier: GPL-3.0-or-later
// A file that cannot be opened, said in a player's words: damaged, from a
// newer version, not a saved game, or unreadable. The engine's own account
// ("not valid JSON (illegal value at byte 1)") goes behind Details, where
// it helps whoever looks into it and stays out of the player's way. Every
// game and the party night open files through here (MainWindow::openPath).
#pragma once

#include <QString>

class QWidget;

namespace club::app {

/// Why the file at `path` could not be opened as a game of `gameId` (or of
/// the game it names), in a sentence for a person. When the file's check
/// finds nothing (the game's loader refused what it holds) it is damaged.
QString cannotOpenText(const QString& path, const QString& gameId);

/// A warning with `text` for the person and `detail` behind Details.
void showFileProblem(QWidget* parent, const QString& title, const QString& text,
                     const QString& detail);

} // namespace club::app
