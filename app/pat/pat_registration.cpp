// SPDX-License-Identifier: GPL-3.0-or-later
// Patchesi joins the program: its id, its saves' extension, its page and its lid in the chooser.
#include "common/game_registry.h"
#include "pat_page.h"

#include <QtGlobal>

namespace club::app {

void registerPatGame() {
    GameRegistry::add(
        {QStringLiteral("patchesi"),
         {QStringLiteral("patchesi")},
         [](QWidget* parent) -> GamePage* { return new PatPage(parent); },
         TileWords{QT_TRANSLATE_NOOP("GameCatalogue", "Patchesi"),
                   QT_TRANSLATE_NOOP("GameCatalogue", "John Jaques & Son"),
                   QT_TRANSLATE_NOOP("GameCatalogue", "2 to 4 players, partners, tournaments"),
                   QT_TRANSLATE_NOOP(
                       "GameCatalogue",
                       "The Victorian race game of the cross-shaped board: fives to enter, sixes "
                       "count twelve, barriers and captures.")},
         QStringLiteral("tile-pat"),
         {}}); // no settings of earlier versions
}

} // namespace club::app
