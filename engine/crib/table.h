// SPDX-License-Identifier: GPL-3.0-or-later
// The Cribbage table: a thin QObject over a match record. It takes a
// person's decisions from the GUI or lets a computer decide, and announces
// every change by signals, in the order things happen at a real table, so
// the front end can deal, peg and count aloud in step. No timers, threads or
// widgets: pacing and drawing belong to the front end.
//
// Undo and redo replay the record from the match's seed (a person's
// decision at a time, skipping the computers'). Undo never peeks: it does
// not go back across a move that showed a person at the table something
// hidden when the decision undone was taken (the starter, another's card or
// go, the crib, a new deal), so nobody chooses again knowing more; redo
// only plays again what undo took back. Save and open go through
// match_file.h, and a failed open leaves the table as it was.
#pragma once

#include "core/message.h"
#include "match.h"
#include "match_file.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace club {
class Random;
}

namespace club::crib {

/// A computer's decision copied out of the table (core/computer_turn.h):
/// the match, the seat's level and a seed. choose() decides from what the
/// seat to act sees (Match::computerMove goes through its views).
struct ComputerTurn {
    Match match;
    Level level = Level::Standard;
    std::uint64_t seed = 0;

    Move choose() const;
};

class Table : public QObject {
    Q_OBJECT
public:
    explicit Table(QObject* parent = nullptr);

    /// A new match: the cut for deal (CR-1) and the first deal. `seats`
    /// must hold setup.hands entries. @returns false (nothing changed) when
    /// the setup is not playable.
    bool newMatch(const Setup& setup, const std::vector<Seat>& seats, std::uint64_t seed);

    Message tryLoad(const QString& path);
    /// Reads a save file as tryLoad() does without taking it up: what is
    /// wrong with it, or nothing (the window asks before a game is lost).
    static Message check(const QString& path);
    Message tryLoadData(const QByteArray& data);
    Message trySave(const QString& path) const;
    QString load(const QString& path) { return tryLoad(path).english(); }
    QString save(const QString& path) const { return trySave(path).english(); }
    /// The match as a save file would hold it.
    SavedMatch saved() const;

    const Match& match() const { return match_; }
    const std::vector<Seat>& seats() const { return seats_; }
    /// Changes who sits where (names, colours, person or computer).
    void setSeats(const std::vector<Seat>& seats);
    /// Moves the person in `seat` onto a phone or back to the screen
    /// (issue 26): who plays the seat changes, not the match, so it is no
    /// move of the record and undo does not take it back. @returns false
    /// (nothing changed) for a seat out of range, a computer's seat or a
    /// seat already so.
    bool setSeatOnPhone(int seat, bool phone);
    /// Is the decision to take now a computer's?
    bool isComputerToAct() const;
    /// Counts every change, so that a computer's answer computed for an older
    /// state can be recognised and dropped.
    quint64 revision() const { return revision_; }

    /// A decision for the seat to act; refuses an illegal one (false).
    bool play(const Move& move);
    /// The computer in the seat to act decides and it is played.
    bool playComputer(Random& rng);
    /// The decision of the computer to act, to be taken elsewhere and
    /// played with play(); nullopt when no computer is to act.
    std::optional<ComputerTurn> computerTurn(std::uint64_t seed) const;

    /// Is there a decision to take back that showed no person at the table
    /// anything hidden from him since it was taken (with no person seated:
    /// any decision), and that was not made on a phone (issue 26: the
    /// screen never takes back a phone holder's choice)?
    bool canUndo() const;
    /// Undo would reach back past a game won (or the game is won now): a
    /// won game stands, its result in the club's book.
    bool undoCrossesGameEnd() const;
    bool canRedo() const { return current_ < int(record_.size()); }
    /// The seat whose decision undo would take back, or -1 for none.
    int undoSeat() const;
    /// Takes back to the last decision of a person (or, with no person
    /// seated, one decision), when canUndo().
    bool undo();
    /// Plays again what the last undo took back: a person's decision and
    /// the computers' answers up to the next person's (recorded, not
    /// thought again).
    bool redo();
    /// Is anyone at the table a person?
    bool hasPerson() const;
    /// The moves of the record (the redo list included) and how many of
    /// them are played, for a replay of the whole match.
    int recordSize() const { return int(record_.size()); }
    int current() const { return current_; }
    /// Shows the match after the first `move` moves of the record, replayed
    /// from the seed as undo does, whoever sits where (a replay steps one
    /// decision at a time). @returns false out of range or where it is.
    bool goTo(int move);
    /// Did the last move played end a deal or a game (its events reach a
    /// new deal or the game's end, after the show)? The table was showing
    /// that end when the match was saved: an opened match shows it again
    /// (showLastMoveAgain) rather than opening on the next deal with the
    /// pegs moved unseen.
    bool lastMoveEndedADeal() const;
    /// Sets the table back one move (positionReset) and plays that move
    /// again, announced as when it was first played, with no turn announced
    /// in between (nobody acts on the position before it). The record and
    /// the current move are as they were. @returns false before any move.
    bool showLastMoveAgain();
    /// What has happened in the deal in hand, up to the current move: the
    /// events from its Deal on (before the first deal: from the match's
    /// start), as they were announced. A replay tells them in its talk.
    std::vector<Event> eventsOfTheDeal() const;

signals:
    /// Everything may have changed (new match, undo, redo, open): redraw
    /// from match().
    void positionReset();
    /// Who sits where may have changed: a new match, an open, setSeats()
    /// or a seat moved onto a phone or back (setSeatOnPhone).
    void seatsChanged();
    /// One thing happened; the specific signals below follow for each.
    void happened(const club::crib::Event& event);
    void cutForDeal(const std::vector<club::crib::Card>& cuts, int dealer);
    void dealt(int dealer, int dealNumber);
    void discarded(int seat, int cards);
    void starterTurned(club::crib::Card starter);
    void cardPlayed(int seat, club::crib::Card card, int count);
    void saidGo(int seat);
    void countReset();
    /// A hand or the crib laid out with the starter, parts and total.
    void shown(const club::crib::Event& show);
    /// Pegs move: `event.side` from `event.from` to `event.to`; the reason
    /// and parts say why (his heels, fifteen two, a pair, go, the show...).
    void scored(const club::crib::Event& event);
    void cornerWon(int side, int hole);
    void gameOver(const club::crib::GameResult& result);
    /// The decision now waits on `seat` (-1 at the end of a game).
    void turnChanged(int seat, club::crib::Phase phase);

private:
    void install(SavedMatch saved);
    void announce(const std::vector<Event>& events);
    /// Where undo goes back to: the last decision of a person before
    /// current_ (with no person, the last decision).
    int undoTarget() const;
    /// A move at `index` of record_ was played: the seats it showed
    /// something hidden can no longer be taken back before it.
    void noteSight(int index);

    Setup setup_;
    std::uint64_t seed_ = 0;
    std::vector<Seat> seats_;
    std::vector<Move> record_;
    std::vector<MoveSight> sights_; ///< per move of record_, redo list included
    /// Per seat: undo goes back no earlier than this (one past the last move
    /// that showed him something, kept when the record is cut by a new move).
    std::vector<int> seenTo_;
    int current_ = 0;
    Match match_;
    quint64 revision_ = 0;
};

} // namespace club::crib
