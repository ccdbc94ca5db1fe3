// SPDX-License-Identifier: GPL-3.0-or-later
// What each way of laying cards away to the crib is worth on average
// (CR-2 to CR-7, CR-16): the hand kept over every possible starter, and the
// crib over every starter and every set of cards the others may add to it,
// counted exactly (the fifteens, pairs and runs by ranks, flushes and his
// nobs by suits). Only what the seat has seen is used.
#pragma once

#include "card.h"

#include <vector>

namespace club::crib {

struct DiscardOption {
    Hand discard;
    Hand keep;
    double hand = 0; ///< expected show of the cards kept
    double crib = 0; ///< expected crib count (always positive)
    /// What the four kept are worth in the play, his points less the
    /// other's (expertDiscards() only; 0 where the play is not reckoned).
    double play = 0;
    /// Near the end of a two-hand game: his chance of winning the game with
    /// these four (expertDiscardChoices()); else -1.
    double win = -1;
    bool ownCrib = false;
    /// hand + crib for the seat's own (or partner's) crib, hand - crib
    /// else; and the play.
    double total() const { return (ownCrib ? hand + crib : hand - crib) + play; }
};

/// The expected show of `keep` (4 cards) over every starter in `unseen`.
double expectedHand(std::span<const Card> keep, CardSet unseen);
/// The expected crib count when it holds `known` and `unknown` more cards
/// drawn from `unseen`, and the starter is drawn from `unseen` too.
double expectedCrib(std::span<const Card> known, int unknown, CardSet unseen);

/// What the four kept are worth in the play of a two-hand deal, on average:
/// his points less the other's (peg_table.cpp), for the dealer or the pone.
double pegProspect(std::span<const Card> keep, bool dealer);

/// How much likelier a player who lays away by habit (habitual_discard.h)
/// is to keep these four ranks (as dealer or pone) than a random four is to
/// hold them (peg_table.cpp); at most MaxKeepLikelihood.
inline constexpr double MaxKeepLikelihood = 13.7;
double keepLikelihood(std::span<const Card> keep, bool dealer);

/// How much likelier a player who lays away by habit (habitual_discard.h;
/// two hands, as dealer or pone) is to lay away these two ranks (0..12) than
/// two random cards are to be those ranks (throw_table.cpp).
double throwLikelihood(int rankA, int rankB, bool dealer);

/// expectedCrib() of a two-hand crib holding the seat's two `known` cards
/// and two more laid away by the other, each two ranks he may lay away
/// weighed by throwLikelihood() (`otherDealer`: he deals, so the crib is
/// his). The flush and his nobs are counted as in expectedCrib().
double expectedCribAgainst(std::span<const Card> known, CardSet unseen, bool otherDealer);

/// Every discard of `discardCount` cards from `hand`, best total first.
/// `unseen`: every card this seat has not seen (default: all but the hand).
std::vector<DiscardOption> analyseDiscards(const Hand& hand, int discardCount, bool ownCrib,
                                           CardSet unseen = 0);

/// The expert's reckoning of every discard, his choice first, the rest best
/// first. Two hands (six cards, two laid away): the crib counted with the
/// two cards the other is likely to lay away (expectedCribAgainst()) and
/// the play (pegProspect()); otherwise as analyseDiscards().
std::vector<DiscardOption> expertDiscards(const Hand& hand, int discardCount, bool ownCrib);
/// Whether expertDiscards() reckons the crib against the other's likely
/// cards and the play: a two-hand deal.
inline bool expertReckonsThePlay(const Hand& hand, int discardCount) {
    return hand.size() == 6 && discardCount == 2;
}

} // namespace club::crib
