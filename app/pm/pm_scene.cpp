// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_scene.h"

#include "common/clickable_sprite.h"
#include "common/follow_language.h"
#include "common/sprite_sheet.h"
#include "engine/pm/table.h"
#include "engine/pm/view.h"
#include "pm_art.h"
#include "pm_board_item.h"
#include "pm_move_log.h"
#include "pm_words.h"

#include <QGraphicsRectItem>
#include <QPropertyAnimation>
#include <algorithm>

namespace club::app {

namespace {
constexpr qreal SceneHeight = 1000;
constexpr qreal HandHeight = 215;
constexpr qreal BoardGap = 16; ///< between boards, room for the tabs on their top edges
/// Between the boards and the hand: the gold frame of the board to play
/// stands 6.5 outside it, and a chosen card of a one-row hand rises 6 above
/// the hand's strip, its highlight 5 more; where the boards fill the height
/// (two players on a wide window) they would otherwise meet.
constexpr qreal BoardsFoot = 9;
} // namespace

PmScene::PmScene(SpriteSheet* sheet, pm::Table* table, QObject* parent)
    : AnimatedScene(parent), sheet_(sheet), table_(table) {
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
        // The hand as screen readers hear it, in the language chosen.
        if (handMode_ != HandMode::Hidden && table_->hasRubber())
            emit handDescribed(handDescription());
        nameHandCards(); // and the cards' and landing places' tooltips
        if (handMode_ != HandMode::Play || selected_ < 0) return;
        refreshHighlights();
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

void PmScene::setPhoneStates(std::function<PhoneState(int seat)> states) {
    phoneStates_ = std::move(states);
    refreshPhoneStates();
}

void PmScene::refreshPhoneStates() {
    for (PmBoardItem* b : boards_) {
        const PhoneState state = phoneStates_ ? phoneStates_(b->seat()) : PhoneState{};
        b->setPhoneState(state.words, state.away);
    }
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
    refreshPhoneStates();
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
        qreal h = qMin(r.height() * fill, r.width() * fill / pm_art::cardAspect);
        return QRectF(r.center() - QPointF(h * pm_art::cardAspect / 2, h / 2),
                      QSizeF(h * pm_art::cardAspect, h));
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
        emit cardLanded();
    });
    anim->start(QAbstractAnimation::DeleteWhenStopped);
}

void PmScene::onManMoved(int seat, int man, int from, int to, bool bust) {
    PmBoardItem* b = board(seat);
    if (!b) return;
    track(b->animateMan(man, from, to, bust, stepMs_, stepMs_ * 3));
}

} // namespace club::app
