// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_view.h"

#include "common/follow_language.h"
#include "pm_accessible_cells.h"
#include "pm_scene.h"

#include <QKeyEvent>

namespace club::app {

PmView::PmView(PmScene* scene, QWidget* parent) : BoardView(scene, parent), scene_(scene) {
    followLanguage(this, [this] { setAccessibleName(tr("P.M. table")); });
    setMinimumSize(640, 400);
    // Screen readers hear the hand only while its owner may see it (PM-16).
    connect(scene_, &PmScene::handDescribed, this,
            [this](const QString& text) { setAccessibleDescription(text); });
    cells_ = new PmAccessibleCells(scene_, this);
    setAccessibleCells(cells_);
    connect(cells_, &PmAccessibleCells::cellsChanged, this, &BoardView::announceCellsChanged);
    connect(cells_, &PmAccessibleCells::focusMoved, this, &BoardView::announceCellFocused);
}

void PmView::prepareFit(qreal aspect) {
    scene_->relayout(aspect); // the boards re-flow to the window's shape
}

bool PmView::boardKey(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left:
        scene_->moveSelection(-1);
        break;
    case Qt::Key_Right:
        scene_->moveSelection(1);
        break;
    case Qt::Key_Up:
        scene_->cycleOption(-1);
        break;
    case Qt::Key_Down:
        scene_->cycleOption(1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        scene_->playFocused();
        break;
    case Qt::Key_Home:
        scene_->chooseCard(0);
        break;
    case Qt::Key_End:
        scene_->chooseCard(scene_->handSize() - 1);
        break;
    case Qt::Key_0: // the tenth card; 1 to 9 are the first nine
        scene_->chooseCard(9);
        break;
    default:
        if (event->key() >= Qt::Key_1 && event->key() <= Qt::Key_9) {
            scene_->chooseCard(event->key() - Qt::Key_1);
            break;
        }
        return false;
    }
    return true;
}

} // namespace club::app
