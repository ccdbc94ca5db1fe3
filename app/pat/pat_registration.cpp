// Patchesi joins the program: its id, its saves' extension and its page.
#include "common/game_registry.h"
#include "pat_page.h"

namespace club::app {

void registerPatGame() {
    GameRegistry::add({QStringLiteral("patchesi"),
                       {QStringLiteral("patchesi")},
                       [](QWidget* parent) -> GamePage* { return new PatPage(parent); }});
}

} // namespace club::app
