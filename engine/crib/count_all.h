// SPDX-License-Identifier: GPL-3.0-or-later
// Every hand of four with every starter (12,994,800 of them) counted as a
// hand (CR-16, CR-17): the histogram behind crib.count_all.
#pragma once

#include <array>
#include <cstdint>

namespace club::crib {

struct AllHands {
    std::array<std::uint64_t, 30> histogram{}; ///< hands scoring 0..29
    std::uint64_t hands = 0;
    double mean = 0;
    double seconds = 0;
};

/// Walks the 2,598,960 sets of five cards once: fifteens, pairs and runs come
/// from the ranks (rankTable()), and each of the five cards in turn is the
/// starter for the flush and his nobs.
AllHands countAllHands();

} // namespace club::crib
