// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_view.h"

#include "common/follow_language.h"
#include "crib_accessible_cells.h"
#include "crib_scene.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QToolTip>

namespace club::app {

CribView::CribView(CribScene* scene, QWidget* parent) : BoardViewOf(scene, parent) {
    followLanguage(this, [this] { setAccessibleName(tr("Cribbage table")); });
    setMinimumSize(560, 420);
    connect(scene_, &CribScene::changed, this, &BoardView::announceCellsChanged);
}

CribView::~CribView() = default;

void CribView::prepareFit(qreal aspect) {
    scene_->relayout(aspect);
}

bool CribView::boardKey(QKeyEvent* event) {
    const bool playing = scene_->handMode() == CribScene::HandMode::Play;
    switch (event->key()) {
    case Qt::Key_Left:
        scene_->moveFocus(-1);
        break;
    case Qt::Key_Right:
        scene_->moveFocus(1);
        break;
    case Qt::Key_Home:
        scene_->focusCard(0);
        break;
    case Qt::Key_End:
        scene_->focusCard(int(scene_->hand().size()) - 1);
        break;
    case Qt::Key_Space:
        scene_->pressCard(scene_->focusedCard());
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (playing && !scene_->selectedCards().empty())
            emit confirmed();
        else
            scene_->pressCard(scene_->focusedCard());
        break;
    default:
        if (event->key() >= Qt::Key_1 && event->key() <= Qt::Key_6) {
            scene_->pressCard(event->key() - Qt::Key_1);
            break;
        }
        return false;
    }
    if (playing) {
        const int focus = scene_->focusedCard();
        const QList<AccessibleCell> cells = cells_->accessibleCells();
        for (int i = 0; i < cells.size(); ++i)
            if (cells[i].focused) announceCellFocused(i);
        Q_UNUSED(focus);
    }
    return true;
}

bool CribView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPointF at = mapToScene(help->pos());
        for (const AccessibleCell& cell : cells_->accessibleCells())
            if (cell.role == QAccessible::ListItem && cell.sceneRect.contains(at)) {
                QToolTip::showText(help->globalPos(), cell.name, viewport());
                return true;
            }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return BoardView::viewportEvent(event);
}

} // namespace club::app
