// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_scene.h"

#include "common/follow_language.h"
#include "common/sprite_item.h"
#include "common/sprite_sheet.h"
#include "engine/pat/board.h"
#include "engine/pat/table.h"

#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>
#include <QVariantAnimation>

#include <algorithm>
#include <utility>

namespace club::app {

namespace {
constexpr qreal Centre = PatScene::BoardSide / 2;
constexpr qreal DieSize = 46, SmallDieSize = 24;

const pat::Geometry& geometry() {
    return pat::Geometry::standard();
}

QRectF cellRect(QPoint cell) {
    return {60.0 + 40 * cell.x(), 60.0 + 40 * cell.y(), 40, 40};
}

QRectF around(QPointF centre, qreal side) {
    return {centre.x() - side / 2, centre.y() - side / 2, side, side};
}

/// A point of Red's quarter turned to `colour`'s: quarter turns clockwise on
/// screen about the centre, as the artwork is drawn (Red, Green, Yellow, Purple).
QPointF turned(QPointF p, int colour) {
    qreal dx = p.x() - Centre, dy = p.y() - Centre;
    for (int k = 0; k < (colour & 3); ++k) {
        const qreal t = dx;
        dx = -dy;
        dy = t;
    }
    return {Centre + dx, Centre + dy};
}

QString counterId(int colour) {
    return QStringLiteral("pat-counter-%1").arg(colour);
}

QString dieId(int value) {
    return QStringLiteral("pat-die-%1").arg(qBound(1, value, 6));
}
} // namespace

PatScene::PatScene(SpriteSheet* sheet, pat::Table* table, QObject* parent)
    : AnimatedScene(parent), sheet_(sheet), table_(table) {
    setSceneRect(-6, -6, BoardSide + 12, BoardSide + 12);
    board_ = new SpriteItem(sheet_, QStringLiteral("pat-board"));
    board_->setSize({BoardSide, BoardSide});
    addItem(board_);
    die_ = new SpriteItem(sheet_, dieId(5));
    die_->setSize({DieSize, DieSize});
    die_->setTransformOriginPoint(DieSize / 2, DieSize / 2);
    die_->setZValue(ZDie);
    addItem(die_);
    dieFrame_ = new SpriteItem(sheet_, QStringLiteral("pat-highlight"));
    dieFrame_->setZValue(ZDie - 0.5);
    dieFrame_->setVisible(false);
    addItem(dieFrame_);
    connect(table_, &pat::Table::positionReset, this, &PatScene::rebuild);
    connect(table_, &pat::Table::thrown, this, &PatScene::onThrown);
    connect(table_, &pat::Table::moved, this, &PatScene::onMoved);
    connect(table_, &pat::Table::throwLost, this, &PatScene::onThrowLost);
    connect(table_, &pat::Table::gameOver, this, [this] { updateEndCard(); });
    connect(table_, &pat::Table::turnChanged, this, [this] {
        refreshChoices();
        refreshMarks();
    });
    rebuild();
    // The end card's words in the language chosen (the board has none).
    followLanguage(this, [this] {
        if (endCard_ && endCard_->isVisible()) updateEndCard();
    });
}

PatScene::~PatScene() {
    stopAnimations();
}

QRectF PatScene::placeRect(int place) const {
    const pat::Geometry& g = geometry();
    if (place >= 0 && place < FirstColumnPlace) return cellRect(g.loop[std::size_t(place)]);
    if (place >= FirstColumnPlace && place < HomePlace) {
        const int c = (place - FirstColumnPlace) / pat::HomeColumn;
        const int k = (place - FirstColumnPlace) % pat::HomeColumn;
        return cellRect(g.colours[std::size_t(c)].homeColumn[std::size_t(k)]);
    }
    if (place == HomePlace) return {380, 380, 120, 120};
    if (place >= FirstTrianglePlace && place < PlaceCount)
        return sheet_->bounds(QStringLiteral("pat-triangle-%1").arg(place - FirstTrianglePlace));
    return {};
}

int PatScene::placeAt(const QPointF& p) const {
    for (int place = 0; place < PlaceCount; ++place)
        if (placeRect(place).contains(p)) return place;
    return -1;
}

int PatScene::placeOf(int colour, int progress) const {
    if (progress < 0) return FirstTrianglePlace + colour;
    if (progress >= pat::Home) return HomePlace;
    if (progress >= pat::FirstHomeColumn)
        return FirstColumnPlace + colour * pat::HomeColumn + progress - pat::FirstHomeColumn;
    return pat::Paths::standard().loopSquare(table_->setup().kind, colour, progress);
}

QList<QPair<int, int>> PatScene::countersOn(int place) const {
    QList<QPair<int, int>> out;
    const pat::Position& p = table_->position();
    for (const pat::Seat& seat : table_->setup().seats)
        for (int k = 0; k < table_->setup().counters; ++k)
            if (placeOf(seat.colour, p.at(seat.colour, k)) == place) out.append({seat.colour, k});
    std::sort(out.begin(), out.end());
    return out;
}

bool PatScene::isBarrier(int place) const {
    if (place < 0 || place >= FirstColumnPlace) return false;
    const auto on = countersOn(place);
    return on.size() == 2 && on[0].first == on[1].first;
}

bool PatScene::isStar(int place) const {
    return place >= 0 && place < FirstColumnPlace && pat::isStarSquare(place);
}

QRectF PatScene::dieRect(int colour) const {
    return around(turned({690, 552}, colour), DieSize);
}

QRectF PatScene::restingRect(int colour, int counter) const {
    const int progress = table_->position().at(colour, counter);
    if (progress < 0)
        return around(
            sheet_->bounds(QStringLiteral("pat-wait-%1-%2").arg(colour).arg(counter)).center(), 38);
    if (progress >= pat::Home)
        return around(
            sheet_->bounds(QStringLiteral("pat-home-%1-%2").arg(colour).arg(counter)).center(), 19);
    const int place = placeOf(colour, progress);
    const QRectF cell = placeRect(place);
    const auto on = countersOn(place);
    if (on.size() < 2) return cell.adjusted(1, 1, -1, -1);
    // Two on a square: one up and to the left, one down and to the right.
    const int i = int(on.indexOf(QPair<int, int>(colour, counter)));
    return QRectF(cell.topLeft() + (i == 0 ? QPointF(1, 1) : QPointF(10, 10)), QSizeF(29, 29));
}

void PatScene::setCounterRect(SpriteItem* item, const QRectF& rect) {
    item->setPos(rect.topLeft());
    item->setScale(rect.width() / 40.0);
}

void PatScene::placeAllCounters() {
    for (int c = 0; c < pat::Colours; ++c)
        for (int k = 0; k < pat::MaxCounters; ++k)
            if (SpriteItem* item = counterItem(c, k)) {
                setCounterRect(item, restingRect(c, k));
                item->setZValue(ZCounter);
            }
}

// Draws everything afresh from the table (new game, undo, redo, load).
void PatScene::rebuild() {
    cancelDrag(false);
    stopAnimations();
    for (auto& colour : counters_)
        for (SpriteItem*& item : colour) {
            delete item;
            item = nullptr;
        }
    for (const pat::Seat& seat : table_->setup().seats)
        for (int k = 0; k < table_->setup().counters; ++k) {
            auto* item = new SpriteItem(sheet_, counterId(seat.colour));
            item->setSize({40, 40});
            item->setZValue(ZCounter);
            addItem(item);
            counterItem(seat.colour, k) = item;
        }
    placeAllCounters();
    qDeleteAll(openingThrows_);
    openingThrows_.clear();
    openingRolled_ = false;
    const int seat = table_->seatToMove();
    if (seat >= 0) dieColour_ = table_->setup().seats[std::size_t(seat)].colour;
    const QList<int> throws = table_->throwsThisTurn();
    die_->setRotation(0);
    die_->setOpacity(1);
    if (!throws.isEmpty()) lastValue_ = throws.last();
    die_->setElement(dieId(lastValue_ > 0 ? lastValue_ : 5));
    die_->setPos(dieRect(dieColour_).topLeft());
    showThrowRow();
    refreshChoices();
    refreshMarks();
    updateEndCard();
}

void PatScene::showThrowRow() {
    qDeleteAll(earlierThrows_);
    earlierThrows_.clear();
    QList<int> throws = table_->throwsThisTurn();
    if (!throws.isEmpty()) throws.removeLast(); // the die itself shows the last
    for (int i = 0; i < throws.size(); ++i) {
        auto* small = new SpriteItem(sheet_, dieId(throws[i]));
        small->setSize({SmallDieSize, SmallDieSize});
        small->setPos(around(turned({734.0 + 28 * i, 541}, dieColour_), SmallDieSize).topLeft());
        small->setZValue(ZDie);
        addItem(small);
        earlierThrows_.append(small);
    }
}

void PatScene::onThrown(int seat, int value, bool opening) {
    const int colour = table_->setup().seats[std::size_t(seat)].colour;
    if (!opening) {
        qDeleteAll(openingThrows_);
        openingThrows_.clear();
        openingRolled_ = false;
    } else {
        if (openingRolled_ && dieColour_ != colour) {
            // The previous thrower's opening throw stays in front of him, small.
            auto* small = new SpriteItem(sheet_, dieId(lastValue_));
            small->setSize({SmallDieSize + 6, SmallDieSize + 6});
            small->setPos(around(dieRect(dieColour_).center(), SmallDieSize + 6).topLeft());
            small->setZValue(ZDie);
            addItem(small);
            openingThrows_.append(small);
        }
        openingRolled_ = true;
    }
    lastValue_ = value;
    dieColour_ = colour;
    die_->setOpacity(1);
    qDeleteAll(earlierThrows_);
    earlierThrows_.clear();
    const QRectF rest = dieRect(colour);
    const int rollMs = stepMs_ <= 0 ? 0 : std::clamp(stepMs_ * 5, 300, 1000);
    if (rollMs == 0) {
        die_->setElement(dieId(value));
        die_->setRotation(0);
        die_->setPos(rest.topLeft());
        showThrowRow();
        refreshChoices();
        refreshMarks();
        return;
    }
    // The die tumbles from the player's edge of the board to rest in front of him.
    const QPointF from = turned({rest.center().x() + 40, 845}, colour) - QPointF(23, 23);
    const QPointF to = rest.topLeft();
    auto* roll = new QVariantAnimation(this);
    roll->setDuration(rollMs);
    roll->setStartValue(0.0);
    roll->setEndValue(1.0);
    roll->setEasingCurve(QEasingCurve::OutCubic);
    connect(roll, &QVariantAnimation::valueChanged, die_,
            [this, from, to, value](const QVariant& v) {
                const qreal t = v.toReal();
                die_->setPos(from + (to - from) * t);
                die_->setRotation((1 - t) * 540);
                // A new face each few hundredths of the way, the thrown one at rest.
                const int face = t >= 0.999 ? value : 1 + (int(t * 14) * 5 + value) % 6;
                die_->setElement(dieId(face));
            });
    connect(roll, &QAbstractAnimation::finished, this, [this, value] {
        die_->setElement(dieId(value));
        die_->setRotation(0);
        showThrowRow();
    });
    animate(roll);
    refreshChoices();
    refreshMarks();
}

void PatScene::onThrowLost(int, int, int returnedCounter, int) {
    die_->setOpacity(0.55); // a lost throw, greyed where it lies
    if (returnedCounter < 0) return;
    auto* group = new QSequentialAnimationGroup(this);
    group->addPause(stepMs_ <= 0 ? 0 : std::clamp(stepMs_ * 5, 300, 1000));
    sendBack(group, dieColour_, returnedCounter);
    connect(group, &QAbstractAnimation::finished, this, [this] { placeAllCounters(); });
    if (stepMs_ <= 0) {
        delete group;
        placeAllCounters();
        return;
    }
    animate(group);
}

void PatScene::sendBack(QAbstractAnimation* groupBase, int colour, int counter) {
    auto* group = static_cast<QSequentialAnimationGroup*>(groupBase);
    SpriteItem* item = counterItem(colour, counter);
    if (!item) return;
    auto* back = new QPropertyAnimation(item, "pos");
    back->setDuration(std::max(200, stepMs_ * 5));
    back->setEndValue(restingRect(colour, counter).topLeft());
    back->setEasingCurve(QEasingCurve::InOutQuad);
    connect(back, &QAbstractAnimation::stateChanged, item, [item](QAbstractAnimation::State s) {
        if (s == QAbstractAnimation::Running) item->setZValue(ZTravelling);
    });
    group->addAnimation(back);
}

void PatScene::onMoved(const pat::MoveReport& r) {
    // A counter dragged to where it lands settles there: it does not walk;
    // nor does one still held when the keyboard plays it.
    bool dropped = std::exchange(droppedCounter_, -1) == r.counter;
    if (dragging_ && pressColour_ == r.colour && pressCounter_ == r.counter) {
        dropped = true;
        dragging_ = false;
    }
    cancelDrag(false);
    finishSnapBack();
    SpriteItem* item = counterItem(r.colour, r.counter);
    if (stepMs_ <= 0 || !item) {
        placeAllCounters();
        refreshChoices();
        refreshMarks();
        return;
    }
    auto* group = new QSequentialAnimationGroup(this);
    item->setZValue(ZTravelling);
    item->setScale(1);
    // Square by square along the track, each step its own short slide.
    for (int i = dropped ? std::max(0, int(r.path.size()) - 1) : 0; i < r.path.size(); ++i) {
        const int progress = r.path[i];
        const int place = placeOf(r.colour, progress);
        QRectF rect = placeRect(place).adjusted(1, 1, -1, -1);
        if (place == HomePlace) rect = restingRect(r.colour, r.counter).adjusted(-10, -10, 10, 10);
        auto* step = new QPropertyAnimation(item, "pos");
        step->setDuration(dropped ? std::max(80, stepMs_) : progress == 0 ? stepMs_ * 3 : stepMs_);
        step->setEndValue(rect.topLeft());
        step->setEasingCurve(QEasingCurve::InOutSine);
        group->addAnimation(step);
    }
    if (r.capturedColour >= 0) sendBack(group, r.capturedColour, r.capturedCounter);
    if (r.returnedCounter >= 0) sendBack(group, r.colour, r.returnedCounter);
    connect(group, &QAbstractAnimation::finished, this, [this] { placeAllCounters(); });
    animate(group);
    refreshChoices();
    refreshMarks();
}

void PatScene::animationsEnded() {
    refreshMarks();
    updateEndCard();
}

void PatScene::finishAnimations() {
    // Guarded: the end of one may stop the others (the page moves on).
    QList<QPointer<QAbstractAnimation>> running;
    for (QAbstractAnimation* a : runningAnimations())
        running.append(a);
    for (const QPointer<QAbstractAnimation>& a : running)
        if (a && a->state() == QAbstractAnimation::Running) a->setCurrentTime(a->totalDuration());
    if (!isAnimating()) return;
    stopAnimations();
    refreshMarks();
    updateEndCard();
    emit animationsFinished();
}

void PatScene::stopAnimations() {
    finishSnapBack();
    dropAnimations();
    bool anyCounter = false;
    for (const auto& colour : counters_)
        for (SpriteItem* item : colour)
            anyCounter = anyCounter || item;
    if (anyCounter) placeAllCounters();
    die_->setRotation(0);
    if (lastValue_ > 0) die_->setElement(dieId(lastValue_));
    die_->setPos(dieRect(dieColour_).topLeft());
}

} // namespace club::app
