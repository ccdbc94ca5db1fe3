// SPDX-License-Identifier: GPL-3.0-or-later
// A dialog fitted again after rows were shown or hidden.
#pragma once

class QWidget;

namespace club::app {

/// Makes `window` as tall as its layout asks, and as wide, unless it is
/// already wider: a width the person chose by dragging is kept. The layout
/// is activated first, or rows just hidden would still hold the height.
void fitToLayout(QWidget* window);

} // namespace club::app
