// SPDX-License-Identifier: GPL-3.0-or-later
// The seat interface humans and computer players share. The table asks the
// player in the seat to move; a human's answer comes from the GUI, a
// computer's from choose(). A computer player is given only a View (PM-16).
#pragma once

#include "move.h"

#include <memory>
#include <string>
#include <vector>

namespace club {
class Random;
}

namespace club::pm {

class SeatView;
using View = SeatView; // view.h: the old name of SeatView

class Player {
public:
    virtual ~Player() = default;
    /// The kind, as the engine tool and save files name it ("random", ...).
    virtual std::string kind() const = 0;
    /// @pre view.isMyTurn()
    virtual Move choose(const View& view, Random& rng) = 0;
};

/// A computer player by kind, or nullptr for an unknown kind.
std::unique_ptr<Player> makePlayer(const std::string& kind);
/// The kinds makePlayer() knows.
std::vector<std::string> playerKinds();

/// Any legal move, uniformly at random.
class RandomPlayer : public Player {
public:
    std::string kind() const override { return "random"; }
    Move choose(const View& view, Random& rng) override;
};

/// The move that leaves its own PM-18 score highest, ties at random.
class GreedyPlayer : public Player {
public:
    std::string kind() const override { return "greedy"; }
    Move choose(const View& view, Random& rng) override;
};

} // namespace club::pm
