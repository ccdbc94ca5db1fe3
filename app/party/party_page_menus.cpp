// SPDX-License-Identifier: GPL-3.0-or-later
// What the main window's menus ask of the party night page (GamePage): its
// file type, the New Night dialog, the printed sheets and the rules.
#include "common/file_dialogs.h"
#include "engine_message.h"
#include "party_new_night_dialog.h"
#include "party_page.h"
#include "party_rules_text.h"
#include "party_sheets_dialog.h"

#include <QDialog>
#include <QDir>
#include <QMessageBox>
#include <QPainter>

namespace club::app {

PageWords PartyPage::pageWords() {
    return {
        .gameId = QStringLiteral("party-night"),
        .saveExtension = QStringLiteral("pcnight"),
        .saveName = [] { return tr("Party night", "the name a save is offered under"); },
        .title = [] { return tr("Party Night"); },
        .fileFilter = [] { return tr("Party nights (*.pcnight)"); },
        .newGameText = [] { return tr("&New Party Night\u2026"); },
        .rulesMenuText = [] { return tr("&How a Party Night Runs"); },
        .rulesTitle = [] { return tr("How a Party Night Runs"); },
        .rulesHtml = [] { return partyRulesHtml(); },
    };
}

bool PartyPage::newGame() {
    PartyNewNightDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return false;
    if (const QString problem = drawNight(dialog.setup()); !problem.isEmpty()) {
        QMessageBox::warning(this, title(), problem);
        return false;
    }
    return true;
}

QString PartyPage::printText() const {
    return tr("&Print Cards and Sheets\u2026");
}

bool PartyPage::canPrint() const {
    return night_->isDrawn();
}

void PartyPage::print() {
    if (!canPrint()) return;
    if (const PartySheets which = chooseSheets(tr("Print Cards and Sheets"))) printSheets(which);
}

QString PartyPage::undoText() const {
    return tr("&Undo Last Result");
}

PartySheets PartyPage::chooseSheets(const QString& title) {
    PartySheetsDialog dialog(title, night_->state().format() == party::Format::Knockout, this);
    if (dialog.exec() != QDialog::Accepted) return {};
    return dialog.sheets();
}

void PartyPage::printSheets(PartySheets which) {
    const party::NightState state = night_->state();
    previewPartySheets(this, state, which, tr("Print Cards and Sheets"));
}

void PartyPage::exportSheets(PartySheets which) {
    const QString path = askSavePath(this, tr("Export Party Sheets"), FileKind::Sheet,
                                     fileNameFor(tr("Party night sheets"), QStringLiteral("pdf")),
                                     tr("PDF files (*.pdf)"));
    if (path.isEmpty()) return;
    if (const Message problem = exportPartySheetsPdf(night_->state(), which, path);
        !problem.isEmpty())
        QMessageBox::warning(this, tr("Export Party Sheets"), wordMessage(problem));
    else
        emit statusMessage(tr("The sheets are written to %1.").arg(QDir::toNativeSeparators(path)));
}

} // namespace club::app
