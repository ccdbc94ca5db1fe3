// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men board as assistive technology sees it: eleven rows, top
// (row 11) to bottom as drawn, each holding its playable squares from a to
// k. Rows let a screen reader skip through the 105 squares eleven at a time,
// and a row's description lists its tokens like a line of the diagram. Each
// square is named in the notation (NOTATION.md) and says what stands there
// and what a press would mean now; a press is a click (KmScene::clickSquare).
#pragma once

#include "common/accessible_cells.h"
#include "common/accessible_cells_cache.h"

#include <QList>
#include <QString>

namespace club::app {

class KmScene;

class KmAccessibleCells : public AccessibleCells {
public:
    explicit KmAccessibleCells(KmScene* scene);

    QList<AccessibleCell> accessibleCells() const override;
    void pressAccessibleCell(int index) override;

    /// The index of `square`'s cell, or -1 for an Off corner.
    static int cellOfSquare(int square);
    /// The square of cell `index`, or km::NoSquare for a row's cell.
    static int squareOfCell(int index);
    /// What the square's cell says now (its description).
    QString describeSquare(int square) const;

private:
    // Everything the cells depend on; the list is rebuilt only when it changes,
    // as a screen reader asks for the cells many times over.
    struct Key {
        quint64 revision = 0; ///< the table's: any move, undo or load
        int selected = -1;
        int cursor = -1;
        bool cursorShown = false;
        bool interactive = false;
        bool animating = false;
        unsigned rowChoice = 0;
        QString language;
        bool operator==(const Key&) const = default;
    };
    Key currentKey() const;
    QList<AccessibleCell> build() const;

    KmScene* scene_;
    AccessibleCellsCache<Key> cache_;
};

} // namespace club::app
