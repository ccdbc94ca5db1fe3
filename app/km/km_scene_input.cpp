// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men scene's input: clicks, drags and the keyboard cursor,
// turned into the move a person picks (the scene's drawing is in km_scene.cpp).
#include "km_scene.h"

#include "common/sprite_item.h"
#include "engine/km/table.h"
#include "km_words.h"

#include <QGraphicsSceneMouseEvent>

namespace club::app {

void KmScene::clickSquare(int square) {
    if (!interactive_ || square == km::NoSquare || isAnimating()) return;
    const km::Position& p = table_->position();
    if (p.phase() == km::Phase::PlaceCaptured) {
        if (lodgeChoices().contains(square))
            emit movePicked(km::Move::place(square));
        else
            emit hint(p.capturedSide() == km::Side::A
                          ? tr("Choose one of the marked Orange Lodges for the captured token.")
                          : tr("Choose one of the marked Blue Lodges for the captured token."));
        return;
    }
    if (p.phase() != km::Phase::Move && p.phase() != km::Phase::ExtraMove) return;
    const bool pointedHere = square == selected_ && square == pointed_;
    pointed_ = km::NoSquare;
    if (pointedHere) return; // the hint's token, clicked as the hint says: kept
    if (selected_ != km::NoSquare)
        for (const km::Move& m : movesFrom(selected_))
            if (m.to == square) {
                selected_ = km::NoSquare;
                emit movePicked(m);
                return;
            }
    if (square == selected_) {
        clearSelection();
        return;
    }
    // A square the selected token may not go to: the player is told why.
    if (selected_ != km::NoSquare && p.at(square) != km::cellOf(p.toMove())) {
        const QString why = kmwords::notAllowedText(km::whyNot(p, selected_, square));
        if (!why.isEmpty()) emit hint(why);
    }
    if (p.at(square) == km::cellOf(p.toMove())) {
        if (movesFrom(square).isEmpty()) {
            emit hint(tr("The token on %1 cannot move now.")
                          .arg(QString::fromStdString(km::squareName(square))));
            clearSelection();
            return;
        }
        selected_ = square;
        refreshMarks();
        return;
    }
    clearSelection();
}

// Mirrors clickSquare: true where a click selects, moves or places.
bool KmScene::isSquarePressable(int square) const {
    if (!interactive_ || square == km::NoSquare || isAnimating()) return false;
    const km::Position& p = table_->position();
    if (p.phase() == km::Phase::PlaceCaptured) return lodgeChoices().contains(square);
    if (p.phase() != km::Phase::Move && p.phase() != km::Phase::ExtraMove) return false;
    if (square == selected_ || destinations().contains(square)) return true;
    return p.at(square) == km::cellOf(p.toMove()) && !movesFrom(square).isEmpty();
}

bool KmScene::isCursorShown() const {
    return cursorItem_->isVisible();
}

void KmScene::moveCursor(int dColumn, int dRow) {
    int column = km::columnOf(cursor_), row = km::rowOf(cursor_);
    if (cursorItem_->isVisible()) {
        // Skip the cut-off corners: keep going until a playable square.
        do {
            column += dColumn;
            row += dRow;
        } while (column >= 0 && column < km::BoardSize && row >= 0 && row < km::BoardSize &&
                 km::zoneAt(column, row) == km::Zone::Off);
        if (km::zoneAt(column, row) != km::Zone::Off) cursor_ = km::squareAt(column, row);
    }
    placeCursor(cursor_);
}

void KmScene::placeCursor(int square) {
    cursor_ = square;
    cursorItem_->setVisible(true);
    cursorItem_->setPos(squareRect(cursor_).topLeft());
    emit cursorMoved(cursor_);
}

void KmScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QGraphicsScene::mousePressEvent(event);
    event->accept();
    const int square = squareAt(event->scenePos());
    pressSquare_ = km::NoSquare;
    dragging_ = false;
    if (square == km::NoSquare) return clearSelection();
    const bool wasSelected = square == selected_ && square != pointed_;
    clickSquare(square);
    // A press on a token that may move also starts a drag.
    if (selected_ == square && !wasSelected && tokens_[square]) {
        pressSquare_ = square;
        pressPos_ = event->scenePos();
    }
}

void KmScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (pressSquare_ == km::NoSquare || !(event->buttons() & Qt::LeftButton))
        return QGraphicsScene::mouseMoveEvent(event);
    SpriteItem* token = tokens_[pressSquare_];
    if (!token) return;
    if (!dragging_ && QLineF(pressPos_, event->scenePos()).length() < SquareSize / 8) return;
    dragging_ = true;
    token->setZValue(ZDragged);
    token->setPos(event->scenePos() - QPointF(SquareSize / 2, SquareSize / 2));
}

void KmScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    const int from = pressSquare_;
    pressSquare_ = km::NoSquare;
    if (from == km::NoSquare || !dragging_) return QGraphicsScene::mouseReleaseEvent(event);
    dragging_ = false;
    SpriteItem* token = tokens_[from];
    const int to = squareAt(event->scenePos());
    for (const km::Move& m : movesFrom(from))
        if (m.to == to && interactive_) {
            selected_ = km::NoSquare;
            emit movePicked(m); // the table's moveMade slides the token home
            return;
        }
    if (token) { // not a legal destination: back where it was, and why
        token->setZValue(ZToken);
        slide(token, from);
        const km::Position& p = table_->position();
        if (interactive_ && to != km::NoSquare && p.at(to) != km::cellOf(p.toMove())) {
            const QString why = kmwords::notAllowedText(km::whyNot(p, from, to));
            if (!why.isEmpty()) emit hint(why);
        }
    }
}

void KmScene::pointTo(const km::Move& move) {
    if (!interactive_ || move.to == km::NoSquare) return;
    if (move.kind == km::MoveKind::Step || move.kind == km::MoveKind::Jump) {
        selected_ = move.from;
        pointed_ = move.from;
        refreshMarks();
    }
    placeCursor(move.to); // Enter plays it
}

} // namespace club::app
