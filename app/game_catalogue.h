// SPDX-License-Identifier: GPL-3.0-or-later
// The games of the compendium and the party night, as the chooser presents
// them: the words and the drawing on each game's lid, taken from the game
// registry (common/game_registry.h), where each game's folder puts them.
#pragma once

#include "common/game_registry.h"

#include <QList>
#include <QString>

namespace club::app {

struct GameInfo {
    QString id; ///< the "game" field of its saves (core/game_formats.h)
    QString title;
    QString subtitle; ///< maker and year
    QString players;  ///< e.g. "2 to 8 players"
    QString blurb;
    QString art; ///< the element of resources/chooser.svg drawn on the lid
};

/// Every registered game in the order they registered: P.M. first.
QList<GameInfo> gameCatalogue();

} // namespace club::app
