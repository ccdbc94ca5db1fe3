// SPDX-License-Identifier: GPL-3.0-or-later
// What the main window's menus ask of the Cribbage page (GamePage): its file
// type, its New Match dialog, pace and rules.
#include "common/computer_turns.h"
#include "common/pace.h"
#include "crib_match_sheet.h"
#include "crib_new_match_dialog.h"
#include "crib_page.h"
#include "crib_rules_text.h"
#include "crib_scene.h"

#include <QRandomGenerator>

namespace club::app {

QString CribPage::gameId() const {
    return QStringLiteral("cribbage");
}

QString CribPage::title() const {
    return tr("Once Around Cribbage");
}

QString CribPage::fileFilter() const {
    return tr("Cribbage matches (*.cribbage)");
}

QString CribPage::defaultFileName() const {
    return QStringLiteral("match.cribbage");
}

QString CribPage::newGameText() const {
    return tr("&New Match of Cribbage\u2026");
}

bool CribPage::newGame() {
    CribNewMatchDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return false;
    return startMatch(dialog.setup(), dialog.seats(), QRandomGenerator::global()->generate64());
}

void CribPage::setPace(int pace) {
    const PaceMs ms = paceMs(pace, {{{1050, 800}, {700, 450}, {300, 120}}});
    setPace(ms.stepMs, ms.thinkMs);
}

void CribPage::setPace(int stepMs, int thinkMs) {
    stepMs_ = stepMs;
    computers_->setPause(thinkMs);
}

QString CribPage::printText() const {
    return tr("&Print Match Sheet\u2026");
}

void CribPage::print() {
    if (!started_) return;
    previewCribMatchSheet(cribMatchSheetFor(table_->match(), table_->seats()), this);
}

QString CribPage::exportMatchSheet(const QString& path) const {
    if (!started_) return tr("There is no match to print.");
    return exportCribMatchSheetPdf(cribMatchSheetFor(table_->match(), table_->seats()), path);
}

QString CribPage::rulesMenuText() const {
    return tr("&Rules of Cribbage");
}

QString CribPage::rulesTitle() const {
    return tr("Rules of Once Around Cribbage");
}

QString CribPage::rulesHtml() const {
    return cribRulesHtml();
}

} // namespace club::app
