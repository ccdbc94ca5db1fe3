// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>

namespace club::test {

/// Answers Qt's own (non-native) file dialog with `path` and accepts it.
/// QFileDialog::selectFile leaves the name box alone while it has the focus,
/// which depends on window activation timing, so the name is typed into the
/// box itself.
inline void answerFileDialog(QFileDialog* dialog, const QString& path) {
    const QFileInfo info(path);
    dialog->setDirectory(info.absolutePath());
    dialog->selectFile(path);
    if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
        name->setText(info.fileName());
    static_cast<QDialog*>(dialog)->accept(); // QFileDialog's own, protected there
}

} // namespace club::test
