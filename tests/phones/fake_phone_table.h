// SPDX-License-Identifier: GPL-3.0-or-later
// A table of named seats, some on phones, for the Phones dialog's suites:
// no game, only what the dialog and its hosting read.
#pragma once

#include "phones/phone_table.h"

#include <QList>

namespace club::test {

class FakePhoneTable : public app::PhoneTable {
    Q_OBJECT
public:
    struct FakeSeat {
        QString name;
        bool phone = false;
    };
    explicit FakePhoneTable(QList<FakeSeat> seats, QObject* parent = nullptr)
        : PhoneTable(QStringLiteral("stand-in"), parent), seats_(std::move(seats)) {}

    /// Puts `seat` on a phone or back on the screen, as a page would.
    void setPhone(int seat, bool phone) {
        seats_[seat].phone = phone;
        emit seatsChanged();
    }

    /// The seat the table waits for now (as a page's turn would say).
    void setAwaited(int seat) {
        awaited_ = seat;
        emit changed();
    }
    QList<app::PhoneSeat> tableSeats() const override {
        QList<app::PhoneSeat> seats;
        for (const FakeSeat& seat : seats_)
            seats.append({seat.name, seat.phone});
        return seats;
    }
    bool offersHint(int) const override { return false; }
    void requestHint(int) override {}
    int seatAwaited() const override { return awaited_; }

protected:
    QJsonObject viewOf(int) const override { return {}; }
    Message playChoice(int, const QString&) override { return Message("Not a game."); }

private:
    QList<FakeSeat> seats_;
    int awaited_ = -1;
};

} // namespace club::test
