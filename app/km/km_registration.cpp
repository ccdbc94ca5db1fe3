// SPDX-License-Identifier: GPL-3.0-or-later
// King's Men joins the program: its id, its saves' extension, its page and its lid in the chooser.
#include "common/game_registry.h"
#include "km_legacy_settings.h"
#include "km_page.h"

#include <QtGlobal>

namespace club::app {

void registerKmGame() {
    GameRegistry::add(
        {QStringLiteral("kings-men"),
         {QStringLiteral("kingsmen")},
         [](QWidget* parent) -> GamePage* { return new KmPage(parent); },
         TileWords{
             QT_TRANSLATE_NOOP("GameCatalogue", "King's Men"),
             QT_TRANSLATE_NOOP("GameCatalogue", "Elizabeth Magie Phillips, Parker Brothers, 1937"),
             QT_TRANSLATE_NOOP("GameCatalogue", "2 players"),
             QT_TRANSLATE_NOOP(
                 "GameCatalogue",
                 "March your fourteen men into the Field and form rows to thin your own "
                 "ranks: the first down to two wins.")},
         QStringLiteral("tile-km"),
         &migrateKmSettings});
}

} // namespace club::app
