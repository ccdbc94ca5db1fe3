// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_board_item.h"

#include "common/sprite_item.h"
#include "common/sprite_sheet.h"

#include <QCoreApplication>
#include <QGraphicsPathItem>
#include <QPen>
#include <QPropertyAnimation>

#include <algorithm>
#include <cmath>

namespace club::app {

namespace {
// The extra tracks in the order the sheet names them (ART-IDS.md), with
// their last hole.
struct Track {
    const char* name;
    int last;
};
constexpr Track Tracks[] = {{"corners", 10}, {"games", 10},       {"points", 10},
                            {"skunks", 5},   {"double-skunk", 5}, {"high-hand", 29}};
constexpr qreal PegUnits = 16; // the peg's box in board units
constexpr qreal ExtraPegUnits = 12;
} // namespace

CribBoardItem::CribBoardItem(SpriteSheet* sheet, QGraphicsItem* parent)
    : QGraphicsObject(parent), sheet_(sheet), animations_(new AnimationTracker(this)) {
    connect(animations_, &AnimationTracker::allEnded, this, &CribBoardItem::animationsFinished);
}

void CribBoardItem::configure(const crib::Setup& setup, const std::vector<int>& pegs) {
    // Pegs still moving are about to go: their animations go first, so the
    // count of running ones cannot be left waiting on them.
    const bool wereRunning = !animations_->takeAll().isEmpty();
    for (QPropertyAnimation* a : findChildren<QPropertyAnimation*>())
        a->stop(); // deletes itself
    if (wereRunning) emit animationsFinished();
    for (Board& b : boards_)
        delete b.item; // its pegs are children
    boards_.clear();
    sides_.clear();
    cornerMarks_.clear(); // children of the boards, gone with them
    game_ = setup.game;
    corners_ = setup.cornerHoles();
    std::vector<int> tracks;
    if (setup.board == crib::Board::TwoAndThree)
        tracks = {2, 3};
    else
        tracks = {int(setup.board)};
    for (int t : tracks) {
        Board b;
        b.prefix = QStringLiteral("crib%1").arg(t);
        const QString id = QStringLiteral("crib-board-%1").arg(t);
        b.item = new SpriteItem(sheet_, id, this);
        b.bounds = sheet_->bounds(id);
        b.lanes = t;
        boards_.push_back(b);
    }
    const int n = setup.sides();
    for (int s = 0; s < n; ++s) {
        Side side;
        if (setup.board == crib::Board::TwoAndThree) {
            side.board = s < 2 ? 0 : 1; // one line each, the first two on the two-track
            side.lane = s < 2 ? s : s - 2;
        } else {
            side.lane = s;
        }
        QGraphicsItem* onBoard = boards_[std::size_t(side.board)].item;
        const QString peg = QStringLiteral("crib-peg-%1").arg(pegs[std::size_t(s)] % 8);
        side.rearPeg = new SpriteItem(sheet_, peg, onBoard);
        side.frontPeg = new SpriteItem(sheet_, peg, onBoard);
        side.rearPeg->setZValue(2);
        side.frontPeg->setZValue(3);
        for (std::size_t k = 0; k < std::size(Tracks); ++k) {
            auto* extra = new SpriteItem(sheet_, peg, onBoard);
            extra->setZValue(2);
            side.extras.push_back(extra);
        }
        sides_.push_back(side);
    }
    extraHoles_.assign(std::size_t(n), std::vector<int>(std::size(Tracks), 0));
    // The corners of the match, whichever reading was chosen: the board's
    // brass lozenges mark its bends, these gilt lines the corners.
    for (const Board& b : boards_)
        for (int hole : corners_) {
            auto* mark = new QGraphicsPathItem(b.item);
            mark->setZValue(1); // under the pegs
            const QString tip =
                QCoreApplication::translate("club::app::CribBoardItem",
                                            "Corner: the first to pass hole %1 wins it")
                    .arg(hole);
            mark->setToolTip(tip);
            mark->setData(0, hole);
            cornerMarks_.push_back(mark);
        }
}

qreal CribBoardItem::layoutToWidth(qreal width) {
    prepareGeometryChange();
    qreal y = 0;
    width_ = width;
    for (Board& b : boards_) {
        // Five hands: two boards one above the other, the same scale.
        qreal widest = 0;
        for (const Board& o : boards_)
            widest = std::max(widest, o.bounds.width());
        b.scale = width / widest;
        b.item->setSize(b.bounds.size() * b.scale);
        b.item->setPos((width - b.bounds.width() * b.scale) / 2, y);
        y += b.bounds.height() * b.scale + 6;
    }
    height_ = y - 6;
    for (int s = 0; s < int(sides_.size()); ++s) {
        Side& side = sides_[std::size_t(s)];
        const qreal scale = boards_[std::size_t(side.board)].scale;
        for (SpriteItem* peg : {side.frontPeg, side.rearPeg})
            peg->setSize({PegUnits * scale, PegUnits * scale});
        for (SpriteItem* peg : side.extras)
            peg->setSize({ExtraPegUnits * scale, ExtraPegUnits * scale});
        movePeg(side.frontPeg, place(s, holeId(s, side.front)), 0);
        movePeg(side.rearPeg, place(s, holeId(s, side.rear)), 0);
    }
    placeExtras();
    placeCornerMarks();
    return height_;
}

QPointF CribBoardItem::boardPoint(const Board& b, const QString& id) const {
    return (sheet_->bounds(id).center() - b.bounds.topLeft()) * b.scale;
}

void CribBoardItem::placeCornerMarks() {
    std::size_t k = 0;
    for (const Board& b : boards_) {
        const auto hole = [&](int lane, int n) {
            return boardPoint(b, QStringLiteral("%1-hole-%2-%3").arg(b.prefix).arg(lane).arg(n));
        };
        for (int corner : corners_) {
            QGraphicsPathItem* mark = cornerMarks_[k++];
            // Half a pitch past the corner hole, in the gap after its group
            // of five, across every lane and a little beyond.
            const QPointF outer = hole(0, corner) + (hole(0, corner) - hole(0, corner - 1)) * 0.5;
            const int in = b.lanes - 1;
            const QPointF inner =
                hole(in, corner) + (hole(in, corner) - hole(in, corner - 1)) * 0.5;
            const QPointF across = outer - inner;
            const qreal len = std::hypot(across.x(), across.y());
            if (len <= 0) continue;
            const QPointF unit = across / len;
            const qreal u = 6 * b.scale; // half a hole's pitch
            // Just beyond the outer lane, short of the numbers and the words
            // printed along the track.
            const QPointF from = inner - unit * u, to = outer + unit * (0.4 * u);
            QPainterPath path;
            path.moveTo(from);
            path.lineTo(to);
            mark->setPath(path);
            mark->setPen(QPen(QColor(0xC9, 0xA2, 0x4A), 1.6 * b.scale, Qt::SolidLine, Qt::RoundCap,
                              Qt::RoundJoin));
            mark->setBrush(QColor(0xC9, 0xA2, 0x4A));
        }
    }
}

QRectF CribBoardItem::boundingRect() const {
    return {0, 0, width_, height_};
}

QString CribBoardItem::holeId(int side, int n) const {
    const Side& s = sides_[std::size_t(side)];
    // The game hole: 121 at the far left; a 61 game ends in hole 61 of the track.
    const int hole = n >= 121 ? 121 : std::clamp(n, 0, 120);
    return QStringLiteral("%1-hole-%2-%3")
        .arg(boards_[std::size_t(s.board)].prefix)
        .arg(s.lane)
        .arg(hole);
}

QPointF CribBoardItem::place(int side, const QString& id) const {
    const Board& b = boards_[std::size_t(sides_[std::size_t(side)].board)];
    return (sheet_->bounds(id).center() - b.bounds.topLeft()) *
           b.scale; // in the board's coordinates
}

QPointF CribBoardItem::holeCentre(int side, int n) const {
    const Side& s = sides_[std::size_t(side)];
    return boards_[std::size_t(s.board)].item->pos() + place(side, holeId(side, n));
}

void CribBoardItem::movePeg(SpriteItem* peg, QPointF centre, int ms) {
    const QPointF to = centre - QPointF(peg->size().width() / 2, peg->size().height() / 2);
    if (ms <= 0 || peg->pos() == to) {
        peg->setPos(to);
        return;
    }
    auto* anim = new QPropertyAnimation(peg, "pos", this);
    anim->setDuration(ms);
    anim->setEndValue(to);
    anim->setEasingCurve(QEasingCurve::InOutQuad);
    animations_->track(anim);
    anim->start(QAbstractAnimation::DeleteWhenStopped);
}

void CribBoardItem::finishMoves() {
    const QList<QAbstractAnimation*> moving = animations_->running(); // shrinks as they end
    for (QAbstractAnimation* move : moving)
        move->setCurrentTime(move->totalDuration());
}

void CribBoardItem::setPegs(int side, int front, int rear, int ms) {
    if (side < 0 || side >= int(sides_.size())) return;
    Side& s = sides_[std::size_t(side)];
    // The rear peg jumps past the front one (CR-18): the one that moves is
    // the one left behind.
    if (front != s.front && rear == s.front) std::swap(s.frontPeg, s.rearPeg);
    s.front = front;
    s.rear = rear;
    s.frontPeg->setZValue(3);
    s.rearPeg->setZValue(2);
    movePeg(s.rearPeg, place(side, holeId(side, rear)), ms);
    movePeg(s.frontPeg, place(side, holeId(side, front)), ms);
}

void CribBoardItem::setExtras(const crib::MatchBoard& board, const crib::Setup& setup) {
    for (int s = 0; s < int(sides_.size()); ++s) {
        int high = 0;
        for (int seat = 0; seat < setup.hands; ++seat)
            if (setup.sideOf(seat) == s) high = std::max(high, board.highHand[std::size_t(seat)]);
        const auto at = [&](const std::vector<int>& v) { return v[std::size_t(s)]; };
        const int doubles = at(board.doubleSkunks);
        const int values[] = {at(board.corners),
                              at(board.games),
                              at(board.points) / PointsUnit,
                              at(board.skunks) - 2 * doubles, // a double is pegged on its own track
                              doubles,
                              high};
        for (std::size_t k = 0; k < std::size(Tracks); ++k)
            extraHoles_[std::size_t(s)][k] = std::clamp(values[k], 0, Tracks[k].last);
    }
    placeExtras();
}

void CribBoardItem::placeExtras() {
    for (int s = 0; s < int(sides_.size()); ++s) {
        const Side& side = sides_[std::size_t(s)];
        const QString& prefix = boards_[std::size_t(side.board)].prefix;
        for (std::size_t k = 0; k < std::size(Tracks); ++k) {
            const QString id = QStringLiteral("%1-%2-%3-%4")
                                   .arg(prefix, QLatin1String(Tracks[k].name))
                                   .arg(side.lane)
                                   .arg(extraHoles_[std::size_t(s)][k]);
            SpriteItem* peg = side.extras[k];
            peg->setPos(place(s, id) - QPointF(peg->size().width() / 2, peg->size().height() / 2));
        }
    }
}

} // namespace club::app
