// SPDX-License-Identifier: GPL-3.0-or-later
// A side panel in a scroll area of its own width: with a large system font
// the panel may be taller than a small screen, and then it scrolls instead
// of making the window taller than the screen.
#pragma once

class QScrollArea;
class QWidget;

namespace club::app {

/// Puts `panel` (fixed width, its own background) in a scroll area that
/// scrolls only up and down; the area takes the panel's background.
QScrollArea* scrollingSidePanel(QWidget* panel, QWidget* parent);

} // namespace club::app
