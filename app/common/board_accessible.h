// SPDX-License-Identifier: GPL-3.0-or-later
// The accessible objects behind a BoardView: the view itself, whose children
// are the cells its owner describes, and one object per cell. Each cell is
// backed by a small QObject kept by the view, so Qt's accessibility cache
// looks after the interfaces' lifetimes as it does for widgets.
#pragma once

class QAccessibleInterface;

namespace club::app {

class BoardView;

/// Registers the factory that gives BoardViews and their cells their
/// accessible interfaces (once per process; later calls do nothing).
void installBoardAccessibleFactory();

/// The accessible interface of `view`'s cell `index`, or nullptr.
QAccessibleInterface* boardCellInterface(BoardView* view, int index);

} // namespace club::app
