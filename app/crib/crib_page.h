// SPDX-License-Identifier: GPL-3.0-or-later
// The Once Around Cribbage page: the table scene, the side panel and the
// flow of a match between people and computers. The engine's Table says
// what happened, event by event; the page paces those events so a person
// can follow the play and the count, covers the table between people (the
// pass screen), lets computers think off the GUI thread, and takes undo,
// save, open and autosave from the engine's record. Rules stay in the engine.
#pragma once

#include "engine/core/random.h"
#include "engine/crib/table.h"

#include "common/page_parts.h"
#include "common/table_page.h"
#include "crib_side_panel.h"

#include <deque>
#include <functional>
#include <utility>

class QAction;
class QTimer;

namespace club::app {

class CribCutScreen;
class CribPhoneTable;
class CribScene;
class CribView;
class PassScreen;
class PhoneHosting;
struct PlayHint;

class CribPage : public TablePage,
                 public PageParts<crib::Table, CribScene, CribView, CribSidePanel> {
    Q_OBJECT
public:
    explicit CribPage(QWidget* parent = nullptr);
    ~CribPage() override;

    PassScreen* passScreen() const { return pass_; }
    /// The cut for deal (CR-1), shown at the start of a match.
    CribCutScreen* cutScreen() const { return cut_; }

    /// A new match with these seats (names, colours, person or level).
    bool startMatch(const crib::Setup& setup, const std::vector<crib::Seat>& seats,
                    std::uint64_t seed);
    /// Nothing left to show or think: the table waits on a person, or the game is over.
    bool isSettled() const;
    /// Milliseconds per event shown and before a computer answers (0, 0: at once, for tests).
    void setPace(int stepMs, int thinkMs);
    /// Cuts the pause after the event on show short: the pegs on the move
    /// reach their holes and the next event is shown now (tests step
    /// through a deal with it). @returns false with none waiting.
    bool showNextNow();
    /// Is the table still showing what the engine announced (an event in
    /// its pause, or more waiting)?
    bool isShowing() const;
    /// The events announced and not shown yet.
    int eventsToShow() const { return int(queue_.size()); }
    /// After a game: the next game of the match on the same board, its
    /// corners, games, points, skunks and high hands carried over.
    bool nextGame();
    /// Computers only: stop the match at the end of the game in play (or
    /// now, between games). Next game carries on.
    void stopWatching();
    /// Computers only: does the match play on by itself?
    bool isWatching() const { return watching_; }
    QAction* nextGameAction() const { return nextGameAction_; }
    /// How long a finished game stays on the table before the computers
    /// start the next one by themselves (at the chosen pace).
    int betweenGamesMs() const { return 4000 * stepMs_ / 700; }

    // GamePage
    bool hasGameInProgress() const override;
    bool newGame() override;
    QString openFile(const QString& path) override;
    bool canUndo() const override;
    /// Why Undo is greyed now, in a player's words (empty when it is not).
    QString undoRefusal() const;
    void undo() override;
    bool canRedo() const override;
    void redo() override;
    QAction* hintAction() const override { return hintAction_; }
    QString printText() const override;
    bool canPrint() const override { return hasGame(); }
    /// The match sheet in print preview.
    void print() override;
    /// Next Game, the match sheet as PDF, and Phones… (issue 26).
    QList<QAction*> gameMenuActions() const override;
    /// --new cribbage --seat NAME:KIND …: two to six seats, the rest as the
    /// New Match dialog has it at first.
    QString startFromSeats(const QList<Seat>& seats) override;
    /// Writes the match sheet as PDF. @returns an empty string or the error.
    QString exportMatchSheet(const QString& path) const;
    void setPace(int pace) override;

    static QString autosavePath();

    // crib_page_phones.cpp (issue 26): people playing on phones.
    /// The table as the phones' server sees it.
    CribPhoneTable* phoneTable() const { return phoneTable_; }
    PhoneHosting* phoneHosting() const { return phones_; }
    /// Is `seat` a person who plays on a phone?
    bool isPhoneSeat(int seat) const;
    /// The host chose to play `seat` on this screen from now on (the
    /// Phones dialog): it gets the pass screen before its turns.
    void moveToScreen(int seat);

    // The person's choices (the panel's buttons and the view's keys call these).
    bool layAway();
    /// The Expert's discards or card, worked out off the GUI thread; a
    /// hint to a table that moved on meanwhile is dropped.
    void showHint();
    bool isHinting() const;

protected:
    Message writeGame(const QString& path) override;
    /// A replay steps through the record as the table's undo and redo do.
    ReplaySteps replaySteps() override;
    /// The side panel takes its share of a large window.
    void resizeEvent(QResizeEvent* event) override;
    /// The status bar says the table's prompt again: a match started before
    /// the page was shown (the command line's --new) said it to nobody.
    void showEvent(QShowEvent* event) override;
    /// Left with a hand face up among several people: whoever comes back
    /// is passed the cards before it is shown again.
    void hideEvent(QHideEvent* event) override;

private:
    /// The hint taken up on the table: its card focused, its discard picked.
    void showHintOnTheHand(const PlayHint& hint);
    /// The menus' and title's words (crib_page_menus.cpp).
    static PageWords pageWords();
    // crib_page_flow.cpp: pacing the table's events and whose turn it is.
    void onHappened(const crib::Event& event);
    void onReset();
    void processQueue();
    /// The cut for deal, every round of it from `first` on, on its screen.
    void showCut(const crib::Event& first);
    /// Deal pressed on the cut screen: the first deal is shown.
    void onCutSeen();
    int delayFor(const crib::Event& event) const;
    /// With a person at the table, does the table wait for Continue before
    /// showing `next`? After the show, before the next deal; and after a
    /// computer's hand or crib, before the next, so it can be counted along.
    bool waitsBefore(const crib::Event& next) const;
    /// A Score that pegs a hand's or the crib's count, said part by part.
    static bool isShowCount(const crib::Event& event);
    /// A show whose count comes with the Score after it (`next`, if any).
    static bool countFollows(const crib::Event& event, const crib::Event* next);
    /// The queue is empty: who decides now, and how.
    void decide();
    void personTurn(int seat);
    /// Turns every hand face down and shows the pass screen for `seat`.
    void passTheScreenTo(int seat);
    /// Says `event` in the panel's talk (a new deal's talk begins with its
    /// Deal); a show whose count follows (`countFollows`) is said with it.
    void say(const crib::Event& event, bool countFollows);
    /// A replay steps by resets: its talk is the deal's so far, told again.
    void tellTheDealSoFar();
    /// People in all: at the screen and on phones (a phone's holder sees
    /// the screen too).
    int peopleSeated() const;
    /// People who act at the screen (not on a phone).
    int screenPeopleSeated() const;
    /// The one person at the table when he is at the screen, else -1: his
    /// hand may lie face up while others act.
    int onlyPerson() const;
    /// What the table says while it waits for a phone: whose, and whether
    /// it is away (crib_page_phones.cpp).
    QString phoneWaitWords(int seat) const;
    bool hasPhoneSeat() const;
    void personPlays(const crib::Move& move);
    void afterLoad();
    /// The panel, the status bar and Hint, from the table as shown now.
    void refreshPanel();

    // crib_page_prompt.cpp: what the table asks, from what it shows now.
    struct TurnPrompt {
        QString text; ///< the panel's prompt and the status bar's
        CribSidePanel::Ask ask = CribSidePanel::Ask::Nothing;
        bool hint = false; ///< a person's decision now, with a hint to give
    };
    /// Nothing while events wait to be shown (the engine is ahead of the
    /// table); otherwise who decides, and what.
    TurnPrompt promptNow() const;
    /// Continue's words: what it goes on to (the next hand, the crib, the next deal).
    QString continueWords() const;
    /// Is the person's turn laid out (his hand face up and taking clicks)?
    bool personTurnShown(int seat) const;
    /// Says why a card pressed in the play cannot go on the count.
    void refuseCard(crib::Card card);

    PassScreen* pass_;
    CribCutScreen* cut_;
    CribPhoneTable* phoneTable_;
    PhoneHosting* phones_;
    QTimer* stepTimer_;
    QAction* hintAction_;
    QAction* nextGameAction_;
    QAction* exportAction_;
    /// How long the end of a game is on the table before Enter deals the next.
    static constexpr int NextGameFocusMs = 1500;
    QTimer* nextGameTimer_;
    bool watching_ = true; ///< computers only: the match goes on game after game
    Random rng_;
    std::deque<crib::Event> queue_;
    crib::Event heldShow_;  ///< a show whose count waits for its pegs (Score)
    bool showSeen_ = false; ///< a hand was shown since the last deal
    crib::Event lastShow_;  ///< the hand or crib shown last (whose, to wait after a computer's)
    int countedBy_ = -1;    ///< the person at the screen who has just said his count (muggins)
    bool waitingContinue_ = false;
    bool waitingCut_ = false; ///< the cut for deal on show until a person says Deal
    int confirmed_ = -1;      ///< the person who last said "show my hand"
    /// The answer to a choice refused, until the table moves: its makings,
    /// said again in the language chosen.
    std::function<QString()> reply_;
    QString statusSaid_; ///< the prompt last put in the status bar
    int stepMs_ = 700;   ///< a typical event's pause; others scale from it
};

} // namespace club::app
