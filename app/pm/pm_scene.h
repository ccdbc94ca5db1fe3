// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. table as a graphics scene: the boards round the table, the card
// container (PM-E5) and the hand of whoever may look at it. It draws from
// the Table's signals and asks the engine for legal moves; it decides no
// rule itself. Scene units: the scene is 1000 high and as wide as the
// view's aspect; sprites render at device size, so all stays sharp.
// The hand is in pm_scene_hand.cpp, the marks of a card's moves on the
// board in pm_scene_marks.cpp.
#pragma once

#include "common/animated_scene.h"
#include "engine/pm/move.h"

#include <QAbstractAnimation>
#include <QList>
#include <functional>
#include <optional>
#include <vector>

class QAbstractAnimation;

namespace club::pm {
class Table;
}

namespace club::app {

class SpriteSheet;
class SpriteItem;
class ClickableSprite;
class PmBoardItem;

class PmScene : public AnimatedScene {
    Q_OBJECT
public:
    PmScene(SpriteSheet* sheet, pm::Table* table, QObject* parent = nullptr);

    /// Lays everything out for a view of this aspect ratio (width / height).
    void relayout(qreal aspect);

    /// Shows `seat`'s hand: face up and playable, face up to watch, or as
    /// backs; -1 shows no hand at all (the pass screen is up).
    enum class HandMode { Hidden, Backs, Watch, Play };
    void showHand(int seat, HandMode mode);
    int handSeat() const { return handSeat_; }
    HandMode handMode() const { return handMode_; }

    /// Milliseconds a man takes per number; 0 moves without animation.
    void setStepMs(int ms) { stepMs_ = ms; }
    int stepMs() const { return stepMs_; }

    // Keyboard and test access to the hand.
    int handSize() const { return int(hand_.size()); }
    int selectedCard() const { return selected_; }
    void selectCard(int index);
    /// Chooses a card as a person names it (a click, its key): the chosen
    /// card again keeps the man in focus, a hint's or the person's own.
    void chooseCard(int index);
    void moveSelection(int delta);
    /// The legal moves of the selected card, in the order shown.
    const std::vector<pm::Move>& options() const { return options_; }
    int focusedOption() const { return focusedOption_; }
    void cycleOption(int delta);
    /// Plays the focused option (or the only one) of the selected card.
    bool playFocused();

    PmBoardItem* board(int seat) const;
    /// Issue 26: how each seat's phone stands, in words ("phone away"; empty
    /// for a seat not on a phone) and whether it is away. The boards ask
    /// it when they are made and at refreshPhoneStates().
    struct PhoneState {
        QString words;
        bool away = false;
    };
    void setPhoneStates(std::function<PhoneState(int seat)> states);
    void refreshPhoneStates();
    pm::Table* table() const { return table_; }

    // For the accessible cells (PmAccessibleCells): what is drawn where.
    /// The card at `index` of the hand as shown (sorted); only for reading
    /// its value while the hand is face up to its owner (PM-16).
    pm::CardId handCard(int index) const { return hand_[std::size_t(index)]; }
    QRectF handCardRect(int index) const;
    QRectF handArea() const { return handArea_; }
    QRectF containerRect() const { return containerRect_; }
    /// The top card as the container shows it (PM-E5): a played card is
    /// on top once it has landed there; empty before a game's first card.
    std::optional<int> shownTop() const { return shownTop_; }
    /// A played card is still on its way to the container.
    bool hasCardInFlight() const { return cardsInFlight_ > 0; }
    /// What a click on the hand's card `index` does: chooses it, or plays
    /// it when it is already selected and has exactly one option.
    void pressCard(int index);
    /// Plays option `index` of the selected card (a click on its ring).
    bool playOption(int index);

signals:
    void movePicked(const club::pm::Move& move);
    /// Plain words for the selected card: the amount and the rhyme's wording.
    void selectionExplained(const QString& text);
    /// The hand as words for screen readers; empty when no hand is face up.
    void handDescribed(const QString& text);
    /// The keyboard (or a click) moved to hand card `index`, or to option `index`.
    void cardSelected(int index);
    void optionFocused(int index);
    /// Something drawn moved (a resize, a card lifted, a new hand).
    void layoutChanged();
    /// shownTop() changed: a played card landed, or a game began or was replayed.
    void shownTopChanged();
    /// A played card landed in the container (whatever its value).
    void cardLanded();

private:
    void rebuild();
    void refreshContainer();
    void setShownTop(std::optional<int> value);
    void refreshHand();
    /// "Ann's hand: …" for screen readers, in the language shown; empty
    /// when no face may be read (PM-16).
    QString handDescription() const;
    /// Each card's name in its tooltip, in the language shown (PM-16: only
    /// where its owner may see its face).
    void nameHandCards();
    void refreshHighlights();
    /// Forgets the selected card, its moves and their rings.
    void dropSelection();
    void layoutHand();
    void onCardPlayed(int seat, int cardId, int value, int amount);
    void onManMoved(int seat, int man, int from, int to, bool bust);
    void onTurnChanged(int seat);
    bool hasMove(pm::CardId card) const;
    void clearTurnMarkers();
    /// Marks each player's last card and man on his board (pm_move_log.h).
    void refreshLastTurns();
    QString explain(const pm::Move& any) const;

    SpriteSheet* sheet_;
    pm::Table* table_;
    qreal width_ = 1600;
    int stepMs_ = 160;

    SpriteItem* baize_ = nullptr;
    SpriteItem* container_ = nullptr;
    SpriteItem* topCard_ = nullptr;
    QList<SpriteItem*> setAsideBacks_;
    std::optional<int> shownTop_;
    int cardsInFlight_ = 0;      ///< played cards not yet landed in the container
    QList<PmBoardItem*> boards_; ///< by seat in the current game
    std::vector<int> seats_;     ///< rubber seat of each board
    std::function<PhoneState(int seat)> phoneStates_;

    int handSeat_ = -1;
    HandMode handMode_ = HandMode::Hidden;
    std::vector<pm::CardId> hand_;
    QList<ClickableSprite*> handItems_;
    SpriteItem* cardHighlight_ = nullptr;
    int selected_ = -1;
    std::vector<pm::Move> options_;
    int focusedOption_ = 0;
    QList<QGraphicsItem*> highlightItems_;
    QRectF handArea_;
    QRectF boardsArea_;
    QRectF containerRect_;
};

} // namespace club::app

Q_DECLARE_METATYPE(club::pm::Move)
