// SPDX-License-Identifier: GPL-3.0-or-later
// Patchesi knockout rounds (PAT-T1, PAT-T2; RULES-DECISIONS.md K1-K3): the
// pairs still in, in their bracket order, are paired 1-2 at table 1, 3-4 at
// table 2 and so on; with an odd number one pair has a bye.
#pragma once

#include "night_types.h"

#include <optional>
#include <vector>

namespace club::party {

/// One round from the pairs still in, in bracket order (the draw for round 1).
/// The bye (K2) goes to the last pair in the order whose line has not had
/// one (no bye to it, nor to a pair it has beaten); if every line has, to the
/// last pair. So where the byes fall depends on the number of pairs only, and
/// a blank bracket can be printed before the night.
/// @param lineHadBye per entrant index, whether its line had a bye
Round knockoutRound(const std::vector<int>& order, const std::vector<bool>& lineHadBye,
                    const Options& options);

/// The pairs still in after a complete round, in bracket order: the winners
/// at table 1, table 2, ... with the bye pair where it stood (K1).
std::vector<int> survivors(const Round& round, const std::vector<int>& order);

/// Where a place in a projected bracket is filled from.
struct Feed {
    enum Kind { Draw, Winner, Bye } kind = Draw;
    int index = 0; ///< Draw: position in the draw (from 0); Winner: table
                   ///< number in the round before; Bye: unused
    bool operator==(const Feed&) const = default;
};
/// One table of a projected bracket: its number and where its two pairs come from.
struct FeedTable {
    int number = 0;
    Feed from[2];
    bool operator==(const FeedTable&) const = default;
};
/// One round of a projected bracket: its tables, and where the bye (if
/// any) comes from.
struct FeedRound {
    std::vector<FeedTable> tables;
    std::optional<Feed> bye;
};
/// The whole bracket of `pairs` pairs (2..32) before any result: the shape
/// the night will have whoever wins, for a tree or a blank bracket sheet.
std::vector<FeedRound> projectBracket(int pairs);

/// Rounds a knockout of `pairs` pairs needs: each round halves the field,
/// rounding up for a bye.
int knockoutRounds(int pairs);

} // namespace club::party
