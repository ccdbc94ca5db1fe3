// SPDX-License-Identifier: GPL-3.0-or-later
// The hint on the P.M. page: the engine's hint for the seat to move,
// worked out off the GUI thread, then shown as a player would choose it.
#include "pm_page.h"

#include "common/computer_turns.h"
#include "engine/pm/hint.h"
#include "engine/pm/table.h"
#include "engine/pm/view.h"
#include "pm_hint_words.h"
#include "pm_scene.h"
#include "pm_side_panel.h"
#include "pm_view.h"

namespace club::app {

bool PmPage::isHinting() const {
    return computers_->isHinting();
}

void PmPage::showHint() {
    if (!canHint()) return;
    if (scene_->handMode() != PmScene::HandMode::Play) return; // hand not shown yet
    if (isHinting()) return;                                   // one at a time
    // The Expert searches a copy of what the seat sees, off this thread.
    computers_->hint<pm::Hint>(
        // Seeded by the position: asked again, or in another run, it says the same.
        // The seat within the game (in section 2 not the rubber's seat).
        [game = table_->game(), seat = table_->game().toMove()] {
            return pm::hint(pm::SeatView(game, seat));
        },
        [this](const pm::Hint& hint) { presentHint(hint); });
}

void PmPage::presentHint(const pm::Hint& hint) {
    if (scene_->handMode() != PmScene::HandMode::Play) return;
    const pm::SeatView view = table_->viewFor(table_->seatToMove());
    // Select the card, then focus the man it moves, as a player would.
    for (int i = 0; i < scene_->handSize(); ++i) {
        scene_->selectCard(i);
        if (!scene_->options().empty() && scene_->options().front().card == hint.move.card) break;
    }
    for (std::size_t k = 0; k < scene_->options().size(); ++k) {
        if (scene_->options()[std::size_t(scene_->focusedOption())] == hint.move) break;
        scene_->cycleOption(1);
    }
    // The game's seats by name (in section 2 not the rubber's seats).
    const auto& rec = table_->rubber().currentRecord();
    QStringList names;
    for (int seat : rec.seats)
        names.append(table_->rubber().config().seats[std::size_t(seat)].name);
    // Kept as the words' makings, to be said again in another language.
    hintWords_ = [value = view.card(hint.move.card).value, hint, names] {
        return pmwords::hintLine(value, hint, [&names](int seat) { return names.value(seat); });
    };
    panel_->setHint(hintWords_());
    view_->setFocus();
}

} // namespace club::app
