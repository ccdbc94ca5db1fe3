// SPDX-License-Identifier: GPL-3.0-or-later
// The show (CR-16, CR-17) and the points of play (CR-11 to CR-14) as pure
// functions of the cards. countShow() is the fast count used by the players
// and crib.count_all; countShowParts() says the same count aloud, part by part.
#pragma once

#include "card.h"

#include <span>
#include <vector>

namespace club::crib {

enum class PartKind { Fifteen, Pair, PairRoyal, DoublePairRoyal, Run, Flush, Nobs };

/// One thing said aloud while counting: "fifteen two", "a pair royal for six".
struct ScorePart {
    PartKind kind = PartKind::Fifteen;
    std::vector<Card> cards;
    int points = 0;
    bool operator==(const ScorePart&) const = default;
};

/// CR-16: a hand (or crib) of four with the starter. The crib's flush counts
/// only with all five cards of one suit.
int countShow(std::span<const Card, 4> hand, Card starter, bool crib);
/// countShow() part by part in the order a player says it: fifteens, pairs
/// (a pair, pair royal or double pair royal per rank), runs, flush, nobs.
std::vector<ScorePart> countShowParts(std::span<const Card, 4> hand, Card starter, bool crib);
int totalOf(const std::vector<ScorePart>& parts);

/// Fifteens, pairs and runs of five ranks (0..12): the part of a count that
/// does not depend on suits.
int rankPoints(const int ranks[5]);
/// rankPoints() of every sorted five ranks, indexed by rankIndex(); built once.
const std::uint8_t* rankTable();
/// Index into rankTable() of five ranks sorted ascending.
constexpr int rankIndex(int a, int b, int c, int d, int e) {
    return (((a * 13 + b) * 13 + c) * 13 + d) * 13 + e;
}

/// What the last card of a count pegs (CR-11 to CR-14): fifteen, 31, pairs
/// and runs; not the go or last card, which belong to the flow of play.
struct PegScore {
    int fifteen = 0;    ///< 2 for making fifteen
    int thirtyOne = 0;  ///< 2 for making 31
    int sameRank = 1;   ///< cards of the last card's rank in a row: 2 pair, 3 royal, 4 double
    int pairPoints = 0; ///< 2, 6 or 12
    int run = 0;        ///< length of the run made, 0 if none
    int points() const { return fifteen + thirtyOne + pairPoints + run; }
};
/// @pre `sequence` is the cards of the current count in order, not empty.
PegScore pegScore(std::span<const Card> sequence);
int pegPoints(std::span<const Card> sequence);
/// The same from ranks only (for searches): `ranks` of the count in order.
int pegPointsRanks(const int* ranks, int n, int total);

} // namespace club::crib
