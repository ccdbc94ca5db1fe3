// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_registry.h"

namespace club::app {

namespace {
QList<GameRegistration>& registry() {
    static QList<GameRegistration> games;
    return games;
}
} // namespace

void GameRegistry::add(GameRegistration game) {
    for (GameRegistration& g : registry())
        if (g.id == game.id) {
            g = std::move(game);
            return;
        }
    registry().append(std::move(game));
}

const QList<GameRegistration>& GameRegistry::games() {
    return registry();
}

const GameRegistration* GameRegistry::find(const QString& id) {
    for (const GameRegistration& g : registry())
        if (g.id == id) return &g;
    return nullptr;
}

const GameRegistration* GameRegistry::forExtension(const QString& extension) {
    for (const GameRegistration& g : registry())
        if (g.extensions.contains(extension, Qt::CaseInsensitive)) return &g;
    return nullptr;
}

} // namespace club::app
