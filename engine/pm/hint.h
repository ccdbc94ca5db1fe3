// SPDX-License-Identifier: GPL-3.0-or-later
// A hint for a person: the Expert's move and one reason a player
// understands, as structured data (kind, numbers, seat); the front end
// words it (app/pm/pm_hint_words.h), so the engine stays free of text.
#pragma once

#include "expert_search.h"
#include "move.h"

namespace club {
class Random;
}

namespace club::pm {

class SeatView;

struct HintReason {
    enum class Kind {
        LandsHome,      ///< lands the man on `from` on 25 exactly
        LeavesTop,      ///< leaves `card` on top for `seat`, who has a man on `place`
        BringsOut,      ///< brings a man out from the stars onto `to`
        MovesBack,      ///< takes the man on `from` back to `to`, out of a bust's way
        LeastLoss,      ///< every move busts a man: busting the one on `from` costs least
        BustsOnPurpose, ///< busts the man on `from` though another move was open (PM-12)
        NoManMoves,     ///< the card moves no man, and keeps the board as it is
        BestChances,    ///< moves `from` to `to`: no other move did better in the deals tried
    };
    /// In how many of the deals the search tried the move came first, in
    /// the words a player uses (never a percentage of internal trials).
    enum class Share {
        Few,       ///< under 15%
        Some,      ///< 15% to 40%
        AboutHalf, ///< 40% to 60%
        Most,      ///< 60% or more
    };
    Kind kind = Kind::BestChances;
    int from = -1;
    int to = -1;
    int card = 0;  ///< LeavesTop: the value left on top (the card played)
    int seat = -1; ///< LeavesTop: the player on the left, a seat of the game
    int place = -1;
    Share share = Share::Few; ///< how often the move came first in the deals tried
    /// The other seat that came first most often in those deals, -1 if none did.
    int rival = -1;

    bool operator==(const HintReason&) const = default;
};

struct Hint {
    Move move;
    HintReason reason;
};

/// The Expert's move for the seat to move and why. @pre view.isMyTurn()
Hint hint(const SeatView& view, Random& rng, const ExpertSettings& settings = {});

/// The same, with the deals the Expert tries drawn from the position itself
/// (SeatView::positionKey): the same position always gets the same hint.
Hint hint(const SeatView& view, const ExpertSettings& settings = {});

/// The words' bucket for a share of first place (0..1) in the deals tried.
HintReason::Share shareOf(double winRate);

/// How much the player on the left gains on average, at best, with `top` on
/// top, over `samples` sampled deals of the cards `view`'s seat has not seen.
double leftPlayerGain(const SeatView& view, int top, Random& rng, int samples);

} // namespace club::pm
