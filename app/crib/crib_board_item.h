// SPDX-License-Identifier: GPL-3.0-or-later
// The Once Around board(s) of a match with their pegs (CR-18, CR-20 to
// CR-25): one board of two, three or four lanes, or for five hands a
// two-track and a three-track board one above the other. Each side pegs
// its own lane with two pegs that leapfrog, and a small peg in each of the
// extra tracks (corners, games, points, skunks, double skunks, high hand).
// Places come from the sheet's named holes; nothing here knows a rule.
#pragma once

#include "common/animation_tracker.h"
#include "engine/crib/match.h"

#include <QGraphicsObject>
#include <QPointer>
#include <vector>

class QGraphicsPathItem;
class QPropertyAnimation;

namespace club::app {

class SpriteSheet;
class SpriteItem;

class CribBoardItem : public QGraphicsObject {
    Q_OBJECT
public:
    CribBoardItem(SpriteSheet* sheet, QGraphicsItem* parent = nullptr);

    /// Builds the board(s) for `setup`, one lane per side; `pegs[side]` is
    /// the peg sprite (0..7) of each side.
    void configure(const crib::Setup& setup, const std::vector<int>& pegs);
    /// Scales the board(s) to `width` scene units. @returns the height.
    qreal layoutToWidth(qreal width);

    /// Puts a side's pegs in the holes of `front` and `rear` (0 the start,
    /// the game 121 or 61), moving over `ms` milliseconds.
    void setPegs(int side, int front, int rear, int ms);
    /// Moves the extra tracks' pegs to the match so far.
    void setExtras(const crib::MatchBoard& board, const crib::Setup& setup);
    /// The corners of the match (CR-21, a house rule) as the board shows
    /// them: a gilt line across the track just past each corner hole.
    const std::vector<int>& cornerHoles() const { return corners_; }
    const std::vector<QGraphicsPathItem*>& cornerMarks() const { return cornerMarks_; }
    int front(int side) const { return sides_[std::size_t(side)].front; }
    int rear(int side) const { return sides_[std::size_t(side)].rear; }
    bool isAnimating() const { return animations_->isRunning(); }
    /// The pegs on the move jump to their holes (their moves end as usual).
    void finishMoves();
    /// The centre of a side's hole `n`, in this item's coordinates.
    QPointF holeCentre(int side, int n) const;
    /// The hundreds the points track counts in (the exact sums are written beside).
    static constexpr int PointsUnit = 100;

    QRectF boundingRect() const override;
    void paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) override {}

signals:
    void animationsFinished();

private:
    struct Board {
        QString prefix; ///< "crib2"
        SpriteItem* item = nullptr;
        QRectF bounds; ///< in sheet units
        qreal scale = 1;
        int lanes = 2;
    };
    struct Side {
        int board = 0, lane = 0;
        int front = 0, rear = 0;
        SpriteItem* frontPeg = nullptr;
        SpriteItem* rearPeg = nullptr;
        std::vector<SpriteItem*> extras; ///< one per extra track
    };
    QPointF place(int side, const QString& id) const;
    QString holeId(int side, int n) const;
    void movePeg(SpriteItem* peg, QPointF centre, int ms);
    void placeExtras();
    void placeCornerMarks();
    QPointF boardPoint(const Board& b, const QString& id) const;

    SpriteSheet* sheet_;
    std::vector<Board> boards_;
    std::vector<Side> sides_;
    std::vector<std::vector<int>> extraHoles_; ///< per side, per track: the hole k
    int game_ = 121;
    std::vector<int> corners_;
    std::vector<QGraphicsPathItem*> cornerMarks_; ///< per board, per corner
    qreal width_ = 0, height_ = 0;
    AnimationTracker* animations_;
};

} // namespace club::app
