// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_shown_match.h"

#include <algorithm>

namespace club::app {

using crib::Event;

void CribShownMatch::reset(const crib::Match& m) {
    game_ = m.gameNumber();
    deal_ = m.dealNumber();
    dealer_ = m.dealer();
    board_ = m.board();
    heldSeat_ = -1;
}

void CribShownMatch::present(const Event& e, const crib::Match& m, bool countFollows) {
    switch (e.kind) {
    case Event::CutForDeal: // the match's first game: the cut says who deals
        game_ = 1;
        deal_ = 0;
        dealer_ = e.seat;
        break;
    case Event::Deal:
        if (e.count == 1 && deal_ > 0) ++game_; // the next game of the match
        deal_ = e.count;
        dealer_ = e.seat;
        heldSeat_ = -1;
        break;
    case Event::Show:
        if (e.crib) break; // a crib is no hand for the high hand (CR-25)
        if (countFollows) {
            heldSeat_ = e.seat;
            heldPoints_ = e.points;
        } else {
            countSaid(e.seat, e.points);
        }
        break;
    case Event::Score:
        // The held hand's count, said as its pegs move.
        if (e.reason == crib::ScoreReason::Hand && e.seat == heldSeat_)
            countSaid(heldSeat_, heldPoints_);
        break;
    case Event::Corner:
        ++board_.corners[std::size_t(e.side)];
        break;
    case Event::GameOver:
        // The game's end is the last event of its move: the engine's tallies
        // hold nothing the table has not shown.
        board_ = m.board();
        heldSeat_ = -1;
        break;
    default:
        break;
    }
}

void CribShownMatch::countSaid(int seat, int points) {
    int& high = board_.highHand[std::size_t(seat)];
    high = std::max(high, points);
    heldSeat_ = -1;
}

} // namespace club::app
