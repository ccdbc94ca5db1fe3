// SPDX-License-Identifier: GPL-3.0-or-later
// The action ids a seat's phone sent lately and the table applied: a phone
// that lost its answer sends the action again, and the server acknowledges
// it again without applying it twice. The oldest are forgotten past a cap.
#pragma once

#include <QSet>
#include <QString>

#include <deque>

namespace club::app {

class RecentActions {
public:
    static constexpr int Remembered = 256;

    bool contains(const QString& actionId) const { return ids_.contains(actionId); }
    void add(const QString& actionId) {
        if (ids_.contains(actionId)) return;
        ids_.insert(actionId);
        order_.push_back(actionId);
        if (order_.size() > Remembered) {
            ids_.remove(order_.front());
            order_.pop_front();
        }
    }

private:
    QSet<QString> ids_;
    std::deque<QString> order_;
};

} // namespace club::app
