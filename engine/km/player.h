// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players of three strengths behind one interface; a human seat in
// the GUI answers the same question from the mouse. Every sub-move of a turn
// (place the captured token, clear rows, the extra move) is one choose().
#pragma once

#include "move.h"
#include "position.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace club {
class Random;
}

namespace club::km {

enum class Level { Random, Standard, Expert };

/// "random", "standard", "expert": the names of the kinds' table.
std::string levelName(Level level);
std::optional<Level> parseLevel(const std::string& name);
/// Every kind's name, in the order of Level.
std::vector<std::string> playerKinds();

/// How long the Expert may think over one choice; whichever runs out first.
struct Budget {
    int milliseconds = 800;  ///< leaves a fifth of a second to spare on a busy machine
    std::uint64_t nodes = 0; ///< 0: no node limit
    int maxDepth = 64;       ///< in steps and jumps; places and clears are free
};

class Player {
public:
    virtual ~Player() = default;
    virtual Level level() const = 0;
    /// @pre !legalMoves(p).empty(); @returns one of legalMoves(p)
    virtual Move choose(const Position& p, Random& rng) = 0;
};

std::unique_ptr<Player> makePlayer(Level level, const Budget& budget = {});

/// Any legal choice, uniformly at random.
class RandomPlayer : public Player {
public:
    Level level() const override { return Level::Random; }
    Move choose(const Position& p, Random& rng) override;
};

/// Greedy over its own sub-moves: the choice whose best follow-up in the
/// same turn (two choices at most) evaluates highest; ties at random.
class StandardPlayer : public Player {
public:
    Level level() const override { return Level::Standard; }
    Move choose(const Position& p, Random& rng) override;
};

} // namespace club::km
