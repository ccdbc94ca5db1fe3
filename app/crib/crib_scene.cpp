// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_scene.h"

#include "common/follow_language.h"

#include "common/clickable_sprite.h"
#include "common/sprite_sheet.h"
#include "crib_art.h"
#include "crib_board_item.h"
#include "crib_words.h"
#include "fonts.h"
#include "palette.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

namespace club::app {

namespace {
constexpr qreal BoardWidth = 960;
constexpr QSizeF MidCard{96, 134};
constexpr qreal CountLeft = BoardWidth - 170; ///< the count's figure, from the board's left

QGraphicsSimpleTextItem* text(QGraphicsScene* scene, int pixels, bool title) {
    auto* t = scene->addSimpleText(QString());
    QFont f = title ? titleFont(10) : textFont(10);
    f.setPixelSize(pixels);
    t->setFont(f);
    t->setBrush(colours::cardStock);
    t->setZValue(5);
    return t;
}

int pegOf(const crib::Seat& seat) {
    return seat.colour % int(colours::players.size());
}
} // namespace

CribScene::CribScene(SpriteSheet* sheet, crib::Table* table, QObject* parent)
    : QGraphicsScene(parent), sheet_(sheet), table_(table) {
    setBackgroundBrush(colours::baize);
    board_ = new CribBoardItem(sheet_);
    addItem(board_);
    connect(board_, &CribBoardItem::animationsFinished, this, &CribScene::animationsFinished);
    countText_ = text(this, 96, true);
    countLabel_ = text(this, 18, false);
    saidText_ = text(this, 34, true);
    saidSmallText_ = text(this, 19, false);
    cribLabel_ = text(this, 17, false);
    starterLabel_ = text(this, 17, false);
    handOwner_ = text(this, 17, false);
    pack_ = card(crib_art::back);
    starterItem_ = card(crib_art::back);
    cribItem_ = card(crib_art::back);
    highlight_ = card(QStringLiteral("crib-card-highlight"));
    highlight_->setZValue(9);
    syncFromTable();
    // The table's own words (the scores under the board, Starter, whose
    // crib, the count) and the caption of the last event in the language
    // chosen; changed() has the screen reader hear them again.
    followLanguage(this, [this] {
        if (scoreTexts_.empty()) return; // nothing laid out yet
        updateScores();
        layoutMiddle();
        layoutHand(); // the hand's owner named
        emit changed();
    });
}

SpriteItem* CribScene::card(const QString& id) {
    auto* item = new SpriteItem(sheet_, id);
    addItem(item);
    item->setZValue(4);
    return item;
}

bool CribScene::isAnimating() const {
    return board_->isAnimating();
}

QStringList CribScene::sideNames() const {
    QStringList names;
    const crib::Match& m = table_->match();
    for (int side = 0; side < m.sides(); ++side)
        names << cribwords::sideName(m.setup(), table_->seats(), side);
    return names;
}

QRectF CribScene::starterRect() const {
    return {starterItem_->pos(), starterItem_->size()};
}

QRectF CribScene::countFigureRect() const {
    return countText_->sceneBoundingRect();
}

std::vector<QRectF> CribScene::countCardRects() const {
    std::vector<QRectF> out;
    for (const SpriteItem* item : countItems_)
        if (item->isVisible()) out.emplace_back(item->pos(), item->size());
    return out;
}

QRectF CribScene::boardRect() const {
    return board_->mapRectToScene(board_->boundingRect());
}

void CribScene::syncFromTable() {
    const crib::Match& m = table_->match();
    if (configuredHands_ != m.seats() || table_->match().setup() != crib::Setup{}) {
        std::vector<int> pegs;
        for (int side = 0; side < m.sides(); ++side)
            pegs.push_back(pegOf(table_->seats()[std::size_t(side)]));
        board_->configure(m.setup(), pegs);
        configuredHands_ = m.seats();
        for (auto* t : scoreTexts_)
            delete t;
        scoreTexts_.clear();
        for (int side = 0; side < m.sides(); ++side)
            scoreTexts_.push_back(text(this, 21, false));
    }
    for (int side = 0; side < m.sides(); ++side)
        board_->setPegs(side, m.scores()[std::size_t(side)], m.rearPegs()[std::size_t(side)], 0);
    shown_.reset(m);
    board_->setExtras(shown_.board(), m.setup());
    countCards_.clear();
    const auto run = m.pegging().countCards();
    if (m.phase() == crib::Phase::Play)
        for (std::size_t i = m.played().size() - run.size(); i < m.played().size(); ++i)
            countCards_.push_back(m.played()[i]);
    count_ = m.phase() == crib::Phase::Play ? m.pegging().count() : 0;
    starter_ = m.starter();
    cribCards_ = int(m.crib().size());
    showCards_.clear();
    showStarter_ = crib::NoCard;
    if (m.phase() == crib::Phase::Count || m.phase() == crib::Phase::Muggins) {
        showCards_ = m.showingCrib() ? m.crib() : m.kept(m.showSeat());
        showStarter_ = m.starter();
    }
    setCaption({}, {});
    if (m.phase() == crib::Phase::GameOver) {
        // The game's end as it was played: the hand that won it still laid
        // out (a replay's last step showed only the crib), the result said.
        if (const crib::Match::Shown won = m.winningShow(); won.seat >= 0) {
            showCards_ = won.crib ? m.crib() : m.kept(won.seat);
            showStarter_ = m.starter();
        }
        if (!m.results().empty()) {
            crib::Event end;
            end.kind = crib::Event::GameOver;
            end.side = m.results().back().winner;
            setCaption(
                [end, setup = m.setup(), seats = table_->seats()] {
                    return cribwords::eventWords(end, setup, seats);
                },
                [r = m.results().back(), setup = m.setup(), seats = table_->seats()] {
                    return cribwords::resultWords(r, setup, seats);
                });
        }
    }
    if (handSeat_ >= m.seats()) handSeat_ = -1;
    hand_ = handSeat_ >= 0 ? m.hand(handSeat_) : crib::Hand{};
    selected_.assign(hand_.size(), false);
    relayout(width_ / height_);
    emit changed();
}

void CribScene::layOutForCount() {
    const crib::Match& m = table_->match();
    if (m.phase() != crib::Phase::Count) return;
    countCards_.clear();
    count_ = 0;
    showCards_ = m.showingCrib() ? m.crib() : m.kept(m.showSeat());
    showStarter_ = m.starter();
    setCaption({}, [seats = table_->seats(), seat = m.showSeat(), crib = m.showingCrib()] {
        const QString owner = cribwords::seatName(seats, seat);
        return crib ? tr("%1's crib, to be counted").arg(owner)
                    : tr("%1's hand, to be counted").arg(owner);
    });
    relayout(width_ / height_);
    emit changed();
}

void CribScene::present(const crib::Event& e, int ms, bool countFollows) {
    using crib::Event;
    const crib::Match& m = table_->match();
    // The event's words as the table hears them, made again when asked.
    const Words words = [e, setup = m.setup(), seats = table_->seats()] {
        return cribwords::eventWords(e, setup, seats);
    };
    shown_.present(e, m, countFollows);
    switch (e.kind) {
    case Event::Deal:
        // A new game's first deal: the pegs go back to the start.
        if (e.count == 1)
            for (int side = 0; side < m.sides(); ++side)
                board_->setPegs(side, 0, 0, ms);
        countCards_.clear();
        count_ = 0;
        starter_ = crib::NoCard;
        showCards_.clear();
        showStarter_ = crib::NoCard;
        cribCards_ = m.setup().hands == 3 ? 1 : 0;
        hand_ = handSeat_ >= 0 ? m.hand(handSeat_) : crib::Hand{};
        selected_.assign(hand_.size(), false);
        focus_ = 0;
        setCaption({}, words);
        break;
    case Event::Discard:
        cribCards_ += int(e.cards.size());
        if (e.seat == handSeat_) {
            for (crib::Card c : e.cards)
                hand_.erase(std::remove(hand_.begin(), hand_.end(), c), hand_.end());
            selected_.assign(hand_.size(), false);
            focus_ = 0;
        }
        setCaption({}, words);
        break;
    case Event::Starter:
        starter_ = e.card;
        setCaption([card = e.card] { return cribwords::cardName(card); },
                   [] { return tr("The starter is turned."); });
        break;
    case Event::Play:
        countCards_.emplace_back(e.seat, e.card);
        count_ = e.count;
        if (e.seat == handSeat_) {
            hand_.erase(std::remove(hand_.begin(), hand_.end(), e.card), hand_.end());
            selected_.assign(hand_.size(), false);
            focus_ = std::min(focus_, std::max(0, int(hand_.size()) - 1));
        }
        setCaption({}, [seats = table_->seats(), seat = e.seat, card = e.card] {
            return tr("%1 plays %2.")
                .arg(cribwords::seatName(seats, seat), cribwords::theCard(card));
        });
        break;
    case Event::Go:
        setCaption([] { return tr("Go"); }, words);
        break;
    case Event::CountReset:
        countCards_.clear();
        count_ = 0;
        setCaption({}, words);
        break;
    case Event::Show:
        countCards_.clear();
        count_ = 0;
        showCards_ = e.cards;
        showStarter_ = e.card;
        if (countFollows) {
            // The cards first; the count is said as the pegs move (Score).
            setCaption({}, [seats = table_->seats(), seat = e.seat, crib = e.crib] {
                const QString owner = cribwords::seatName(seats, seat);
                return crib ? tr("%1's crib, to be counted").arg(owner)
                            : tr("%1's hand, to be counted").arg(owner);
            });
            break;
        }
        setCaption([parts = e.parts] { return cribwords::showWords(parts); },
                   countedWords(e.seat, e.crib, e.points));
        break;
    case Event::Score:
        board_->setPegs(e.side, e.to, e.from, ms);
        if ((e.reason == crib::ScoreReason::Hand || e.reason == crib::ScoreReason::Crib) &&
            !e.parts.empty()) {
            // The show's count, said as the pegs move.
            setCaption([parts = e.parts] { return cribwords::showWords(parts); },
                       countedWords(e.seat, e.crib, crib::totalOf(e.parts)));
        } else if (!words().isEmpty()) {
            // The score said large, what led to it small: its makings, not
            // its text, so that it too follows the language.
            setCaption(words, said_ ? said_ : saidSmall_);
        }
        break;
    case Event::GameOver:
        // The game's end said large, as a count is, with its score and how
        // it was won beneath: it was one small line under the starter. (The
        // end is its move's last event: the result is the engine's last.)
        if (!m.results().empty()) {
            setCaption(words, [r = m.results().back(), setup = m.setup(), seats = table_->seats()] {
                return cribwords::resultWords(r, setup, seats);
            });
            break;
        }
        setCaption({}, words);
        break;
    case Event::Corner:
    case Event::CutForDeal:
        setCaption({}, words);
        break;
    }
    if (e.kind == Event::GameOver || e.kind == Event::Corner || e.kind == Event::Show ||
        e.kind == Event::Score)
        board_->setExtras(shown_.board(), m.setup()); // the match's tally, as far as shown
    relayout(width_ / height_);
    emit changed();
}

CribScene::Words CribScene::countedWords(int seat, bool crib, int points) const {
    return [seats = table_->seats(), seat, crib, points] {
        return (crib ? tr("%1's crib counts %2.") : tr("%1's hand counts %2."))
            .arg(cribwords::seatName(seats, seat))
            .arg(points);
    };
}

void CribScene::setCaption(Words big, Words small) {
    said_ = std::move(big);
    saidSmall_ = std::move(small);
}

QString CribScene::saidWords() const {
    return said_ ? said_() : QString();
}

QString CribScene::saidSmallWords() const {
    return saidSmall_ ? saidSmall_() : QString();
}

QString CribScene::caption() const {
    const QString big = saidWords(), small = saidSmallWords();
    if (big.isEmpty()) return small;
    if (small.isEmpty()) return big;
    return big + QStringLiteral(" \u2014 ") + small;
}

void CribScene::relayout(qreal aspect) {
    if (aspect <= 0) aspect = 1.25;
    const qreal boardH = board_->layoutToWidth(BoardWidth);
    boardBottom_ = 12 + boardH;
    height_ =
        std::max<qreal>(760, boardBottom_ + 44 + MidCard.height() + 96 + HandCard.height() + 44);
    width_ = std::max<qreal>(1000, height_ * aspect);
    setSceneRect(0, 0, width_, height_);
    board_->setPos((width_ - BoardWidth) / 2, 12);
    updateScores();
    layoutMiddle();
    layoutHand();
}

void CribScene::updateScores() {
    const crib::Match& m = table_->match();
    const int n = int(scoreTexts_.size());
    const qreal left = (width_ - BoardWidth) / 2;
    for (int side = 0; side < n; ++side) {
        QGraphicsSimpleTextItem* t = scoreTexts_[std::size_t(side)];
        const int score = board_->front(side);
        const QString name = cribwords::sideName(m.setup(), table_->seats(), side);
        t->setText(tr("%1 %2 \u00b7 %n to go", "", m.setup().game - score).arg(name).arg(score));
        t->setBrush(colours::player(table_->seats()[std::size_t(side)].colour).lighter(150));
        t->setPos(left + side * BoardWidth / n, boardBottom_ + 6);
        // Long partnership names share the line: shrink rather than overlap.
        const qreal room = BoardWidth / n - 12, w = t->boundingRect().width();
        t->setScale(w > room ? room / w : 1.0);
    }
}

void CribScene::layoutMiddle() {
    const qreal top = boardBottom_ + 44;
    const qreal left = (width_ - BoardWidth) / 2;
    const bool showing = !showCards_.empty();
    pack_->setSize(MidCard);
    pack_->setPos(left, top);
    starterItem_->setSize(MidCard);
    starterItem_->setPos(left + 22, top + 8);
    starterItem_->setElement(starter_ != crib::NoCard ? crib_art::card(starter_) : crib_art::back);
    starterItem_->setVisible(starter_ != crib::NoCard && !showing);
    starterLabel_->setText(tr("Starter"));
    starterLabel_->setPos(left, top + MidCard.height() + 12);
    starterLabel_->setVisible(starter_ != crib::NoCard && !showing);
    pack_->setVisible(!showing);
    cribItem_->setSize(MidCard);
    cribItem_->setPos(left + 150, top);
    cribItem_->setVisible(cribCards_ > 0 && !showing);
    cribLabel_->setText(tr("%1's crib").arg(cribwords::seatName(table_->seats(), shown_.dealer())));
    cribLabel_->setPos(left + 150, top + MidCard.height() + 12);
    cribLabel_->setVisible(cribCards_ > 0 && !showing);

    // The count's cards, or the hand being shown with its starter apart.
    std::vector<crib::Card> cards;
    if (showing) {
        cards = showCards_;
    } else {
        for (const auto& [seat, c] : countCards_)
            cards.push_back(c);
    }
    while (countItems_.size() < cards.size() + 1)
        countItems_.push_back(card(crib_art::back));
    const qreal x0 = left + (showing ? 40 : 290);
    // A long count (six hands) closes up rather than run over the count's figure.
    const qreal countRoom = CountLeft - 16 - 290 - MidCard.width();
    const qreal step = showing            ? MidCard.width() + 10
                       : cards.size() > 1 ? std::min<qreal>(58, countRoom / qreal(cards.size() - 1))
                                          : 58;
    for (std::size_t i = 0; i < countItems_.size(); ++i) {
        SpriteItem* item = countItems_[i];
        const bool isStarter = showing && i == cards.size();
        item->setVisible(i < cards.size() || (isStarter && showStarter_ != crib::NoCard));
        if (!item->isVisible()) continue;
        item->setElement(crib_art::card(isStarter ? showStarter_ : cards[i]));
        item->setSize(MidCard);
        item->setPos(x0 + i * step + (isStarter ? 30 : 0), top);
        item->setZValue(4 + 0.01 * qreal(i));
    }
    countText_->setText(showing || (countCards_.empty() && count_ == 0) ? QString()
                                                                        : QString::number(count_));
    countText_->setPos(left + CountLeft, top + 6);
    countLabel_->setText(countText_->text().isEmpty() ? QString() : tr("the count"));
    countLabel_->setPos(left + BoardWidth - 166, top + 112);
    const QString big = saidWords();
    saidText_->setText(big);
    saidText_->setPos(left, top + MidCard.height() + 40);
    saidSmallText_->setText(saidSmallWords());
    saidSmallText_->setPos(left, top + MidCard.height() + (big.isEmpty() ? 44 : 82));
    // A long count said aloud must stay on the table.
    for (QGraphicsSimpleTextItem* t : {saidText_, saidSmallText_}) {
        const qreal w = t->boundingRect().width();
        t->setScale(w > width_ - 2 * left ? (width_ - 2 * left) / w : 1.0);
    }
}

} // namespace club::app
