// Party nights join the program: the id their saves carry, their extension,
// the organiser's page, and the command-line blank sheets.
#include "common/game_registry.h"
#include "party_page.h"
#include "print/party_print.h"

namespace club::app {

void registerPartyGame() {
    GameRegistry::add({QStringLiteral("party-night"),
                       {QStringLiteral("pcnight")},
                       [](QWidget* parent) -> GamePage* { return new PartyPage(parent); }});
    registerPartySheetCommands();
}

} // namespace club::app
