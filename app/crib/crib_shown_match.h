// SPDX-License-Identifier: GPL-3.0-or-later
// The match as the table shows it. The engine announces a move's events at
// once and the page shows them one by one, so the engine runs ahead of the
// pegs: a game already won, a hand's count not yet said. Every figure a
// person reads (the side panel, the board's extra tracks) is taken from
// here, which moves on only as each event is shown. No rule is decided here:
// the figures are the events' own, or the engine's once it has nothing
// left to show.
#pragma once

#include "engine/crib/match.h"

namespace club::app {

class CribShownMatch {
public:
    /// The match as the engine has it: nothing is still to be shown (undo,
    /// open, a new match before its cut).
    void reset(const crib::Match& match);
    /// `event` is shown now; `match` is the engine's, ahead of it.
    /// `countFollows`: a show whose count is said with the Score after it.
    void present(const crib::Event& event, const crib::Match& match, bool countFollows);

    int game() const { return game_; }
    /// 0 while the cut for deal is shown.
    int deal() const { return deal_; }
    /// -1 until the cut has said who deals.
    int dealer() const { return dealer_; }
    /// Corners, games, points, skunks and high hands as the pegs stand.
    const crib::MatchBoard& board() const { return board_; }

private:
    void countSaid(int seat, int points);

    int game_ = 1, deal_ = 0, dealer_ = -1;
    crib::MatchBoard board_;
    int heldSeat_ = -1, heldPoints_ = 0; ///< a hand shown, its count not said yet
};

} // namespace club::app
