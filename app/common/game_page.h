// SPDX-License-Identifier: GPL-3.0-or-later
// What the main window asks of a game's page. Every game's page (P.M., King's
// Men, Patchesi, Cribbage, party nights) is a GamePage; the window keeps them
// in the game registry (game_registry.h) and sends every menu action to the
// page on screen, so the window names no game. A page owns its table, its
// dialogs, its computer players and its autosave.
//
// Conventions: methods returning QString return an empty string on success
// and, on failure, a sentence for the player (the current game stays as it
// was). A page emits actionsChanged() whenever what its actions may do
// changes (a move, a game started, opened, saved or over).
//
// Hosted games: one page may ask for a game to be played on another (a
// party night's table played in the app). It emits playRequested(); the
// window passes the request to the page of that game (playHosted()), shows
// it, and hands the page's hostedGameOver() back to the asker
// (takeHostedResult()). A hosted game replaced (a new game, a file opened)
// gives no result; one whose page is left for another goes on, and its end
// still gives its result.
//
// A hosted game outlives the program (issue 23): the host keeps the asker's
// id and note in its autosave, and at the next start the window hands a
// resumed game's note back to its asker (reclaimHostedGame()), which gives
// it a new tag if it still waits for that result (claimHostedGame()).
#pragma once

#include "common/file_dialogs.h"
#include "common/page_words.h"
#include "core/finished_game.h"
#include "core/seat.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QAction;

namespace club::app {

/// A game to be played on another game's page, for the page that asked.
struct HostedGame {
    QString gameId;    ///< the page that plays it, as in the registry
    QStringList seats; ///< the players' names, in the asker's order, all people
    /// Seats 0+1 and 2+3 play as partners (the host seats them as its rules
    /// do); false: each for himself.
    bool pairs = false;
    quint64 tag = 0; ///< the asker's own mark, handed back with the result
    /// The asker's own words on the game (for a party night: which table of
    /// which round), kept in the host's autosave with the asker's game id
    /// and handed back if the game is resumed after the program stopped.
    QJsonObject note;
    QString asker; ///< the asker's game id (filled in by the window)
};

/// How a hosted game ended, by the seats of the HostedGame (its order).
struct HostedResult {
    QList<int> scores;  ///< each seat's score, as the board shows it; empty where none is kept
    QList<int> winners; ///< the seats that won (both partners of the winning pair)
    /// The host stays on screen for the game's end (the final board, the
    /// result sent) and emits backToAsker() when the player goes back;
    /// false: the window goes back to the asker at once.
    bool hostShowsTheEnd = false;
};

class GamePage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // --- What the page is (its PageWords, page_words.h)
    virtual QString gameId() const { return words_.gameId; }
    virtual QString title() const { return said(words_.title); }
    virtual QString fileFilter() const { return said(words_.fileFilter); }
    /// The name Save As offers, in the player's language, with the save extension.
    virtual QString defaultFileName() const {
        return fileNameFor(said(words_.saveName), words_.saveExtension);
    }

    // --- What is on the table
    /// A game is on the table: it can be saved.
    virtual bool hasGame() const = 0;
    /// A game is under way and would be lost: the window asks before discarding it.
    virtual bool hasGameInProgress() const = 0;
    /// The game on the table is in its file as it stands (saved, and not
    /// changed since): giving it up loses nothing, and the window does not ask.
    virtual bool isSavedAsIs() const { return false; }
    /// The file the game was opened from or saved to; empty if none.
    virtual QString currentPath() const = 0;

    // --- Game menu
    virtual QString newGameText() const { return said(words_.newGameText); }
    /// Shows the page's new-game dialog and starts the game chosen.
    /// @returns false when the person cancelled (nothing changed).
    virtual bool newGame() = 0;
    virtual QString openFile(const QString& path) = 0;
    /// What is wrong with a save file of this game, read without opening
    /// it; empty when openFile() would take it or the page cannot tell
    /// (asked before a game in progress is given up for it).
    virtual QString checkFile(const QString& path) const {
        Q_UNUSED(path);
        return {};
    }
    virtual QString saveFile(const QString& path) = 0;
    /// An unfinished game was autosaved and can be resumed.
    virtual bool hasAutosave() const = 0;
    virtual QString resume() = 0;
    /// The player chose to give up the unfinished game: its autosave goes.
    virtual void discardAutosave() = 0;
    /// The menu text of Print ("&Print Score Sheet…"); empty where the game
    /// prints nothing (the entry is hidden).
    virtual QString printText() const { return {}; }
    virtual bool canPrint() const { return false; }
    virtual void print() {}
    /// Entries of the Game menu only this game has (e.g. blank score
    /// sheets); shown and live only while the page is on screen.
    virtual QList<QAction*> gameMenuActions() const { return {}; }

    // --- Edit menu
    virtual QString undoText() const { return tr("&Undo"); }
    virtual bool canUndo() const = 0;
    virtual void undo() = 0;
    virtual bool canRedo() const { return false; }
    virtual void redo() {}
    /// The Hint action (H), or nullptr where the game has none.
    virtual QAction* hintAction() const { return nullptr; }

    // --- View and Help menus
    /// 0 slow, 1 normal, 2 fast: how fast the computer's moves are shown.
    virtual void setPace(int pace) = 0;
    virtual QString rulesMenuText() const { return said(words_.rulesMenuText); }
    virtual QString rulesTitle() const { return said(words_.rulesTitle); }
    virtual QString rulesHtml() const { return said(words_.rulesHtml); }

    /// From the command line (--new GAME --seat NAME:KIND ...): starts a game
    /// at once with these seats in order (KIND "screen" or "phone" is a
    /// person, else a computer level), defaults for everything else.
    /// @returns an empty string, or why it cannot (a game without it, a
    /// wrong number of seats, an unknown kind), in the player's words.
    virtual QString startFromSeats(const QList<Seat>& seats) {
        Q_UNUSED(seats);
        return tr("This game cannot be started from the command line.");
    }

    // --- Replays (the club's book, replay_window.h)
    /// Makes this page a replay of the saved game at `path`, for good: the
    /// game opens at the end of its record, and from then on nothing is
    /// played, autosaved or written to the book (the window showing it
    /// refuses every input). A page is made afresh for each replay.
    /// `part` is the book's part of the record replayed (finished_game.h:
    /// e.g. one game of a rubber whose record holds them all), empty for
    /// the whole record.
    /// @returns an empty string, or why the game cannot be replayed.
    virtual QString openReplay(const QString& path, const QString& part) {
        Q_UNUSED(path);
        Q_UNUSED(part);
        return tr("This game cannot be replayed.");
    }
    /// The moves of the replay's record that can be stepped through, and
    /// the one shown (0: the start, replayLength(): the end).
    virtual int replayLength() const { return 0; }
    virtual int replayStep() const { return 0; }
    /// Shows the position after `step` moves of the record, stepping by
    /// the table's own undo and redo.
    virtual void showReplayStep(int step) { Q_UNUSED(step); }

    // --- Hosted games (see the top of this file)
    /// Starts `game` here as asked, dropping any game on the table (the
    /// window has asked first). @returns false when this page cannot play it.
    virtual bool playHosted(const HostedGame& game) {
        Q_UNUSED(game);
        return false;
    }
    /// The result of a game this page asked for (its tag in `tag`).
    virtual void takeHostedResult(quint64 tag, const HostedResult& result) {
        Q_UNUSED(tag);
        Q_UNUSED(result);
    }
    /// The game this page asked for under `tag` was not started (the player
    /// kept the game on its table): what it asked before still stands.
    virtual void hostedGameRefused(quint64 tag) { Q_UNUSED(tag); }
    /// The window no longer waits for the hosted game's end: the game goes
    /// on as one of its own, and its autosave says so.
    virtual void dropHostedGame() {}
    /// The tag of the hosted game on the table; 0 for none (or for one
    /// resumed that its asker has not claimed).
    virtual quint64 hostedTag() const { return 0; }
    /// A hosted game resumed from the autosave, not yet claimed by its
    /// asker: its asker and note (asker empty: none).
    virtual HostedGame unclaimedHostedGame() const { return {}; }
    /// The asker claimed the resumed hosted game with a new `tag`; 0: it
    /// no longer waits for it, and the game goes on as one of its own.
    virtual void claimHostedGame(quint64 tag) { Q_UNUSED(tag); }
    /// A game this page asked for, resumed after the program stopped, with
    /// the note it was asked with. @returns its new tag, or 0 when this page
    /// no longer waits for its result.
    virtual quint64 reclaimHostedGame(const QJsonObject& note) {
        Q_UNUSED(note);
        return 0;
    }

protected:
    /// What the page is called; its constructor sets them once.
    void setWords(PageWords words) { words_ = std::move(words); }

signals:
    /// A line for the status bar.
    void statusMessage(const QString& text);
    /// What the actions may do changed: the window updates its menus and title.
    void actionsChanged();
    /// A button on the page asked for a new game: the window asks first.
    void newGameRequested();
    /// This page asks for a game to be played on another page.
    void playRequested(const club::app::HostedGame& game);
    /// The hosted game started by playHosted() with `tag` is over.
    void hostedGameOver(quint64 tag, const club::app::HostedResult& result);
    /// The player leaves a hosted game's end for the page that asked for it
    /// (HostedResult::hostShowsTheEnd).
    void backToAsker();
    /// A game (or a rubber, a match, a night) was played to its end: for
    /// the club's book, which the window writes it to (app/book).
    void gameFinished(const club::FinishedGame& game);

private:
    static QString said(const PageWords::Text& text) { return text ? text() : QString(); }

    PageWords words_;
};

} // namespace club::app
