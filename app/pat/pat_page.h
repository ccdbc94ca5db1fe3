// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi page: the board and the side panel, and the flow of a game
// between people and computers: who throws when (people press T or click
// the die; the throws for who begins and the computers' throws come by
// themselves at the chosen pace), computers choosing off the GUI thread,
// fast-forward, an only move played by itself when asked, undo back to a
// person's last choice, save, open and autosave. Rules stay in the engine's
// Table; timers and widgets stay here. What the page says of the table's
// news is in pat_page_notes.cpp, undo and redo in pat_page_undo.cpp.
#pragma once

#include "engine/core/random.h"
#include "engine/pat/table.h"

#include "common/page_parts.h"
#include "common/table_page.h"

#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

namespace club::app {

class PatScene;
class PatSidePanel;
class PatView;

class PatPage : public TablePage, public PageParts<pat::Table, PatScene, PatView, PatSidePanel> {
    Q_OBJECT
public:
    explicit PatPage(QWidget* parent = nullptr);
    ~PatPage() override;

    bool hasGameInProgress() const override;
    /// A new game; who begins is thrown for on the board.
    QString startGame(const pat::Setup& setup, std::uint64_t seed);
    QString openFile(const QString& path) override;

    // GamePage (pat_page_menus.cpp)
    bool newGame() override;
    /// A single game for 2 to 4 seats in order (Red, Green, Yellow,
    /// Purple; two sit opposite), every seat at this screen.
    QString startFromSeats(const QList<Seat>& seats) override;
    void setPace(int pace) override;
    /// A partner game for a party night's table: the two pairs as the two
    /// sides, partners opposite (PAT-P1), every seat a person.
    bool playHosted(const HostedGame& game) override;
    /// A night's game resumed: the panel names its table again.
    void claimHostedGame(quint64 tag) override;
    /// The seat of the hosted request (its order: first pair, second pair)
    /// that sits at `seat` of a partner game set up by playHosted().
    static int hostedSeat(const pat::Setup& setup, int seat);

    /// Milliseconds a counter takes per square, and the pause before a
    /// computer (or the throw for who begins) acts (0, 0: at once, for tests).
    void setPace(int stepMs, int thinkMs);
    /// Shows the computers' turns at once until a person is to act.
    void setFastForward(bool on);
    bool isFastForward() const { return fastForward_; }
    /// Plays a person's only possible move by itself (off by default).
    void setAutoOnly(bool on);
    bool isAutoOnly() const { return autoOnly_; }
    bool isThinking() const;
    /// The person to move throws (T, Space, the die or the Throw button).
    void throwDie();
    /// The person to move plays this counter with the pending throw.
    void playCounter(int counter);

    QAction* hintAction() const override { return hintAction_; }
    /// The Expert's move for the person to choose, selected on the board,
    /// and its reason in the panel's note (worked out off the GUI thread).
    void showHint();
    /// A hint is being worked out for the position on the board.
    bool isHinting() const;

    /// "Undo Blue's Move" with more than one person at the table.
    QString undoText() const override;
    bool canUndo() const override;
    bool canRedo() const override;
    /// Takes back choices to undoTarget(), past the computers' choices and
    /// the only moves played by themselves (never a rethrow).
    void undo() override;
    /// Forward over the next choice and those that followed by themselves
    /// (the computers', only moves), to the next a person makes.
    void redo() override;
    /// The seat whose choice Undo takes back, or -1 when there is none.
    int undoSeat() const;

    static QString autosavePath();
    /// "Chosen: ..." for the person's selected move, one whole sentence for
    /// each kind of move (a language may word the way HOME its own way).
    static QString chosenMoveText(const pat::Setup& setup, int colour, bool fromTriangle,
                                  int fromPlace, int toPlace);

protected:
    Message writeGame(const QString& path) override;
    /// A replay steps through the record as the table's undo and redo do.
    ReplaySteps replaySteps() override;

private:
    /// The menus' and title's words (pat_page_menus.cpp).
    static PageWords pageWords();
    void refresh();
    /// Sets going whatever happens next once the board is still: a throw for
    /// who begins, a computer's throw or choice, an only move.
    void advance();
    /// What is due when the pause ends and needs no thought: a throw (for
    /// who begins, or a computer's), a person's only move played by itself.
    /// @returns false when a computer is to choose.
    bool stepWithoutThought();
    /// Something is due that the page does by itself: a computer's turn,
    /// the throw for who begins, an only move.
    bool isDue() const;
    int pauseMs() const;
    /// The board takes the keys when a person is to act.
    void keysToBoard();
    void onComputerMove(int counter);
    void onThrown(int seat, int value, bool opening);
    /// What the six `seat` has just thrown does, as the table has it now.
    QString sixText(int seat) const;
    void onThrowLost(int seat, int value, int returnedCounter);
    void onMoved(const pat::MoveReport& report);
    void onTurnChanged(int seat);
    void onGameOver();
    void updatePreview();
    void applyPace();
    void autosave();
    void writeAutosave();
    bool hasPerson() const;
    int peopleSeated() const;
    /// The game waits here for a person's choice: not an only move played by itself.
    bool isPersonsDecision(int seat, int options) const;
    /// The choice Undo takes back: the last one the person to act decided,
    /// else (a computer's turn, the game over, or that person has yet to
    /// choose) the last any person decided. Empty when there is none.
    std::optional<pat::ChoiceMade> undoTarget() const;
    /// The next choice Redo would bring back is one a person decided.
    bool nextChoiceIsADecision() const;
    QString name(int seat) const;

    Random rng_;
    QAction* hintAction_;
    bool fastForward_ = false;
    bool autoOnly_ = false;
    int stepMs_ = 120;
    int thinkMs_ = 450;
    /// (seat, value) of each throw for who begins, while they are thrown.
    QList<std::pair<int, int>> openingThrows_;
    /// "Ann threw 3, Basil threw 5": the throws for who begins, said now.
    QString openingThrowsWords(const QList<std::pair<int, int>>& throws) const;
    /// The panel's note of the moment (who begins, a throw lost, a counter
    /// taken), kept as its makings to be said again in another language.
    std::function<QString()> noteWords_;
    QString shownNote_; ///< its words as the panel shows them
    void sayNote(std::function<QString()> words);
};

} // namespace club::app
