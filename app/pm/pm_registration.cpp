// P.M. joins the program: its id, its saves' extensions and its page.
#include "common/game_registry.h"
#include "pm_page.h"
#include "pm_score_sheet.h"

namespace club::app {

void registerPmGame() {
    GameRegistry::add({QStringLiteral("pm"),
                       {QStringLiteral("pmrubber"), QStringLiteral("json")},
                       [](QWidget* parent) -> GamePage* { return new PmPage(parent); }});
    registerPmSheetCommands();
}

} // namespace club::app
