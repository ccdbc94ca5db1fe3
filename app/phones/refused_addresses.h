// SPDX-License-Identifier: GPL-3.0-or-later
// The addresses the phones' server refuses for a while because they gave
// wrong secrets too often (someone guessing links on the network): a
// number of bad joins within a window starts a refusal of a fixed length.
// Times are milliseconds on one steady clock, given by the caller.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QList>

namespace club::app {

class RefusedAddresses {
public:
    struct Limits {
        int badJoins = 10;            ///< this many bad joins...
        qint64 windowMs = 60'000;     ///< ...within this time...
        qint64 refuseMs = 5 * 60'000; ///< ...refuse the address this long
    };

    void setLimits(const Limits& limits) { limits_ = limits; }
    const Limits& limits() const { return limits_; }

    /// Notes a bad join from `address` at `nowMs`. @returns true when this
    /// one starts a refusal (the host is told once).
    bool noteBadJoin(const QHostAddress& address, qint64 nowMs);
    bool isRefused(const QHostAddress& address, qint64 nowMs) const;
    void clear() { addresses_.clear(); }

private:
    struct Record {
        QList<qint64> badJoins; ///< times within the window, oldest first
        qint64 refusedUntil = -1;
    };
    Limits limits_;
    QHash<QHostAddress, Record> addresses_;
};

} // namespace club::app
