// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. table: a thin QObject over a Rubber. It takes moves from the
// GUI (a person's choice) or from the seat's computer player, and announces
// every change by signals. It holds no timers and no widgets: pacing and
// drawing belong to the front end.
#pragma once

#include "player.h"
#include "rubber.h"

#include <QList>
#include <QObject>
#include <memory>
#include <utility>

namespace club::pm {

/// What a computer player needs for one turn, copied out of the table so
/// that it may choose on another thread while the table goes on, or is
/// abandoned. choose() is pure: the same ComputerTurn, the same move.
struct ComputerTurn {
    std::string kind;
    Game game;
    int seat = 0;        ///< seat of the game to move
    int turnsPlayed = 0; ///< to check that the table has not moved on
    std::uint64_t seed = 0;

    /// The player sees only SeatView(game, seat) (PM-16).
    Move choose() const;
};

class Table : public QObject {
    Q_OBJECT
public:
    explicit Table(QObject* parent = nullptr);
    ~Table() override;

    /// Starts a rubber: cuts for dealer and deals the first game.
    /// @returns an empty message, or why the configuration cannot be played
    /// (the app words it in the player's language).
    Message tryNewRubber(const RubberConfig& config);
    /// Loads a saved rubber; on failure the current rubber is untouched.
    /// @returns an empty message, or what is wrong with the file.
    Message tryLoad(const QString& path);
    /// Reads a save file as tryLoad() does without taking it up: what is
    /// wrong with it, or nothing (the window asks before a game is lost).
    static Message check(const QString& path);
    /// tryNewRubber() and tryLoad() with the problem in English.
    QString newRubber(const RubberConfig& config) { return tryNewRubber(config).english(); }
    QString load(const QString& path) { return tryLoad(path).english(); }
    /// A replay (the club's book): puts `rubber` on the table as it stands,
    /// announced as a load is, with no game played aside and none dealt.
    void showReplay(std::unique_ptr<Rubber> rubber);
    /// @returns an empty message on success, else what went wrong.
    Message trySave(const QString& path) const;
    QString save(const QString& path) const { return trySave(path).english(); }

    bool hasRubber() const { return rubber_ != nullptr; }
    const Rubber& rubber() const { return *rubber_; }
    const Game& game() const { return rubber_->current(); }
    int seatToMove() const { return rubber_->seatToMove(); }
    bool isComputerToMove() const;
    /// The seat's view of the current game, for the seat's own display.
    SeatView viewFor(int seat) const;

    /// Plays a move for the player to move; refuses an illegal one.
    bool play(const Move& move);
    /// Lets the computer player in the seat to move choose and play.
    bool playComputerTurn();
    /// The computer's turn to be chosen elsewhere, then played with play()
    /// if isCurrent() still holds. @pre isComputerToMove()
    ComputerTurn computerTurn();
    /// True while the game is still at the turn `turn` was taken from.
    bool isCurrent(const ComputerTurn& turn) const;
    /// Deals the next game of the rubber once the current one is over.
    bool nextGame();
    /// The game nextGame() will put before the players: {number, section},
    /// past any game played aside (see playsAside()). @pre a game is over
    /// and the rubber is not
    std::pair<int, int> nextDeal() const;
    /// PM-21 with people in one section only: the other section's games,
    /// computers alone, are played out of sight, so that the people never
    /// sit through a game they have no part in. A section before the
    /// people's plays its game as the people's of that number is dealt; one
    /// after it, as the people's game ends: either way both sections' game
    /// is on the score sheet when the people's ends.
    bool playsAside(int section) const;
    /// Takes back the last `count` moves of the current game; redo() plays
    /// them again until another move is played. Refused once a game of the
    /// other section was played aside after it (PM-21).
    bool takeBack(int count);
    /// Whether the current game has a move to take back.
    bool canUndo() const {
        return rubber_ && !rubber_->currentRecord().moves.empty() &&
               !rubber_->hasGamesAfterCurrent();
    }
    /// Takes back the current game's last move (takeBack(1)).
    bool undo() { return takeBack(1); }
    /// Moves taken back that redo() would play again.
    bool canRedo() const { return !redo_.empty(); }
    /// Plays again, all at once, the moves the last take-back took back,
    /// announced as a take-back is (positionReset, then the turn).
    bool redo();
    /// How many moves to take back so that `seat` plays his last turn of
    /// the current game again: 1 while his card is the last laid; 0 when
    /// he has not played in it, when another has laid a card since (it was
    /// hidden in that player's hand when he chose, PM-16: undo never lets
    /// him choose again knowing it), or when the game is over.
    int takeBackCountFor(int seat) const;
    /// Has `seat` laid a card in the current game yet? (Turns go round
    /// from the dealer's left.) Why Undo has nothing of his to take back.
    bool hasPlayedInGame(int seat) const;
    /// Counts every change (move, take-back, new game, load), so an answer
    /// computed for an older position can be recognised and dropped.
    quint64 revision() const { return revision_; }
    /// Issue 26: a person's seat is played on a phone from now on, or at
    /// the screen again (the Phones dialog's Move to Screen). Not a move:
    /// nothing is recorded and undo does not take it back; the save file
    /// keeps it. Emits seatOnPhoneChanged() when it changed something.
    /// @returns false for a computer's seat or a seat out of range.
    bool setSeatOnPhone(int seat, bool phone);

signals:
    void rubberStarted();
    /// A seat went to a phone or back to the screen (setSeatOnPhone()).
    void seatOnPhoneChanged(int seat, bool phone);
    void gameStarted(int number, int section, int dealerSeat);
    void turnChanged(int seat);
    void cardPlayed(int seat, int cardId, int cardValue, int amount);
    void manMoved(int seat, int man, int from, int to);
    void manBust(int seat, int man, int from);
    void noManMoved(int seat);
    void gameOver(int number, int section);
    /// A game of a section of computers alone was played out of sight.
    void gamePlayedAside(int number, int section);
    void rubberOver(const QList<int>& winners);
    void scoresChanged();
    /// Everything may have changed (load, take back): redraw from scratch.
    void positionReset();

private:
    /// `settleAside`: the games of a section of computers alone are played
    /// out as the rubber stands (a load); not for a replay.
    void installRubber(std::unique_ptr<Rubber> rubber, bool settleAside = true);
    void announceGameStart();
    /// Plays out of sight every game of the sections playsAside() names
    /// that comes up now, dealing the next after each.
    void playGamesAside();
    /// Once a game of the people's section is over: plays out of sight the
    /// later sections' games of the same number, the people's game staying
    /// on the table.
    void playSameNumberAside();
    /// A rubber loaded with its game over: as playSameNumberAside(), or the
    /// people's game put back on the table if the file was saved after it.
    void settleGamesAside();

    std::unique_ptr<Rubber> rubber_;
    std::vector<std::unique_ptr<Player>> computers_; ///< per seat, null for people
    Random rng_;
    std::vector<std::vector<Move>> redo_; ///< each take-back's moves, the last on top
    quint64 revision_ = 0;
};

} // namespace club::pm
