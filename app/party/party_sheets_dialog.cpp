// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_sheets_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace club::app {

PartySheetsDialog::PartySheetsDialog(const QString& title, bool knockout, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Which sheets?"), this));
    struct Choice {
        PartySheet sheet;
        QString text;
        bool applies;
    };
    const Choice choices[] = {
        {PartySheet::TableCards, tr("&Table cards: one for each table, who sits there"), true},
        {PartySheet::TallyCards,
         knockout ? tr("T&ally cards: one for each pair") : tr("T&ally cards: one for each player"),
         true},
        {PartySheet::DrawSheet, tr("&Draw sheet: every table of this round"), true},
        {PartySheet::Bracket, tr("&Bracket: the knockout as a tree"), knockout},
        {PartySheet::Standings, tr("&Standings with the prizes"), true},
    };
    for (const Choice& c : choices) {
        if (!c.applies) continue;
        auto* box = new QCheckBox(c.text, this);
        box->setChecked(true);
        layout->addWidget(box);
        boxes_.append({box, c.sheet});
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

PartySheets PartySheetsDialog::sheets() const {
    PartySheets which;
    for (const auto& [box, sheet] : boxes_)
        if (box->isChecked()) which |= sheet;
    return which;
}

} // namespace club::app
