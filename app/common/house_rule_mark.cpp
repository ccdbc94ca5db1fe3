// SPDX-License-Identifier: GPL-3.0-or-later
#include "house_rule_mark.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QLabel>
#include <QWidget>

namespace club::app {

namespace {
const QString Mark = QStringLiteral("[R]");

class HouseRuleMark {
    Q_DECLARE_TR_FUNCTIONS(club::app::HouseRuleMark)
public:
    static QString tip() {
        return tr("[R]: a reading of the rules where the period sheet is silent; see Rules.");
    }
    static QString inRules() {
        return tr("A reading of the rules where the period sheet is silent.");
    }
};

void explain(QWidget* widget, const QString& text) {
    if (!text.contains(Mark)) return;
    const QString tip = houseRuleMarkTip();
    const QString had = widget->toolTip();
    if (had.contains(tip)) return;
    widget->setToolTip(had.isEmpty() ? tip : had + QStringLiteral("\n") + tip);
}
} // namespace

QString houseRuleMarkTip() {
    return HouseRuleMark::tip();
}

void explainHouseRuleMarks(QWidget* root) {
    for (QAbstractButton* button : root->findChildren<QAbstractButton*>())
        explain(button, button->text());
    for (QLabel* label : root->findChildren<QLabel*>())
        explain(label, label->text());
}

QString withHouseRuleMarksExplained(const QString& html) {
    QString tip = HouseRuleMark::inRules().toHtmlEscaped();
    tip.replace(QLatin1Char('"'), QStringLiteral("&quot;"));
    QString out = html;
    out.replace(Mark, QStringLiteral("<span title=\"%1\">[R]</span>").arg(tip));
    return out;
}

} // namespace club::app
