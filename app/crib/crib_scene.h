// SPDX-License-Identifier: GPL-3.0-or-later
// The cribbage table as a graphics scene: the Once Around board with its
// pegs and the scores beside it, the pack with the starter, the crib, the
// cards of the running count with the count in large figures, the show (a
// hand or the crib laid out with the starter), the words said, and the hand
// of whoever may look at it. It is told what happened event by event (the
// page paces them) and reads the engine for what a click may do; it decides
// no rule. Scene units: 1000 wide, as high as the view's shape asks.
// The hand is in crib_scene_hand.cpp.
#pragma once

#include "crib_shown_match.h"
#include "engine/crib/table.h"

#include <QGraphicsScene>
#include <QStringList>
#include <functional>
#include <vector>

class QGraphicsSimpleTextItem;
class QGraphicsRectItem;

namespace club::app {

class SpriteSheet;
class SpriteItem;
class ClickableSprite;
class CribBoardItem;

class CribScene : public QGraphicsScene {
    Q_OBJECT
public:
    CribScene(SpriteSheet* sheet, crib::Table* table, QObject* parent = nullptr);

    void relayout(qreal aspect);
    /// Everything from the table as it stands (new match, undo, open).
    void syncFromTable();
    /// One event, as it happens at the table; pegs move over `ms`.
    /// `countFollows`: a Show whose count is said with the Score that
    /// follows it, when the pegs move (the cards are laid out first).
    void present(const crib::Event& event, int ms, bool countFollows = false);
    bool isAnimating() const;
    /// Muggins: lays out the hand (or crib) its owner is to count now.
    void layOutForCount();

    /// Whose hand is face up at the bottom: Hidden shows backs (or nothing),
    /// Watch shows it without taking clicks, Play takes them.
    enum class HandMode { Hidden, Watch, Play };
    void showHand(int seat, HandMode mode);
    /// Names the hand face up under it ("Bert's hand"), where it may be any
    /// seat's: in a replay, and with several people passing the screen.
    void setNamesTheHand(bool names);
    /// The name under the hand, if one is shown.
    QString handOwnerText() const;
    int handSeat() const { return handSeat_; }
    HandMode handMode() const { return handMode_; }
    const crib::Hand& hand() const { return hand_; }

    // Choosing cards (mouse, keyboard and tests)
    int focusedCard() const { return focus_; }
    void focusCard(int index);
    void moveFocus(int delta);
    /// A click or Space on card `index`: picks it for the crib (again: puts
    /// it back), or plays it in the play.
    void pressCard(int index);
    bool isSelected(int index) const;
    crib::Hand selectedCards() const;
    void clearSelection();
    /// The play: can this card of the hand go on the count now?
    bool isPlayable(int index) const;
    /// The play: is this card of the person's hand drawn dimmed (it cannot go on the count)?
    bool isDimmed(int index) const;
    /// The play: the cursor on a card that can go on the count (the first).
    void focusPlayable();

    // For the accessible cells: what is drawn where.
    QRectF handCardRect(int index) const;
    const std::vector<std::pair<int, crib::Card>>& countCards() const { return countCards_; }
    int count() const { return count_; }
    crib::Card starter() const { return starter_; }
    const crib::Hand& showCards() const { return showCards_; }
    QString caption() const;
    /// The caption's large words and the small line under them.
    QString saidWords() const;
    QString saidSmallWords() const;
    CribBoardItem* board() const { return board_; }
    /// The match's figures as the table has shown them so far.
    const CribShownMatch& shown() const { return shown_; }
    QStringList sideNames() const;
    int gamePoints() const { return table_->match().setup().game; }
    QRectF starterRect() const;
    QRectF boardRect() const;
    /// The count's figure and the cards on the count, as laid out.
    QRectF countFigureRect() const;
    std::vector<QRectF> countCardRects() const;

signals:
    void cardPlayed(crib::Card card);
    /// The person pressed a card that cannot go on the count now.
    void cardRefused(crib::Card card);
    void selectionChanged();
    /// Something a screen reader should hear again (the hand, the count).
    void changed();
    void animationsFinished();

private:
    static constexpr QSizeF HandCard{120, 168};

    void layoutHand();
    void layoutMiddle();
    void updateScores();
    /// The words under the table, kept as their makings so that they are
    /// said again in the language chosen (issue 25).
    using Words = std::function<QString()>;
    void setCaption(Words big, Words small);
    /// "Ann's hand counts 12.", made again when asked.
    Words countedWords(int seat, bool crib, int points) const;
    SpriteItem* card(const QString& id);

    SpriteSheet* sheet_;
    crib::Table* table_;
    CribBoardItem* board_;
    CribShownMatch shown_;
    std::vector<QGraphicsSimpleTextItem*> scoreTexts_;
    QGraphicsSimpleTextItem* countText_;
    QGraphicsSimpleTextItem* countLabel_;
    QGraphicsSimpleTextItem* saidText_;
    QGraphicsSimpleTextItem* saidSmallText_;
    QGraphicsSimpleTextItem* cribLabel_;
    QGraphicsSimpleTextItem* starterLabel_;
    QGraphicsSimpleTextItem* handOwner_;
    bool namesTheHand_ = false;
    SpriteItem* pack_;
    SpriteItem* starterItem_;
    SpriteItem* cribItem_;
    std::vector<SpriteItem*> countItems_;
    std::vector<SpriteItem*> showItems_;
    std::vector<ClickableSprite*> handItems_;
    SpriteItem* highlight_;

    qreal width_ = 1000, height_ = 800, boardBottom_ = 0;
    int handSeat_ = -1;
    HandMode handMode_ = HandMode::Hidden;
    crib::Hand hand_;
    std::vector<bool> selected_;
    int focus_ = 0;
    std::vector<std::pair<int, crib::Card>> countCards_;
    int count_ = 0;
    crib::Card starter_ = crib::NoCard;
    int cribCards_ = 0;
    crib::Hand showCards_;
    crib::Card showStarter_ = crib::NoCard;
    Words said_, saidSmall_; ///< the caption's big and small lines; empty: none
    int configuredHands_ = 0;
};

} // namespace club::app
