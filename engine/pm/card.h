// SPDX-License-Identifier: GPL-3.0-or-later
// P.M. cards (PM-E3, PM-E4). A card in a game is a small id into the game's
// deck; the deck says its signed value (PLUS +n, MINUS -n) and its back.
#pragma once

#include <cstdint>

namespace club::pm {

using CardId = std::uint8_t;

enum class Back : std::uint8_t { Circular, Octagonal };

struct Card {
    std::int8_t value = 0; ///< +n for a PLUS card, -n for a MINUS card
    Back back = Back::Circular;

    bool isMinus() const { return value < 0; }
};

inline constexpr int MaxPlayers = 8;
inline constexpr int MinPlayers = 2;
inline constexpr int MenPerPlayer = 4;
inline constexpr int HandSize = 11;
inline constexpr int MaxPacks = 2;
inline constexpr int MaxCards = 88; ///< two packs of 44
inline constexpr int Home = 25;
inline constexpr int Stars = 0;

/// Up to 4 players use one pack; 5 to 8 shuffle both together (PM-1).
constexpr int packsFor(int players) {
    return players <= 4 ? 1 : 2;
}

} // namespace club::pm
