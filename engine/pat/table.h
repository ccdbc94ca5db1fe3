// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi table: a thin QObject over a Game record. The front end asks
// it to throw, to play a person's choice or a computer's, to undo and redo,
// to save and load; it announces every change by signals, in the order
// things happen, so the board can animate them one after another. It holds
// no timers, threads or widgets: pacing, thinking off the GUI thread and
// drawing belong to the front end.
//
// A turn, as signals: turnChanged(seat) -> [throwDie()] thrown(seat, value)
// -> either throwLost(seat) (PAT-10; the turn moves on by itself) or the
// seat chooses: legalMoves() -> play(counter) -> moved(report) (path,
// capture, third-six return) -> playerHome / gameOver / turnChanged or,
// after a 6, thrown again for the same seat (turnChanged is not repeated;
// state().throwsLeft() says how many throws the turn still has).
#pragma once

#include "core/message.h"
#include "game.h"

#include <QList>
#include <QObject>
#include <QString>

#include <string>

namespace club {
class Random;
}

namespace club::pat {

class Player;

/// A computer's choice copied out of the table (core/computer_turn.h): the
/// state with its pending throw (the players see no more, players.h), the
/// seat's kind of player and a seed. choose() gives the counter to play.
struct ComputerTurn {
    std::string kind; ///< an unknown kind plays as "standard"
    State state;
    std::uint64_t seed = 0;

    int choose() const;
};

/// What one move did, in the terms a board needs.
struct MoveReport {
    int seat = -1;
    int colour = -1;
    int counter = -1;
    int from = 0, to = 0;  ///< progress (-1 triangle ... 71 HOME)
    QList<int> path;       ///< every progress passed through, from+1 .. to
    int capturedSeat = -1; ///< PAT-7 / PAT-P4, or -1
    int capturedColour = -1;
    int capturedCounter = -1;
    int capturedFrom = 0;
    int returnedCounter = -1; ///< PAT-5 / PAT-P6: the mover's counter sent back, or -1
    int returnedFrom = 0;
    bool thirdSix = false;
};

class Table : public QObject {
    Q_OBJECT
public:
    explicit Table(QObject* parent = nullptr);

    /// A new game; who begins is thrown for (PAT-2, PAT-P2) by throwDie().
    /// @returns an empty message, or why the setup cannot be played.
    Message newGame(const Setup& setup, std::uint64_t seed);
    /// Loads a saved game; on failure the current game is untouched.
    Message tryLoad(const QString& path);
    /// Reads a save file as tryLoad() does without taking it up: what is
    /// wrong with it, or nothing (the window asks before a game is lost).
    static Message check(const QString& path);
    Message tryLoadData(const QByteArray& data);
    Message trySave(const QString& path) const { return game_.trySave(path); }

    const Game& game() const { return game_; }
    const Setup& setup() const { return game_.setup(); }
    const State& state() const { return game_.state(); }
    const Position& position() const { return game_.position(); }
    Phase phase() const { return game_.state().phase(); }
    bool isOver() const { return game_.isOver(); }
    /// The seat to throw (also in the opening) or to choose; -1 once over.
    int seatToMove() const { return isOver() ? -1 : game_.seatToMove(); }
    bool isComputerToMove() const;
    /// The die values of this turn so far, the pending throw last.
    QList<int> throwsThisTurn() const;
    /// Counts every change, so a computer's answer for an older position can be ignored.
    quint64 revision() const { return revision_; }

    /// The moves for the pending throw (empty unless phase() is Choose).
    QList<Move> legalMoves() const;
    /// Throws the die for the seat to move. @returns false if no throw is due.
    bool throwDie();
    /// Plays the pending throw with `counter`; refuses an illegal choice.
    bool play(int counter);
    /// Lets a computer player choose for the seat to move and plays it.
    bool playComputer(Player& player, Random& rng);
    /// The choice of the computer to move, to be made elsewhere and played
    /// with play(). @pre isComputerToMove() and phase() is Choose
    ComputerTurn computerTurn(std::uint64_t seed) const;

    bool canUndo() const { return game_.canUndo(); }
    bool canRedo() const { return game_.canRedo(); }
    /// Takes back the last choice; its throw stays (never a rethrow).
    bool undo();
    bool redo();

signals:
    /// A throw: `opening` while throwing for who begins.
    void thrown(int seat, int value, bool opening);
    /// PAT-2 / PAT-P2: `seat` begins.
    void starterChosen(int seat);
    /// PAT-10: no counter could move. `returnedCounter` >= 0 when a lost third
    /// six still sent a counter back from `returnedFrom`.
    void throwLost(int seat, int value, int returnedCounter, int returnedFrom);
    void moved(const club::pat::MoveReport& report);
    /// Someone's every counter is HOME; `place` 1 for the first.
    void playerHome(int seat, int place);
    /// `seat` is to throw: a new turn (its throws start at 0).
    void turnChanged(int seat);
    /// The end (PAT-11, PAT-P9): seats in the order HOME, stakes won (+) or
    /// lost (-) per seat, and the winning side in the partner game (-1 otherwise).
    void gameOver(const QList<int>& finishingSeats, const QList<int>& stakes, int winningSide);
    /// Everything may have changed (new game, undo, redo, load): redraw.
    void positionReset();

private:
    void install(Game game);
    void announce();
    void afterChange(int seatBefore, int finishedBefore);

    Game game_;
    quint64 revision_ = 0;
};

} // namespace club::pat

Q_DECLARE_METATYPE(club::pat::MoveReport)
