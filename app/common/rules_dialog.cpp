// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules_dialog.h"

#include "fonts.h"
#include "house_rule_mark.h"

#include <QDialog>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace club::app {

void showRulesDialog(QWidget* parent, const QString& title, const QString& html) {
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(withHouseRuleMarksExplained(html));
    text->setFont(textFont(12));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    // Wider with a larger system font, never past the screen.
    dialog.resize((QSize(640, 720) * qMax(1.0, fontScale()))
                      .boundedTo(dialog.screen()->availableSize() * 0.92));
    dialog.exec();
}

} // namespace club::app
