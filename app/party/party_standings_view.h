// SPDX-License-Identifier: GPL-3.0-or-later
// The standings as the engine ranks them (party::standingsOf): a drive's
// place, name, running total, games won at the table and best game; a
// knockout's pairs by the round they went out in; the prizes once the night
// is over, in a line above the table.
#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace club::party {
class NightState;
}

namespace club::app {

class PartyStandingsView : public QWidget {
    Q_OBJECT
public:
    explicit PartyStandingsView(QWidget* parent = nullptr);

    void showNight(const party::NightState& night);
    QTableWidget* table() const { return table_; }
    QLabel* prizesLabel() const { return prizes_; }

    /// "1", or "=3" for a shared place; empty while a pair is still in.
    static QString placeText(int place, bool shared);

private:
    QLabel* prizes_;
    QTableWidget* table_;
};

} // namespace club::app
