// SPDX-License-Identifier: GPL-3.0-or-later
// "[R]" beside a house rule, or in a game's rules, marks a reading of the
// rules where the period sheet is silent (RULES.md's decisions). A player
// who has not read the rules' foreword learns that from its tooltip.
#pragma once

#include <QString>

class QWidget;

namespace club::app {

/// What "[R]" means, as a tooltip beside a choice (it points to the rules).
QString houseRuleMarkTip();

/// Adds houseRuleMarkTip() to the tooltip of every button or label under
/// `root` whose text holds "[R]", after any tooltip it already has.
void explainHouseRuleMarks(QWidget* root);

/// `html` (a game's rules) with each "[R]" carrying what it means as a tooltip.
QString withHouseRuleMarksExplained(const QString& html);

} // namespace club::app
