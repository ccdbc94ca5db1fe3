// King's Men joins the program: its id, its saves' extension, its page and its lid in the chooser.
#include "common/game_registry.h"
#include "km_page.h"

#include <QCoreApplication>

namespace club::app {

void registerKmGame() {
    GameRegistry::add(
        {QStringLiteral("kings-men"),
         {QStringLiteral("kingsmen")},
         [](QWidget* parent) -> GamePage* { return new KmPage(parent); },
         [] {
             return TileWords{
                 QCoreApplication::translate("GameCatalogue", "King's Men"),
                 QCoreApplication::translate("GameCatalogue",
                                             "Elizabeth Magie Phillips, Parker Brothers, 1937"),
                 QCoreApplication::translate("GameCatalogue", "2 players"),
                 QCoreApplication::translate(
                     "GameCatalogue",
                     "March your fourteen men into the Field and form rows to thin your own "
                     "ranks: the first down to two wins.")};
         },
         QStringLiteral("tile-km")});
}

} // namespace club::app
