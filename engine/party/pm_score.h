// SPDX-License-Identifier: GPL-3.0-or-later
// Which game scores a P.M. player can make (PM-18), so a typed-in score that
// no board could show (a slip of the pen: 199, 210) is refused at once.
#pragma once

namespace club::party {

inline constexpr int MinPmScore = -80; // four men on the stars
inline constexpr int MaxPmScore = 200; // four men on 25

/// True if four men (PM-10: at most one per number below 25) can score `score`.
bool isPossiblePmScore(int score);

} // namespace club::party
