// SPDX-License-Identifier: GPL-3.0-or-later
// The Beginner: plays like someone in his first evening at the game. He
// sees what a card does to his score now, roughly; he often misreads sums
// with a red card (the rule sheet needed a rhyme for them), sometimes just
// plays the card he likes, and never thinks about the next player.
#pragma once

#include "player.h"

namespace club::pm {

class BeginnerPlayer : public Player {
public:
    std::string kind() const override { return "beginner"; }
    Move choose(const View& view, Random& rng) override;
};

} // namespace club::pm
