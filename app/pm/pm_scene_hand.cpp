// SPDX-License-Identifier: GPL-3.0-or-later
// The hand at the foot of the P.M. table: its cards, how they lie, the
// card chosen and its options (the moves the engine allows with it).
#include "pm_scene.h"

#include "common/clickable_sprite.h"
#include "engine/pm/table.h"
#include "engine/pm/view.h"
#include "pm_art.h"
#include "pm_hand_layout.h"
#include "pm_words.h"

#include <QCursor>
#include <QLocale>
#include <QStringList>
#include <algorithm>

namespace club::app {

void PmScene::showHand(int seat, HandMode mode) {
    handSeat_ = seat;
    handMode_ = seat < 0 ? HandMode::Hidden : mode;
    refreshHand();
}

void PmScene::refreshHand() {
    qDeleteAll(handItems_);
    handItems_.clear();
    hand_.clear();
    selected_ = -1;
    options_.clear();
    refreshHighlights();
    if (handMode_ == HandMode::Hidden || !table_->hasRubber()) {
        emit handDescribed(QString());
        return layoutHand();
    }
    const pm::SeatView view = table_->viewFor(handSeat_);
    hand_.assign(view.hand().begin(), view.hand().end());
    // Sorted: PLUS cards low to high, then the red MINUS cards.
    std::sort(hand_.begin(), hand_.end(), [&](pm::CardId a, pm::CardId b) {
        const int va = view.card(a).value, vb = view.card(b).value;
        if ((va < 0) != (vb < 0)) return va > 0;
        return std::abs(va) < std::abs(vb) || (std::abs(va) == std::abs(vb) && a < b);
    });
    for (int i = 0; i < int(hand_.size()); ++i) {
        const auto& c = view.card(hand_[i]);
        const QString id = handMode_ == HandMode::Backs
                               ? pm_art::back(c.back == pm::Back::Octagonal)
                               : pm_art::cardFace(c.value);
        auto* item = new ClickableSprite(sheet_, id, i);
        item->setZValue(5);
        item->setAcceptHoverEvents(handMode_ == HandMode::Play);
        if (handMode_ != HandMode::Play) item->setCursor(QCursor(Qt::ArrowCursor));
        if (handMode_ == HandMode::Play && !hasMove(hand_[i])) {
            // A MINUS card may not lead (PM-5): it looks as unplayable as it is.
            item->setOpacity(0.5);
            item->setAcceptHoverEvents(false);
        }
        addItem(item);
        connect(item, &ClickableSprite::clicked, this, &PmScene::pressCard);
        connect(item, &ClickableSprite::doubleClicked, this, [this](int i) {
            if (handMode_ == HandMode::Play && selected_ == i && options_.size() == 1)
                playFocused();
        });
        handItems_.push_back(item);
    }
    nameHandCards();
    emit handDescribed(handDescription());
    layoutHand();
}

void PmScene::nameHandCards() {
    // A card's name only where its owner may see its face (PM-16).
    if (handMode_ == HandMode::Hidden || handMode_ == HandMode::Backs || !table_->hasRubber())
        return;
    const pm::SeatView view = table_->viewFor(handSeat_);
    for (int i = 0; i < int(handItems_.size()); ++i) {
        const QString name = pmwords::cardName(view.card(hand_[std::size_t(i)]).value);
        handItems_[i]->setToolTip(handMode_ == HandMode::Play && !hasMove(hand_[std::size_t(i)])
                                      ? name + QLatin1Char('\n') + pmwords::cannotLead() // PM-5
                                      : name);
    }
}

QString PmScene::handDescription() const {
    if (handMode_ == HandMode::Hidden || handMode_ == HandMode::Backs || !table_->hasRubber() ||
        hand_.empty())
        return {};
    const pm::SeatView view = table_->viewFor(handSeat_);
    QStringList names;
    for (pm::CardId id : hand_)
        names << pmwords::cardName(view.card(id).value);
    return tr("%1's hand: %2")
        .arg(table_->rubber().config().seats[handSeat_].name, QLocale().createSeparatedList(names));
}

bool PmScene::hasMove(pm::CardId card) const {
    const pm::MoveList moves = table_->game().legalMoves();
    return std::any_of(moves.begin(), moves.end(),
                       [card](const pm::Move& m) { return m.card == card; });
}

void PmScene::pressCard(int index) {
    if (handMode_ != HandMode::Play) return;
    if (selected_ == index && options_.size() == 1)
        playFocused();
    else
        chooseCard(index);
}

void PmScene::chooseCard(int index) {
    if (index != selected_) selectCard(index);
}

bool PmScene::playOption(int index) {
    if (index < 0 || index >= int(options_.size())) return false;
    focusedOption_ = index;
    return playFocused();
}

QRectF PmScene::handCardRect(int index) const {
    return index >= 0 && index < handItems_.size() ? handItems_[index]->sceneBoundingRect()
                                                   : QRectF();
}

void PmScene::layoutHand() {
    const int n = int(handItems_.size());
    const PmHandLayout layout = pmHandLayout(handArea_, n);
    const qreal w = layout.card.width(), h = layout.card.height();
    for (int i = 0; i < n; ++i) {
        handItems_[i]->setSize(layout.card);
        const qreal lift = i == selected_ ? (layout.rows == 1 ? -28 : -6) : 0;
        handItems_[i]->setPos(layout.at[i] + QPointF(0, lift));
        // Later cards lie over earlier ones; the chosen one on top of all,
        // and solid under the pointer (no hover fading on it).
        handItems_[i]->setZValue(i == selected_ ? 5.5 : 5);
        if (handMode_ == HandMode::Play && handItems_[i]->opacity() > 0.6) {
            handItems_[i]->setAcceptHoverEvents(i != selected_);
            if (i == selected_) handItems_[i]->setOpacity(1.0);
        }
    }
    cardHighlight_->setVisible(selected_ >= 0 && selected_ < n);
    if (cardHighlight_->isVisible()) {
        const qreal grow = w * 0.04; // the highlight is 4% larger all round
        cardHighlight_->setSize({w + 2 * grow, h + 2 * grow});
        cardHighlight_->setPos(handItems_[selected_]->pos() - QPointF(grow, grow));
    }
    emit layoutChanged();
}

void PmScene::selectCard(int index) {
    if (handMode_ != HandMode::Play || index < 0 || index >= int(hand_.size())) return;
    selected_ = index;
    options_.clear();
    for (const pm::Move& m : table_->game().legalMoves())
        if (m.card == hand_[index]) options_.push_back(m);
    // A card first offers a move that busts no man where it has one: the
    // first in the engine's order could send a man to the stars on Enter.
    const auto safe =
        std::find_if(options_.begin(), options_.end(), [](const pm::Move& m) { return !m.bust; });
    focusedOption_ = safe == options_.end() ? 0 : int(safe - options_.begin());
    layoutHand();
    refreshHighlights();
    emit selectionExplained(options_.empty() ? pmwords::cannotLead()
                                             : explain(options_[std::size_t(focusedOption_)]));
    emit cardSelected(index);
}

QString PmScene::explain(const pm::Move& m) const {
    const pm::Game& g = table_->game();
    const int value = g.card(m.card).value;
    const QString forced = pmwords::forcedNote(g.hasTop() ? g.topValue() + value : value, options_);
    const QString text = pmwords::explainMove(g.hasTop(), g.topValue(), value, m);
    return forced.isEmpty() ? text : text + QLatin1Char('\n') + forced;
}

void PmScene::moveSelection(int delta) {
    if (hand_.empty()) return;
    const int n = int(hand_.size());
    selectCard(selected_ < 0 ? (delta > 0 ? 0 : n - 1) : (selected_ + delta + n) % n);
}

void PmScene::cycleOption(int delta) {
    if (options_.size() < 2) return;
    const int n = int(options_.size());
    focusedOption_ = (focusedOption_ + delta + n) % n;
    refreshHighlights();
    emit selectionExplained(explain(options_[focusedOption_]));
    emit optionFocused(focusedOption_);
}

bool PmScene::playFocused() {
    if (handMode_ != HandMode::Play || selected_ < 0 || options_.empty()) return false;
    const pm::Move move = options_[std::size_t(focusedOption_)];
    emit movePicked(move);
    return true;
}

void PmScene::dropSelection() {
    selected_ = -1;
    options_.clear();
    focusedOption_ = 0;
    qDeleteAll(highlightItems_);
    highlightItems_.clear();
}

} // namespace club::app
