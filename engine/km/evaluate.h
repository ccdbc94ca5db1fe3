// SPDX-License-Identifier: GPL-3.0-or-later
// A static judgement of a position for the computer players. The aim of
// King's Men is to get rid of one's OWN tokens (KM-7), so every own token
// costs, and what earns is the means of clearing rows: tokens in the Field,
// squares where one step completes a row (near-rows), and room to move.
#pragma once

#include "position.h"

namespace club::km {

inline constexpr int WinScore = 1000000;
/// Scores above this are wins found by the search, not evaluations.
inline constexpr int WinThreshold = WinScore - 1000;

/// The value of `p` for `side` (positive is good for `side`).
int evaluate(const Position& p, Side side);

} // namespace club::km
