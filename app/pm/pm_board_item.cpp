#include "pm_board_item.h"

#include "common/sprite_item.h"
#include "common/sprite_sheet.h"
#include "fonts.h"
#include "palette.h"
#include "pm_art.h"

#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

namespace club::app {

namespace {
// The man's disc is centred at 0.475 of his square: the shadow lies lower right.
constexpr qreal ManCentre = 0.475;
} // namespace

PmBoardItem::PmBoardItem(SpriteSheet* sheet, int seat, const QString& name, int colour,
                         QGraphicsItem* parent)
    : QGraphicsObject(parent), sheet_(sheet), seat_(seat) {
    board_ = new SpriteItem(sheet, pm_art::board, this);
    frame_ = new QGraphicsRectItem(this);
    frame_->setPen(QPen(QColor(0xC9, 0xA2, 0x27), 5));
    frame_->setVisible(false);
    name_ = new QGraphicsSimpleTextItem(name, this);
    name_->setBrush(colours::ink);
    // Gold, as the frame of the player to move: the eye goes from one to the other.
    nextTag_ = new QGraphicsSimpleTextItem(tr("NEXT TO PLAY \u25B8"), this);
    nextTag_->setBrush(QColor(0xF4, 0xE3, 0xA1));
    nextTag_->setVisible(false);
    dealerTag_ = new QGraphicsSimpleTextItem(tr("DEALER"), this);
    dealerTag_->setBrush(colours::cardStock);
    dealerTag_->setVisible(false);
    marker_ = new SpriteItem(sheet, pm_art::turnMarker, this);
    marker_->setVisible(false);
    for (int i = 0; i < 4; ++i) {
        men_[i] = new SpriteItem(sheet, pm_art::man(colour), this);
        men_[i]->setZValue(2);
    }
}

QRectF PmBoardItem::boundingRect() const {
    return {QPointF(0, 0), size_};
}

QPointF PmBoardItem::relativeCentre(const QString& id) const {
    const QRectF r = sheet_->relative(pm_art::board, id);
    return {r.center().x() * size_.width(), r.center().y() * size_.height()};
}

QSizeF PmBoardItem::manSize() const {
    // A man a little narrower than a number's box: large enough to see at once.
    const qreal d = size_.width() * 0.095;
    return {d, d};
}

QPointF PmBoardItem::placeCentre(int place, int man) const {
    if (place == pm::Stars) return relativeCentre(pm_art::star(man));
    QPointF c = relativeCentre(pm_art::spot(place));
    if (place == pm::Home) c.rx() += (man - 1.5) * manSize().width() * 0.55; // side by side
    return c;
}

void PmBoardItem::setBoardSize(const QSizeF& size) {
    prepareGeometryChange();
    size_ = size;
    board_->setSize(size);
    frame_->setRect(QRectF(QPointF(0, 0), size).adjusted(-4, -4, 4, 4));
    const qreal m = size.width() * 0.16;
    marker_->setSize({m, m});
    marker_->setPos(-m * 0.95, size.height() * 0.02);
    QFont tag = titleFont(10);
    tag.setPixelSize(qBound(9, int(size.width() * 0.085), 24));
    nextTag_->setFont(tag);
    nextTag_->setPos(size.width() - nextTag_->boundingRect().width(),
                     -nextTag_->boundingRect().height() - 2);
    dealerTag_->setFont(tag);
    dealerTag_->setPos(0, -dealerTag_->boundingRect().height() - 2);
    placeNameLabel();
    setMen(places_);
}

void PmBoardItem::placeNameLabel() {
    const QRectF r = sheet_->relative(pm_art::board, pm_art::boardName);
    const QRectF label(r.x() * size_.width(), r.y() * size_.height(), r.width() * size_.width(),
                       r.height() * size_.height());
    QFont font = titleFont(10);
    font.setPixelSize(qMax(8, int(label.height() * 0.78)));
    QFontMetricsF fm(font);
    while (fm.horizontalAdvance(name_->text()) > label.width() * 0.92 && font.pixelSize() > 7) {
        font.setPixelSize(font.pixelSize() - 1);
        fm = QFontMetricsF(font);
    }
    name_->setFont(font);
    const QRectF b = name_->boundingRect();
    name_->setPos(label.center() - b.center());
}

void PmBoardItem::setMen(const pm::Men& men) {
    places_ = men;
    const QSizeF s = manSize();
    for (int i = 0; i < 4; ++i) {
        men_[i]->setSize(s);
        men_[i]->setPos(placeCentre(men[i], i) - QPointF(s.width(), s.height()) * ManCentre);
    }
}

QAbstractAnimation* PmBoardItem::animateMan(int man, int from, int to, bool bust, int msPerStep,
                                            int delayMs) {
    places_[man] = std::int8_t(to);
    const QPointF half = QPointF(manSize().width(), manSize().height()) * ManCentre;
    auto* group = new QSequentialAnimationGroup(this);
    if (delayMs > 0) group->addPause(delayMs); // the card is laid before the man moves (PM-4)
    auto step = [&](QPointF target, int ms) {
        auto* a = new QPropertyAnimation(men_[man], "pos");
        a->setDuration(ms);
        a->setEndValue(target - half);
        a->setEasingCurve(QEasingCurve::InOutQuad);
        group->addAnimation(a);
    };
    men_[man]->setZValue(3);
    if (bust || from == pm::Stars || to == pm::Stars || msPerStep <= 0) {
        step(placeCentre(to, man), qMax(1, msPerStep * 3)); // straight there
    } else {
        // Number by number, as a person counts the move out.
        const int dir = to > from ? 1 : -1;
        for (int p = from + dir; p != to + dir; p += dir)
            step(placeCentre(p, man), msPerStep);
    }
    connect(group, &QAbstractAnimation::finished, this, [this, man] {
        men_[man]->setZValue(2);
        setMen(places_); // men on 25 spread out again
    });
    group->start(QAbstractAnimation::DeleteWhenStopped);
    return group;
}

void PmBoardItem::setActive(bool active) {
    frame_->setVisible(active);
    marker_->setVisible(active);
}

void PmBoardItem::setNext(bool next) {
    nextTag_->setVisible(next);
}

void PmBoardItem::setDealer(bool dealer) {
    dealerTag_->setVisible(dealer);
}

} // namespace club::app
