// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_board_item.h"

#include "common/follow_language.h"
#include "common/sprite_item.h"
#include "common/sprite_sheet.h"
#include "fonts.h"
#include "palette.h"
#include "pm_art.h"

#include <QFontMetricsF>
#include <QGraphicsEllipseItem>
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
    // Tabs on the board's top edge, so each belongs to its board at a glance:
    // gold as the frame of the player to move, ink for the dealer.
    auto tab = [this](QGraphicsRectItem*& plate, QGraphicsSimpleTextItem*& text,
                      const QString& words, const QColor& fill, const QColor& ink) {
        plate = new QGraphicsRectItem(this);
        plate->setBrush(fill);
        plate->setPen(QPen(colours::ink, 1.2));
        plate->setZValue(5);
        plate->setVisible(false);
        text = new QGraphicsSimpleTextItem(words, plate);
        text->setBrush(ink);
    };
    tab(nextTag_, nextText_, QString(), QColor(0xF4, 0xE3, 0xA1), colours::ink);
    tab(dealerTag_, dealerText_, QString(), colours::ink, colours::cardStock);
    tab(phoneTag_, phoneText_, QString(), colours::cardStock, colours::ink);
    // The last card this player laid, small on the board's lower left.
    lastCard_ = new SpriteItem(sheet, pm_art::cardFace(1), this);
    lastCard_->setZValue(1);
    lastCard_->setVisible(false);
    marker_ = new SpriteItem(sheet, pm_art::turnMarker, this);
    marker_->setVisible(false);
    for (int i = 0; i < 4; ++i) {
        men_[i] = new SpriteItem(sheet, pm_art::man(colour), this);
        men_[i]->setZValue(2);
    }
    // The man who moved last: a dotted ring that travels with him.
    lastRing_ = new QGraphicsEllipseItem(this);
    lastRing_->setZValue(2.5);
    lastRing_->setVisible(false);
    followLanguage(this, [this] {
        nextText_->setText(tr("NEXT TO PLAY"));
        dealerText_->setText(tr("DEALER"));
        placeTags(); // the plates fit the words
        if (lastCard_ && lastCard_->isVisible()) lastCard_->setToolTip(tr("Last card played"));
    });
}

QRectF PmBoardItem::boundingRect() const {
    return {QPointF(0, 0), size_};
}

QPointF PmBoardItem::relativeCentre(const QString& id) const {
    const QRectF r = sheet_->relative(pm_art::board, id);
    return {r.center().x() * size_.width(), r.center().y() * size_.height()};
}

QSizeF PmBoardItem::manSize() const {
    // As wide as a number's box allows: large enough to see at once, clear
    // of the neighbouring numbers (the disc is 0.8 of the sprite).
    const qreal d = size_.width() * 0.09;
    return {d, d};
}

QPointF PmBoardItem::placeCentre(int place, int man) const {
    if (place == pm::Stars) return relativeCentre(pm_art::star(man));
    QPointF c = relativeCentre(pm_art::spot(place));
    // Men on 25 stand side by side to the right of its circle, clear of the number.
    if (place == pm::Home) c.rx() += (man - 1.5) * manSize().width() * 0.82;
    return c;
}

QRectF PmBoardItem::placeBox(int place, int man) const {
    const QRectF r = sheet_->relative(pm_art::board,
                                      place == pm::Stars ? pm_art::star(man) : pm_art::box(place));
    return {r.x() * size_.width(), r.y() * size_.height(), r.width() * size_.width(),
            r.height() * size_.height()};
}

void PmBoardItem::setBoardSize(const QSizeF& size) {
    prepareGeometryChange();
    size_ = size;
    board_->setSize(size);
    frame_->setRect(QRectF(QPointF(0, 0), size).adjusted(-4, -4, 4, 4));
    const qreal m = size.width() * 0.16;
    marker_->setSize({m, m});
    setMarkerOnRight(markerRight_);
    placeTags();
    placeLastTurn();
    placeNameLabel();
    setMen(places_);
}

void PmBoardItem::placeNameLabel() {
    const QRectF r = sheet_->relative(pm_art::board, pm_art::boardName);
    const QRectF label(r.x() * size_.width(), r.y() * size_.height(), r.width() * size_.width(),
                       r.height() * size_.height());
    QFont font = titleFont(10);
    font.setPixelSize(qMax(8, int(label.height() * 0.96)));
    QFontMetricsF fm(font);
    while (fm.horizontalAdvance(name_->text()) > label.width() * 0.96 && font.pixelSize() > 7) {
        font.setPixelSize(font.pixelSize() - 1);
        fm = QFontMetricsF(font);
    }
    name_->setFont(font);
    const QRectF b = name_->boundingRect();
    name_->setPos(label.center() - b.center());
}

void PmBoardItem::placeTags() {
    QFont tag = titleFont(10);
    tag.setPixelSize(qBound(9, int(size_.width() * 0.075), 28));
    const qreal pad = tag.pixelSize() * 0.35;
    for (auto [plate, text] : {std::pair{nextTag_, nextText_}, std::pair{dealerTag_, dealerText_},
                               std::pair{phoneTag_, phoneText_}}) {
        text->setFont(tag);
        const QRectF t = text->boundingRect();
        plate->setRect(0, 0, t.width() + 2 * pad, t.height());
        text->setPos(pad, 0);
    }
    // Standing on the top edge, half over the board's border: part of it.
    // The dealer is often next to play; long words ("NÄCHSTER AM ZUG" on a
    // small board) shrink both tabs until they stand side by side.
    const qreal inset = size_.width() * 0.05, gap = size_.width() * 0.03;
    const qreal both = nextTag_->rect().width() + dealerTag_->rect().width();
    const qreal scale = qMin(1.0, (size_.width() - 2 * inset - gap) / both);
    const qreal h = nextTag_->rect().height() * scale;
    for (QGraphicsRectItem* plate : {nextTag_, dealerTag_})
        plate->setScale(scale);
    nextTag_->setPos(size_.width() - nextTag_->rect().width() * scale - inset, -h * 0.6);
    dealerTag_->setPos(inset, -h * 0.6);
    // The phone's tab stands inside the board's foot, in the middle: the
    // top edge is the dealer's and the next player's, and below the board
    // is the next row's top.
    // Long words (French, a small board) shrink to the board's width.
    const qreal room = size_.width() * 0.9, wide = phoneTag_->rect().width();
    phoneTag_->setScale(wide > room ? room / wide : 1.0);
    const QSizeF shown = phoneTag_->rect().size() * phoneTag_->scale();
    phoneTag_->setPos((size_.width() - shown.width()) / 2,
                      size_.height() - shown.height() - size_.height() * 0.025);
}

void PmBoardItem::setPhoneState(const QString& words, bool away) {
    phoneWords_ = words;
    phoneText_->setText(words.toUpper());
    phoneTag_->setBrush(away ? QColor(0xB3, 0x26, 0x1E) : colours::cardStock);
    phoneText_->setBrush(away ? colours::cardStock : colours::ink);
    phoneTag_->setVisible(!words.isEmpty());
    phoneTag_->setToolTip(words);
    placeTags();
}

void PmBoardItem::setMarkerOnRight(bool right) {
    markerRight_ = right;
    const qreal m = marker_->size().width();
    // The hand points at the board from outside it, on whichever side has room.
    marker_->setTransform(right ? QTransform::fromScale(-1, 1) : QTransform());
    marker_->setPos(right ? size_.width() + m * 0.95 : -m * 0.95, size_.height() * 0.02);
}

bool PmBoardItem::isActive() const {
    return frame_->isVisible();
}

QRectF PmBoardItem::dealerTagRect() const {
    return dealerTag_->mapRectToParent(dealerTag_->rect());
}

QRectF PmBoardItem::nextTagRect() const {
    return nextTag_->mapRectToParent(nextTag_->rect());
}

bool PmBoardItem::isNext() const {
    return nextTag_->isVisible();
}

void PmBoardItem::setLastTurn(std::optional<int> cardValue, int man) {
    lastCardValue_ = cardValue;
    lastMan_ = man;
    if (cardValue) lastCard_->setElement(pm_art::cardFace(*cardValue));
    lastCard_->setVisible(cardValue.has_value());
    lastCard_->setToolTip(cardValue ? tr("Last card played") : QString());
    placeLastTurn();
}

void PmBoardItem::placeLastTurn() {
    // Beside the 25, on the printed rays of the board's lower left corner.
    const qreal h = size_.height() * 0.17;
    lastCard_->setSize({h * 5 / 7, h});
    lastCard_->setPos(size_.width() * 0.085, size_.height() * 0.785);
    lastRing_->setVisible(lastMan_ >= 0);
    if (lastMan_ < 0) return;
    lastRing_->setParentItem(men_[lastMan_]);
    const QSizeF s = manSize();
    const qreal r = s.width() * 0.47;
    lastRing_->setRect(
        QRectF(QPointF(s.width(), s.height()) * ManCentre - QPointF(r, r), QSizeF(2 * r, 2 * r)));
    QPen pen(colours::ink, qMax(1.5, s.width() * 0.1), Qt::DashLine);
    lastRing_->setPen(pen);
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
    setZValue(active ? 1 : 0); // its pointing hand over a neighbouring board
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
