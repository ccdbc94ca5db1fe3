// SPDX-License-Identifier: GPL-3.0-or-later
// Two hands: the chance of winning the game from the score, for a player
// who plays to the board near the end (CR-16, CR-18). Each deal is reckoned
// as the pone's points (play and hand) coming first and then the dealer's
// (play, hand and crib), each drawn from what a deal gives between Expert
// players; win_chance.cpp holds those figures.
#pragma once

#include "card.h"

#include <array>
#include <map>
#include <span>
#include <utility>
#include <vector>

namespace club::crib {

/// The Expert plays to the board (two hands) once either side is this close
/// to the game: about the most a side is likely to make in one deal.
inline constexpr int EndInSight = 40;
/// Chances of winning closer than this are the same to him: the points then
/// decide, as they count on the board over the match (CR-23).
inline constexpr double SameChance = 0.005;

/// The chance that the dealer, on `dealerScore`, wins a game of `game`
/// points (61 or 121) against the pone on `poneScore`, as a deal begins.
/// A score at or past the game has won.
double dealerWinsFrom(int dealerScore, int poneScore, int game);

/// The chance that the player on `myScore` wins once the play of a deal is
/// over: the pone counts his hand first, then the dealer his hand and his
/// crib (CR-16), the crib reckoned as an average one; then the next deal.
double winsAtTheShow(int myScore, int theirScore, bool iDeal, int poneHand, int dealerHand,
                     int game);

/// The chance that a player wins once he has laid away, for each four he
/// may keep: his hand counted with each starter he may yet see, his heels
/// with it if he deals (CR-8); what he pegs as a dealer or a pone pegs,
/// moved by what the four are worth in the play; the crib as an average one
/// moved to its expected count; the other's play and hand as a dealer's or
/// a pone's are. The play is reckoned with the hands: the pone's points
/// first, then the dealer's (CR-16).
class KeepChances {
public:
    KeepChances(bool iDeal, int myScore, int theirScore, int game);
    /// `play`: his points less the other's in the play with these four;
    /// `crib`: the crib's expected count; `unseen`: the starters he may see.
    double wins(std::span<const Card, 4> keep, CardSet unseen, double play, double crib);

private:
    static constexpr int MostMade = 72;
    using Made = std::array<double, MostMade>;
    /// His chance once he has made u points in the deal (the crib to come),
    /// for a crib moved by `shift`, and with the other's heels.
    const Made& made(int shift, bool theirHeels);

    bool iDeal_;
    int myScore_, theirScore_, game_;
    std::vector<double> theirs_; ///< the other's play and hand, point by point
    std::map<std::pair<int, bool>, Made> made_;
};

} // namespace club::crib
