// SPDX-License-Identifier: GPL-3.0-or-later
// Cribbage match files join the engine's list of games (core/game_formats.h).
#include "core/game_formats.h"
#include "player.h"
#include "table.h"

namespace club::crib {

void registerFormat() {
    GameFormats::add({QStringLiteral("cribbage"), QStringLiteral("crib"),
                      QStringLiteral("cribbage"),
                      QStringLiteral("application/x-players-club-cribbage"),
                      QStringLiteral("Cribbage match"), playerKinds, Table::check});
}

} // namespace club::crib
