// The period fonts embedded at build time (see app/CMakeLists.txt), with a
// similar system font when the build machine lacked them.
#pragma once

#include <QFont>
#include <QStringList>

namespace club::app {

/// Registers the embedded fonts with Qt. Call once after QApplication.
void loadEmbeddedFonts();

/// Century Catalogue: numerals and text.
QFont textFont(qreal pointSize);
/// League Spartan: Deco titles.
QFont titleFont(qreal pointSize, int weight = QFont::Bold);

/// The embedded fonts and their licence texts, for the About box.
QStringList embeddedFontLicences();

} // namespace club::app
