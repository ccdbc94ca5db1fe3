// SPDX-License-Identifier: GPL-3.0-or-later
// What a person in one seat can see (PM-16): his own hand, every board, the
// cards he has seen played (the container shows only the top card, but he
// watched each one laid), how many cards each player holds. The other
// hands and the set-aside cards are not reachable through a SeatView, so a
// computer player given one cannot cheat.
#pragma once

#include "game.h"

#include <cstdint>
#include <vector>

namespace club::pm {

class SeatView {
public:
    SeatView(const Game& game, int seat) : game_(game), seat_(seat) {}

    int seat() const { return seat_; }
    int players() const { return game_.players(); }
    int toMove() const { return game_.toMove(); }
    bool isMyTurn() const { return game_.toMove() == seat_ && !game_.isOver(); }
    const Options& options() const { return game_.options(); }

    std::span<const CardId> hand() const { return game_.hand(seat_); }
    int handCount(int seat) const { return int(game_.hand(seat).size()); }
    int setAsideCount() const { return int(game_.setAside().size()); }
    const Men& men(int seat) const { return game_.men(seat); }
    const Card& card(CardId id) const { return game_.card(id); }
    std::span<const CardId> played() const { return game_.pile(); }
    bool hasTop() const { return game_.hasTop(); }
    int topValue() const { return game_.topValue(); }

    /// Legal moves for this seat; empty when it is not this seat's turn.
    MoveList legalMoves() const { return isMyTurn() ? game_.legalMoves() : MoveList{}; }
    /// The same moves, counted rather than listed (TurnMoves, game.h).
    TurnMoves turnMoves() const { return TurnMoves(game_, !isMyTurn()); }

    /// Values of the cards this seat has not seen: in other hands or set
    /// aside, without saying where any of them is.
    std::vector<int> unseenValues() const;

    /// A whole game as this seat might imagine it, for a search: the cards
    /// it has not seen are shuffled by `rng` into the other hands (each of
    /// its real size) and the set-aside. Which hidden place holds which
    /// card in the real game has no influence on the result.
    Game sample(Random& rng) const;

    /// A number that depends on nothing but what this seat sees (its hand,
    /// every board, the cards played in order, the hand counts), so that a
    /// search seeded with it gives the same answer for the same position,
    /// however the table got there and whenever it is asked.
    std::uint64_t positionKey() const;

private:
    const Game& game_;
    int seat_;
};

/// The old name, kept while the players' files move to SeatView (not to be
/// confused with the app's PmView, the table on screen).
using View = SeatView;

} // namespace club::pm
