// SPDX-License-Identifier: GPL-3.0-or-later
// The play of the cards (CR-9 to CR-14) for two to six hands: turn order,
// the running count, go, 31 and the last card. Players who cannot play say
// "go" automatically; only a real choice of card is asked for. Used by the
// game and, copied freely, by the computer players' searches.
#pragma once

#include "card.h"
#include "score.h"

#include <array>
#include <vector>

namespace club::crib {

struct PegEvent {
    enum Kind {
        Play,     ///< `player` played `card`, making `count`; `score` what it pegged
        Go,       ///< `player` cannot play on this count
        LastCard, ///< `player` pegs 1 for the last card of a count (not on 31)
        Reset     ///< the count starts again at 0
    };
    Kind kind = Play;
    int player = -1; ///< index in play order
    Card card = NoCard;
    int count = 0;
    PegScore score; ///< for Play
    int points = 0; ///< what `player` pegs by this event
};

class Pegging {
public:
    static constexpr int MaxPlayers = 6;
    static constexpr int MaxCards = 4;

    Pegging() = default;
    /// `hands[i]` is the hand of the i-th player in order of play (pone first).
    explicit Pegging(const std::vector<Hand>& hands);
    /// A play in progress: `countCards` on the table, `lastPlayer` played the
    /// last of them, `go` who said go on this count, `toPlay` to play next.
    static Pegging resume(const std::vector<Hand>& hands, std::span<const Card> countCards,
                          int toPlay, int lastPlayer, const std::vector<bool>& go);

    int players() const { return players_; }
    int toPlay() const { return toPlay_; }
    int count() const { return count_; }
    bool finished() const { return toPlay_ < 0; }
    /// The cards of the current count in order.
    std::span<const Card> countCards() const { return {run_.data(), std::size_t(runLength_)}; }
    std::span<const Card> hand(int player) const {
        return {hands_[std::size_t(player)].data(), std::size_t(sizes_[std::size_t(player)])};
    }
    bool saidGo(int player) const { return go_[std::size_t(player)]; }
    /// Renames every card held as map[card] (tests of what a seat sees).
    void relabel(const std::array<Card, PackSize>& map) {
        for (auto& h : hands_)
            for (Card& c : h)
                c = c < PackSize ? map[c] : c;
    }
    /// Who played the last card of the count, or -1.
    int lastPlayer() const { return lastPlayer_; }
    bool canPlay(int player) const;
    bool isLegal(Card c) const;
    /// The cards the player to play may play (never empty unless finished).
    std::vector<Card> legal() const;

    /// Plays `c` for the player to play (@pre isLegal), then settles any
    /// goes, last card and reset that follow, appending what happened to
    /// `events` (if given). @returns the points pegged by each event in turn
    /// added into `points` (per player, if given).
    void play(Card c, std::vector<PegEvent>* events = nullptr, int* points = nullptr);

private:
    void settle(std::vector<PegEvent>* events, int* points);
    void report(std::vector<PegEvent>* events, int* points, const PegEvent& e);
    int next(int p) const { return (p + 1) % players_; }
    bool hasCards(int p) const { return sizes_[std::size_t(p)] > 0; }

    int players_ = 0;
    std::array<std::array<Card, MaxCards>, MaxPlayers> hands_{};
    std::array<int, MaxPlayers> sizes_{};
    std::array<bool, MaxPlayers> go_{};
    std::array<Card, 13> run_{};
    int runLength_ = 0;
    int count_ = 0;
    int toPlay_ = 0;
    int lastPlayer_ = -1;
};

} // namespace club::crib
