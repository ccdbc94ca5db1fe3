// SPDX-License-Identifier: GPL-3.0-or-later
// Two hands: the chance of winning the game from the score, for a player
// who plays to the board near the end (CR-16, CR-18). Each deal is reckoned
// as the pone's points (play and hand) coming first and then the dealer's
// (play, hand and crib), each drawn from what a deal gives between Expert
// players; win_chance.cpp holds those figures.
#pragma once

namespace club::crib {

/// The chance that the dealer, on `dealerScore`, wins a game of `game`
/// points (61 or 121) against the pone on `poneScore`, as a deal begins.
/// A score at or past the game has won.
double dealerWinsFrom(int dealerScore, int poneScore, int game);

/// The chance that the player on `myScore` wins once the play of a deal is
/// over: the pone counts his hand first, then the dealer his hand and his
/// crib (CR-16), the crib reckoned as an average one; then the next deal.
double winsAtTheShow(int myScore, int theirScore, bool iDeal, int poneHand, int dealerHand,
                     int game);

} // namespace club::crib
