// SPDX-License-Identifier: GPL-3.0-or-later
// Patchesi game files join the engine's list of games (core/game_formats.h).
#include "core/game_formats.h"
#include "players.h"
#include "table.h"

namespace club::pat {

void registerFormat() {
    GameFormats::add({QStringLiteral("patchesi"), QStringLiteral("pat"), QStringLiteral("patchesi"),
                      QStringLiteral("application/x-players-club-patchesi"),
                      QStringLiteral("Patchesi game"), playerKinds, Table::check});
}

} // namespace club::pat
