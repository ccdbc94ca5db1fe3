// SPDX-License-Identifier: GPL-3.0-or-later
// A P.M. turn as a value: the card laid and the man it moves (PM-4), and
// what the turn changed, so the table and GUI can animate without
// comparing positions.
#pragma once

#include "card.h"

#include <array>
#include <cstdint>

namespace club::pm {

struct Move {
    CardId card = 0;
    std::int8_t from = -1; ///< -1: the card is played and no man moves
    std::int8_t to = -1;
    bool bust = false;

    bool movesMan() const { return from >= 0; }
    bool operator==(const Move&) const = default;
};

/// Every legal move of one turn: at most one per (card, distinct man place).
struct MoveList {
    std::array<Move, HandSize * MenPerPlayer> items{};
    std::uint8_t count = 0;

    void push(const Move& m) { items[count++] = m; }
    const Move* begin() const { return items.data(); }
    const Move* end() const { return items.data() + count; }
    int size() const { return count; }
    bool empty() const { return count == 0; }
    const Move& operator[](int i) const { return items[i]; }
};

/// What one turn changed.
struct Change {
    int seat = 0;
    CardId card = 0;
    int cardValue = 0;
    bool hadTop = false;
    int topValue = 0; ///< the top card before this one (PM-6)
    int amount = 0;   ///< top + card, or the lead card (PM-5)
    int man = -1;     ///< index 0..3 of the man moved, -1 if none
    int from = -1;
    int to = -1;
    bool bust = false;
    bool gameOver = false;
};

} // namespace club::pm
