// SPDX-License-Identifier: GPL-3.0-or-later
// What a board view tells assistive technology about the things drawn on it
// (squares, cards, men): each becomes its own accessible object with a name,
// a description, a place on the screen and, where a person may act on it, a
// press action. The view's owner words the cells; the view only relays them.
#pragma once

#include <QAccessible>
#include <QList>
#include <QRectF>
#include <QString>

namespace club::app {

struct AccessibleCell {
    QString name;
    QString description;
    QAccessible::Role role = QAccessible::Cell;
    QRectF sceneRect;       ///< where it is drawn, in scene coordinates
    int parent = -1;        ///< index of the cell it belongs to, or -1 for the board itself
    bool focused = false;   ///< the keyboard cursor is on it
    bool selected = false;  ///< picked, waiting for a second choice
    bool pressable = false; ///< a press does something now
};

class AccessibleCells {
public:
    virtual ~AccessibleCells() = default;
    /// The cells as they are now; called whenever assistive technology asks.
    virtual QList<AccessibleCell> accessibleCells() const = 0;
    /// Does what a click (or Enter on the cursor) on cell `index` would do.
    virtual void pressAccessibleCell(int index) = 0;
};

} // namespace club::app
