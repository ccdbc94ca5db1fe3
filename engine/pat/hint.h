// SPDX-License-Identifier: GPL-3.0-or-later
// A hint for a person at the Patchesi table: the Expert's choice for the
// pending throw (the same search, players.h) and one reason a player
// understands, as data; the front end words it, so the engine stays free
// of text, as the other games' hints do.
#pragma once

#include "state.h"

namespace club {
class Random;
}

namespace club::pat {

struct HintReason {
    enum class Kind {
        OnlyMove,     ///< one counter (or one square's counters) can move
        Takes,        ///< lands on a single counter of `colour`: it goes back (PAT-7, PAT-P4)
        ReachesHome,  ///< the counter comes HOME (PAT-9)
        Enters,       ///< a counter enters from the triangle (PAT-4)
        RunsToSafety, ///< a counter within reach of `colour` goes where it cannot be taken
        MakesBarrier, ///< joins its own counter: a barrier no counter may pass (PAT-6)
        LeastExposed, ///< of every move, this leaves the least within the others' reach
        BestAhead,    ///< the search's choice over the next throws, nothing more to say
    };
    enum class Safety { None, Star, HomeColumn, Barrier };
    Kind kind = Kind::BestAhead;
    int colour = -1;              ///< Takes: the counter taken; RunsToSafety: the nearest threat
    Safety safety = Safety::None; ///< RunsToSafety: where it is safe
    bool operator==(const HintReason&) const = default;
};

struct Hint {
    int index = 0; ///< into the state's legal moves
    Move move;
    HintReason reason;
};

/// Why a player would make legal move `index` of `s`, from its own facts
/// and the other moves' (every kind: BestAhead when no fact stands out).
/// @pre s.phase() == Phase::Choose
HintReason reasonFor(const State& s, int index);

/// The Expert's choice for the pending throw and its reason; `rng` as the
/// Expert's own (the same seed, the same hint).
/// @pre s.phase() == Phase::Choose
Hint hint(const State& s, Random& rng);

/// The seed of a hint asked at the table, from the game's seed and the
/// table's revision: the same moment gives the same hint, and asking for
/// one leaves the computers' own seeds as they were.
std::uint64_t hintSeed(std::uint64_t gameSeed, std::uint64_t revision);

} // namespace club::pat
