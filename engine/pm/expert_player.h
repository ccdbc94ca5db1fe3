// SPDX-License-Identifier: GPL-3.0-or-later
// The Expert: plays the rule sheet's hints. It weighs what each card leaves
// on top for the player on its left and what its kept cards will do, by
// searching sampled deals of the cards it has not seen (expert_search.h).
#pragma once

#include "expert_search.h"
#include "player.h"

namespace club::pm {

class ExpertPlayer : public Player {
public:
    explicit ExpertPlayer(const ExpertSettings& settings = {}) : settings_(settings) {}
    std::string kind() const override { return "expert"; }
    Move choose(const View& view, Random& rng) override;

private:
    ExpertSettings settings_;
};

} // namespace club::pm
