// P.M. joins the program: its id, its saves' extensions, its page and its lid in the chooser.
#include "common/game_registry.h"
#include "pm_page.h"
#include "pm_score_sheet.h"

#include <QCoreApplication>

namespace club::app {

void registerPmGame() {
    GameRegistry::add(
        {QStringLiteral("pm"),
         {QStringLiteral("pmrubber"), QStringLiteral("json")},
         [](QWidget* parent) -> GamePage* { return new PmPage(parent); },
         [] {
             return TileWords{
                 QCoreApplication::translate("GameCatalogue", "P.M. (Plus and Minus)"),
                 QCoreApplication::translate("GameCatalogue", "The \"P.M.\" Players Club, c. 1935"),
                 QCoreApplication::translate("GameCatalogue", "2 to 8 players"),
                 QCoreApplication::translate(
                     "GameCatalogue",
                     "Each card you play is added to the one before it. Bring your four men "
                     "from the stars to 25 \u2014 exactly, or bust.")};
         },
         QStringLiteral("tile-pm")});
    registerPmSheetCommands();
}

} // namespace club::app
