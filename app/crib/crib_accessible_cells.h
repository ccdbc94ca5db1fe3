// SPDX-License-Identifier: GPL-3.0-or-later
// The cribbage table as assistive technology sees it: each side's pegs (the
// holes they stand in, how far to go), the starter, the cards of the count or
// of the hand being shown, and the cards of the hand at the bottom, named
// only while its owner may look at them. A press on a hand card is a click.
#pragma once

#include "common/accessible_cells.h"

namespace club::app {

class CribScene;

class CribAccessibleCells : public AccessibleCells {
public:
    explicit CribAccessibleCells(CribScene* scene) : scene_(scene) {}
    QList<AccessibleCell> accessibleCells() const override;
    void pressAccessibleCell(int index) override;

private:
    CribScene* scene_;
    mutable int firstHandCell_ = 0;
};

} // namespace club::app
