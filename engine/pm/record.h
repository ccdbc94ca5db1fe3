// The record of one game: everything needed to replay it exactly (the seed
// gives the shuffle, cut and deal; then every card and move in order).
#pragma once

#include "game.h"

#include <vector>

namespace club::pm {

struct GameRecord {
    int number = 0;         ///< 0..4 within the rubber
    int section = 0;        ///< 0, or 1 for the second section of PM-21
    std::vector<int> seats; ///< rubber seat of each seat in this game, from seat 0
    int dealer = 0;         ///< seat in this game
    std::uint64_t seed = 0;
    std::vector<Move> moves;

    /// Deals from the seed and plays the first `count` moves (all if -1).
    /// @throws FormatError if a move is not legal where it stands.
    Game replay(const Pack& pack, const Options& options, int count = -1) const;
};

} // namespace club::pm
