// SPDX-License-Identifier: GPL-3.0-or-later
// A match of Once Around Cribbage: games one after another on one board
// (CR-20 to CR-25), each game deal after deal until a side reaches the game
// hole (CR-18). A plain value: the seed and the decisions taken replay it
// exactly (undo, save, open). apply() returns what happened, event by event,
// in the order a table would see and say it.
#pragma once

#include "card.h"
#include "pegging.h"
#include "player.h"
#include "score.h"
#include "setup.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace club::crib {

enum class Phase {
    Discard, ///< a player lays cards away to the crib
    Play,    ///< a player plays a card (CR-9)
    Count,   ///< muggins: the owner says what his hand or crib counts
    Muggins, ///< muggins: an opponent may claim points the owner missed
    GameOver ///< the game is won; NextGame starts another on the same board
};

struct Move {
    enum Kind { Discard, Play, Count, Claim, Pass, NextGame };
    Kind kind = Play;
    Hand cards;     ///< Discard: the cards laid away; Play: the card
    int points = 0; ///< Count: the points he says
    bool operator==(const Move&) const = default;
};

enum class ScoreReason { HisHeels, Play, LastCard, Hand, Crib, Muggins };

struct Event {
    enum Kind {
        CutForDeal, ///< cards: one per seat; seat: the dealer
        Deal,       ///< seat: the dealer; count: the deal's number in the game
        Discard,    ///< seat laid `cards.size()` cards away (cards known to him only)
        Starter,    ///< card: the starter
        Play,       ///< seat played card, count the running count
        Go,         ///< seat cannot play
        CountReset, ///< the count starts again at 0
        Show,       ///< seat's hand (or crib) with the starter: cards, parts, points; count: said
        Score,      ///< side pegs points (reason, parts), from -> to
        Corner,     ///< side wins the corner at hole `count` (CR-21)
        GameOver    ///< side wins the game; result in Match::lastResult()
    };
    Kind kind = Play;
    int seat = -1;
    int side = -1;
    Card card = NoCard;
    Hand cards;
    int count = 0;
    bool crib = false;
    ScoreReason reason = ScoreReason::Play;
    std::vector<ScorePart> parts; ///< Show, Score for a hand or crib
    PegScore peg;                 ///< Score for a card played
    int points = 0;
    int from = 0, to = 0; ///< the side's score before and after
};

/// Who chose a move of the record and whom it showed what had been hidden
/// from them: the ground of undo's rule (Table::canUndo).
struct MoveSight {
    int actor = -1;        ///< the seat that chose it (-1: NextGame, asked by nobody's seat)
    unsigned revealed = 0; ///< bit `1 << seat`: the move showed that seat something hidden
};

/// One finished game (CR-19, CR-22 to CR-24).
struct GameResult {
    int winner = -1;         ///< side
    std::vector<int> scores; ///< each side's score at the end (at most the game)
    bool lurch = false;      ///< CR-19: counts as two games
    std::vector<int> skunks; ///< per losing side: 0, 1 skunk or 2 (double)
    int deals = 0;
    std::vector<int> corners;  ///< per side, corners won in this game (CR-21)
    std::vector<int> highHand; ///< per seat, best hand counted in this game (CR-25)
    std::vector<int> highCrib; ///< per seat, best crib counted as its dealer in this game
};

/// The Once Around board's extra holes, over the whole match.
struct MatchBoard {
    std::vector<int> corners; ///< per side (CR-21)
    std::vector<int> games;   ///< per side, a lurch counting two (CR-22)
    std::vector<int> points;  ///< per side, carried over the match (CR-23)
    std::vector<int> skunks;  ///< per side, skunks won, a double counting two (CR-24)
    std::vector<int> doubleSkunks;
    std::vector<int> highHand; ///< per seat, best hand count of the match (CR-25)
};

class Match {
public:
    Match() : Match(Setup{}, 0) {}
    /// CR-1: the first game starts with the cut for deal.
    Match(const Setup& setup, std::uint64_t seed);

    const Setup& setup() const { return setup_; }
    std::uint64_t seed() const { return seed_; }
    int seats() const { return setup_.hands; }
    int sides() const { return setup_.sides(); }

    Phase phase() const { return phase_; }
    /// The seat whose decision it is.
    int toAct() const { return toAct_; }
    std::vector<Move> legalMoves() const;
    bool isLegal(const Move& m) const;
    /// @pre isLegal(m). @returns what happened.
    std::vector<Event> apply(const Move& m);
    /// The events that began the match (the cut and the first deal).
    const std::vector<Event>& openingEvents() const { return opening_; }
    const std::vector<Move>& record() const { return record_; }
    /// Per move of record(): who chose it and whom it showed a card or a
    /// go that was hidden from them when they last chose (a new deal, the
    /// starter, another's card or go in the play, the crib laid out).
    const std::vector<MoveSight>& sights() const { return sights_; }

    int gameNumber() const { return gameNumber_; } ///< 1-based
    int dealNumber() const { return dealNumber_; } ///< 1-based within the game
    int dealer() const { return dealer_; }
    const std::vector<int>& scores() const { return scores_; } ///< per side, this game
    /// The previous score of each side: the rear peg (CR-18).
    const std::vector<int>& rearPegs() const { return rear_; }
    const Hand& hand(int seat) const { return hands_[std::size_t(seat)]; }
    /// The four kept after the discard (what is shown at the count).
    const Hand& kept(int seat) const { return kept_[std::size_t(seat)]; }
    const Hand& crib() const { return crib_; }
    Card starter() const { return starter_; }
    const Pegging& pegging() const { return pegging_; }
    /// Every card played this deal, in order, and who played it.
    const std::vector<std::pair<int, Card>>& played() const { return played_; }
    /// Muggins: whose hand is being counted (seat), or -1 for the crib next.
    int showSeat() const { return showSeat_; }
    bool showingCrib() const { return showCrib_; }
    /// Muggins: what the owner of the hand or crib shown said it counts
    /// (and pegged), which an opponent may claim beyond (CR-15).
    int saidCount() const { return claimed_; }
    const MatchBoard& board() const { return board_; }
    const std::vector<GameResult>& results() const { return results_; }
    /// A game won by a count in the show (a hand, the crib, or a muggins
    /// claim on one): whose hand it was, or the crib; seat -1 in any other
    /// phase, or when the game was won in the play or by his heels.
    struct Shown {
        int seat = -1;
        bool crib = false;
    };
    Shown winningShow() const;
    /// A match of setup().matchGames games is over once the last is won:
    /// no next game. A match without a set length is never over.
    bool isOver() const {
        return phase_ == Phase::GameOver && setup_.matchGames > 0 &&
               int(results_.size()) >= setup_.matchGames;
    }
    /// Cards that are nowhere a seat could lose them: hands, crib, starter,
    /// the pack (for tests of CR-1).
    int cardsInPlay() const;

    /// What `seat` sees, for a computer player.
    DiscardView discardView(int seat) const;
    PlayView playView(int seat) const;
    /// A computer's decision for the seat to act (Count: the true count;
    /// Muggins: claims whatever is there).
    Move computerMove(Level level, Random& rng) const;
    /// The same match with every card `seat` cannot see dealt otherwise (the
    /// other hands, the crib but his own discards, the pack): for the tests
    /// that show a player's choice depends only on what his seat sees.
    Match withHiddenShuffled(int seat, Random& rng) const;

private:
    /// apply() but for the record: the position moved on by `m`.
    std::vector<Event> advance(const Move& m);
    void startGame(std::vector<Event>& out);
    void deal(std::vector<Event>& out);
    void afterDiscards(std::vector<Event>& out);
    void afterPlay(std::vector<Event>& out);
    void showNext(std::vector<Event>& out);
    void countShown(int seat, bool crib, int said, std::vector<Event>& out);
    /// Pegs points for a side; @returns true when that ends the game.
    bool peg(int side, int points, Event score, std::vector<Event>& out);
    void endGame(int winner, std::vector<Event>& out);
    int playerSeat(int orderIndex) const { return (dealer_ + 1 + orderIndex) % seats(); }
    int orderOf(int seat) const { return (seat - dealer_ - 1 + 2 * seats()) % seats(); }
    std::uint64_t dealSeed() const;

    Setup setup_;
    std::uint64_t seed_ = 0;
    Phase phase_ = Phase::Discard;
    int toAct_ = 0;
    int gameNumber_ = 0, dealNumber_ = 0, dealer_ = 0;
    std::vector<int> scores_, rear_;
    std::vector<Hand> hands_, kept_, laidAway_;
    std::vector<bool> discarded_;
    Hand crib_, pack_;
    Card starter_ = NoCard;
    Pegging pegging_;
    std::vector<std::pair<int, Card>> played_;
    int showSeat_ = -1;
    bool showCrib_ = false;
    int claimed_ = 0, actual_ = 0; ///< muggins: said and true count of the hand shown
    int shownBy_ = -1;
    bool wonInShow_ = false; ///< this game was won by a count in the show
    std::vector<bool> cornerTaken_;
    std::vector<int> gameCorners_, gameHigh_, gameCrib_; ///< this game's, for its GameResult
    MatchBoard board_;
    std::vector<GameResult> results_;
    std::vector<Move> record_;
    std::vector<MoveSight> sights_;
    std::vector<Event> opening_;
};

} // namespace club::crib
