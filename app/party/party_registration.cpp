// Party nights join the program: the id their saves carry, their extension,
// the organiser's page, its lid in the chooser and the command-line blank
// sheets.
#include "common/game_registry.h"
#include "party_page.h"
#include "print/party_print.h"

#include <QCoreApplication>

namespace club::app {

void registerPartyGame() {
    GameRegistry::add(
        {QStringLiteral("party-night"),
         {QStringLiteral("pcnight")},
         [](QWidget* parent) -> GamePage* { return new PartyPage(parent); },
         [] {
             return TileWords{
                 QCoreApplication::translate("GameCatalogue", "Party Night"),
                 QCoreApplication::translate("GameCatalogue",
                                             "For club nights and charity evenings"),
                 QCoreApplication::translate("GameCatalogue", "4 to 64 people, or 2 to 32 pairs"),
                 QCoreApplication::translate(
                     "GameCatalogue",
                     "P.M. Drives and Patchesi knockouts for a club night: the draw, the "
                     "numbered tables, the results, the standings and the printed cards.")};
         },
         QStringLiteral("tile-party")});
    registerPartySheetCommands();
}

} // namespace club::app
