// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_view.h"

#include "accessible_cells.h"
#include "board_accessible.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QToolTip>

namespace club::app {

BoardView::BoardView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
    installBoardAccessibleFactory();
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setFocusPolicy(Qt::StrongFocus);
}

void BoardView::fit() {
    if (width() <= 0 || height() <= 0 || !scene()) return;
    prepareFit(qreal(width()) / height());
    fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (boardKey(event))
        event->accept();
    else
        QGraphicsView::keyPressEvent(event);
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fit();
}

void BoardView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    fit();
}

void BoardView::announceCellsChanged() {
    if (!QAccessible::isActive()) return;
    QAccessibleEvent event(this, QAccessible::ObjectReorder);
    QAccessible::updateAccessibility(&event);
}

void BoardView::announceCellFocused(int index) {
    if (!QAccessible::isActive() || !hasFocus()) return;
    if (QAccessibleInterface* cell = boardCellInterface(this, index)) {
        QAccessibleEvent event(cell, QAccessible::Focus);
        QAccessible::updateAccessibility(&event);
    }
}

bool BoardView::showCellToolTip(QHelpEvent* help, int index) {
    const QList<AccessibleCell> cells =
        cells_ ? cells_->accessibleCells() : QList<AccessibleCell>();
    if (index < 0 || index >= cells.size()) {
        QToolTip::hideText();
        help->ignore();
        return true;
    }
    const AccessibleCell& cell = cells[index];
    QToolTip::showText(help->globalPos(), tr("%1: %2").arg(cell.name, cell.description),
                       viewport());
    return true;
}

} // namespace club::app
