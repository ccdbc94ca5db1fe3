// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. table as the phone server sees it (issue 26): each seat's view
// and the playing of its choices from the engine (pm/seat_view_json.h),
// the hint as the screen gives it, and when the phones must be told. The
// page owns it; the phones' parts (app/phones) name no game.
#pragma once

#include "phones/phone_table.h"

#include <functional>

namespace club::pm {
class Table;
}

namespace club::app {

class ComputerThinker;

class PmPhoneTable : public PhoneTable {
    Q_OBJECT
public:
    /// `tableOpen`: the page lets the seat to move play now (false while
    /// the cut for dealer is still on the screen); nullptr: always.
    PmPhoneTable(pm::Table* table, std::function<bool()> tableOpen, QObject* parent = nullptr);
    ~PmPhoneTable() override;

    QList<PhoneSeat> tableSeats() const override;
    int seatAwaited() const override;
    bool offersHint(int seat) const override;
    void requestHint(int seat) override;

    /// The page's table opened to play (the cut for dealer dealt): the
    /// phones are told, as for any change.
    void tableOpened() { announceChange(); }

protected:
    QJsonObject viewOf(int seat) const override;
    Message playChoice(int seat, const QString& choiceId) override;

private:
    /// One changed() for the signals a move sends together.
    void announceChange();

    pm::Table* table_;
    std::function<bool()> tableOpen_;
    ComputerThinker* hinter_;
    bool changePending_ = false;
};

} // namespace club::app
