// SPDX-License-Identifier: GPL-3.0-or-later
// Ratings for the club's book: Elo for two players, and for three to eight
// each game taken as the pairwise results of its seats. Pure: games in,
// ratings out.
//
// Two players: the usual Elo. With ratings Ra and Rb, A's expected score is
// Ea = 1 / (1 + 10^((Rb - Ra) / 400)); A scores Sa = 1 for a win, 1/2 for a
// draw (the same place), 0 for a loss, and moves by K (Sa - Ea).
//
// n players (3 to 8): every pair of seats is one such result, decided by
// their places (the better place won; a shared place is a draw). A seat's
// change is K / (n - 1) times the sum over the other n - 1 seats of
// (S - E): a game of n seats moves a player as far, at most, as one game of
// two, and the changes of a game still add up to nothing. Partners (both in
// first place) draw with each other and win against the other side.
//
// Order: games are taken night by night (a batch: games with the same
// `batch`, e.g. the date or the party night). Within a batch every game is
// rated from the ratings before the batch, and the changes are added at its
// end: a night's tables give the same ratings whatever order they are
// entered in. Batches are taken in the order of their keys.
#pragma once

#include <QList>
#include <QMap>
#include <QString>

namespace club::book {

struct RatedSeat {
    QString player; ///< a member's name, or a computer's key such as "computer:expert"
    int place = 1;  ///< 1 for first; shared places are draws
};

struct RatedGame {
    QString batch; ///< the night it was played in; games of one batch are rated together
    QString id;    ///< the game's id (the order of summing inside a batch)
    QList<RatedSeat> seats;
};

struct RatingRules {
    double start = 1500; ///< a player's rating before his first game
    double k = 32;       ///< the most one game can move a rating
};

/// Every player's rating after `games`, from `before` (players not in it
/// start at rules.start).
QMap<QString, double> ratings(QList<RatedGame> games, const RatingRules& rules = {},
                              QMap<QString, double> before = {});

/// One game's change to each seat's rating (by seat), from `rating`.
QList<double> ratingChanges(const RatedGame& game, const QMap<QString, double>& rating,
                            const RatingRules& rules = {});

} // namespace club::book
