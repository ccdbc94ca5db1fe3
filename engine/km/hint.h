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

/// What a step or a jump does, as a player at the board sees it: the facts
/// a hint's words are made of (the words are the front end's).
struct MoveFacts {
    int captures = NoSquare; ///< Jump: the opponent token jumped (KM-4)
    int rowsFormed = 0;      ///< rows the token moved completes (KM-6)
    /// After it, the mover could jump the opponent token on this square on
    /// his next turn (KM-4), which he could not before.
    int threatens = NoSquare;
    /// Before it, the opponent could jump the mover's token on this square
    /// (the square it stood on if it was the token moved); now he cannot.
    int rescues = NoSquare;
    /// After it, one more step of the mover would complete a row, landing here (KM-6).
    int prepares = NoSquare;
    /// After it, the opponent can jump the mover's token on this square.
    int exposes = NoSquare;
    bool enters = false; ///< a token comes onto the Field from a Corridor (KM-2)

    bool operator==(const MoveFacts&) const = default;
};

/// The facts of a step or jump of the side to move (empty for other moves).
/// @pre isLegal(before, move)
MoveFacts moveFacts(const Position& before, const Move& move);

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
        Threatens,    ///< a quiet step: threatens to jump the token on `square` next turn
        Rescues,      ///< a quiet step: takes the own token on `square` out of a jump's reach
        Prepares,     ///< a quiet step: next turn a step to `square` completes a row
        Enters,       ///< a quiet step bringing a token onto the Field
        BestPosition, ///< a quiet step, the best the Expert found looking `count` choices ahead
    };
    Kind kind = Kind::BestPosition;
    int square = NoSquare;
    int count = 0;
    MoveFacts facts; ///< for a step or a jump: what it does (safety, threats...)

    bool operator==(const HintReason&) const = default;
};

struct Hint {
    Move move;
    HintReason reason;
};

/// The reason a player would give for `move` from its own facts (every
/// kind but WinsByForce and HoldsOut, which take a search; BestPosition
/// with no count). @pre isLegal(p, move)
HintReason reasonFor(const Position& p, const Move& move);

/// What a hint may take: a person is waiting, so less than a computer's turn.
Budget hintBudget();

/// The Expert's choice for the side to move and why, within `budget`.
/// @pre !p.isOver()
Hint hint(const Position& p, Random& rng, const Budget& budget = hintBudget());
/// The same with an Expert of one's own (its tables kept between hints).
Hint hint(const Position& p, Random& rng, ExpertPlayer& expert);

} // namespace club::km
