// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_view.h"

#include "common/follow_language.h"
#include "km_accessible_cells.h"
#include "km_scene.h"
#include "palette.h"

#include <QAccessible>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>

namespace club::app {

KmView::KmView(KmScene* scene, QWidget* parent) : BoardViewOf(scene, parent) {
    setBackgroundBrush(colours::walnut);
    followLanguage(this, [this] { setAccessibleName(tr("King's Men board")); });
    setAccessibleDescription(
        tr("Arrow keys move over the squares; Enter or Space picks a token, then where it goes; "
           "Escape drops the choice. Tab reaches the side panel, where rows are cleared and "
           "passes made."));
    setMinimumSize(400, 400);
    connect(scene_, &KmScene::cursorMoved, this,
            [this](int square) { announceCellFocused(KmAccessibleCells::cellOfSquare(square)); });
    connect(scene_, &KmScene::marksChanged, this, &KmView::announceCellsChanged);
    // The page deletes the scene before its widgets: no cells without it.
    connect(scene_, &QObject::destroyed, this, [this] { setAccessibleCells(nullptr); });
}

KmView::~KmView() = default;

void KmView::focusInEvent(QFocusEvent* event) {
    QGraphicsView::focusInEvent(event);
    // Coming by the keyboard, or with a screen reader on: show the cursor
    // where it was, so the focus lands on a square.
    const bool byKeys =
        event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason;
    if (byKeys || (QAccessible::isActive() && event->reason() != Qt::MouseFocusReason))
        scene_->moveCursor(0, 0);
}

// The tooltip names the square under the mouse and says what it means now.
bool KmView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int square = scene_->squareAt(mapToScene(help->pos()));
        return showCellToolTip(help, KmAccessibleCells::cellOfSquare(square));
    }
    return BoardView::viewportEvent(event);
}

bool KmView::boardKey(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left:
        scene_->moveCursor(-1, 0);
        break;
    case Qt::Key_Right:
        scene_->moveCursor(1, 0);
        break;
    case Qt::Key_Up:
        scene_->moveCursor(0, 1);
        break;
    case Qt::Key_Down:
        scene_->moveCursor(0, -1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (scene_->isCursorShown()) scene_->clickSquare(scene_->cursor());
        scene_->moveCursor(0, 0); // the focus again: what the square means now
        break;
    case Qt::Key_Escape:
        scene_->clearSelection();
        break;
    default:
        return false;
    }
    return true;
}

} // namespace club::app
