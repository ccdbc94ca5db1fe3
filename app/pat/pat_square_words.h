// SPDX-License-Identifier: GPL-3.0-or-later
// Every place on the Patchesi board in a player's words: "your entry Star",
// "two squares past Green's other Star", "three squares before your home
// column", "Yellow's home column, one square from HOME", never a number the
// board does not print. Said to one colour ("your ...") or to nobody in
// particular. The board's named places (A, the Stars, the home columns)
// come from the engine's geometry (resources/pat-board.json); the words are
// the app's. One translation context (PatSquareWords).
#pragma once

#include "engine/pat/board.h"

#include <QString>

namespace club::app::patwords {

/// "one" .. "seven" in the player's language; digits beyond.
QString numberWord(int n);

/// The name of `place` (PatScene's place numbers: loop squares, home
/// columns, HOME, triangles) in a game of `kind`, said to the player of
/// colour `viewer` ("your entry Star"), or to nobody when `viewer` is -1
/// ("Red's entry Star"). Different places always have different names.
QString placeWords(pat::Kind kind, int viewer, int place);

/// PatScene's place of a counter of `colour` at `progress` (-1 triangle ..
/// 71 HOME) in a game of `kind`.
int placeOfProgress(pat::Kind kind, int colour, int progress);

} // namespace club::app::patwords
