// SPDX-License-Identifier: GPL-3.0-or-later
// Which printed sheets of a drawn party night to print or export: table
// cards, tally cards, the draw sheet, the bracket (a knockout only) and the
// standings, all ticked to begin with.
#pragma once

#include "print/party_print.h"

#include <QDialog>
#include <QList>
#include <QPair>

class QCheckBox;

namespace club::app {

class PartySheetsDialog : public QDialog {
    Q_OBJECT
public:
    PartySheetsDialog(const QString& title, bool knockout, QWidget* parent = nullptr);

    /// The sheets ticked.
    PartySheets sheets() const;

private:
    QList<QPair<QCheckBox*, PartySheet>> boxes_;
};

} // namespace club::app
