// SPDX-License-Identifier: GPL-3.0-or-later
// A hint for a person: the Expert's choice and one reason a player
// understands, as data (kind and numbers); the front end words it, so the
// engine stays free of text, as P.M.'s hint does.
#pragma once

#include "move.h"
#include "player.h"
#include "position.h"
#include "search.h"

namespace club {
class Random;
}

namespace club::km {

struct HintReason {
    enum class Kind {
        Pass,        ///< no token can move (KM-8)
        WinsByForce, ///< the search sees a win whatever the other side does
        HoldsOut,    ///< every choice loses against best play: this one lasts longest
        Captures,  ///< jumps the token on `square`, completing a row, and moves again (KM-4, KM-5)
        FormsRows, ///< the step completes `count` row(s) (KM-6)
        Clears,    ///< the rows chosen leave `count` own tokens (KM-6, KM-7)
        KeepsRows, ///< clears no row: the tokens are worth more where they stand
        PlacesToken,  ///< the captured token on Lodge `square` (KM-4)
        BestPosition, ///< the best the Expert found looking `count` choices ahead
    };
    Kind kind = Kind::BestPosition;
    int square = NoSquare;
    int count = 0;

    bool operator==(const HintReason&) const = default;
};

struct Hint {
    Move move;
    HintReason reason;
};

/// What a hint may take: a person is waiting, so less than a computer's turn.
Budget hintBudget();

/// The Expert's choice for the side to move and why, within `budget`.
/// @pre !p.isOver()
Hint hint(const Position& p, Random& rng, const Budget& budget = hintBudget());
/// The same with an Expert of one's own (its tables kept between hints).
Hint hint(const Position& p, Random& rng, ExpertPlayer& expert);

} // namespace club::km
