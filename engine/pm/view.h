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

/// One turn of the public record, as every seat watched it played: who
/// laid which card on which top card, and how he moved a man.
struct PastTurn {
    int seat = 0;
    int value = 0;       ///< the card laid
    bool hadTop = false; ///< false for the lead (PM-5)
    int top = 0;         ///< the top card it was laid on, when hadTop
    Men men{};           ///< the mover's men before the turn
    int from = -1;       ///< the man moved, -1 when the card moved none
    int to = -1;
};

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

    /// Every turn played so far, in order, with the boards as they stood
    /// (public: the seats watched each card laid and each man moved). Only
    /// the latest turns when a board was set by hand (Game::setMen) so that
    /// the earlier boards cannot be told.
    std::vector<PastTurn> pastTurns() const;

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

    /// sample() with a likelihood: the hidden cards, in a shuffled order,
    /// go one by one to a place with a chance in proportion to its free
    /// room times `weight[seat][value + 32]` (the set-aside weighs 1; this
    /// seat's own entry is not read). An approximation of drawing deals in
    /// proportion to the product of the weights, without rejection.
    Game sampleWeighted(Random& rng,
                        const std::array<std::array<double, 64>, MaxPlayers>& weight) const;

    /// A number that depends on nothing but what this seat sees (its hand,
    /// every board, the cards played in order, the hand counts), so that a
    /// search seeded with it gives the same answer for the same position,
    /// however the table got there and whenever it is asked.
    std::uint64_t positionKey() const;

private:
    /// The cards this seat has not seen, in id order, then shuffled (so the
    /// real arrangement leaves no trace), into `hidden`. @returns how many.
    std::size_t shuffledHidden(Random& rng, std::array<CardId, MaxCards>& hidden) const;

    const Game& game_;
    int seat_;
};

/// The old name, kept while the players' files move to SeatView (not to be
/// confused with the app's PmView, the table on screen).
using View = SeatView;

} // namespace club::pm
