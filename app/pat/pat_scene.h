// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi board as a graphics scene: the printed cross, the counters on
// their squares (two on a square drawn apart so both show), the die thrown
// in front of the player whose turn it is with the earlier sixes of the
// turn beside it, and the marks that show a person's choices: the counters
// that can move framed, where each lands (a capture in red), the chosen
// counter's way along the track, barriers. A counter that can move may be
// clicked or dragged to where it lands. Counters travel square by square; a
// captured counter, or one sent back by a third six, goes back to its
// triangle. The scene draws from the table's signals and asks the
// engine which moves are legal and what they do: it knows no rule.
#pragma once

#include "common/animated_scene.h"
#include "engine/pat/rules.h"

#include <QList>
#include <QPointer>

#include <array>

class QAbstractAnimation;
class QGraphicsPathItem;
class QGraphicsRectItem;
class QGraphicsTextItem;
class QGraphicsSimpleTextItem;

namespace club::pat {
class Table;
struct MoveReport;
} // namespace club::pat

namespace club::app {

class SpriteSheet;
class SpriteItem;

class PatScene : public AnimatedScene {
    Q_OBJECT
public:
    // Places a counter can stand on: the 68 loop squares (the engine's loop
    // numbers), each colour's seven home-column squares, HOME, the triangles.
    static constexpr int FirstColumnPlace = pat::LoopSquares;                // 68 + 7c + k
    static constexpr int HomePlace = FirstColumnPlace + 4 * pat::HomeColumn; // 96
    static constexpr int FirstTrianglePlace = HomePlace + 1;                 // 97 + c
    static constexpr int PlaceCount = FirstTrianglePlace + pat::Colours;     // 101
    static constexpr qreal BoardSide = 880;

    /// One choice a person has: a counter and where the pending throw takes it.
    struct Choice {
        pat::Move move;
        int fromPlace = -1, toPlace = -1;
        bool captures = false;
        int capturedColour = -1;
        bool onStarBeside = false; ///< lands on a Star beside an adversary: no capture
        bool makesBarrier = false;
        bool reachesHome = false;
        int returnedCounter = -1; ///< a third six sends this one back after the move
    };

    PatScene(SpriteSheet* sheet, pat::Table* table, QObject* parent = nullptr);
    ~PatScene() override;

    const pat::Table* table() const { return table_; }
    QRectF placeRect(int place) const;
    /// The place under `scenePos`, or -1.
    int placeAt(const QPointF& scenePos) const;
    /// Where a counter of `colour` at `progress` stands in the game on the table.
    int placeOf(int colour, int progress) const;
    /// The counters on `place`, as (colour, counter) pairs.
    QList<QPair<int, int>> countersOn(int place) const;
    /// Two counters of one colour stand on this loop square.
    bool isBarrier(int place) const;
    bool isStar(int place) const;
    /// The rectangle of the die at rest in front of `colour`.
    QRectF dieRect(int colour) const;
    /// Where the die is framed for a throw: before the person to throw, once
    /// the opening throws are over; else before whoever threw last.
    int throwerColour() const;

    /// A person chooses now (clicks count and the marks show).
    void setInteractive(bool on);
    bool isInteractive() const { return interactive_; }
    /// A person is to throw: the die is framed and a click on it throws.
    void setThrowWanted(bool on);
    bool isThrowWanted() const { return throwWanted_; }
    /// Milliseconds a counter takes per square (the die's roll follows); 0: at once.
    void setStepMs(int ms) { stepMs_ = ms; }
    int stepMs() const { return stepMs_; }
    /// Ends every animation at once (fast-forward).
    void finishAnimations();

    /// The person's choices for the pending throw, one per counter that can
    /// move (two counters on one square give one choice); empty unless interactive.
    const QList<Choice>& choices() const { return choices_; }
    int selected() const { return selected_; }
    /// The keyboard's choice: index into choices(), wrapping round.
    void select(int index);
    void selectNext(int delta);
    /// Plays the selected choice.
    void playSelected();
    /// A click on a place, as the mouse or a screen reader makes it.
    void clickPlace(int place);
    /// Whether a click on `place` would play a move now.
    bool isPlacePressable(int place) const;
    /// A counter follows the pointer.
    bool isDragging() const { return dragging_; }
    /// The end of the game stands on the board (once the last counter is HOME).
    bool isEndShown() const;
    /// What the end card on the board says.
    QString endCardText() const;

signals:
    /// The person chose to move this counter with the pending throw.
    void counterPicked(int counter);
    /// The person clicked the die to throw.
    void throwRequested();
    /// The marks or the selection changed.
    void marksChanged();
    /// The keyboard's choice moved to the counter on `place`.
    void selectionChanged(int place);
    /// A short note for the person.
    void hint(const QString& text);

protected:
    void animationsEnded() override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    // Stacking order, bottom to top.
    static constexpr qreal ZBarrier = 1, ZPath = 1.5, ZTarget = 2, ZCounter = 3, ZFrame = 4,
                           ZTravelling = 10, ZDie = 12, ZDragged = 14;

    void rebuild();
    SpriteItem*& counterItem(int colour, int counter) {
        return counters_[std::size_t(colour)][std::size_t(counter)];
    }
    /// Every counter's resting rectangle for the position on the table.
    QRectF restingRect(int colour, int counter) const;
    void placeAllCounters();
    void setCounterRect(SpriteItem* item, const QRectF& rect);
    void onThrown(int seat, int value, bool opening);
    void onMoved(const pat::MoveReport& report);
    void onThrowLost(int seat, int value, int returnedCounter, int returnedFrom);
    void sendBack(QAbstractAnimation* group, int colour, int counter);
    void showThrowRow();
    void stopAnimations();
    void refreshChoices();
    void refreshMarks();
    SpriteItem* addMark(const QString& id, const QRectF& rect, qreal z, qreal opacity = 1.0);
    /// The index into choices() of a landing square at (or near) `scenePos`
    /// for a counter picked up on `fromPlace`, or -1.
    int dropChoiceAt(int fromPlace, const QPointF& scenePos) const;
    /// The counter a press at `scenePos` on `place` picks up to drag, or -1.
    int counterToDrag(int place, const QPointF& scenePos) const;
    /// Forgets a press or drag under way; a dragged counter goes back to rest.
    void cancelDrag(bool animated);
    /// A counter dropped where it cannot land goes back to rest.
    void snapBack(int colour, int counter, bool animated);
    void finishSnapBack();
    /// Shows the end card over the board once the game is over and still
    /// (pat_scene_end.cpp); hides it otherwise.
    void updateEndCard();

    SpriteSheet* sheet_;
    pat::Table* table_;
    SpriteItem* board_;
    SpriteItem* die_;
    SpriteItem* dieFrame_;
    QList<SpriteItem*> earlierThrows_; ///< the sixes of the turn, small, beside the die
    QList<SpriteItem*> openingThrows_; ///< while throwing for who begins: each colour's throw
    std::array<std::array<SpriteItem*, pat::MaxCounters>, pat::Colours> counters_{};
    QList<QGraphicsItem*> marks_;
    QList<Choice> choices_;
    int selected_ = -1;
    bool interactive_ = false;
    bool throwWanted_ = false;
    int stepMs_ = 130;
    int dieColour_ = 0;
    int lastValue_ = 0;          ///< the die's face at rest
    bool openingRolled_ = false; ///< someone has thrown for who begins
    // A press on a counter that can move: a click on release, or a drag.
    int pressPlace_ = -1;                      ///< the place pressed, -1 for none
    int pressColour_ = -1, pressCounter_ = -1; ///< the counter picked up there
    QPointF pressPos_;                         ///< where, in scene coordinates
    QPoint pressScreenPos_;                    ///< where, on screen (for the drag distance)
    QPointF grabOffset_;                       ///< the counter's position less the pointer's
    bool dragging_ = false;                    ///< the counter follows the pointer
    int droppedCounter_ = -1;                  ///< dropped where it lands: no walk there
    QPointer<QAbstractAnimation> snapBack_;    ///< a dropped counter going back to rest
    QGraphicsRectItem* endCard_ = nullptr;     ///< the finishing order and stakes
    QGraphicsTextItem* endText_ = nullptr;
};

} // namespace club::app
