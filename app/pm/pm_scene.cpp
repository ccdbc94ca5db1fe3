// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_scene.h"

#include "common/clickable_sprite.h"
#include "common/follow_language.h"
#include "common/sprite_sheet.h"
#include "engine/pm/table.h"
#include "engine/pm/view.h"
#include "pm_art.h"
#include "pm_board_item.h"
#include "pm_hand_layout.h"
#include "pm_move_log.h"
#include "pm_words.h"

#include <QCursor>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QLocale>
#include <QPropertyAnimation>
#include <QStringList>
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

constexpr qreal SceneHeight = 1000;
constexpr qreal CardAspect = 5.0 / 7.0;
constexpr qreal HandHeight = 215;
constexpr qreal BoardGap = 16; ///< between boards, room for the tabs on their top edges
/// Between the boards and the hand: the gold frame of the board to play
/// stands 6.5 outside it, and a chosen card of a one-row hand rises 6 above
/// the hand's strip, its highlight 5 more; where the boards fill the height
/// (two players on a wide window) they would otherwise meet.
constexpr qreal BoardsFoot = 9;
} // namespace

PmScene::PmScene(SpriteSheet* sheet, pm::Table* table, QObject* parent)
    : QGraphicsScene(parent), sheet_(sheet), table_(table),
      animations_(new AnimationTracker(this)) {
    connect(animations_, &AnimationTracker::allEnded, this, &PmScene::animationsFinished);
    setBackgroundBrush(QColor(0x2E, 0x4A, 0x3A));
    baize_ = new SpriteItem(sheet_, QStringLiteral("pm-baize"));
    baize_->setZValue(-10);
    addItem(baize_);
    container_ = new SpriteItem(sheet_, pm_art::container);
    addItem(container_);
    topCard_ = new SpriteItem(sheet_, pm_art::cardFace(1));
    topCard_->setZValue(1);
    addItem(topCard_);
    cardHighlight_ = new SpriteItem(sheet_, pm_art::cardHighlight);
    cardHighlight_->setZValue(6);
    addItem(cardHighlight_);

    connect(table_, &pm::Table::positionReset, this, &PmScene::rebuild);
    connect(table_, &pm::Table::cardPlayed, this, &PmScene::onCardPlayed);
    connect(table_, &pm::Table::manMoved, this, [this](int seat, int man, int from, int to) {
        onManMoved(seat, man, from, to, false);
    });
    connect(table_, &pm::Table::manBust, this,
            [this](int seat, int man, int from) { onManMoved(seat, man, from, pm::Stars, true); });
    connect(table_, &pm::Table::turnChanged, this, &PmScene::onTurnChanged);
    // The game over, the table's markers go: nobody is to play.
    connect(table_, &pm::Table::gameOver, this, &PmScene::clearTurnMarkers);
    connect(table_, &pm::Table::cardPlayed, this, &PmScene::refreshLastTurns);
    connect(table_, &pm::Table::noManMoved, this, &PmScene::refreshLastTurns);
    // The chosen card's words, said again in the language chosen.
    followLanguage(this, [this] {
        if (handMode_ != HandMode::Play || selected_ < 0) return;
        emit selectionExplained(options_.empty() ? pmwords::cannotLead()
                                                 : explain(options_[focusedOption_]));
    });
}

void PmScene::clearTurnMarkers() {
    for (PmBoardItem* b : boards_) {
        b->setActive(false);
        b->setNext(false);
    }
}

void PmScene::refreshLastTurns() {
    if (!table_->hasRubber()) return;
    std::vector<const pm::Change*> last(boards_.size(), nullptr);
    const std::vector<PmLoggedTurn> turns = currentGameTurns(table_->rubber());
    for (const PmLoggedTurn& t : turns)
        if (t.change.seat >= 0 && t.change.seat < int(last.size()))
            last[std::size_t(t.change.seat)] = &t.change;
    for (int i = 0; i < int(boards_.size()); ++i) {
        const pm::Change* c = last[std::size_t(i)];
        boards_[i]->setLastTurn(c ? std::optional(c->cardValue) : std::nullopt,
                                c && c->man >= 0 ? c->man : -1);
    }
}

PmBoardItem* PmScene::board(int seat) const {
    const auto it = std::find(seats_.begin(), seats_.end(), seat);
    return it == seats_.end() ? nullptr : boards_[int(it - seats_.begin())];
}

void PmScene::rebuild() {
    // The selection and its rings belong to the game that goes: the rings
    // are children of its boards, so they go first (issue 10's crash).
    dropSelection();
    qDeleteAll(boards_);
    boards_.clear();
    // The men's moves went with the old boards: the tracker forgot them as
    // they went, so the computer does not wait for them.
    if (!table_->hasRubber()) return;
    const auto& rubber = table_->rubber();
    seats_ = rubber.currentRecord().seats;
    for (std::size_t i = 0; i < seats_.size(); ++i) {
        const auto& seat = rubber.config().seats[seats_[i]];
        auto* b = new PmBoardItem(sheet_, seats_[i], seat.name, seat.colour);
        addItem(b);
        boards_.push_back(b);
    }
    boards_[rubber.currentRecord().dealer]->setDealer(true);
    relayout(width_ / SceneHeight);
    if (!table_->game().isOver()) onTurnChanged(table_->seatToMove());
    refreshLastTurns();
}

void PmScene::relayout(qreal aspect) {
    width_ = qMax(1.0, aspect) * SceneHeight;
    setSceneRect(0, 0, width_, SceneHeight);
    baize_->setSize({width_, SceneHeight});

    // The bottom strip holds the hand and, at its right, the card container;
    // the boards have all the space above.
    const QRectF cb = sheet_->bounds(pm_art::container);
    const qreal cScale = (HandHeight - 25) / cb.height();
    container_->setSize(cb.size() * cScale);
    containerRect_ =
        QRectF(QPointF(width_ - cb.width() * cScale - 25, SceneHeight - HandHeight + 8),
               cb.size() * cScale);
    container_->setPos(containerRect_.topLeft());
    handArea_ = QRectF(20, SceneHeight - HandHeight, containerRect_.left() - 50, HandHeight - 15);
    // Little margin: on a small screen eight boards need every unit. The
    // top keeps room for the tabs (DEALER, NEXT TO PLAY) on the top row.
    boardsArea_ = QRectF(10, 22, width_ - 20, SceneHeight - HandHeight - 26 - BoardsFoot);

    const int n = int(boards_.size());
    if (n > 0) {
        // The grid (rows x columns) that gives the largest boards.
        const QRectF bb = sheet_->bounds(pm_art::board);
        const qreal aspectBoard = bb.width() / bb.height();
        int rows = 1;
        qreal h = 0;
        for (int r = 1; r <= 3; ++r) {
            const int c = (n + r - 1) / r;
            const qreal hr = qMin(boardsArea_.height() / r - BoardGap,
                                  (boardsArea_.width() / c - BoardGap) / aspectBoard);
            if (hr > h) {
                h = hr;
                rows = r;
            }
        }
        const int cols = (n + rows - 1) / rows;
        // Room on the left for the pointing hand of the first column's boards.
        const qreal marker = h * aspectBoard * 0.16;
        if (boardsArea_.left() < marker) {
            boardsArea_.setLeft(marker);
            h = qMin(boardsArea_.height() / rows - BoardGap,
                     (boardsArea_.width() / cols - BoardGap) / aspectBoard);
        }
        const qreal cellW = boardsArea_.width() / cols;
        const qreal cellH = boardsArea_.height() / rows;
        const QSizeF size(h * aspectBoard, h);
        // Round the table clockwise: rows alternate direction, so the player
        // on one's left (next to play) is always the next board along.
        for (int i = 0; i < n; ++i) {
            const int row = i / cols;
            const int col = row % 2 == 0 ? i % cols : cols - 1 - i % cols;
            const QPointF cell(boardsArea_.left() + col * cellW, boardsArea_.top() + row * cellH);
            boards_[i]->setBoardSize(size);
            boards_[i]->setPos(cell + QPointF((cellW - size.width()) / 2, (cellH - h) / 2));
            boards_[i]->setMen(table_->game().men(i));
            // The pointing hand on the side with room for it, never off screen.
            const qreal marker = size.width() * 0.16;
            boards_[i]->setMarkerOnRight(boards_[i]->x() - marker < 0);
        }
    }
    refreshContainer();
    layoutHand();
}

void PmScene::refreshContainer() {
    const QRectF large = sheet_->relative(pm_art::container, pm_art::containerLarge);
    const QRectF small = sheet_->relative(pm_art::container, pm_art::containerSmall);
    const QSizeF cs = container_->size();
    auto place = [&](const QRectF& rel, qreal fill) {
        const QRectF r(container_->pos() + QPointF(rel.x() * cs.width(), rel.y() * cs.height()),
                       QSizeF(rel.width() * cs.width(), rel.height() * cs.height()));
        qreal h = qMin(r.height() * fill, r.width() * fill / CardAspect);
        return QRectF(r.center() - QPointF(h * CardAspect / 2, h / 2), QSizeF(h * CardAspect, h));
    };
    const QRectF topRect = place(large, 0.9);
    topCard_->setSize(topRect.size());
    topCard_->setPos(topRect.topLeft());
    const bool hasGame = table_->hasRubber();
    // While a played card is in the air the container keeps what it had.
    if (cardsInFlight_ == 0)
        setShownTop(hasGame && table_->game().hasTop() ? std::optional(table_->game().topValue())
                                                       : std::nullopt);
    topCard_->setVisible(shownTop_.has_value());
    if (shownTop_) topCard_->setElement(pm_art::cardFace(*shownTop_));

    // The set-aside cards lie face down in the small compartment (PM-E5).
    qDeleteAll(setAsideBacks_);
    setAsideBacks_.clear();
    const int count = hasGame ? int(table_->game().setAside().size()) : 0;
    const QRectF backRect = place(small, 0.85);
    for (int i = 0; i < std::min(count, 6); ++i) {
        const auto& c = table_->game().card(table_->game().setAside()[i]);
        auto* back = new SpriteItem(sheet_, pm_art::back(c.back == pm::Back::Octagonal));
        back->setSize(backRect.size());
        back->setPos(backRect.topLeft() + QPointF(i * 1.5, -i * 1.5));
        back->setZValue(1);
        addItem(back);
        setAsideBacks_.push_back(back);
    }
}

void PmScene::setShownTop(std::optional<int> value) {
    if (value == shownTop_) return;
    shownTop_ = value;
    emit shownTopChanged();
}

void PmScene::onTurnChanged(int seat) {
    for (PmBoardItem* b : boards_) {
        b->setActive(b->seat() == seat);
        b->setNext(false);
    }
    // The player on the mover's left plays next: the card laid now is his top card.
    const auto it = std::find(seats_.begin(), seats_.end(), seat);
    if (it != seats_.end() && boards_.size() > 1)
        boards_[int((it - seats_.begin() + 1) % boards_.size())]->setNext(true);
}

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
        // A card's name only where its owner may see its face (PM-16).
        if (handMode_ != HandMode::Backs) item->setToolTip(pmwords::cardName(c.value));
        item->setAcceptHoverEvents(handMode_ == HandMode::Play);
        if (handMode_ != HandMode::Play) item->setCursor(QCursor(Qt::ArrowCursor));
        if (handMode_ == HandMode::Play && !hasMove(hand_[i])) {
            // A MINUS card may not lead (PM-5): it looks as unplayable as it is.
            item->setOpacity(0.5);
            item->setAcceptHoverEvents(false);
            item->setToolTip(pmwords::cardName(c.value) + QLatin1Char('\n') +
                             pmwords::cannotLead());
        }
        addItem(item);
        connect(item, &ClickableSprite::clicked, this, &PmScene::pressCard);
        connect(item, &ClickableSprite::doubleClicked, this, [this](int i) {
            if (handMode_ == HandMode::Play && selected_ == i && options_.size() == 1)
                playFocused();
        });
        handItems_.push_back(item);
    }
    QStringList names;
    if (handMode_ != HandMode::Backs)
        for (pm::CardId id : hand_)
            names << pmwords::cardName(view.card(id).value);
    emit handDescribed(names.isEmpty() ? QString()
                                       : tr("%1's hand: %2")
                                             .arg(table_->rubber().config().seats[handSeat_].name,
                                                  QLocale().createSeparatedList(names)));
    layoutHand();
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
        selectCard(index);
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
    focusedOption_ = 0;
    layoutHand();
    refreshHighlights();
    emit selectionExplained(options_.empty() ? pmwords::cannotLead() : explain(options_.front()));
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

void PmScene::track(QAbstractAnimation* animation) {
    animations_->track(animation);
}

void PmScene::onCardPlayed(int seat, int cardId, int value, int) {
    // The hand loses the card at once; the card flies to the container.
    QPointF start;
    for (int i = 0; i < int(hand_.size()); ++i)
        if (hand_[i] == cardId && seat == handSeat_) start = handItems_[i]->pos();
    if (seat == handSeat_) refreshHand();
    if (stepMs_ <= 0) return refreshContainer(); // no animation: it lies there at once
    PmBoardItem* b = board(seat);
    if (start.isNull() && b) start = b->pos() + QPointF(b->boardSize().width() / 3, 0);
    auto* flying = new SpriteItem(sheet_, pm_art::cardFace(value));
    flying->setSize(topCard_->size());
    flying->setZValue(8);
    flying->setPos(start);
    addItem(flying);
    auto* anim = new QPropertyAnimation(flying, "pos", this);
    anim->setDuration(stepMs_ * 3);
    anim->setEndValue(topCard_->pos());
    anim->setEasingCurve(QEasingCurve::OutCubic);
    track(anim);
    ++cardsInFlight_;
    connect(anim, &QAbstractAnimation::finished, this, [this, flying, value] {
        flying->deleteLater();
        // Landed: on top now, unless a later card is still on its way,
        // which brings the table's own top card when it lands.
        if (--cardsInFlight_ > 0) setShownTop(value);
        refreshContainer();
    });
    anim->start(QAbstractAnimation::DeleteWhenStopped);
}

void PmScene::onManMoved(int seat, int man, int from, int to, bool bust) {
    PmBoardItem* b = board(seat);
    if (!b) return;
    track(b->animateMan(man, from, to, bust, stepMs_, stepMs_ * 3));
}

} // namespace club::app
