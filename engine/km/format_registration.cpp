// SPDX-License-Identifier: GPL-3.0-or-later
// King's Men game files join the engine's list of games (core/game_formats.h).
#include "core/game_formats.h"
#include "player.h"
#include "table.h"

namespace club::km {

void registerFormat() {
    GameFormats::add({QStringLiteral("kings-men"), QStringLiteral("km"), QStringLiteral("kingsmen"),
                      QStringLiteral("application/x-players-club-kings-men"),
                      QStringLiteral("King's Men game"), playerKinds, Table::check,
                      /*keepsScore=*/false}); // a game is won or drawn: no points
}

} // namespace club::km
