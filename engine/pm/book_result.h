// SPDX-License-Identifier: GPL-3.0-or-later
// What the club's book keeps of a finished P.M. game and rubber
// (core/finished_game.h): each seat's score (PM-18) and place, the winners,
// and the rubber's options.
#pragma once

#include "core/finished_game.h"
#include "rubber.h"

#include <optional>
#include <utility>

namespace club::pm {

/// Game `number` of `section` (both 0 up), once it is over: the seats that
/// played it, with that game's scores; the highest wins (PM-20 [R]: a tie
/// shares it). Its part is "game-N" (N from 1), "game-N-section-S" with two sections.
FinishedResult finishedGame(const Rubber& rubber, int number, int section);
/// The game a part of finishedGame() names: {number, section}, both 0 up;
/// nothing for a part it does not write.
std::optional<std::pair<int, int>> gameOfPart(const QString& part);
/// The rubber, once it is over (Rubber::isOver()): every seat's total; the
/// leaders win (PM-20).
FinishedResult finishedRubber(const Rubber& rubber);

} // namespace club::pm
