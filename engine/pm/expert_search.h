// SPDX-License-Identifier: GPL-3.0-or-later
// The Expert's search: determinized Monte Carlo over what the seat cannot
// see (PM-16). Each sample shuffles the unseen cards into the other hands
// and the set-aside (View::sample); the candidates still in are played in
// the same samples (common random numbers) and each sample is played out
// with greedy players. Successive halving spends the budget: each round the
// worse half of the candidates drops out. A move's value is its mean share
// of first place, plus a little for the score margin so that close calls
// are settled by points.
#pragma once

#include "move.h"

#include <vector>

namespace club {
class Random;
}

namespace club::pm {

class Game;
class SeatView;
using View = SeatView; // view.h: the old name of SeatView

struct ExpertSettings {
    /// The budget of one search, in work rather than time (the same seed
    /// gives the same game on any machine, loaded or not): moves played in
    /// the play-outs, all candidates and rounds together.
    long work = 100000;
    /// Sampled deals a candidate is played in, at most (near the end of a
    /// game the play-outs are short and the work would buy thousands).
    int maxSamples = 4096;
    /// Sampled deals per round, at least, whatever the work.
    int minSamples = 8;
    /// Weight of (own score - best other score) next to the win share.
    double marginWeight = 0.012;
    /// Opponents' turns right after the candidate played as Standard would
    /// play them (standard_reply.h) before the greedy play-out: the replies
    /// the Expert meets at a table are better than greedy grabs.
    int standardReplies = 0;
    /// What one such reply is charged against `work`, in play-out moves
    /// (it costs about that much time), so a search's time stays bounded.
    int replyWork = 12;
    /// Deals weighed by the opponents' past plays (0: off; 1: as fitted,
    /// the default since issue 28's third round, PLAYERS.md).
    /// A sampled deal in which an opponent holds a card that, on a board he
    /// played on, would have gained clearly more (PM-18) than the card he
    /// laid is less likely: each such card and turn multiplies the deal's
    /// chance by evidenceLikelihood() of the gain missed, to this power.
    /// Deals are drawn by rejection, at most `evidenceTries` a deal (the
    /// likeliest drawn is kept if none is accepted), each extra try charged
    /// one play-out move; with `evidenceTries` 0 or less they are dealt one
    /// card at a time instead (View::sampleWeighted). Only the public
    /// record is read (View::pastTurns).
    double evidence = 1;
    int evidenceTries = 16;
};

/// The factor on a card's chance of being in a hand whose player laid a
/// card gaining `missed` points less than it would have (PM-18, his best
/// man for it): the share of such cards Standard players kept in their hands, over
/// the share of all unseen cards they held (fitted on 600 four-player games
/// of Standard players, about 507,000 cards; PLAYERS.md). 1 when missed
/// <= 0. Greedy players never keep such a card; Standard keeps some,
/// weighing the next turn.
double evidenceLikelihood(int missed);

struct ScoredMove {
    Move move;
    double value = 0;   ///< mean over the samples it was played in
    double winRate = 0; ///< mean share of first place in those samples
    int samples = 0;
    /// The other seat that took first place most often in those samples
    /// (-1 when the seat to move always did), and its mean share of it.
    int rival = -1;
    double rivalRate = 0;
};

/// One entry per distinct legal move (card value, man): cards of equal value
/// play alike. Best first: the move that survived every round, then the
/// others by the round they dropped out in, then by value (a value is only
/// comparable among moves played in the same deals). @pre view.isMyTurn()
std::vector<ScoredMove> searchMoves(const View& view, Random& rng,
                                    const ExpertSettings& settings = {});

/// The distinct legal moves of the seat to move: one Move per (value, man).
std::vector<Move> distinctMoves(const View& view);

/// `count` deals as the search draws them: View::sample, weighed by the
/// opponents' past plays when `settings.evidence` asks for it.
std::vector<Game> drawDeals(const View& view, Random& rng, const ExpertSettings& settings,
                            int count);

} // namespace club::pm
