// SPDX-License-Identifier: GPL-3.0-or-later
// The Expert: alpha-beta (negamax) with iterative deepening and a
// transposition table keyed by Zobrist hashes. Depth counts steps, jumps and
// passes; placing a captured token and clearing rows are searched as plies
// of their own but cost no depth, so a turn is never cut in the middle.
#pragma once

#include "player.h"

#include <memory>

namespace club::km {

class Search;

class ExpertPlayer : public Player {
public:
    explicit ExpertPlayer(const Budget& budget = {});
    ~ExpertPlayer() override;
    Level level() const override { return Level::Expert; }
    Move choose(const Position& p, Random& rng) override;

    /// What the last choose() did, for the benchmark and tests.
    struct Stats {
        int depth = 0; ///< deepest iteration completed
        std::uint64_t nodes = 0;
        int score = 0; ///< for the player to move
        double milliseconds = 0;
    };
    const Stats& lastStats() const { return stats_; }

private:
    std::unique_ptr<Search> search_;
    Stats stats_;
};

} // namespace club::km
