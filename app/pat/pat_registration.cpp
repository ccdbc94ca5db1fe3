// Patchesi joins the program: its id, its saves' extension, its page and its lid in the chooser.
#include "common/game_registry.h"
#include "pat_page.h"

#include <QCoreApplication>

namespace club::app {

void registerPatGame() {
    GameRegistry::add(
        {QStringLiteral("patchesi"),
         {QStringLiteral("patchesi")},
         [](QWidget* parent) -> GamePage* { return new PatPage(parent); },
         [] {
             return TileWords{
                 QCoreApplication::translate("GameCatalogue", "Patchesi"),
                 QCoreApplication::translate("GameCatalogue", "John Jaques & Son"),
                 QCoreApplication::translate("GameCatalogue",
                                             "2 to 4 players, partners, tournaments"),
                 QCoreApplication::translate(
                     "GameCatalogue",
                     "The Victorian race game of the cross-shaped board: fives to enter, sixes "
                     "count twelve, barriers and captures.")};
         },
         QStringLiteral("tile-pat")});
}

} // namespace club::app
