// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_catalogue.h"

#include <QCoreApplication>

namespace club::app {

namespace {
// The lids' words, marked with QT_TRANSLATE_NOOP("GameCatalogue", ...) in
// each game's registration.
struct GameCatalogue {
    Q_DECLARE_TR_FUNCTIONS(GameCatalogue)
};
} // namespace

QList<GameInfo> gameCatalogue() {
    QList<GameInfo> games;
    for (const GameRegistration& game : GameRegistry::games()) {
        const auto word = [](const char* source) { return GameCatalogue::tr(source); };
        const TileWords& w = game.tileWords;
        games.append({game.id, word(w.title), word(w.subtitle), word(w.players), word(w.blurb),
                      game.tileArt});
    }
    return games;
}

} // namespace club::app
