// SPDX-License-Identifier: GPL-3.0-or-later
// The computers' turns on a game's page, and its hints, driven the same way
// for every game. When the page says a computer is to play and the board
// is still (no animation under way), a pause at the chosen pace; then the
// computer's turn is copied out of the table (engine/core/computer_turn.h)
// and chosen off the GUI thread, and the move is played here if the table
// has not moved on meanwhile. The page stops it on New, Open, Undo or Redo
// (stop()): the pause ends and an answer under way is dropped when it
// comes; closing the page waits for a choice under way and plays nothing.
// While the page is hidden in a window on screen after it was shown (the
// player went back to the chooser or to another game) its computers wait:
// no pause runs and an answer under way is dropped; they take up the turn
// again when the page is shown.
// A hint is worked out the same way, off the GUI thread, and shown only if
// it still speaks of the position on the table.
#pragma once

#include "common/computer_thinker.h"
#include "core/computer_turn.h"

#include <QObject>

#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

class QTimer;

namespace club::app {

class ComputerTurns : public QObject {
    Q_OBJECT
public:
    /// What the driver asks of the page, as the page shows the game.
    struct Page {
        /// The table's revision, which every change increments.
        std::function<quint64()> revision;
        /// A computer is to play now (the page shows the turn, nothing
        /// else is waited for but the animations).
        std::function<bool()> computerToPlay;
        /// Animations are under way: the page calls schedule() when they end.
        std::function<bool()> animating;
    };

    /// A `parent` that is a widget is the page: its computers wait while it is hidden.
    ComputerTurns(Page page, QObject* parent);
    /// Waits for a choice or a hint under way; nothing more is played.
    ~ComputerTurns() override;

    /// How a computer's turn is taken: `turn` copies it out of the table
    /// (here, when the pause ends: nullopt for none), its choose() runs on
    /// a worker thread, and `play` gets the move back here if the table is
    /// still where it was.
    template <class Turn, class Move = decltype(std::declval<const Turn&>().choose())>
    void setTurns(std::function<std::optional<Turn>()> turn,
                  std::function<void(const std::type_identity_t<Move>&)> play) {
        static_assert(club::ComputerTurn<Turn>);
        think_ = [this, turn = std::move(turn), play = std::move(play)] {
            const std::optional<Turn> taken = turn();
            if (!taken) return false;
            thinker_->think<Move>([t = *taken] { return t.choose(); },
                                  [this, play](const Move& move) {
                                      play(move);
                                      emit played();
                                  });
            return true;
        };
    }
    /// Something done for the table when the pause ends that needs no
    /// thought (a computer's throw of the die): @returns true when it did.
    void setActWithoutThought(std::function<bool()> act) { act_ = std::move(act); }
    /// Milliseconds between a turn coming and the computer answering, as
    /// the page reckons it when the turn comes (0: at once).
    void setPause(std::function<int()> ms) { pause_ = std::move(ms); }
    void setPause(int ms) {
        setPause([ms] { return ms; });
    }

    /// Looks again at the table (a turn came, the animations ended): a
    /// computer to play starts its pause, unless one is under way or the
    /// page is hidden.
    void schedule();
    /// The pause under way ends now (fast forward). @returns false with none.
    bool hurry();
    /// New, Open, Undo, Redo: no pause, and no answer or hint under way is
    /// played or shown.
    void stop();
    /// Stops for good: no computer plays and no hint is worked out again
    /// (a replay's page only shows the record).
    void hold();
    bool isHeld() const { return held_; }

    /// Choosing for the table as it is now.
    bool isThinking() const { return thinker_->isThinking(); }
    /// In the pause before a computer's turn.
    bool isPausing() const;
    /// Pausing or thinking: the table is not settled.
    bool isBusy() const { return isPausing() || isThinking(); }
    /// The page was shown and is now hidden in a window on screen: its
    /// computers wait.
    bool isPageHidden() const;

    /// Works `work` out on a worker thread; back here, `show` gets the
    /// answer if the table has not moved on and stop() was not called.
    template <class Answer>
    void hint(std::function<Answer()> work, std::function<void(const Answer&)> show) {
        if (held_) return;
        hinter_->think<Answer>(std::move(work), [this, show](const Answer& answer) {
            show(answer);
            emit hintShown();
        });
    }
    /// A hint is being worked out for the table as it is now.
    bool isHinting() const { return hinter_->isThinking(); }

signals:
    /// A computer began to think (the page says so).
    void thinkingStarted();
    /// A computer's move was played (the table may have moved on without
    /// an animation: the page looks at what comes next).
    void played();
    /// A hint was shown.
    void hintShown();
    /// An answer or a hint came for a position that is gone.
    void answerDropped();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void act();

    Page page_;
    ComputerThinker* thinker_;
    ComputerThinker* hinter_;
    QTimer* pauseTimer_;
    std::function<bool()> think_;
    std::function<bool()> act_;
    std::function<int()> pause_ = [] { return 0; };
    bool pageShown_ = false; ///< the page was on screen once
    bool held_ = false;      ///< hold(): nothing is played any more
};

} // namespace club::app
