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
        : PhoneTable(parent), seats_(std::move(seats)) {}

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
    QString gameId() const override { return QStringLiteral("stand-in"); }
    int seatCount() const override { return int(seats_.size()); }
    QString seatName(int seat) const override { return seats_.value(seat).name; }
    bool isPhoneSeat(int seat) const override { return seats_.value(seat).phone; }
    QJsonObject seatView(int) const override { return {}; }
    Message play(int, const QString&) override { return Message("Not a game."); }
    void requestHint(int) override {}
    int seatAwaited() const override { return awaited_; }

private:
    QList<FakeSeat> seats_;
    int awaited_ = -1;
};

} // namespace club::test
