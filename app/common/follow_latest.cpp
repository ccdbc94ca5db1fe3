// SPDX-License-Identifier: GPL-3.0-or-later
#include "follow_latest.h"

#include <QAbstractScrollArea>
#include <QScrollBar>

#include <memory>

namespace club::app {

void followLatest(QAbstractScrollArea* area) {
    QScrollBar* bar = area->verticalScrollBar();
    // Scrolling only moves `value`; a new line or a shorter list moves the
    // maximum, and the view would keep its old top, cutting the end off.
    auto atEnd = std::make_shared<bool>(true);
    QObject::connect(bar, &QScrollBar::valueChanged, area,
                     [bar, atEnd](int value) { *atEnd = value >= bar->maximum(); });
    QObject::connect(bar, &QScrollBar::rangeChanged, area, [bar, atEnd](int, int maximum) {
        if (*atEnd) bar->setValue(maximum);
    });
}

} // namespace club::app
