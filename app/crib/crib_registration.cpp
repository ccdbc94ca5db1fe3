// Once Around Cribbage joins the program: its id, its saves' extension, its page and its lid in the
// chooser.
#include "common/game_registry.h"
#include "crib_page.h"

#include <QCoreApplication>

namespace club::app {

void registerCribGame() {
    GameRegistry::add(
        {QStringLiteral("cribbage"),
         {QStringLiteral("cribbage")},
         [](QWidget* parent) -> GamePage* { return new CribPage(parent); },
         [] {
             return TileWords{
                 QCoreApplication::translate("GameCatalogue", "Once Around Cribbage"),
                 QCoreApplication::translate("GameCatalogue", "Pacific Game Company"),
                 QCoreApplication::translate("GameCatalogue", "2 to 6 hands"),
                 QCoreApplication::translate(
                     "GameCatalogue",
                     "Cribbage on the Once Around board, with its corners, games, points, skunks "
                     "and high-hand tracks.")};
         },
         QStringLiteral("tile-crib")});
}

} // namespace club::app
