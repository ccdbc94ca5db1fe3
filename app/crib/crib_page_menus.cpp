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

PageWords CribPage::pageWords() {
    return {
        .gameId = QStringLiteral("cribbage"),
        .saveExtension = QStringLiteral("cribbage"),
        .saveName = [] { return tr("Cribbage match", "the name a save is offered under"); },
        .title = [] { return tr("Once Around Cribbage"); },
        .fileFilter = [] { return tr("Cribbage matches (*.cribbage)"); },
        .newGameText = [] { return tr("&New Match of Cribbage\u2026"); },
        .rulesMenuText = [] { return tr("&Rules of Cribbage"); },
        .rulesTitle = [] { return tr("Rules of Once Around Cribbage"); },
        .rulesHtml = [] { return cribRulesHtml(); },
    };
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
    if (!hasGame()) return;
    previewCribMatchSheet(cribMatchSheetFor(table_->match(), table_->seats()), this);
}

QString CribPage::exportMatchSheet(const QString& path) const {
    if (!hasGame()) return tr("There is no match to print.");
    return exportCribMatchSheetPdf(cribMatchSheetFor(table_->match(), table_->seats()), path);
}

} // namespace club::app
