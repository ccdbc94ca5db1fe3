// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_scene.h"

#include "common/sprite_item.h"
#include "common/sprite_sheet.h"
#include "engine/km/rules.h"
#include "engine/km/table.h"
#include "km_words.h"

#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainterPath>
#include <QPen>
#include <QPropertyAnimation>

#include <algorithm>
#include <cmath>

namespace club::app {

namespace {
constexpr qreal BoardSide = km::BoardSize * KmScene::SquareSize + 2 * KmScene::Margin;

QString tokenId(km::Cell cell) {
    return cell == km::Cell::A ? QStringLiteral("km-token-a") : QStringLiteral("km-token-b");
}
} // namespace

KmScene::KmScene(SpriteSheet* sheet, km::Table* table, QObject* parent)
    : AnimatedScene(parent), sheet_(sheet), table_(table) {
    setSceneRect(-10, -10, BoardSide + 20, BoardSide + 20);
    board_ = new SpriteItem(sheet_, QStringLiteral("km-board"));
    board_->setSize({BoardSide, BoardSide});
    addItem(board_);
    cursorItem_ = new SpriteItem(sheet_, QStringLiteral("km-mark-cursor"));
    cursorItem_->setSize({SquareSize, SquareSize});
    cursorItem_->setZValue(ZCursor);
    cursorItem_->setVisible(false);
    addItem(cursorItem_);
    connect(table_, &km::Table::positionReset, this, &KmScene::rebuild);
    connect(table_, &km::Table::moveMade, this, &KmScene::onMoveMade);
    rebuild();
}

QRectF KmScene::squareRect(int square) const {
    return {Margin + km::columnOf(square) * SquareSize,
            Margin + (km::BoardSize - 1 - km::rowOf(square)) * SquareSize, SquareSize, SquareSize};
}

int KmScene::squareAt(const QPointF& p) const {
    const int column = int(std::floor((p.x() - Margin) / SquareSize));
    const int row = km::BoardSize - 1 - int(std::floor((p.y() - Margin) / SquareSize));
    if (km::zoneAt(column, row) == km::Zone::Off) return km::NoSquare;
    return km::squareAt(column, row);
}

void KmScene::setInteractive(bool on) {
    if (on == interactive_) return;
    interactive_ = on;
    if (!on) selected_ = km::NoSquare;
    refreshMarks();
}

void KmScene::setRowChoice(unsigned mask) {
    rowChoice_ = mask;
    refreshMarks();
}

SpriteItem* KmScene::makeToken(km::Cell cell, int square) {
    auto* token = new SpriteItem(sheet_, tokenId(cell));
    token->setSize({SquareSize, SquareSize});
    token->setPos(squareRect(square).topLeft());
    token->setZValue(ZToken);
    addItem(token);
    return token;
}

int KmScene::heldSquare() const {
    const km::Game& game = table_->game();
    if (table_->position().phase() != km::Phase::PlaceCaptured || game.current() == 0)
        return km::NoSquare;
    const km::Move& jump = game.moves()[std::size_t(game.current() - 1)];
    return km::jumpedSquare(jump);
}

// Draws every token afresh from the position (new game, undo, redo, load).
void KmScene::rebuild() {
    stopAnimations();
    for (SpriteItem*& token : tokens_) {
        delete token;
        token = nullptr;
    }
    delete held_;
    held_ = nullptr;
    const km::Position& p = table_->position();
    for (int sq = 0; sq < km::SquareCount; ++sq)
        if (p.at(sq) == km::Cell::A || p.at(sq) == km::Cell::B)
            tokens_[sq] = makeToken(p.at(sq), sq);
    if (const int held = heldSquare(); held != km::NoSquare) {
        held_ = makeToken(km::cellOf(p.capturedSide()), held);
        held_->setOpacity(0.55);
        held_->setZValue(ZHeld);
    }
    selected_ = km::NoSquare;
    rowChoice_ = ~0u;
    refreshMarks();
}

void KmScene::onMoveMade(const km::Change& change) {
    const km::Move& m = change.move;
    selected_ = km::NoSquare;
    rowChoice_ = ~0u;
    switch (m.kind) {
    case km::MoveKind::Step:
    case km::MoveKind::Jump: {
        SpriteItem* token = tokens_[m.from];
        tokens_[m.from] = nullptr;
        if (!token) token = makeToken(km::cellOf(change.mover), m.from); // never expected
        tokens_[m.to] = token;
        slide(token, m.to);
        if (change.captured != km::NoSquare) {
            // The jumped token waits, faded, until its Lodge is chosen (KM-4).
            delete held_;
            held_ = tokens_[change.captured];
            tokens_[change.captured] = nullptr;
            if (held_) {
                held_->setOpacity(0.55);
                held_->setZValue(ZHeld);
            }
        }
        break;
    }
    case km::MoveKind::Place:
        if (!held_) held_ = makeToken(km::cellOf(km::other(change.mover)), m.to);
        held_->setOpacity(1.0);
        held_->setZValue(ZToken);
        tokens_[m.to] = held_;
        slide(held_, m.to);
        held_ = nullptr;
        break;
    case km::MoveKind::Clear:
        for (int i = 0; i < change.removedCount; ++i) {
            SpriteItem* token = tokens_[change.removed[std::size_t(i)]];
            tokens_[change.removed[std::size_t(i)]] = nullptr;
            if (!token) continue;
            if (animationMs_ <= 0) {
                delete token;
                continue;
            }
            auto* fade = new QPropertyAnimation(token, "opacity", this);
            fade->setDuration(animationMs_ * 2);
            fade->setEndValue(0.0);
            connect(fade, &QAbstractAnimation::finished, token, &QObject::deleteLater);
            animate(fade);
        }
        break;
    case km::MoveKind::Pass:
        break;
    }
    refreshMarks();
}

void KmScene::slide(SpriteItem* token, int square) {
    const QPointF target = squareRect(square).topLeft();
    if (animationMs_ <= 0 || token->pos() == target) {
        token->setPos(target);
        token->setZValue(ZToken);
        return;
    }
    auto* move = new QPropertyAnimation(token, "pos", this); // owned: freed with the scene mid-move
    const qreal distance = QLineF(token->pos(), target).length() / SquareSize;
    move->setDuration(int(animationMs_ * std::clamp(std::sqrt(distance), 0.6, 3.0)));
    move->setEndValue(target);
    move->setEasingCurve(QEasingCurve::InOutQuad);
    token->setZValue(ZDragged); // over the others while it travels
    connect(move, &QAbstractAnimation::finished, token, [token] { token->setZValue(ZToken); });
    animate(move);
}

void KmScene::stopAnimations() {
    dropAnimations();
    // Tokens fading out of the game have no square left: drop them now.
    const auto items = this->items();
    for (QGraphicsItem* item : items)
        if (auto* sprite = dynamic_cast<SpriteItem*>(item);
            sprite && sprite->element().startsWith(QLatin1String("km-token")) &&
            std::find(tokens_.begin(), tokens_.end(), sprite) == tokens_.end() && sprite != held_)
            delete sprite;
}

QList<km::Move> KmScene::movesFrom(int square) const {
    QList<km::Move> result;
    for (const km::Move& m : table_->game().legalMoves())
        if ((m.kind == km::MoveKind::Step || m.kind == km::MoveKind::Jump) && m.from == square)
            result.append(m);
    return result;
}

QList<int> KmScene::destinations() const {
    QList<int> result;
    if (selected_ == km::NoSquare) return result;
    for (const km::Move& m : movesFrom(selected_))
        result.append(m.to);
    return result;
}

QList<int> KmScene::lodgeChoices() const {
    QList<int> result;
    if (!interactive_ || table_->position().phase() != km::Phase::PlaceCaptured) return result;
    for (const km::Move& m : table_->game().legalMoves())
        if (m.kind == km::MoveKind::Place) result.append(m.to);
    return result;
}

void KmScene::addMark(const QString& id, int square, qreal z) {
    auto* mark = new SpriteItem(sheet_, id);
    mark->setSize({SquareSize, SquareSize});
    mark->setPos(squareRect(square).topLeft());
    mark->setZValue(z);
    addItem(mark);
    marks_.append(mark);
}

// The marks follow the position and the person's selection.
void KmScene::refreshMarks() {
    refreshMarkItems();
    emit marksChanged();
}

void KmScene::refreshMarkItems() {
    qDeleteAll(marks_);
    marks_.clear();
    qDeleteAll(rowMarks_);
    rowMarks_.clear();
    const km::Game& game = table_->game();
    const km::Position& p = game.position();
    // The last step or jump, so a computer's move can be followed.
    for (int i = game.current() - 1; i >= 0; --i) {
        const km::Move& m = game.moves()[std::size_t(i)];
        if (m.kind != km::MoveKind::Step && m.kind != km::MoveKind::Jump) continue;
        addMark(QStringLiteral("km-mark-last"), m.from, ZLastMove);
        addMark(QStringLiteral("km-mark-last"), m.to, ZLastMove);
        break;
    }
    if (p.phase() == km::Phase::ClearRows) {
        for (int i = 0; i < p.rowCount(); ++i) {
            const km::Row& row = p.row(i);
            const bool chosen = rowChoice_ & (1u << i);
            QPainterPath path(squareRect(row.start).center());
            path.lineTo(squareRect(row.end()).center());
            auto* item = new QGraphicsPathItem(path);
            // A chosen row: a gold bar edged in ink; a row left standing: a thin dashed line.
            QPen pen(chosen ? QColor(0xE3, 0xCF, 0x3A, 215) : QColor(0xF2, 0xE8, 0xCF, 190),
                     chosen ? 30 : 12, chosen ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap);
            item->setPen(pen);
            item->setZValue(ZRows);
            if (chosen) {
                auto* edge = new QGraphicsPathItem(path, item);
                edge->setPen(QPen(QColor(0x1E, 0x1B, 0x18, 150), 38, Qt::SolidLine, Qt::RoundCap));
                edge->setFlag(QGraphicsItem::ItemStacksBehindParent);
            }
            addItem(item);
            rowMarks_.append(item);
        }
    }
    if (!interactive_) return;
    if (p.phase() == km::Phase::PlaceCaptured) {
        for (int sq : lodgeChoices())
            addMark(QStringLiteral("km-mark-lodge"), sq, ZTarget);
        return;
    }
    if (p.phase() != km::Phase::Move && p.phase() != km::Phase::ExtraMove) return;
    if (selected_ == km::NoSquare) {
        for (const km::Move& m : game.legalMoves())
            if ((m.kind == km::MoveKind::Step || m.kind == km::MoveKind::Jump) &&
                !std::any_of(marks_.begin(), marks_.end(), [&](SpriteItem* s) {
                    return s->element() == QLatin1String("km-mark-movable") &&
                           s->pos() == squareRect(m.from).topLeft();
                }))
                addMark(QStringLiteral("km-mark-movable"), m.from, ZMark);
        return;
    }
    addMark(QStringLiteral("km-mark-selected"), selected_, ZMark);
    for (const km::Move& m : movesFrom(selected_))
        addMark(m.kind == km::MoveKind::Jump ? QStringLiteral("km-mark-jump")
                                             : QStringLiteral("km-mark-step"),
                m.to, ZTarget);
}

void KmScene::clearSelection() {
    pointed_ = km::NoSquare;
    if (selected_ == km::NoSquare) return;
    selected_ = km::NoSquare;
    refreshMarks();
}

} // namespace club::app
