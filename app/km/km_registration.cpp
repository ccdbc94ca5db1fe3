// King's Men joins the program: its id, its saves' extension and its page.
#include "common/game_registry.h"
#include "km_page.h"

namespace club::app {

void registerKmGame() {
    GameRegistry::add({QStringLiteral("kings-men"),
                       {QStringLiteral("kingsmen")},
                       [](QWidget* parent) -> GamePage* { return new KmPage(parent); }});
}

} // namespace club::app
