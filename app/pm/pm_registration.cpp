// SPDX-License-Identifier: GPL-3.0-or-later
// P.M. joins the program: its id, its saves' extensions, its page and its lid in the chooser.
#include "common/game_registry.h"
#include "pm_new_rubber_dialog.h"
#include "pm_page.h"
#include "pm_score_sheet.h"

#include <QtGlobal>

namespace club::app {

void registerPmGame() {
    GameRegistry::add(
        {QStringLiteral("pm"),
         {QStringLiteral("pmrubber"), QStringLiteral("json")},
         [](QWidget* parent) -> GamePage* { return new PmPage(parent); },
         TileWords{QT_TRANSLATE_NOOP("GameCatalogue", "P.M. (Plus and Minus)"),
                   QT_TRANSLATE_NOOP("GameCatalogue", "The \"P.M.\" Players Club, c. 1935"),
                   QT_TRANSLATE_NOOP("GameCatalogue", "2 to 8 players"),
                   QT_TRANSLATE_NOOP(
                       "GameCatalogue",
                       "Each card you play is added to the one before it. Bring your four men "
                       "from the stars to 25 \u2014 exactly, or bust.")},
         QStringLiteral("tile-pm"),
         &PmNewRubberDialog::migrateSettings});
    registerPmSheetCommands();
}

} // namespace club::app
