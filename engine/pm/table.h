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

namespace club::pm {

class Table : public QObject {
    Q_OBJECT
public:
    explicit Table(QObject* parent = nullptr);
    ~Table() override;

    /// Starts a rubber: cuts for dealer and deals the first game.
    /// @returns an empty string, or why the configuration cannot be played.
    QString newRubber(const RubberConfig& config);
    /// Loads a saved rubber; on failure the current rubber is untouched.
    /// @returns an empty string, or what is wrong with the file.
    QString load(const QString& path);
    QString save(const QString& path) const;

    bool hasRubber() const { return rubber_ != nullptr; }
    const Rubber& rubber() const { return *rubber_; }
    const Game& game() const { return rubber_->current(); }
    int seatToMove() const { return rubber_->seatToMove(); }
    bool isComputerToMove() const;
    /// The seat's view of the current game, for the seat's own display.
    View viewFor(int seat) const;

    /// Plays a move for the player to move; refuses an illegal one.
    bool play(const Move& move);
    /// Lets the computer player in the seat to move choose and play.
    bool playComputerTurn();
    /// Deals the next game of the rubber once the current one is over.
    bool nextGame();
    /// Takes back the last `count` moves of the current game.
    bool takeBack(int count);
    /// How many moves to take back so that `seat` plays his last turn of
    /// the current game again; 0 when he has not played in it.
    int takeBackCountFor(int seat) const;

signals:
    void rubberStarted();
    void gameStarted(int number, int section, int dealerSeat);
    void turnChanged(int seat);
    void cardPlayed(int seat, int cardId, int cardValue, int amount);
    void manMoved(int seat, int man, int from, int to);
    void manBust(int seat, int man, int from);
    void noManMoved(int seat);
    void gameOver(int number, int section);
    void rubberOver(const QList<int>& winners);
    void scoresChanged();
    /// Everything may have changed (load, take back): redraw from scratch.
    void positionReset();

private:
    void installRubber(std::unique_ptr<Rubber> rubber);
    void announceGameStart();

    std::unique_ptr<Rubber> rubber_;
    std::vector<std::unique_ptr<Player>> computers_; ///< per seat, null for people
    Random rng_;
};

} // namespace club::pm
