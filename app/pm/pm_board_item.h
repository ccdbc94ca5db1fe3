// SPDX-License-Identifier: GPL-3.0-or-later
// One player's P.M. board on the table (PM-E1): the printed card, the name
// label, the turn marker, and the four men standing on it. Places are
// computed from the marker elements of the SVG, so artwork and layout
// cannot drift apart.
#pragma once

#include "engine/pm/rules.h"

#include <QGraphicsObject>
#include <array>
#include <optional>

class QGraphicsSimpleTextItem;
class QGraphicsRectItem;
class QGraphicsEllipseItem;
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
    /// The whole printed square of a place (board coordinates): its number
    /// and circle; on the stars, the man's star.
    QRectF placeBox(int place, int man = 0) const;
    SpriteItem* manItem(int man) const { return men_[man]; }
    /// Animates a man along the numbers from `from` to `to` (a bust flies
    /// straight back to the stars). Returns the animation, already started.
    QAbstractAnimation* animateMan(int man, int from, int to, bool bust, int msPerStep,
                                   int delayMs = 0);

    void setActive(bool active);
    void setNext(bool next);
    /// Marks the dealer of this game (PM-2: the deal passes left each game).
    void setDealer(bool dealer);
    /// Issue 26: a seat played on a phone says how its phone stands
    /// ("phone away") on a tab at the board's foot; empty hides it.
    /// `away`: drawn as a warning, since the table may wait for it.
    void setPhoneState(const QString& words, bool away);
    const QString& phoneState() const { return phoneWords_; }
    bool isActive() const;
    bool isNext() const;
    /// Where the dealer's and the next player's tabs stand on the top edge
    /// (board coordinates), shown or not.
    QRectF dealerTagRect() const;
    QRectF nextTagRect() const;
    /// The pointing hand on the board's right, mirrored, where there is no
    /// room on its left (the board at the window's edge).
    void setMarkerOnRight(bool right);
    /// The player's last turn of this game, shown until he plays again:
    /// the card he laid (a small card on the board) and the man it moved
    /// (ringed); no value or -1 clears that part.
    void setLastTurn(std::optional<int> cardValue, int man);
    std::optional<int> lastCard() const { return lastCardValue_; }
    int lastMan() const { return lastMan_; }

    QRectF boundingRect() const override;
    void paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) override {}

private:
    void placeNameLabel();
    void placeTags();
    void placeLastTurn();
    QPointF relativeCentre(const QString& id) const;

    SpriteSheet* sheet_;
    int seat_;
    QSizeF size_{100, 140};
    SpriteItem* board_;
    SpriteItem* marker_;
    QGraphicsRectItem* frame_;
    QGraphicsSimpleTextItem* name_;
    QGraphicsRectItem* nextTag_;
    QGraphicsSimpleTextItem* nextText_;
    QGraphicsRectItem* dealerTag_;
    QGraphicsSimpleTextItem* dealerText_;
    QGraphicsRectItem* phoneTag_;
    QGraphicsSimpleTextItem* phoneText_;
    QString phoneWords_;
    SpriteItem* lastCard_;
    QGraphicsEllipseItem* lastRing_;
    std::optional<int> lastCardValue_;
    int lastMan_ = -1;
    bool markerRight_ = false;
    std::array<SpriteItem*, 4> men_{};
    pm::Men places_{};
};

} // namespace club::app
