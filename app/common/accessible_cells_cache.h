// SPDX-License-Identifier: GPL-3.0-or-later
// A board's accessible cells kept until what they show changes: a screen
// reader asks for them many times over, and building them words every
// square. `Key` is everything the cells depend on (compared with ==).
#pragma once

#include "accessible_cells.h"

#include <QList>

namespace club::app {

template <class Key> class AccessibleCellsCache {
public:
    /// The cells for `key`: those kept, or `build()`'s where the key changed.
    template <class Build> QList<AccessibleCell> cells(const Key& key, Build build) const {
        if (!built_ || !(key == key_)) {
            cells_ = build();
            key_ = key;
            built_ = true;
        }
        return cells_;
    }

private:
    mutable Key key_{};
    mutable QList<AccessibleCell> cells_;
    mutable bool built_ = false;
};

} // namespace club::app
