// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialog_fit.h"

#include <QLayout>
#include <QWidget>

#include <algorithm>

namespace club::app {

void fitToLayout(QWidget* window) {
    QLayout* layout = window->layout();
    if (!layout) return;
    layout->activate();
    const QSize wanted = layout->totalSizeHint();
    // Before it is first shown a window's width is a default, not a choice.
    const int width =
        window->isVisible() ? std::max(window->width(), wanted.width()) : wanted.width();
    window->resize(width, wanted.height());
}

} // namespace club::app
