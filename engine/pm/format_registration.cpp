// SPDX-License-Identifier: GPL-3.0-or-later
// P.M. rubber files join the engine's list of games (core/game_formats.h).
#include "core/game_formats.h"
#include "player.h"
#include "table.h"

namespace club::pm {

void registerFormat() {
    GameFormats::add({QStringLiteral("pm"), QStringLiteral("pm"), QStringLiteral("pmrubber"),
                      QStringLiteral("application/x-players-club-pm-rubber"),
                      QStringLiteral("P.M. rubber"), playerKinds, Table::check});
}

} // namespace club::pm
