// The person's side of the Patchesi scene: the choices for the pending
// throw (what each would do, asked of the engine by playing it on a copy
// of the position), the marks that show them, clicks and the keyboard's
// choice.
#include "common/sprite_item.h"
#include "common/sprite_sheet.h"
#include "engine/pat/table.h"
#include "pat_scene.h"

#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainterPath>
#include <QPen>

namespace club::app {

void PatScene::setInteractive(bool on) {
    if (on == interactive_) return;
    interactive_ = on;
    refreshChoices();
    refreshMarks();
}

void PatScene::setThrowWanted(bool on) {
    if (on == throwWanted_) return;
    throwWanted_ = on;
    refreshMarks();
}

void PatScene::refreshChoices() {
    const int before =
        selected_ >= 0 && selected_ < choices_.size() ? choices_[selected_].move.counter : -1;
    choices_.clear();
    selected_ = -1;
    if (!interactive_ || table_->phase() != pat::Phase::Choose) return;
    const int seat = table_->seatToMove();
    const int colour = table_->setup().seats[std::size_t(seat)].colour;
    const pat::State& state = table_->state();
    const bool thirdSix = state.pendingThrow() == 6 && state.sixes() == 2;
    for (const pat::Move& m : table_->legalMoves()) {
        Choice c;
        c.move = m;
        c.fromPlace = placeOf(colour, m.from);
        c.toPlace = placeOf(colour, m.to);
        const bool same = std::any_of(choices_.begin(), choices_.end(), [&](const Choice& o) {
            return o.fromPlace == c.fromPlace && o.toPlace == c.toPlace;
        });
        if (same) continue; // two counters on one square: one choice
        // What the move does, from the engine itself on a copy of the position.
        pat::Position after = table_->position();
        const pat::Change change = pat::apply(after, colour, m, thirdSix);
        c.captures = change.capturedColour >= 0;
        c.capturedColour = change.capturedColour;
        c.reachesHome = m.to == pat::Home;
        c.returnedCounter = change.returnedCounter;
        if (c.toPlace < FirstColumnPlace) {
            int mine = 0;
            bool others = false;
            for (const auto& [col, k] : countersOn(c.toPlace))
                if (col == colour)
                    ++mine;
                else
                    others = true;
            c.makesBarrier = mine == 1 && !c.captures;
            c.onStarBeside = isStar(c.toPlace) && others && !c.captures;
        }
        choices_.append(c);
    }
    for (int i = 0; i < choices_.size(); ++i)
        if (choices_[i].move.counter == before) selected_ = i;
    if (selected_ < 0 && !choices_.isEmpty()) selected_ = 0;
}

SpriteItem* PatScene::addMark(const QString& id, const QRectF& rect, qreal z, qreal opacity) {
    auto* mark = new SpriteItem(sheet_, id);
    mark->setSize(rect.size());
    mark->setPos(rect.topLeft());
    mark->setZValue(z);
    mark->setOpacity(opacity);
    addItem(mark);
    marks_.append(mark);
    return mark;
}

void PatScene::refreshMarks() {
    qDeleteAll(marks_);
    marks_.clear();
    // Barriers are always shown: nobody passes them.
    for (int place = 0; place < FirstColumnPlace; ++place)
        if (isBarrier(place))
            addMark(QStringLiteral("pat-barrier"), placeRect(place), ZBarrier, 0.85);
    const bool settled = !isAnimating();
    dieFrame_->setVisible(throwWanted_ && settled);
    if (throwWanted_) {
        const QRectF r = dieRect(dieColour_).adjusted(-6, -6, 6, 6);
        dieFrame_->setSize(r.size());
        dieFrame_->setPos(r.topLeft());
    }
    if (interactive_ && settled) {
        const int seat = table_->seatToMove();
        const int colour = seat >= 0 ? table_->setup().seats[std::size_t(seat)].colour : 0;
        for (int i = 0; i < choices_.size(); ++i) {
            const Choice& c = choices_[i];
            const bool chosen = i == selected_;
            const QRectF from = restingRect(colour, c.move.counter);
            const qreal grow = from.width() * 0.1;
            addMark(QStringLiteral("pat-highlight"), from.adjusted(-grow, -grow, grow, grow),
                    ZFrame, chosen ? 1.0 : 0.7);
            QRectF to = placeRect(c.toPlace);
            if (c.toPlace == HomePlace) to = QRectF(to.center() - QPointF(22, 22), QSizeF(44, 44));
            addMark(c.captures ? QStringLiteral("pat-target-capture")
                               : QStringLiteral("pat-target"),
                    to, ZTarget, chosen ? 1.0 : 0.5);
        }
        if (selected_ >= 0) {
            // The chosen counter's way, square by square, as a gilt dotted line.
            const Choice& c = choices_[selected_];
            QPainterPath path(placeRect(c.fromPlace).center());
            if (c.fromPlace >= FirstTrianglePlace)
                path = QPainterPath(restingRect(colour, c.move.counter).center());
            for (int p = c.move.from + 1; p <= c.move.to; ++p)
                path.lineTo(placeRect(placeOf(colour, p)).center());
            auto* line = new QGraphicsPathItem(path);
            QPen pen(QColor(0xE6, 0xCB, 0x7E, 220), 3.5, Qt::DotLine, Qt::RoundCap, Qt::RoundJoin);
            line->setPen(pen);
            line->setZValue(ZPath);
            addItem(line);
            marks_.append(line);
        }
    }
    emit marksChanged();
}

void PatScene::select(int index) {
    if (choices_.isEmpty()) return;
    const int n = int(choices_.size());
    selected_ = ((index % n) + n) % n;
    refreshMarks();
    emit selectionChanged(choices_[selected_].fromPlace);
}

void PatScene::selectNext(int delta) {
    select(selected_ < 0 ? 0 : selected_ + delta);
}

void PatScene::playSelected() {
    if (!interactive_ || isAnimating() || selected_ < 0 || selected_ >= choices_.size()) return;
    emit counterPicked(choices_[selected_].move.counter);
}

bool PatScene::isPlacePressable(int place) const {
    if (!interactive_ || isAnimating()) return false;
    return std::any_of(choices_.begin(), choices_.end(), [place](const Choice& c) {
        return c.fromPlace == place || c.toPlace == place;
    });
}

void PatScene::clickPlace(int place) {
    if (!interactive_ || isAnimating() || place < 0) return;
    QList<int> landing;
    for (int i = 0; i < choices_.size(); ++i) {
        if (choices_[i].fromPlace == place) {
            selected_ = i;
            return playSelected();
        }
        if (choices_[i].toPlace == place) landing.append(i);
    }
    if (landing.size() == 1 || (landing.size() > 1 && landing.contains(selected_))) {
        if (landing.size() == 1) selected_ = landing.first();
        return playSelected();
    }
    if (landing.size() > 1) {
        select(landing.first());
        emit hint(tr("Two counters can land there: click the one you want to move."));
        return;
    }
    const int seat = table_->seatToMove();
    const int colour = seat >= 0 ? table_->setup().seats[std::size_t(seat)].colour : -1;
    for (const auto& on : countersOn(place))
        if (on.first == colour) {
            emit hint(tr("That counter cannot move with this throw."));
            return;
        }
}

void PatScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QGraphicsScene::mousePressEvent(event);
    event->accept();
    if (throwWanted_ &&
        dieRect(dieColour_).adjusted(-10, -10, 10, 10).contains(event->scenePos())) {
        emit throwRequested();
        return;
    }
    clickPlace(placeAt(event->scenePos()));
}

void PatScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    QGraphicsScene::mouseMoveEvent(event);
    if (!interactive_ || isAnimating()) return;
    const int place = placeAt(event->scenePos());
    for (int i = 0; i < choices_.size(); ++i)
        if (choices_[i].fromPlace == place && i != selected_) return select(i);
}

} // namespace club::app
