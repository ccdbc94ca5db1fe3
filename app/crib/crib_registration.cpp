// SPDX-License-Identifier: GPL-3.0-or-later
// Once Around Cribbage joins the program: its id, its saves' extension, its page and its lid in the
// chooser.
#include "common/game_registry.h"
#include "crib_page.h"

#include <QtGlobal>

namespace club::app {

void registerCribGame() {
    GameRegistry::add(
        {QStringLiteral("cribbage"),
         {QStringLiteral("cribbage")},
         [](QWidget* parent) -> GamePage* { return new CribPage(parent); },
         TileWords{QT_TRANSLATE_NOOP("GameCatalogue", "Once Around Cribbage"),
                   QT_TRANSLATE_NOOP("GameCatalogue", "Pacific Game Company"),
                   QT_TRANSLATE_NOOP("GameCatalogue", "2 to 6 hands"),
                   QT_TRANSLATE_NOOP(
                       "GameCatalogue",
                       "Cribbage on the Once Around board, with its corners, games, points, skunks "
                       "and high-hand tracks.")},
         QStringLiteral("tile-crib"),
         {}}); // no settings of earlier versions
}

} // namespace club::app
