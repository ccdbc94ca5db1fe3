#include "game_catalogue.h"

namespace club::app {

QList<GameInfo> gameCatalogue() {
    QList<GameInfo> games;
    for (const GameRegistration& game : GameRegistry::games()) {
        const TileWords words = game.tileWords ? game.tileWords() : TileWords{game.id, {}, {}, {}};
        games.append(
            {game.id, words.title, words.subtitle, words.players, words.blurb, game.tileArt});
    }
    return games;
}

} // namespace club::app
