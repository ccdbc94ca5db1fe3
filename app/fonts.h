// The period fonts embedded at build time (see app/CMakeLists.txt), with a
// similar system font when the build machine lacked them.
#pragma once

#include <QFont>
#include <QStringList>

namespace club::app {

/// Registers the embedded fonts with Qt. Call once after QApplication.
void loadEmbeddedFonts();

/// The system font size the period lettering was drawn at (Qt's own
/// default, and Windows'); KDE's 10 pt gives 1.1, GNOME's 11 pt 1.2.
constexpr qreal UsualPointSize = 9.0;

/// How much larger than usual the system's font is: the application font's
/// size over UsualPointSize (1 when the font is set in pixels). Sizes of
/// text and of the widgets around it follow it.
qreal fontScale();

/// Century Catalogue: numerals and text. `pointSize` is the size at the
/// usual system font; it grows and shrinks with fontScale().
QFont textFont(qreal pointSize);
/// League Spartan: Deco titles, sized as textFont().
QFont titleFont(qreal pointSize, int weight = QFont::Bold);

/// The embedded fonts and their licence texts, for the About box.
QStringList embeddedFontLicences();

} // namespace club::app
