// Patchesi knockout rounds (PAT-T1, PAT-T2; RULES-DECISIONS.md K1-K3): the
// pairs still in, in their bracket order, are paired 1-2 at table 1, 3-4 at
// table 2 and so on; with an odd number one pair has a bye.
#pragma once

#include "night_types.h"

#include <vector>

namespace club::party {

/// One round from the pairs still in, in bracket order (the draw for round 1).
/// The bye (K2) goes to the last pair in the order that has not had one; if
/// every pair has had one, to the last pair.
/// @param hadBye per entrant index, whether it had a bye in an earlier round
Round knockoutRound(const std::vector<int>& order, const std::vector<bool>& hadBye,
                    const Options& options);

/// The pairs still in after a complete round, in bracket order: the winners
/// at table 1, table 2, ... with the bye pair where it stood (K1).
std::vector<int> survivors(const Round& round, const std::vector<int>& order);

/// Rounds a knockout of `pairs` pairs needs: each round halves the field,
/// rounding up for a bye.
int knockoutRounds(int pairs);

} // namespace club::party
