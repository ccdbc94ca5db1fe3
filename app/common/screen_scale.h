// SPDX-License-Identifier: GPL-3.0-or-later
// Large screens: at 3840x2160 with the desktop at 100 % the boards grow with
// the window while text, menus and the side panel would stay at their
// full-HD size. The screen's size in logical pixels (after the desktop's own
// scaling, its devicePixelRatio) says how much larger than an ordinary
// screen it is; the text and the window's first size follow that.
#pragma once

#include <QtGlobal>

class QScreen;

namespace club::app {

/// 1 on screens up to 1920x1080 logical pixels; beyond, how many times
/// larger the screen is (the smaller of its two ratios), in quarter steps:
/// 2 at 3840x2160 at 100 %, 1 at 3840x2160 at 200 %.
qreal largeScreenScale(const QScreen* screen);

/// Enlarges the application font by largeScreenScale() of the primary
/// screen, so text and everything sized from fontScale() (fonts.h) follow.
/// Call once after QApplication, before the first window.
void scaleTextToScreen();

} // namespace club::app
