// SPDX-License-Identifier: GPL-3.0-or-later
// A side panel in a scroll area of its own width: with a large system font
// the panel may be taller than a small screen, and then it scrolls instead
// of making the window taller than the screen.
#pragma once

class QHBoxLayout;
class QScrollArea;
class QWidget;

namespace club::app {

/// Puts `panel` (fixed width, its own background) in a scroll area that
/// scrolls only up and down; the area takes the panel's background.
QScrollArea* scrollingSidePanel(QWidget* panel, QWidget* parent);

/// Gives `page` its layout: a row with no margins, `panel` (scrolling, as
/// above) at its right end. The page inserts its table first, stretching.
QHBoxLayout* layOutWithSidePanel(QWidget* page, QWidget* panel);

} // namespace club::app
