// SPDX-License-Identifier: GPL-3.0-or-later
// The Standard computer player: a sound heuristic with no search. Each move
// is worth its PM-18 gain now plus what the cards it keeps are likely to do
// on its next turn from the board it leaves: a man parked where most cards
// would force a bust, or a hand with no landing left, counts against it.
#pragma once

#include "player.h"
#include "rules.h"

#include <span>

namespace club::pm {

/// The expected best PM-18 gain of a turn with `hand` (card values) and the
/// board `men`, the top card drawn from `tops` (values, repeats weighted).
/// 0 when the hand is empty.
double expectedNextGain(const Men& men, std::span<const int> hand, std::span<const int> tops,
                        const Options& options);

class StandardPlayer : public Player {
public:
    std::string kind() const override { return "standard"; }
    Move choose(const View& view, Random& rng) override;
};

} // namespace club::pm
