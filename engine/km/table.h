// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men table: a thin QObject over a Game record. It takes moves
// from the GUI (a person's choice) or from a computer player, and announces
// every change by signals. It holds no timers, threads or widgets: pacing,
// thinking off the GUI thread and drawing belong to the front end.
#pragma once

#include "core/message.h"
#include "game.h"
#include "player.h"
#include "seats.h"

#include <QObject>
#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace club {
class Random;
}

namespace club::km {

/// A computer's turn copied out of the table (core/computer_turn.h): the
/// position (nothing is hidden in King's Men), the side's player and a seed.
struct ComputerTurn {
    std::shared_ptr<Player> player; ///< held by this turn alone while it chooses
    Position position;
    std::uint64_t seed = 0;

    Move choose() const;
};

class Table : public QObject {
    Q_OBJECT
public:
    explicit Table(QObject* parent = nullptr);

    /// KM-1: a new game whose first player is drawn by lot from `seed`.
    void newGame(const Seats& seats, std::uint64_t seed);
    /// Loads a saved game; on failure the current game is untouched.
    /// @returns an empty message, or what is wrong with the file (the app
    /// words it in the player's language).
    Message tryLoad(const QString& path);
    /// Reads a save file as tryLoad() does without taking it up: what is
    /// wrong with it, or nothing (the window asks before a game is lost).
    static Message check(const QString& path);
    /// Reads a game from the bytes of a save file, as tryLoad() does.
    Message tryLoadData(const QByteArray& data);
    /// tryLoad() and tryLoadData() with the problem in English.
    QString load(const QString& path) { return tryLoad(path).english(); }
    QString loadData(const QByteArray& data) { return tryLoadData(data).english(); }
    /// @returns an empty message on success, else what went wrong.
    /// Saves the game with who sits on each side (SAVE-FORMAT.md).
    Message trySave(const QString& path) const;
    QString save(const QString& path) const { return trySave(path).english(); }

    const Game& game() const { return game_; }
    const Position& position() const { return game_.position(); }
    const Seats& seats() const { return seats_; }
    /// Changes who plays which side; the game goes on as it is.
    void setSeats(const Seats& seats);
    bool isComputerToMove() const;
    /// Counts every change (move, undo, redo, load), so a computer's answer
    /// computed for an older position can be recognised and ignored.
    quint64 revision() const { return revision_; }

    /// Plays a choice of the player to move; refuses an illegal one.
    bool play(const Move& move);
    /// Lets a computer player choose for the side to move and plays it.
    bool playComputer(Player& player, Random& rng);
    /// The turn of the computer to move, to be chosen elsewhere and played
    /// with play(). One player per level is kept between turns (the
    /// Expert's transposition table is large and worth keeping), unless a
    /// turn still choosing holds it. @pre isComputerToMove()
    ComputerTurn computerTurn(std::uint64_t seed);

    bool canUndo() const { return game_.canUndo(); }
    bool canRedo() const { return game_.canRedo(); }
    bool undo();
    bool redo();
    /// Shows the position after the first `ply` moves of the record.
    bool goTo(int ply);
    /// Whether a computer chooses at each ply of the record, replayed from
    /// the game's own start (a set-up position too); one entry per ply and
    /// one after the last move. False where the game is over.
    std::vector<bool> computerChoosesAt() const;
    /// The ply Undo (direction -1) or Redo (+1) goes to: one choice, and
    /// against the computer on past its choices to where a person chooses.
    int stepTarget(int direction) const;

signals:
    /// One choice was played; `notation` is its entry in the move list.
    void moveMade(const club::km::Change& change, const QString& notation);
    /// A new turn begins (or a new game): `side` chooses next.
    void turnChanged(club::km::Side side);
    void gameOver(club::km::Outcome outcome);
    /// Everything may have changed (new game, undo, redo, load): redraw.
    void positionReset();

private:
    void install(Game game);
    void announce();

    Game game_;
    Seats seats_;
    std::array<std::shared_ptr<Player>, 3> players_; ///< by Level, made when first needed
    quint64 revision_ = 0;
};

} // namespace club::km
