// SPDX-License-Identifier: GPL-3.0-or-later
// The record of one game: everything needed to replay it exactly (the cards
// as dealt, then every card and move in order). The deal is kept rather
// than recomputed from the seed, so undo and a saved file agree with what
// was dealt even if the shuffle changes (SAVE-FORMAT.md).
#pragma once

#include "game.h"

#include <vector>

namespace club::pm {

struct GameRecord {
    int number = 0;         ///< 0..4 within the rubber
    int section = 0;        ///< 0, or 1 for the second section of PM-21
    std::vector<int> seats; ///< rubber seat of each seat in this game, from seat 0
    int dealer = 0;         ///< seat in this game
    std::uint64_t seed = 0; ///< the rubber's seed for this game; the deal is its shuffle
                            ///< unless a version-2 save gave the deal
    Deal deal;
    std::vector<Move> moves;

    /// Deals the recorded cards and plays the first `count` moves (all if -1).
    /// @pre Game::isDealOf(pack, seats.size(), deal)
    /// @throws FormatError if a move is not legal where it stands.
    Game replay(const Pack& pack, const Options& options, int count = -1) const;
};

} // namespace club::pm
