// P.M. joins the program: its id, its saves' extensions and its page.
#include "common/game_registry.h"
#include "pm_page.h"

namespace club::app {

void registerPmGame() {
    GameRegistry::add({QStringLiteral("pm"),
                       {QStringLiteral("pmrubber"), QStringLiteral("json")},
                       [](QWidget* parent) -> GamePage* { return new PmPage(parent); }});
}

} // namespace club::app
