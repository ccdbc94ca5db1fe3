// SPDX-License-Identifier: GPL-3.0-or-later
// A graphics view showing one game's board: keeps the scene fitted to the
// window, and exposes the cells its owner describes (AccessibleCells) as
// separate accessible objects, so a screen reader can walk the board square
// by square. Each game's view adds its own keys.
#pragma once

#include <QGraphicsView>

#include <memory>

class QHelpEvent;
class QKeyEvent;

namespace club::app {

class AccessibleCells;

class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(QGraphicsScene* scene, QWidget* parent = nullptr);

    void setAccessibleCells(AccessibleCells* cells) { cells_ = cells; }
    AccessibleCells* accessibleCells() const { return cells_; }

    /// Tells assistive technology that the cells changed (a move was made).
    void announceCellsChanged();
    /// Tells assistive technology that the keyboard cursor is on `index`.
    void announceCellFocused(int index);

protected:
    /// Called before the scene is fitted, with the view's width / height.
    virtual void prepareFit(qreal aspect) { Q_UNUSED(aspect); }
    void fit();
    /// A tooltip event answered with cell `index` of the accessible cells:
    /// its name and what it means now; none where there is no cell (-1).
    /// @returns true (the event is handled).
    bool showCellToolTip(QHelpEvent* help, int index);
    /// The game's own keys: @returns true where the key was used (the
    /// event is accepted), false to leave it to the view.
    virtual bool boardKey(QKeyEvent* event) {
        Q_UNUSED(event);
        return false;
    }
    void keyPressEvent(QKeyEvent* event) final;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    AccessibleCells* cells_ = nullptr;
};

/// A game's board view over its own scene type, owning the accessible
/// cells it makes from that scene (`Cells(Scene*)`). The cells are unhooked
/// before they go, ahead of the base class's accessible objects. Every
/// board view whose cells are plain objects did this alike.
template <class Scene, class Cells> class BoardViewOf : public BoardView {
public:
    const Cells* cells() const { return cells_.get(); }

protected:
    BoardViewOf(Scene* scene, QWidget* parent)
        : BoardView(scene, parent), scene_(scene), cells_(std::make_unique<Cells>(scene)) {
        setAccessibleCells(cells_.get());
    }
    ~BoardViewOf() override { setAccessibleCells(nullptr); }

    Scene* const scene_;
    const std::unique_ptr<Cells> cells_;
};

} // namespace club::app
