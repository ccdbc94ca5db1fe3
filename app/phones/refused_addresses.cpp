// SPDX-License-Identifier: GPL-3.0-or-later
#include "refused_addresses.h"

namespace club::app {

bool RefusedAddresses::noteBadJoin(const QHostAddress& address, qint64 nowMs) {
    // Forget what is past, so the table stays as small as the guessing.
    for (auto it = addresses_.begin(); it != addresses_.end();) {
        QList<qint64>& times = it->badJoins;
        while (!times.isEmpty() && times.first() <= nowMs - limits_.windowMs)
            times.removeFirst();
        if (times.isEmpty() && it->refusedUntil <= nowMs)
            it = addresses_.erase(it);
        else
            ++it;
    }
    Record& record = addresses_[address];
    if (record.refusedUntil > nowMs) return false;
    record.badJoins.append(nowMs);
    if (record.badJoins.size() < limits_.badJoins) return false;
    record.badJoins.clear();
    record.refusedUntil = nowMs + limits_.refuseMs;
    return true;
}

bool RefusedAddresses::isRefused(const QHostAddress& address, qint64 nowMs) const {
    const auto it = addresses_.constFind(address);
    return it != addresses_.constEnd() && it->refusedUntil > nowMs;
}

} // namespace club::app
