// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_accessible.h"

#include "accessible_cells.h"
#include "board_view.h"

#include <QAccessibleObject>
#include <QAccessibleWidget>
#include <QPointer>

namespace club::app {
namespace {

// Stands for one cell of a board view in Qt's accessibility cache. The view
// keeps as many as it has ever had cells; an index past the current count is
// simply not offered as a child.
class CellObject : public QObject {
public:
    CellObject(BoardView* view, int index) : QObject(view), view(view), index(index) {}
    BoardView* view;
    int index;
};

QList<AccessibleCell> cellsOf(const BoardView* view) {
    AccessibleCells* cells = view ? view->accessibleCells() : nullptr;
    return cells ? cells->accessibleCells() : QList<AccessibleCell>{};
}

CellObject* cellObject(BoardView* view, int index) {
    if (!view || index < 0) return nullptr;
    // Not findChildren<CellObject*>: without Q_OBJECT it would match every
    // child (the viewport too) and cast it blindly.
    for (QObject* child : view->children())
        if (auto* object = dynamic_cast<CellObject*>(child); object && object->index == index)
            return object;
    return new CellObject(view, index);
}

// The indexes of the cells whose parent is `parent` (-1: the board's own).
QList<int> childrenOf(const QList<AccessibleCell>& cells, int parent) {
    QList<int> children;
    for (int i = 0; i < cells.size(); ++i)
        if (cells[i].parent == parent) children.append(i);
    return children;
}

QRect screenRect(BoardView* view, const QRectF& sceneRect) {
    const QRect inView = view->mapFromScene(sceneRect).boundingRect();
    return QRect(view->viewport()->mapToGlobal(inView.topLeft()), inView.size());
}

QAccessibleInterface* childAtPoint(BoardView* view, int parent, int x, int y) {
    const QList<AccessibleCell> cells = cellsOf(view);
    // Topmost first: later cells are drawn over earlier ones.
    const QList<int> children = childrenOf(cells, parent);
    for (auto it = children.crbegin(); it != children.crend(); ++it)
        if (screenRect(view, cells[*it].sceneRect).contains(x, y))
            return boardCellInterface(view, *it);
    return nullptr;
}

class CellAccessible : public QAccessibleObject, public QAccessibleActionInterface {
public:
    explicit CellAccessible(CellObject* object) : QAccessibleObject(object), cell_(object) {}

    bool isValid() const override {
        return QAccessibleObject::isValid() && cell_->index < cellsOf(cell_->view).size();
    }
    QAccessibleInterface* parent() const override {
        const QList<AccessibleCell> cells = cellsOf(cell_->view);
        const int up = cell_->index < cells.size() ? cells[cell_->index].parent : -1;
        return up < 0 ? QAccessible::queryAccessibleInterface(cell_->view)
                      : boardCellInterface(cell_->view, up);
    }
    int childCount() const override {
        return int(childrenOf(cellsOf(cell_->view), cell_->index).size());
    }
    QAccessibleInterface* child(int i) const override {
        const QList<int> children = childrenOf(cellsOf(cell_->view), cell_->index);
        return i >= 0 && i < children.size() ? boardCellInterface(cell_->view, children[i])
                                             : nullptr;
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        auto* object = child ? dynamic_cast<CellObject*>(child->object()) : nullptr;
        return object ? int(childrenOf(cellsOf(cell_->view), cell_->index).indexOf(object->index))
                      : -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        return childAtPoint(cell_->view, cell_->index, x, y);
    }
    QString text(QAccessible::Text t) const override {
        const AccessibleCell c = current();
        if (t == QAccessible::Name) return c.name;
        if (t == QAccessible::Description) return c.description;
        return {};
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override { return screenRect(cell_->view, current().sceneRect); }
    QAccessible::Role role() const override { return current().role; }
    QAccessible::State state() const override {
        const AccessibleCell c = current();
        QAccessible::State s;
        s.focusable = c.pressable || childCount() == 0; // a group of cells is not a stop
        s.focused = c.focused && cell_->view->hasFocus();
        s.selectable = c.pressable;
        s.selected = c.selected;
        s.disabled = !c.pressable && c.role == QAccessible::Button;
        s.invisible = !cell_->view->isVisible();
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override {
        if (t == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return QAccessibleObject::interface_cast(t);
    }
    QStringList actionNames() const override {
        return current().pressable ? QStringList{pressAction()} : QStringList{};
    }
    void doAction(const QString& name) override {
        if (name != pressAction() || !current().pressable) return;
        if (AccessibleCells* cells = cell_->view->accessibleCells())
            cells->pressAccessibleCell(cell_->index);
    }
    QStringList keyBindingsForAction(const QString& name) const override {
        return name == pressAction() ? QStringList{QStringLiteral("Return")} : QStringList{};
    }

private:
    AccessibleCell current() const {
        const QList<AccessibleCell> cells = cellsOf(cell_->view);
        return cell_->index < cells.size() ? cells[cell_->index] : AccessibleCell{};
    }
    QPointer<CellObject> cell_;
};

// The view: its children are the board's top-level cells, not its viewport.
class BoardViewAccessible : public QAccessibleWidget {
public:
    explicit BoardViewAccessible(BoardView* view)
        : QAccessibleWidget(view, QAccessible::Pane), view_(view) {}

    int childCount() const override { return int(childrenOf(cellsOf(view_), -1).size()); }
    QAccessibleInterface* child(int i) const override {
        const QList<int> children = childrenOf(cellsOf(view_), -1);
        return i >= 0 && i < children.size() ? boardCellInterface(view_, children[i]) : nullptr;
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        auto* object = child ? dynamic_cast<CellObject*>(child->object()) : nullptr;
        return object && object->view == view_
                   ? int(childrenOf(cellsOf(view_), -1).indexOf(object->index))
                   : -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        return childAtPoint(view_, -1, x, y);
    }
    QAccessibleInterface* focusChild() const override {
        if (!view_->hasFocus()) return nullptr;
        const QList<AccessibleCell> cells = cellsOf(view_);
        for (int i = 0; i < cells.size(); ++i)
            if (cells[i].focused) return boardCellInterface(view_, i);
        return nullptr;
    }

private:
    BoardView* view_;
};

QAccessibleInterface* boardFactory(const QString&, QObject* object) {
    if (auto* cell = dynamic_cast<CellObject*>(object)) return new CellAccessible(cell);
    if (auto* view = qobject_cast<BoardView*>(object)) return new BoardViewAccessible(view);
    return nullptr;
}

} // namespace

void installBoardAccessibleFactory() {
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

QAccessibleInterface* boardCellInterface(BoardView* view, int index) {
    if (!view || index < 0 || index >= cellsOf(view).size()) return nullptr;
    return QAccessible::queryAccessibleInterface(cellObject(view, index));
}

} // namespace club::app
