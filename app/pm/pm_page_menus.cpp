// SPDX-License-Identifier: GPL-3.0-or-later
// What the main window's menus ask of the P.M. page (GamePage): its file
// type, its new-rubber dialog, resume, print, pace and rules. The menu words
// keep the translation context they had in the main window.
#include "common/autosaver.h"
#include "common/pace.h"
#include "engine/pm/table.h"
#include "pm_cut_screen.h"
#include "pm_new_rubber_dialog.h"
#include "pm_page.h"
#include "pm_rules_text.h"
#include "pm_scene.h"
#include "pm_score_dialog.h"

#include <QAction>
#include <QInputDialog>
#include <QMessageBox>

namespace club::app {

PageWords PmPage::pageWords() {
    return {
        .gameId = QStringLiteral("pm"),
        .saveExtension = QStringLiteral("pmrubber"),
        .saveName = [] { return tr("P.M. rubber", "the name a save is offered under"); },
        .title = [] { return tr("P.M."); },
        .fileFilter = [] { return tr("P.M. rubbers (*.pmrubber *.json)"); },
        .newGameText = [] { return tr("&New Rubber of P.M.\u2026"); },
        .rulesMenuText = [] { return tr("&Rules of P.M."); },
        .rulesTitle = [] { return tr("Rules of P.M."); },
        .rulesHtml = [] { return pmRulesHtml(); },
    };
}

void PmPage::createMenuActions() {
    blankSheetsAction_ = new QAction(this); // its words: PmPage::retranslate()
    connect(blankSheetsAction_, &QAction::triggered, this, [this] {
        bool ok = false;
        const int n =
            QInputDialog::getInt(this, tr("Blank Score Sheets"), tr("Players:"), 4, 2, 8, 1, &ok);
        if (ok) PmScoreDialog::printPreview(blankScoreSheet(n), this);
    });
}

bool PmPage::hasGame() const {
    return table_->hasRubber();
}

bool PmPage::hasGameInProgress() const {
    return table_->hasRubber() && !table_->rubber().isOver();
}

bool PmPage::newGame() {
    PmNewRubberDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return false;
    if (const QString problem = startRubber(dialog.config()); !problem.isEmpty())
        QMessageBox::warning(this, tr("New Rubber"), problem);
    return true;
}

QString PmPage::printText() const {
    return tr("&Print Score Sheet\u2026");
}

void PmPage::print() {
    if (hasGame()) PmScoreDialog::printPreview(scoreSheetFor(table_->rubber()), this);
}

QString PmPage::undoText() const {
    return tr("&Undo My Move");
}

void PmPage::setPace(int pace) {
    const PaceMs ms = paceMs(pace, {{{260, 1100}, {150, 550}, {50, 120}}});
    setPace(ms.stepMs, ms.thinkMs);
}

} // namespace club::app
