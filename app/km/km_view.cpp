#include "km_view.h"

#include "km_scene.h"
#include "palette.h"

#include <QAccessible>
#include <QFocusEvent>
#include <QKeyEvent>

namespace club::app {

KmView::KmView(KmScene* scene, QWidget* parent) : BoardView(scene, parent), scene_(scene) {
    setBackgroundBrush(colours::walnut);
    setAccessibleName(tr("King's Men board"));
    setAccessibleDescription(tr("Arrow keys move over the squares; Enter or Space picks."));
    setMinimumSize(400, 400);
    connect(scene_, &KmScene::cursorMoved, this,
            [this](int, const QString& description) { announce(description); });
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
