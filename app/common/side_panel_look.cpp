// SPDX-License-Identifier: GPL-3.0-or-later
#include "side_panel_look.h"

#include "fonts.h"
#include "palette.h"

#include <QLabel>
#include <QPalette>
#include <QVBoxLayout>

namespace club::app {

void useCardStock(QWidget* panel) {
    panel->setAutoFillBackground(true);
    QPalette pal = panel->palette();
    pal.setColor(QPalette::Window, colours::cardStock);
    pal.setColor(QPalette::WindowText, colours::ink);
    panel->setPalette(pal);
}

QLabel* addPanelTitle(QVBoxLayout* layout, const QString& text, int points) {
    auto* label = new QLabel(text, layout->parentWidget());
    useTitleFont(label, points);
    label->setWordWrap(true);
    layout->addWidget(label);
    return label;
}

QLabel* addPanelText(QVBoxLayout* layout, int points) {
    auto* label = new QLabel(layout->parentWidget());
    useTextFont(label, points);
    label->setWordWrap(true);
    layout->addWidget(label);
    return label;
}

} // namespace club::app
