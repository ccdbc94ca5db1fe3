// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_view.h"

#include "common/follow_language.h"
#include "palette.h"
#include "pat_accessible_cells.h"
#include "pat_scene.h"

#include <QHelpEvent>
#include <QKeyEvent>

namespace club::app {

PatView::PatView(PatScene* scene, QWidget* parent) : BoardViewOf(scene, parent) {
    setBackgroundBrush(colours::walnut);
    followLanguage(this, [this] { setAccessibleName(tr("Patchesi board")); });
    setAccessibleDescription(
        tr("T or Space throws the die. The arrow keys, or Tab, go from one counter that can "
           "move to the next; Enter moves it."));
    setMinimumSize(360, 360);
    connect(scene_, &PatScene::selectionChanged, this,
            [this](int place) { announceCellFocused(place); });
    connect(scene_, &PatScene::marksChanged, this, &PatView::announceCellsChanged);
    // The page deletes the scene before its widgets: no cells without it.
    connect(scene_, &QObject::destroyed, this, [this] { setAccessibleCells(nullptr); });
}

PatView::~PatView() = default;

bool PatView::focusNextPrevChild(bool next) {
    // While a person chooses, Tab goes round the counters that can move.
    if (scene_->isInteractive() && scene_->choices().size() > 1) {
        scene_->selectNext(next ? 1 : -1);
        return true;
    }
    return BoardView::focusNextPrevChild(next);
}

bool PatView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        return showCellToolTip(help, scene_->placeAt(mapToScene(help->pos())));
    }
    return BoardView::viewportEvent(event);
}

bool PatView::boardKey(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Up:
        scene_->selectNext(-1);
        break;
    case Qt::Key_Right:
    case Qt::Key_Down:
        scene_->selectNext(1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (scene_->isThrowWanted())
            emit throwKeyPressed();
        else
            scene_->playSelected();
        break;
    case Qt::Key_T:
    case Qt::Key_Space:
        if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) return false;
        emit throwKeyPressed();
        break;
    default:
        return false;
    }
    return true;
}

} // namespace club::app
