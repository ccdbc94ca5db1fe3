#include "km_view.h"

#include "km_scene.h"
#include "palette.h"

#include <QAccessible>
#include <QFocusEvent>
#include <QKeyEvent>

namespace club::app {

KmView::KmView(KmScene* scene, QWidget* parent) : QGraphicsView(scene, parent), scene_(scene) {
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setBackgroundBrush(colours::walnut);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("King's Men board"));
    setAccessibleDescription(tr("Arrow keys move over the squares; Enter or Space picks."));
    setMinimumSize(400, 400);
    connect(scene_, &KmScene::cursorMoved, this,
            [this](int, const QString& description) { announce(description); });
}

void KmView::fit() {
    if (width() <= 0 || height() <= 0) return;
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

void KmView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fit();
}

void KmView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    fit();
}

void KmView::focusInEvent(QFocusEvent* event) {
    QGraphicsView::focusInEvent(event);
    // Coming by the keyboard: show the cursor where it was.
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        scene_->moveCursor(0, 0);
}

void KmView::announce(const QString& description) {
    setAccessibleDescription(description);
    setToolTip(description);
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void KmView::keyPressEvent(QKeyEvent* event) {
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
        scene_->moveCursor(0, 0); // what stands there now
        break;
    case Qt::Key_Escape:
        scene_->clearSelection();
        break;
    default:
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace club::app
