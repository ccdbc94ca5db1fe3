// SPDX-License-Identifier: GPL-3.0-or-later
// The person's side of the Patchesi scene: the choices for the pending
// throw (what each would do, asked of the engine by playing it on a copy
// of the position), the marks that show them, clicks, drags and the
// keyboard's choice. A press on a counter that can move is a click when it
// is let go where it was pressed; moved past the drag distance, the counter
// follows the pointer and, let go on (or near) a square it can land on,
// plays that move as a click would; anywhere else it goes back.
#include "common/sprite_item.h"
#include "common/sprite_sheet.h"
#include "engine/pat/table.h"
#include "pat_scene.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QLineF>
#include <QPainterPath>
#include <QPen>
#include <QPropertyAnimation>

#include <algorithm>
#include <utility>

namespace club::app {

void PatScene::setInteractive(bool on) {
    if (on == interactive_) return;
    interactive_ = on;
    refreshChoices();
    refreshMarks();
}

int PatScene::throwerColour() const {
    // Not while the opening throws decide who begins: each of those stays
    // in front of the one who threw it.
    const int seat = table_->seatToMove();
    if (!throwWanted_ || seat < 0 || table_->phase() != pat::Phase::Throw) return dieColour_;
    return table_->setup().seats[std::size_t(seat)].colour;
}

void PatScene::setThrowWanted(bool on) {
    if (on == throwWanted_) return;
    throwWanted_ = on;
    refreshMarks();
}

void PatScene::refreshChoices() {
    if (pressPlace_ >= 0) cancelDrag(true);
    const int before =
        selected_ >= 0 && selected_ < choices_.size() ? choices_[selected_].move.counter : -1;
    choices_.clear();
    selected_ = -1;
    if (!interactive_ || table_->phase() != pat::Phase::Choose) return;
    const int seat = table_->seatToMove();
    const int colour = table_->setup().seats[std::size_t(seat)].colour;
    const pat::State& state = table_->state();
    const bool thirdSix = state.pendingIsThirdSix();
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
        // The die is passed to the person who is to throw, framed in front of him.
        const int thrower = throwerColour();
        if (settled && thrower != dieColour_) die_->setPos(dieRect(thrower).topLeft());
        const QRectF r = dieRect(thrower).adjusted(-6, -6, 6, 6);
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

int PatScene::counterToDrag(int place, const QPointF& scenePos) const {
    if (!interactive_ || isAnimating() || place < 0) return -1;
    const auto chosen = std::find_if(choices_.begin(), choices_.end(),
                                     [place](const Choice& c) { return c.fromPlace == place; });
    if (chosen == choices_.end()) return -1;
    // Of counters alike (in the triangle, or two on a square), the one under
    // the pointer, so long as the engine lets it make the same move.
    const int colour = table_->setup().seats[std::size_t(table_->seatToMove())].colour;
    for (const pat::Move& m : table_->legalMoves()) {
        const SpriteItem* item =
            counters_[std::size_t(colour)]
                     [std::size_t(std::clamp(int(m.counter), 0, pat::MaxCounters - 1))];
        if (item && placeOf(colour, m.from) == place && placeOf(colour, m.to) == chosen->toPlace &&
            item->sceneBoundingRect().contains(scenePos))
            return m.counter;
    }
    return chosen->move.counter;
}

int PatScene::dropChoiceAt(int fromPlace, const QPointF& scenePos) const {
    // On the landing square, or a fifth of a square outside it.
    constexpr qreal Near = 8;
    int best = -1;
    qreal bestDistance = 0;
    for (int i = 0; i < choices_.size(); ++i) {
        const Choice& c = choices_[i];
        if (c.fromPlace != fromPlace) continue;
        const QRectF to = placeRect(c.toPlace);
        if (!to.adjusted(-Near, -Near, Near, Near).contains(scenePos)) continue;
        const qreal distance = QLineF(to.center(), scenePos).length();
        if (best < 0 || distance < bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

void PatScene::snapBack(int colour, int counter, bool animated) {
    SpriteItem* item = colour >= 0 && counter >= 0 ? counterItem(colour, counter) : nullptr;
    if (!item) return;
    const QRectF rest = restingRect(colour, counter);
    if (!animated || stepMs_ <= 0) {
        setCounterRect(item, rest);
        item->setZValue(ZCounter);
        return;
    }
    finishSnapBack();
    auto* back = new QPropertyAnimation(item, "pos", this);
    back->setDuration(std::clamp(stepMs_ * 2, 120, 260));
    back->setEndValue(rest.topLeft());
    back->setEasingCurve(QEasingCurve::OutCubic);
    connect(back, &QAbstractAnimation::finished, item, [item] { item->setZValue(ZCounter); });
    snapBack_ = back;
    back->start(QAbstractAnimation::DeleteWhenStopped);
}

void PatScene::finishSnapBack() {
    if (!snapBack_) return;
    const QPointer<QAbstractAnimation> back = snapBack_;
    snapBack_ = nullptr;
    back->setCurrentTime(back->totalDuration()); // at rest, and stopped
    delete back.data();
}

void PatScene::cancelDrag(bool animated) {
    pressPlace_ = -1;
    if (std::exchange(dragging_, false)) snapBack(pressColour_, pressCounter_, animated);
    pressColour_ = pressCounter_ = -1;
}

void PatScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QGraphicsScene::mousePressEvent(event);
    event->accept();
    finishSnapBack();
    cancelDrag(false);
    if (throwWanted_ &&
        dieRect(throwerColour()).adjusted(-10, -10, 10, 10).contains(event->scenePos())) {
        emit throwRequested();
        return;
    }
    const int place = placeAt(event->scenePos());
    if (const int counter = counterToDrag(place, event->scenePos()); counter >= 0) {
        // A counter that can move: a click on release, or dragged to where it lands.
        pressPlace_ = place;
        pressColour_ = table_->setup().seats[std::size_t(table_->seatToMove())].colour;
        pressCounter_ = counter;
        pressPos_ = event->scenePos();
        pressScreenPos_ = event->screenPos();
        return;
    }
    clickPlace(place);
}

void PatScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    QGraphicsScene::mouseMoveEvent(event);
    if (pressPlace_ >= 0 && (event->buttons() & Qt::LeftButton)) {
        SpriteItem* item = counterItem(pressColour_, pressCounter_);
        if (!dragging_) {
            if ((event->screenPos() - pressScreenPos_).manhattanLength() <
                QApplication::startDragDistance())
                return;
            if (!item || !interactive_ || isAnimating()) return cancelDrag(false);
            dragging_ = true;
            // Picked up where it was held, or by its middle from beside it.
            const QRectF held = item->sceneBoundingRect();
            grabOffset_ =
                held.contains(pressPos_) ? item->pos() - pressPos_ : item->pos() - held.center();
            item->setZValue(ZDragged);
            for (int i = 0; i < choices_.size(); ++i)
                if (choices_[i].fromPlace == pressPlace_ && i != selected_) select(i);
        }
        if (item) item->setPos(event->scenePos() + grabOffset_);
        return;
    }
    if (!interactive_ || isAnimating()) return;
    const int place = placeAt(event->scenePos());
    for (int i = 0; i < choices_.size(); ++i)
        if (choices_[i].fromPlace == place && i != selected_) return select(i);
}

void PatScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || pressPlace_ < 0)
        return QGraphicsScene::mouseReleaseEvent(event);
    event->accept();
    const int place = pressPlace_;
    if (!dragging_) {
        cancelDrag(false);
        return clickPlace(place);
    }
    const int colour = pressColour_, counter = pressCounter_;
    const int landing =
        interactive_ && !isAnimating() ? dropChoiceAt(place, event->scenePos()) : -1;
    if (landing < 0) return cancelDrag(true); // back where it stood, nothing played
    pressPlace_ = pressColour_ = pressCounter_ = -1;
    dragging_ = false;
    selected_ = landing;
    droppedCounter_ = counter;
    emit counterPicked(counter); // the page plays it, as a click does
    if (std::exchange(droppedCounter_, -1) == counter) snapBack(colour, counter, true); // refused
}

} // namespace club::app
