// SPDX-License-Identifier: GPL-3.0-or-later
#include "side_scroll.h"

#include "fonts.h"

#include <QHBoxLayout>
#include <QScrollArea>
#include <QScrollBar>

namespace club::app {

QScrollArea* scrollingSidePanel(QWidget* panel, QWidget* parent) {
    auto* area = new QScrollArea(parent);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setFocusPolicy(Qt::NoFocus); // Tab goes to the panel's controls, not the frame
    area->setWidgetResizable(true);
    area->setWidget(panel);
    // Room for the scroll bar beside the panel; its strip shows the panel's card.
    // The panel follows the font first (it registered first), then the area.
    followApplicationFont(area, [area, panel] {
        area->setFixedWidth(panel->width() + area->verticalScrollBar()->sizeHint().width());
    });
    QPalette pal = area->palette();
    pal.setColor(QPalette::Window, panel->palette().color(QPalette::Window));
    area->setPalette(pal);
    area->viewport()->setBackgroundRole(QPalette::Window);
    area->viewport()->setAutoFillBackground(true);
    return area;
}

QHBoxLayout* layOutWithSidePanel(QWidget* page, QWidget* panel) {
    auto* layout = new QHBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(scrollingSidePanel(panel, page));
    return layout;
}

} // namespace club::app
