// Once Around Cribbage joins the program: its id, its saves' extension and its page.
#include "common/game_registry.h"
#include "crib_page.h"

namespace club::app {

void registerCribGame() {
    GameRegistry::add({QStringLiteral("cribbage"),
                       {QStringLiteral("cribbage")},
                       [](QWidget* parent) -> GamePage* { return new CribPage(parent); }});
}

} // namespace club::app
