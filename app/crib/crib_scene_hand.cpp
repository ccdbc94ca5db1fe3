// SPDX-License-Identifier: GPL-3.0-or-later
// The hand at the foot of the cribbage table: its cards, the ones chosen
// for the crib, the keyboard's focus, and which may be played (the
// engine's pegging says).
#include "crib_scene.h"

#include "common/clickable_sprite.h"
#include "crib_art.h"
#include "crib_words.h"

#include <algorithm>

namespace club::app {

namespace {
constexpr qreal Raise = 28; ///< a card chosen for the crib stands up
} // namespace

void CribScene::showHand(int seat, HandMode mode) {
    const bool same = seat == handSeat_;
    handSeat_ = seat;
    handMode_ = seat < 0 ? HandMode::Hidden : mode;
    if (!same || hand_.empty()) {
        hand_ = seat >= 0 ? table_->match().hand(seat) : crib::Hand{};
        selected_.assign(hand_.size(), false);
        focus_ = 0;
    }
    layoutHand();
    emit changed();
}

void CribScene::layoutHand() {
    const int n = int(hand_.size());
    while (int(handItems_.size()) < 6) {
        auto* item = new ClickableSprite(sheet_, crib_art::back, int(handItems_.size()));
        addItem(item);
        item->setZValue(6 + 0.01 * qreal(handItems_.size()));
        connect(item, &ClickableSprite::clicked, this, &CribScene::pressCard);
        handItems_.push_back(item);
    }
    const qreal step = HandCard.width() + 12;
    const qreal x0 = (width_ - (n * step - 12)) / 2;
    const qreal y = height_ - HandCard.height() - 24;
    for (int i = 0; i < int(handItems_.size()); ++i) {
        ClickableSprite* item = handItems_[std::size_t(i)];
        item->setVisible(i < n);
        if (i >= n) continue;
        const bool faceUp = handMode_ != HandMode::Hidden;
        item->setElement(faceUp ? crib_art::card(hand_[std::size_t(i)]) : crib_art::back);
        item->setSize(HandCard);
        item->setPos(x0 + i * step, y - (isSelected(i) ? Raise : 0));
        item->setOpacity(isDimmed(i) ? 0.55 : 1.0);
        item->setAcceptedMouseButtons(handMode_ == HandMode::Play ? Qt::LeftButton : Qt::NoButton);
    }
    // Whose hand it is, under it, where it may be any seat's.
    const bool named = namesTheHand_ && n > 0 && handMode_ != HandMode::Hidden && handSeat_ >= 0;
    handOwner_->setText(named ? tr("%1's hand").arg(cribwords::seatName(table_->seats(), handSeat_))
                              : QString());
    handOwner_->setPos((width_ - handOwner_->boundingRect().width()) / 2,
                       y + HandCard.height() + 2);
    const bool cursor = handMode_ == HandMode::Play && focus_ >= 0 && focus_ < n;
    highlight_->setVisible(cursor);
    if (cursor) {
        const QRectF r = handCardRect(focus_);
        highlight_->setSize(r.size() + QSizeF(8, 8));
        highlight_->setPos(r.topLeft() - QPointF(4, 4));
    }
}

void CribScene::setNamesTheHand(bool names) {
    namesTheHand_ = names;
    layoutHand();
}

QString CribScene::handOwnerText() const {
    return handOwner_->text();
}

QRectF CribScene::handCardRect(int index) const {
    if (index < 0 || index >= int(hand_.size())) return {};
    const ClickableSprite* item = handItems_[std::size_t(index)];
    return {item->pos(), item->size()};
}

void CribScene::focusCard(int index) {
    if (hand_.empty()) return;
    focus_ = std::clamp(index, 0, int(hand_.size()) - 1);
    layoutHand();
    emit changed();
}

void CribScene::moveFocus(int delta) {
    if (hand_.empty()) return;
    focusCard((focus_ + delta + int(hand_.size())) % int(hand_.size()));
}

bool CribScene::isSelected(int index) const {
    return index >= 0 && index < int(selected_.size()) && selected_[std::size_t(index)];
}

crib::Hand CribScene::selectedCards() const {
    crib::Hand out;
    for (int i = 0; i < int(hand_.size()); ++i)
        if (isSelected(i)) out.push_back(hand_[std::size_t(i)]);
    return out;
}

void CribScene::clearSelection() {
    selected_.assign(hand_.size(), false);
    layoutHand();
    emit selectionChanged();
}

bool CribScene::isPlayable(int index) const {
    const crib::Match& m = table_->match();
    if (index < 0 || index >= int(hand_.size()) || m.phase() != crib::Phase::Play) return false;
    return m.toAct() == handSeat_ && m.pegging().isLegal(hand_[std::size_t(index)]);
}

void CribScene::pressCard(int index) {
    if (handMode_ != HandMode::Play || index < 0 || index >= int(hand_.size())) return;
    const crib::Match& m = table_->match();
    if (m.toAct() != handSeat_) return;
    focus_ = index;
    if (m.phase() == crib::Phase::Discard) {
        const int wanted =
            m.setup().discards((handSeat_ - m.dealer() - 1 + 2 * m.seats()) % m.seats());
        if (!selected_[std::size_t(index)] && int(selectedCards().size()) >= wanted)
            selected_.assign(hand_.size(), false); // a new choice starts over
        selected_[std::size_t(index)] = !selected_[std::size_t(index)];
        layoutHand();
        emit selectionChanged();
        emit changed();
    } else if (m.phase() == crib::Phase::Play) {
        if (isPlayable(index))
            emit cardPlayed(hand_[std::size_t(index)]);
        else
            emit cardRefused(hand_[std::size_t(index)]);
    }
}

bool CribScene::isDimmed(int index) const {
    return handMode_ == HandMode::Play && table_->match().phase() == crib::Phase::Play &&
           index >= 0 && index < int(hand_.size()) && !isPlayable(index);
}

void CribScene::focusPlayable() {
    if (isPlayable(focus_)) return;
    for (int i = 0; i < int(hand_.size()); ++i)
        if (isPlayable(i)) {
            focusCard(i);
            return;
        }
}

} // namespace club::app
