// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men page: the board and the side panel, and the flow of a game
// between people and the computer: whose clicks count, the computer thinking
// off the GUI thread at a pace a person can follow, undo and redo, save,
// open and autosave. Rules stay in the engine's Table; timers and widgets
// stay here.
#pragma once

#include <functional>

#include "engine/core/random.h"
#include "engine/km/move.h"
#include "engine/km/table.h"

#include "common/page_parts.h"
#include "common/table_page.h"

class QAction;

namespace club::app {

class KmScene;
class KmView;
class KmSidePanel;

class KmPage : public TablePage, public PageParts<km::Table, KmScene, KmView, KmSidePanel> {
    Q_OBJECT
public:
    explicit KmPage(QWidget* parent = nullptr);
    ~KmPage() override;

    /// A game started and not over, with at least one move played.
    bool hasGameInProgress() const override;
    /// KM-1: the first player is drawn by lot from `seed`.
    void startGame(const km::Seats& seats, std::uint64_t seed);
    /// Loads a saved game (the seats stay as they are); on failure the
    /// current game stays as it was. @returns an empty string or the problem.
    QString openFile(const QString& path) override;
    /// Resumes the autosaved game with the seats it was played with.
    QString resume() override;

    // GamePage (km_page_menus.cpp)
    bool newGame() override;
    /// Two seats, side A's then side B's; the sides keep their tokens'
    /// names (Orange, Blue), so the names given are not shown.
    QString startFromSeats(const QList<Seat>& seats) override;
    void setPace(int pace) override;

    /// Milliseconds a token takes to move, and the pause before a computer
    /// answers, so a person can follow (0, 0: at once, for tests).
    void setPace(int stepMs, int thinkMs);
    bool isThinking() const;
    QAction* hintAction() const override { return hintAction_; }
    /// The Expert's suggestion (H), worked out off the GUI thread.
    void showHint();
    /// True while a hint is being worked out for the position on the board.
    bool isHinting() const;
    bool canUndo() const override;
    bool canRedo() const override;
    /// Back to the last choice a person made (against the computer), or one choice.
    void undo() override;
    void redo() override;

    static QString autosavePath();

protected:
    Message writeGame(const QString& path) override;
    /// The status bar says whose move it is again: a game started before
    /// the page was shown (the command line's --new) said it to nobody.
    void showEvent(QShowEvent* event) override;
    /// A replay steps through the record as the table's undo and redo do.
    ReplaySteps replaySteps() override;

private:
    /// The menus' and title's words (km_page_menus.cpp).
    static PageWords pageWords();
    void refresh();
    /// Keyboard players: the row choice (KM-6) or the pass (KM-8) takes the
    /// focus while it is asked for, and gives it back to the board after.
    void guideFocus();
    void humanPlays(const km::Move& move);
    void onComputerMove(const km::Move& move);
    void onTurnChanged(km::Side side);
    /// The status line: who moves now.
    /// The status bar: the outcome, or whose move it is.
    void sayWhereTheGameStands();
    void sayTurn(km::Side side);
    /// The page's words, and the game's said again (at each change of language).
    void retranslate();
    void onGameOver(km::Outcome outcome);
    /// Saves soon: moves in quick succession (a computer's turn) share one write.
    void autosave();
    void writeAutosave();

    QAction* hintAction_;
    Random rng_;
    bool choiceHasFocus_ = false; ///< guideFocus() sent the focus to the panel
    /// The panel's note of the moment (the lots drawn, a move refused, the
    /// last hint), kept as its makings to be said again in another language.
    std::function<QString()> noteWords_;
    QString shownNote_; ///< its words as the panel shows them
    void sayNote(std::function<QString()> words);
};

} // namespace club::app
