// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_catalogue.h"

#include <QCoreApplication>

namespace club::app {

QList<GameInfo> gameCatalogue() {
    QList<GameInfo> games;
    for (const GameRegistration& game : GameRegistry::games()) {
        const auto word = [](const char* source) {
            return QCoreApplication::translate("GameCatalogue", source);
        };
        const TileWords& w = game.tileWords;
        games.append({game.id, word(w.title), word(w.subtitle), word(w.players), word(w.blurb),
                      game.tileArt});
    }
    return games;
}

} // namespace club::app
