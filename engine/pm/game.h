// SPDX-License-Identifier: GPL-3.0-or-later
// One game of P.M. as a plain value: the deal, the hands, the boards, the
// card container, whose turn it is. legalMoves() and apply() are the whole
// rule set (PM-1 to PM-17); copying a Game is cheap and allocation-free, so
// simulations and searches can use it freely.
#pragma once

#include "move.h"
#include "pack.h"
#include "rules.h"

#include <span>
#include <vector>

namespace club {
class Random;
}

namespace club::pm {

/// The cards as dealt (PM-3): what a save keeps so that an old rubber does
/// not depend on the shuffle of the day it is read (SAVE-FORMAT.md).
struct Deal {
    std::vector<std::vector<CardId>> hands; ///< per seat, in the order dealt
    std::vector<CardId> setAside;           ///< the undealt cards (PM-1, PM-E5)
    int cutAt = 0;                          ///< where the pack was cut (PM-3)

    bool operator==(const Deal&) const = default;
};

class Game {
public:
    /// Shuffles the pack(s) for `players` with a generator seeded by `seed`,
    /// has the player on the dealer's right cut (PM-3), and deals eleven
    /// cards one at a time from the dealer's left. Undealt cards are set
    /// aside face down (PM-1, PM-E5).
    /// @pre 2 <= players <= 8 (PM-1), 0 <= dealer < players
    static Game deal(const Pack& pack, int players, int dealer, std::uint64_t seed,
                     const Options& options = {});
    /// Deals the cards of `deal` instead of shuffling (a saved deal).
    /// @pre isDealOf(pack, players, deal), 0 <= dealer < players
    static Game fromDeal(const Pack& pack, int players, int dealer, const Deal& deal,
                         const Options& options = {});
    /// Whether `deal` holds every card of the deck for `players` exactly
    /// once, a full hand to each seat and the rest set aside.
    static bool isDealOf(const Pack& pack, int players, const Deal& deal);
    /// The cards as dealt. @pre turnsPlayed() == 0 (hands are still whole)
    Deal dealt() const;

    int players() const { return players_; }
    int dealer() const { return dealer_; }
    int cutter() const { return (dealer_ + players_ - 1) % players_; }
    int cutAt() const { return cutAt_; }
    int leader() const { return (dealer_ + 1) % players_; }
    int toMove() const { return toMove_; }
    bool isOver() const { return over_; }
    int turnsPlayed() const { return pileCount_; }
    const Options& options() const { return options_; }

    int deckSize() const { return deckSize_; }
    const Card& card(CardId id) const { return deck_[id]; }

    std::span<const CardId> hand(int seat) const { return {hands_[seat].data(), handCount_[seat]}; }
    const Men& men(int seat) const { return men_[seat]; }
    /// Played cards, in the order played; the last is the top card (PM-E5).
    std::span<const CardId> pile() const { return {pile_.data(), std::size_t(pileCount_)}; }
    std::span<const CardId> setAside() const {
        return {setAside_.data(), std::size_t(setAsideCount_)};
    }
    /// Where the man moved by the card played on turn `turn` stood before
    /// and after it, as every seat watched (PM-16: boards are public); -1
    /// for both when that card moved no man. @pre 0 <= turn < turnsPlayed()
    int movedFrom(int turn) const { return pileFrom_[std::size_t(turn)]; }
    int movedTo(int turn) const { return pileTo_[std::size_t(turn)]; }
    bool hasTop() const { return pileCount_ > 0; }
    int topValue() const { return hasTop() ? deck_[pile_[pileCount_ - 1]].value : 0; }

    MoveList legalMoves() const;
    bool isLegal(const Move& move) const;
    /// Plays a move. @pre isLegal(move) and !isOver()
    Change apply(const Move& move);
    /// Plays a move as apply() does, without saying what changed: the path
    /// of simulations and searches. @pre isLegal(move) and !isOver()
    void play(const Move& move);

    int score(int seat) const { return pm::score(men_[seat]); }
    /// The game's seats with the highest score (PM-18): who won the game,
    /// or share it, once it is over.
    std::vector<int> leaders() const;

    /// Test and engine-tool hook: sets a position directly. @pre isPossible(men)
    void setMen(int seat, const Men& men) { men_[seat] = men; }

    /// Search hook (View::sample): puts the cards `hidden`, in order, into
    /// every hand but `seat`'s (each keeps its size), then the set-aside.
    /// @pre hidden holds exactly the cards now in those places
    void redealHidden(int seat, std::span<const CardId> hidden);

private:
    /// The deck for `players` (PM-1) and the seats, before any card is dealt.
    static Game unshuffled(const Pack& pack, int players, int dealer, const Options& options);
    void endTurn();

    Options options_;
    std::int8_t players_ = 0;
    std::int8_t dealer_ = 0;
    std::int8_t toMove_ = 0;
    bool over_ = false;
    std::uint8_t cutAt_ = 0;
    std::uint8_t deckSize_ = 0;
    std::uint8_t pileCount_ = 0;
    std::uint8_t setAsideCount_ = 0;
    std::array<Card, MaxCards> deck_{};
    std::array<std::array<CardId, HandSize>, MaxPlayers> hands_{};
    std::array<std::uint8_t, MaxPlayers> handCount_{};
    std::array<Men, MaxPlayers> men_{};
    std::array<CardId, MaxCards> pile_{};
    std::array<std::int8_t, MaxCards> pileFrom_{}; ///< per turn: the man's place before, or -1
    std::array<std::int8_t, MaxCards> pileTo_{};   ///< and after, or -1
    std::array<CardId, MaxCards> setAside_{};
};

/// The legal moves of the turn without listing them: size() is
/// legalMoves().size() and (*this)[i] is legalMoves()[i], in the same order,
/// so a player drawing one at random draws the same move either way. Built
/// in a few dozen nanoseconds with no allocation and few branches (issue 14).
class TurnMoves {
public:
    /// With `none`, or when the game is over, there are no moves.
    explicit TurnMoves(const Game& game, bool none = false)
        : index_(game.men(game.toMove()), game.options()), hand_(game.hand(game.toMove())) {
        if (none || game.isOver()) hand_ = {};
        const bool lead = !game.hasTop();
        const int top = game.topValue();
        int total = 0;
        for (std::size_t i = 0; i < hand_.size(); ++i) {
            const int value = game.card(hand_[i]).value;
            const int amount = moveAmount(!lead, top, value);
            const int ways = index_.countOfSum(amount); // int8 + int8
            amounts_[i] = std::int16_t(amount);
            // PM-5: no MINUS lead; PM-14 [R]: a card that moves no man is one move.
            total += lead && value < 0 ? 0 : ways > 0 ? ways : 1;
            ends_[i] = std::uint8_t(total);
        }
        total_ = total;
    }

    int size() const { return total_; }
    bool empty() const { return total_ == 0; }

    /// @pre 0 <= index < size()
    Move operator[](int index) const {
        // The card: how many cards' moves end at or before `index`.
        std::size_t i = 0;
        for (std::size_t c = 0; c < hand_.size(); ++c)
            i += ends_[c] <= index;
        const int first = i == 0 ? 0 : ends_[i - 1];
        if (index_.count(amounts_[i]) == 0) return Move{hand_[i], -1, -1, false};
        const ManMove w = index_.way(amounts_[i], index - first);
        return Move{hand_[i], w.from, w.to, w.bust};
    }

private:
    MenIndex index_;
    std::span<const CardId> hand_;
    std::array<std::int16_t, HandSize> amounts_;
    std::array<std::uint8_t, HandSize> ends_; ///< moves of cards 0..i, summed
    int total_ = 0;
};

} // namespace club::pm
