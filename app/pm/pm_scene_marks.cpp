// SPDX-License-Identifier: GPL-3.0-or-later
// The marks on the board of the moves the chosen card may make (the
// engine's legal moves): a ring where each would land, a click target.
#include "pm_scene.h"

#include "common/clickable_sprite.h"
#include "engine/pm/table.h"
#include "pm_art.h"
#include "pm_board_item.h"

#include <QCursor>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <algorithm>
#include <functional>

namespace club::app {

namespace {
/// An invisible square over a board place that plays an option when clicked.
class PlaceTarget : public QGraphicsRectItem {
public:
    PlaceTarget(const QRectF& rect, std::function<void()> onClick)
        : QGraphicsRectItem(rect), onClick_(std::move(onClick)) {
        setPen(Qt::NoPen);
        setBrush(Qt::NoBrush);
        setCursor(Qt::PointingHandCursor);
    }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override {
        if (event->button() != Qt::LeftButton) return event->ignore();
        const auto click = onClick_; // the click may replace the targets, this one too
        click();
    }

private:
    std::function<void()> onClick_;
};

} // namespace

void PmScene::refreshHighlights() {
    qDeleteAll(highlightItems_);
    highlightItems_.clear();
    PmBoardItem* b = board(handSeat_);
    if (!b || options_.empty()) return;
    for (int i = 0; i < int(options_.size()); ++i) {
        const pm::Move& m = options_[i];
        if (!m.movesMan()) continue;
        const auto& men = table_->game().men(table_->game().toMove());
        const int man = int(std::find(men.begin(), men.end(), m.from) - men.begin());
        // A bust is marked on the man who would go; a move on where he lands.
        const QPointF c = m.bust ? b->placeCentre(m.from, man) : b->placeCentre(m.to, man);
        auto* h =
            new ClickableSprite(sheet_, m.bust ? pm_art::spotBust : pm_art::spotHighlight, i, b);
        // The landing ring goes round the dark circle where the man would
        // stand, a little wider than the man, and stops short of the
        // numbers beside it. Its sprite, the click target, is wider still.
        const bool focused = i == focusedOption_;
        const qreal grow = m.bust ? (focused ? 1.9 : 1.5) : (focused ? 1.34 : 1.1);
        const QSizeF s = b->manSize() * grow;
        h->setSize(s);
        h->setPos(c - QPointF(s.width() / 2, s.height() / 2));
        h->setZValue(4);
        h->setOpacity(focused ? 1.0 : 0.7);
        h->setToolTip(explain(m));
        connect(h, &ClickableSprite::clicked, this, &PmScene::playOption);
        highlightItems_.push_back(h);
        // The whole square (number and circle) takes the click, not only the ring.
        auto* square =
            new PlaceTarget(b->placeBox(m.bust ? m.from : m.to, man), [this, i] { playOption(i); });
        square->setParentItem(b);
        square->setZValue(3.9);
        square->setToolTip(h->toolTip());
        highlightItems_.push_back(square);
        if (i == focusedOption_ && !m.bust && m.from != pm::Stars) {
            // The man who would go, ringed faintly: from here to there.
            auto* from = new SpriteItem(sheet_, pm_art::spotHighlight, b);
            const QSizeF fs = b->manSize() * 1.93; // round the man, clear of his mark
            from->setSize(fs);
            from->setPos(b->placeCentre(m.from, man) - QPointF(fs.width() / 2, fs.height() / 2));
            from->setZValue(4);
            from->setOpacity(0.45);
            highlightItems_.push_back(from);
        }
    }
}

} // namespace club::app
