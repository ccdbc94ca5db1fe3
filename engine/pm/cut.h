// SPDX-License-Identifier: GPL-3.0-or-later
// Cutting for dealer (PM-2): every player cuts a card; the highest deals.
// A MINUS card cuts lower than any PLUS card (its value is negative); tied
// highest players cut again among themselves.
#pragma once

#include "card.h"
#include "pack.h"

#include <vector>

namespace club {
class Random;
}

namespace club::pm {

struct CutCard {
    int seat = 0;
    int value = 0;
    Back back = Back::Circular;
};

struct CutForDealer {
    std::vector<std::vector<CutCard>> rounds; ///< round 0: everyone; later: the tied
    int dealer = 0;
};

/// @pre 2 <= players <= 8
CutForDealer cutForDealer(const Pack& pack, int players, Random& rng);

} // namespace club::pm
