// SPDX-License-Identifier: GPL-3.0-or-later
// The period fonts embedded at build time (see app/CMakeLists.txt), with a
// similar system font when the build machine lacked them.
#pragma once

#include <QFont>
#include <QStringList>
#include <functional>

class QObject;
class QWidget;

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

/// Calls `apply` now, and again each time the application font changes while
/// `owner` lives. A font given with setFont() no longer follows the
/// application font, so a widget that sets fonts or sizes from textFont(),
/// titleFont() or fontScale() does so in `apply`: a change of the desktop's
/// font (the platform theme passes it on with QApplication::setFont) then
/// reaches the running program, not only the next start. Callers registered
/// earlier are called first.
void followApplicationFont(QObject* owner, std::function<void()> apply);

/// Gives `widget` textFont(pointSize), or titleFont(), now and after every
/// change of the application font.
void useTextFont(QWidget* widget, qreal pointSize);
/// A label given the title font gets room above for accents on capitals.
void useTitleFont(QWidget* widget, qreal pointSize, int weight = QFont::Bold);
/// How far `font`'s accented capitals stand above its ascent, in pixels.
int accentOverflow(const QFont& font);

/// The embedded fonts and their licence texts, for the About box.
QStringList embeddedFontLicences();

} // namespace club::app
