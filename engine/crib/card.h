// SPDX-License-Identifier: GPL-3.0-or-later
// Cards of the standard pack as plain values (CR-1): 0..51, rank * 4 + suit,
// ranks Ace (0) .. King (12), suits Clubs, Diamonds, Hearts, Spades. Ace is
// low only. Written rank then suit: "AS", "10H", "QD".
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace club::crib {

using Card = std::uint8_t;

inline constexpr int PackSize = 52;
inline constexpr int Jack = 10; ///< rank index of the Jack
inline constexpr Card NoCard = 0xFF;

constexpr int rankOf(Card c) {
    return c >> 2;
}
constexpr int suitOf(Card c) {
    return c & 3;
}
/// CR-9: court cards count 10, Ace 1, others their pips.
constexpr int valueOf(Card c) {
    return rankOf(c) < 10 ? rankOf(c) + 1 : 10;
}
constexpr Card makeCard(int rank, int suit) {
    return Card(rank * 4 + suit);
}

/// "AS", "10H", "KC"; "?" for a value that is no card.
std::string cardName(Card c);
/// Accepts "10H", "TH", "th", "ah". @returns nullopt for anything else.
std::optional<Card> parseCard(std::string_view text);

using Hand = std::vector<Card>;

/// A set of cards as a 52-bit mask, for quick "is it still unseen" tests.
using CardSet = std::uint64_t;
constexpr CardSet bit(Card c) {
    return CardSet(1) << c;
}
inline CardSet setOf(std::span<const Card> cards) {
    CardSet s = 0;
    for (Card c : cards)
        s |= bit(c);
    return s;
}
inline constexpr CardSet FullPack = (CardSet(1) << PackSize) - 1;

} // namespace club::crib
