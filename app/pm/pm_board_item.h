// One player's P.M. board on the table (PM-E1): the printed card, the name
// label, the turn marker, and the four men standing on it. Places are
// computed from the marker elements of the SVG, so artwork and layout
// cannot drift apart.
#pragma once

#include "engine/pm/rules.h"

#include <QGraphicsObject>
#include <array>

class QGraphicsSimpleTextItem;
class QGraphicsRectItem;
class QAbstractAnimation;

namespace club::app {

class SpriteSheet;
class SpriteItem;

class PmBoardItem : public QGraphicsObject {
    Q_OBJECT
public:
    PmBoardItem(SpriteSheet* sheet, int seat, const QString& name, int colour,
                QGraphicsItem* parent = nullptr);

    int seat() const { return seat_; }
    /// Lays the board out at `size` (scene units) and puts the men in place.
    void setBoardSize(const QSizeF& size);
    QSizeF boardSize() const { return size_; }

    /// Puts every man where `men` says, without animation.
    void setMen(const pm::Men& men);
    /// The centre of a place on this board (board coordinates); on the
    /// stars each man has his own star, and men on 25 stand side by side.
    QPointF placeCentre(int place, int man) const;
    QSizeF manSize() const;
    SpriteItem* manItem(int man) const { return men_[man]; }
    /// Animates a man along the numbers from `from` to `to` (a bust flies
    /// straight back to the stars). Returns the animation, already started.
    QAbstractAnimation* animateMan(int man, int from, int to, bool bust, int msPerStep,
                                   int delayMs = 0);

    void setActive(bool active);
    void setNext(bool next);
    /// Marks the dealer of this game (PM-2: the deal passes left each game).
    void setDealer(bool dealer);

    QRectF boundingRect() const override;
    void paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) override {}

private:
    void placeNameLabel();
    QPointF relativeCentre(const QString& id) const;

    SpriteSheet* sheet_;
    int seat_;
    QSizeF size_{100, 140};
    SpriteItem* board_;
    SpriteItem* marker_;
    QGraphicsRectItem* frame_;
    QGraphicsSimpleTextItem* name_;
    QGraphicsSimpleTextItem* nextTag_;
    QGraphicsSimpleTextItem* dealerTag_;
    std::array<SpriteItem*, 4> men_{};
    pm::Men places_{};
};

} // namespace club::app
