// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men board as a graphics scene: the printed board, the wooden
// tokens, and the marks that show what a person may do now (tokens that can
// move, destinations, a jump's landing, the Lodges open to a captured token,
// the rows formed). A person clicks or drags, or moves a keyboard cursor;
// the scene only reports the move picked. It draws from the table's
// signals and asks the engine which moves are legal: it knows no rule.
#pragma once

#include "common/animated_scene.h"
#include "engine/km/move.h"
#include "engine/km/position.h"

#include <QList>

#include <array>

class QAbstractAnimation;
class QGraphicsPathItem;

namespace club::km {
class Table;
}

namespace club::app {

class SpriteSheet;
class SpriteItem;

class KmScene : public AnimatedScene {
    Q_OBJECT
public:
    static constexpr qreal SquareSize = 100; ///< scene units per square
    static constexpr qreal Margin = 40;      ///< the printed frame round the squares

    KmScene(SpriteSheet* sheet, km::Table* table, QObject* parent = nullptr);

    QRectF squareRect(int square) const;
    /// The playable square under `scenePos`, or km::NoSquare.
    int squareAt(const QPointF& scenePos) const;

    /// Whether a person chooses now (else clicks are ignored and no marks show).
    void setInteractive(bool on);
    bool isInteractive() const { return interactive_; }
    /// Milliseconds a token takes to move; 0 places it at once.
    void setAnimationMs(int ms) { animationMs_ = ms; }
    /// The rows drawn as chosen while the Clear choice is open (bit i: row i).
    void setRowChoice(unsigned mask);

    const km::Table* table() const { return table_; }
    int selected() const { return selected_; }
    int cursor() const { return cursor_; }
    bool isCursorShown() const;
    /// The rows ticked to clear while the Clear choice is open (bit i: row i).
    unsigned rowChoice() const { return rowChoice_; }
    /// Where the captured token waits for its Lodge, from the last jump.
    int heldSquare() const;
    /// Whether a click on `square` would do something now (select, move, place).
    bool isSquarePressable(int square) const;
    /// The squares the selected token may go to.
    QList<int> destinations() const;
    /// Squares showing a Lodge mark for the captured token.
    QList<int> lodgeChoices() const;

    /// A click on a square, as the mouse or the keyboard makes it.
    void clickSquare(int square);
    /// Moves the keyboard cursor one square (skipping the cut-off corners).
    void moveCursor(int dColumn, int dRow);
    void clearSelection();
    /// Shows a suggested choice as a person would make it: the token
    /// selected with its destinations marked, the cursor on where it goes.
    void pointTo(const km::Move& move);

signals:
    void movePicked(const club::km::Move& move);
    /// The keyboard cursor moved (or was shown) onto `square`.
    void cursorMoved(int square);
    /// The marks were redrawn: a move, a selection or a row choice changed.
    void marksChanged();
    /// A short note for the person (a token that cannot move, ...).
    void hint(const QString& text);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    // Stacking order, bottom to top.
    static constexpr qreal ZLastMove = 1, ZMark = 2, ZRows = 2.5, ZToken = 3, ZHeld = 3.5,
                           ZTarget = 5, ZCursor = 6, ZDragged = 10;

    void rebuild();
    void onMoveMade(const km::Change& change);
    void refreshMarks();
    void refreshMarkItems();
    void addMark(const QString& id, int square, qreal z);
    SpriteItem* makeToken(km::Cell cell, int square);
    void slide(SpriteItem* token, int square);
    void stopAnimations();
    QList<km::Move> movesFrom(int square) const;
    /// Shows the keyboard cursor on `square`.
    void placeCursor(int square);

    SpriteSheet* sheet_;
    km::Table* table_;
    SpriteItem* board_;
    SpriteItem* cursorItem_;
    std::array<SpriteItem*, km::SquareCount> tokens_{};
    SpriteItem* held_ = nullptr; ///< the jumped token, until it is placed
    QList<SpriteItem*> marks_;
    QList<QGraphicsPathItem*> rowMarks_;
    unsigned rowChoice_ = ~0u;
    bool interactive_ = false;
    int animationMs_ = 260;
    int selected_ = km::NoSquare;
    // The token a hint selected, until the next click: a person following
    // the hint clicks it, and that click must not take the selection away.
    int pointed_ = km::NoSquare;
    int cursor_ = km::squareAt(5, 5);
    // Dragging a token: where the press was and whether it has left its square.
    int pressSquare_ = km::NoSquare;
    QPointF pressPos_;
    bool dragging_ = false;
};

} // namespace club::app
