// SPDX-License-Identifier: GPL-3.0-or-later
// The set-up every screenshot program in tests/app shares: settings kept
// apart from a player's, the embedded period fonts, and the command line
//   PROGRAM [OUTDIR [WIDTHxHEIGHT]]    (defaults: the current folder, 1280x800)
// in English, or in the language SCREENSHOT_LANGUAGE names (fr, de, es).
#pragma once

#include <QSize>
#include <QString>
#include <optional>

namespace club::screenshots {

struct Setup {
    QString outDir; ///< created if missing
    QSize size;     ///< the main window's size
};

/// Call once the QApplication exists. Returns nothing, after printing why,
/// when the arguments are wrong or the folder cannot be made.
std::optional<Setup> setUp();

} // namespace club::screenshots
