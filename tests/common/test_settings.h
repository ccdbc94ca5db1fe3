// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

// The settings and files a suite's program writes (autosaves, the chosen
// language, the club's book) go to Qt's test folders, under an
// organisation name of the suite's, so a suite never reads or writes a
// player's own. Every suite that opens a page set this up alike.
namespace club::test {

/// Test folders for settings and data, kept under `organisation`.
inline void useTestSettings(const QString& organisation = QStringLiteral("players-club-tests")) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(organisation);
}

/// The same, starting from no settings at all (an earlier run may have left some).
inline void
useClearTestSettings(const QString& organisation = QStringLiteral("players-club-tests")) {
    useTestSettings(organisation);
    QSettings().clear();
}

} // namespace club::test
