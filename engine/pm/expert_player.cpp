// SPDX-License-Identifier: GPL-3.0-or-later
#include "expert_player.h"

#include "view.h"

namespace club::pm {

Move ExpertPlayer::choose(const View& view, Random& rng) {
    return searchMoves(view, rng, settings_).front().move;
}

} // namespace club::pm
