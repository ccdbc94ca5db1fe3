// SPDX-License-Identifier: GPL-3.0-or-later
// Party nights join the program: the id their saves carry, their extension,
// the organiser's page, its lid in the chooser and the command-line blank
// sheets.
#include "common/game_registry.h"
#include "party_page.h"
#include "print/party_print.h"

#include <QtGlobal>

namespace club::app {

void registerPartyGame() {
    GameRegistry::add(
        {QStringLiteral("party-night"),
         {QStringLiteral("pcnight")},
         [](QWidget* parent) -> GamePage* { return new PartyPage(parent); },
         TileWords{QT_TRANSLATE_NOOP("GameCatalogue", "Party Night"),
                   QT_TRANSLATE_NOOP("GameCatalogue", "For club nights and charity evenings"),
                   QT_TRANSLATE_NOOP("GameCatalogue", "4 to 64 people, or 2 to 32 pairs"),
                   QT_TRANSLATE_NOOP(
                       "GameCatalogue",
                       "P.M. Drives and Patchesi knockouts for a club night: the draw, the "
                       "numbered tables, the results, the standings and the printed cards.")},
         QStringLiteral("tile-party"),
         {},      // no settings of earlier versions
         false}); // a night is set up in its own dialog, not from seats
    registerPartySheetCommands();
}

} // namespace club::app
