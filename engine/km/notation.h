// SPDX-License-Identifier: GPL-3.0-or-later
// Move notation (NOTATION.md): "d1-d2" step, "e5xg7" jump, "@c11" place the
// captured token, "clear:all" / "clear:none" / "clear:c5-e5+d4-d6" rows,
// "pass". Clear moves name rows by their end squares, so writing one needs
// the position it is played in.
#pragma once

#include "move.h"
#include "position.h"

#include <optional>
#include <string>

namespace club::km {

/// The notation of `m` played in `before`. @pre m is legal in `before`
std::string toNotation(const Position& before, const Move& m);

/// The legal move `text` names in `p` (case and surrounding spaces ignored),
/// or nothing if it names no legal choice there.
std::optional<Move> parseMove(const Position& p, const std::string& text);

/// "c5-e5": a row by its two end squares, lower end first.
std::string rowName(const Row& row);

} // namespace club::km
