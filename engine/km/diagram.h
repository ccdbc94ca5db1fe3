// SPDX-License-Identifier: GPL-3.0-or-later
// Positions as text, for tests, debugging and the engine tool: 11 lines from
// row 11 down to row 1, 11 characters each: '#' an Off corner, '.' an empty
// square, 'A' or 'B' a token. Lines are separated by '/' or newlines;
// spaces are ignored. Tokens missing from the board count as removed.
#pragma once

#include "position.h"

#include <string>

namespace club::km {

/// A position at the start of a turn of `toMove`, settled (rules.h).
/// @throws FormatError for a bad shape, a token on the other side's Lodge,
/// or more than 14 tokens of a side.
Position fromDiagram(const std::string& text, Side toMove);

/// The board in the same form, lines separated by '\n'.
std::string toDiagram(const Position& p);

} // namespace club::km
