// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_dialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace club::app {

namespace {
QString settingsKey(FileKind kind) {
    switch (kind) {
    case FileKind::Sheet:
        return QStringLiteral("folders/sheets");
    case FileKind::SavedGame:
        break;
    }
    return QStringLiteral("folders/games");
}

void remember(FileKind kind, const QString& path) {
    if (path.isEmpty()) return;
    QSettings().setValue(settingsKey(kind), QFileInfo(path).absolutePath());
}
} // namespace

QString startFolder(FileKind kind) {
    const QString last = QSettings().value(settingsKey(kind)).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir()) return documents;
    return QDir::homePath();
}

QString fileNameFor(QString name, const QString& extension) {
    name = name.trimmed();
    // A name ending in an abbreviation ("Hoja de tanteo de P.M.") ran into
    // the extension ("de P.M.pdf"): the last word loses its points.
    if (name.endsWith(QLatin1Char('.'))) {
        const qsizetype start = name.lastIndexOf(QLatin1Char(' ')) + 1;
        name = name.left(start) + name.mid(start).remove(QLatin1Char('.'));
    }
    return name + QLatin1Char('.') + extension;
}

QString askSavePath(QWidget* parent, const QString& title, FileKind kind, const QString& fileName,
                    const QString& filter) {
    const QString offered = QDir(startFolder(kind)).filePath(QFileInfo(fileName).fileName());
    const QString path = QFileDialog::getSaveFileName(parent, title, offered, filter);
    remember(kind, path);
    return path;
}

QString askOpenPath(QWidget* parent, const QString& title, FileKind kind, const QString& filter) {
    const QString path = QFileDialog::getOpenFileName(parent, title, startFolder(kind), filter);
    remember(kind, path);
    return path;
}

} // namespace club::app
