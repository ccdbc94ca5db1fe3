// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of King's Men (RULES.md KM-2..KM-8) as free functions over
// Position values: what the player to move may choose now, and applying a
// choice. Repetition (the second half of KM-8) needs the history, so the
// Game record and the search decide it, not the Position.
#pragma once

#include "move.h"
#include "position.h"

#include <cstdint>

namespace club::km {

/// Every choice of the player to move; empty only when the game is over.
/// A player who cannot step or jump has exactly one choice, Pass (KM-8).
MoveList legalMoves(const Position& p);
bool isLegal(const Position& p, const Move& m);

/// Plays one choice. @pre isLegal(p, m)
Change apply(Position& p, const Move& m);

/// KM-4: the square a jump leaps over, whose token it captures.
/// @pre m.kind == MoveKind::Jump
int jumpedSquare(const Move& m);

/// The rows (KM-6) of `side` on Field squares through `sq`, as if `sq` held
/// a token of `side`; at most one per line. @returns how many were written.
int rowsThrough(const Position& p, int sq, Side side, Row* out);

/// Why a token may not go where a player asked (KM-2..KM-4), for him to be told.
enum class NotAllowed : std::uint8_t {
    Allowed,        ///< it may (or the question does not apply)
    OnlyInward,     ///< KM-2: from a Lodge or Corridor only one square straight inward
    NoWayBack,      ///< KM-2: a token never returns to a Lodge or Corridor
    Taken,          ///< KM-3, KM-4: the square it would land on is not empty
    NotDiagonally,  ///< KM-3: a step is never diagonal
    OnlyOverAToken, ///< KM-4: a jump goes over an adjacent opponent token, not one's own
    NeedsARow,      ///< KM-4: a jump must complete a row of three of its own
    OneSquare,      ///< KM-3: one square at a time (and a jump two)
};
/// Why the token of the player to move on `from` may not go to `to` now,
/// or Allowed when a step or jump from `from` to `to` is legal.
NotAllowed whyNot(const Position& p, int from, int to);

/// Whether `side` could step or jump if it were to move now.
bool canMove(const Position& p, Side side);

/// Decides the outcome of a set-up position: a side with two tokens or
/// fewer has won (KM-7), and a board where neither can move is drawn (KM-8).
void settle(Position& p);

/// The number of choice sequences of length `depth` (each listed move counts).
std::uint64_t perft(const Position& p, int depth);

} // namespace club::km
