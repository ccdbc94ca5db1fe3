// SPDX-License-Identifier: GPL-3.0-or-later
// The cribbage table as the phones' server sees it (issue 26): each seat's
// view and the playing of its choices are the engine's (seat_view_json.h);
// this follows the table's signals to say when a view changed or the
// phone seats did, and works a phone's hint out as the screen's is
// (crib_hint.h), off the GUI thread.
#pragma once

#include "phones/phone_table.h"

#include <functional>

namespace club::crib {
class Table;
}

namespace club::app {

class ComputerThinker;

class CribPhoneTable : public PhoneTable {
    Q_OBJECT
public:
    CribPhoneTable(crib::Table* table, QObject* parent = nullptr);

    QList<PhoneSeat> tableSeats() const override;
    int seatAwaited() const override;
    bool offersHint(int seat) const override;
    void requestHint(int seat) override;
    /// A hint being worked out for the table as it is now.
    bool isHinting() const;
    /// The phones see the table as the screen shows it: a move reaches
    /// them once the screen has shown it (screenCaughtUp()), not when the
    /// engine made it. A phone said who won the game while the pegs were
    /// still moving on the screen.
    void followTheScreen() { followsScreen_ = true; }
    /// The screen has shown all the table did: the phones are told.
    void screenCaughtUp() { emit changed(); }
    /// `tableOpen`: the page lets the seat to act play now (false while the
    /// cut for the deal waits for Deal on the screen).
    void setTableOpen(std::function<bool()> tableOpen) { tableOpen_ = std::move(tableOpen); }

signals:
    /// A phone's choice was played on the table (the page saves it).
    void choicePlayed(int seat);

protected:
    QJsonObject viewOf(int seat) const override;
    Message playChoice(int seat, const QString& choiceId) override;

private:
    bool isOpen() const;

    crib::Table* table_;
    ComputerThinker* hinter_;
    bool followsScreen_ = false;
    std::function<bool()> tableOpen_;
};

} // namespace club::app
