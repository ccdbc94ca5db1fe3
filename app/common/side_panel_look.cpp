// SPDX-License-Identifier: GPL-3.0-or-later
#include "side_panel_look.h"

#include "fonts.h"
#include "palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
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

std::pair<QPushButton*, QPushButton*> addButtonPair(QVBoxLayout* layout) {
    auto* row = new QHBoxLayout;
    auto* first = new QPushButton(layout->parentWidget());
    auto* second = new QPushButton(layout->parentWidget());
    row->addWidget(first);
    row->addWidget(second);
    layout->addLayout(row);
    return {first, second};
}

void showPanelNote(QLabel* note, const QString& text, bool correction) {
    QPalette pal = note->palette();
    pal.setColor(QPalette::WindowText, correction ? colours::red : colours::ink);
    note->setPalette(pal);
    note->setText(text);
}

bool panelNoteIsCorrection(const QLabel* note) {
    return note->palette().color(QPalette::WindowText) == colours::red;
}

} // namespace club::app
