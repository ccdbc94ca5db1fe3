// SPDX-License-Identifier: GPL-3.0-or-later
// Every file dialog of the program (Save, Save As, Open, Export) starts in
// the folder last used for that kind of file, remembered in QSettings, or
// else in the person's documents folder: never the folder the program
// happened to be started from.
#pragma once

#include <QString>

class QWidget;

namespace club::app {

/// The kinds of file that each keep their own folder.
enum class FileKind {
    SavedGame, ///< a game's or a party night's save
    Sheet,     ///< an exported score sheet, match sheet or party sheets (PDF)
};

/// Where a dialog for `kind` starts: the folder last used for it while it
/// still exists, else the documents folder, else the home folder.
QString startFolder(FileKind kind);

/// `name` with `extension` (no dot) after it. A name ending in an
/// abbreviation drops that word's points ("Hoja de tanteo de P.M." gives
/// "Hoja de tanteo de PM.pdf", not "P.M..pdf" nor "P.M.pdf").
QString fileNameFor(QString name, const QString& extension);

/// Asks where to save; `fileName` (a name or a path, whose name is kept) is
/// offered in startFolder(). Remembers the chosen folder. Empty if cancelled.
QString askSavePath(QWidget* parent, const QString& title, FileKind kind, const QString& fileName,
                    const QString& filter);
/// Asks which file to open, from startFolder(). Remembers the chosen folder.
QString askOpenPath(QWidget* parent, const QString& title, FileKind kind, const QString& filter);

} // namespace club::app
