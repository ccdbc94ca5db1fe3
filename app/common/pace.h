// SPDX-License-Identifier: GPL-3.0-or-later
// The View menu's pace (GamePage::setPace: 0 slow, 1 normal, 2 fast) as a
// game's own milliseconds. Every board game's page picked its pair alike.
#pragma once

#include <QtGlobal>

#include <array>
#include <cstddef>

namespace club::app {

/// How long a step of a move takes on the board, and how long a computer
/// waits before it acts.
struct PaceMs {
    int stepMs = 0;
    int thinkMs = 0;
};

/// The pair for `pace` among a game's slow, normal and fast pairs; a pace
/// out of range counts as the nearest of the three.
inline PaceMs paceMs(int pace, const std::array<PaceMs, 3>& slowNormalFast) {
    return slowNormalFast[std::size_t(qBound(0, pace, 2))];
}

} // namespace club::app
