// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. page: the table scene, the side panel and the pass screen, and
// the flow of a rubber between people and computer players: whose hand may
// be seen, the pace of computer turns, autosave and undo. Rules stay in the
// engine's Table; timers and widgets stay here. The hint is in
// pm_page_hint.cpp, the end of a game in pm_page_game_over.cpp, seats played
// on phones (issue 26: no hand shown and no pass screen for them, the table
// waits for their choice) in pm_page_phones.cpp.
#pragma once

#include "common/page_parts.h"
#include "common/table_page.h"

#include <functional>
#include <memory>
#include <optional>

class QAction;

namespace club::pm {
class RubberReplay;
class Table;
struct Hint;
struct Move;
struct RubberConfig;
} // namespace club::pm

namespace club::app {

class PmScene;
class PmView;
class PmSidePanel;
class PassScreen;
class PmCutScreen;
class PmPhoneTable;
class PhoneHosting;

class PmPage : public TablePage, public PageParts<pm::Table, PmScene, PmView, PmSidePanel> {
    Q_OBJECT
public:
    explicit PmPage(QWidget* parent = nullptr);
    ~PmPage() override;

    PassScreen* passScreen() const { return pass_; }
    PmCutScreen* cutScreen() const { return cut_; }

    QString startRubber(const pm::RubberConfig& config);
    /// Loads a saved rubber; on failure the current one stays as it was.
    QString openFile(const QString& path) override;

    // GamePage (pm_page_menus.cpp)
    bool hasGame() const override;
    bool hasGameInProgress() const override;
    bool newGame() override;
    QString printText() const override;
    bool canPrint() const override { return hasGame(); }
    void print() override;
    QList<QAction*> gameMenuActions() const override;
    QString undoText() const override;
    bool canUndo() const override;
    void undo() override;
    bool canRedo() const override;
    void redo() override;
    QAction* hintAction() const override { return hintAction_; }
    void setPace(int pace) override;
    /// One game of P.M. (not a rubber) for a party night's table: every seat
    /// a person, coloured as the new-rubber dialog would by default.
    bool playHosted(const HostedGame& game) override;
    void claimHostedGame(quint64 tag) override;
    /// --new pm --seat NAME:KIND ... (pm_page_phones.cpp): 2 to 8 seats,
    /// coloured as the new-rubber dialog's defaults, the house rules as
    /// the dialog's defaults.
    QString startFromSeats(const QList<Seat>& seats) override;

    /// Issue 26 (pm_page_phones.cpp): the table as the phones see it, and
    /// the phones' server, dialog and states.
    PmPhoneTable* phoneTable() const { return phoneTable_; }
    PhoneHosting* phoneHosting() const { return phoneHosting_; }
    /// Whether rubber seat `seat` is played on a phone.
    bool isPhoneSeat(int seat) const;
    /// The words for a phone seat to play: "Waiting for Ann's phone", or
    /// that the phone is away.
    QString phoneWaitWords(int seat) const;

    /// Computer pace: milliseconds a man takes per number (0: no animation).
    void setPace(int stepMs, int thinkMs);
    void showScoreSheet();
    /// Suggests the Expert's move to the person to play (issue 4): selects
    /// the card and the man, and gives the reason in the side panel. The
    /// search runs off the GUI thread; a hint to a turn gone is dropped.
    void showHint();
    /// A hint is being worked out for the turn on the table.
    bool isHinting() const;
    /// A person here has a card to choose: Hint is offered.
    bool canHint() const;

    static QString autosavePath();

protected:
    Message writeGame(const QString& path) override;
    /// A replay shows the games of the book's part (one game of the rubber,
    /// or the rubber's every game) at any move (engine/pm/rubber_replay.h).
    ReplaySteps replaySteps() override;
    void resizeEvent(QResizeEvent* event) override;
    /// Left with a hand face up among several people: whoever comes back
    /// passes the screen before it is shown again.
    void hideEvent(QHideEvent* event) override;
    /// Back on screen: whose turn it is, said again in the status bar (the
    /// window cleared the chooser's words).
    void showEvent(QShowEvent* event) override;
    /// While the cut or pass screen covers the table, the table under it is
    /// disabled, so Tab and the accelerators cannot reach it unseen.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The menus' and title's words (pm_page_menus.cpp).
    static PageWords pageWords();
    /// The page's own words in the language shown, and the game's said
    /// again (at start and at each change of language).
    void retranslate();
    /// What the person to play may do, under the table.
    static QString playInstruction();
    /// The status line once a game is over.
    QString gameOverWords() const;
    /// Why Undo is not offered now, in a player's words; empty when it is.
    QString undoRefusal() const;
    /// The scores a hosted game sent to its night, in words.
    QString sentToNightWords() const;
    /// The status line: who plays now.
    void sayWhoPlays(int seat);
    void onTurnChanged(int seat);
    void onGameOver();
    /// Selects the hinted card and man, and says why.
    void presentHint(const pm::Hint& hint);
    void humanPlays(const pm::Move& move);
    /// Turns the hand shown face down: nobody is looking at the screen.
    void coverHand();
    /// Shows the pass screen for `seat` once the move before has landed.
    void passWhenStill(int seat);
    void showPassScreenFor(int seat);
    /// Hides the pass screen, and one waiting to show.
    void hidePassScreen();
    void autosave();
    void createMenuActions();
    /// People in all: at the screen and on phones.
    int humanCount() const;
    /// The one person at the table when he plays at the screen; -1 when
    /// there are several people or the one person is on a phone.
    int onlyHuman() const;
    /// The rubber has a seat on a phone (the panel's Phones… button).
    bool hasPhoneSeat() const;
    /// A phone seat is to play: no hand shown, no computer, the panel and
    /// the status line say whom the table waits for.
    void waitForPhone(int seat);
    /// The page's parts for phones (the constructor calls it).
    void createPhones();
    void refreshPanel();

    PassScreen* pass_;
    PmCutScreen* cut_;
    QAction* hintAction_;
    QString occasion_; ///< the night's table played here, kept through its end
    QAction* blankSheetsAction_ = nullptr;
    PmPhoneTable* phoneTable_ = nullptr;
    PhoneHosting* phoneHosting_ = nullptr;
    int viewer_ = -1;                    ///< whose hand is face up, -1 for none
    std::optional<quint64> passPending_; ///< the revision a pass screen waits to show at
    std::function<QString()> hintWords_; ///< the last hint shown, in the language shown
    QString instruction_;                ///< playInstruction() as last put under the table
    std::shared_ptr<const pm::RubberReplay> replay_; ///< the games a replay shows
};

} // namespace club::app
