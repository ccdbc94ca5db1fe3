// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi hint at the table: the Expert's search (engine/pat/hint.h)
// for the person to choose, worked out off the GUI thread; its move is
// selected on the board (the panel's "Chosen: ..." says where it goes) and
// its reason is the panel's note.
#include "pat_page.h"

#include "common/computer_turns.h"
#include "engine/pat/hint.h"
#include "pat_hint_words.h"
#include "pat_scene.h"
#include "pat_side_panel.h"

#include <QAction>

namespace club::app {

bool PatPage::isHinting() const {
    return computers_->isHinting();
}

void PatPage::showHint() {
    if (!hasGame() || table_->isOver() || table_->isComputerToMove() || isHinting()) return;
    if (isReplay()) return; // its computers are held: no answer would come
    if (table_->phase() != pat::Phase::Choose || scene_->isAnimating()) return;
    const pat::State state = table_->state();
    // Its own seed, from the game and the moment: asking for a hint leaves
    // the computers' play (rng_) as it would have been.
    const std::uint64_t seed = pat::hintSeed(table_->game().seed(), table_->revision());
    panel_->setNote(tr("The Expert is looking for a move\u2026"));
    computers_->hint<pat::Hint>(
        [state, seed] {
            Random rng(seed);
            return pat::hint(state, rng);
        },
        [this](const pat::Hint& hint) {
            // Kept as the words' makings, to be said again in another language.
            sayNote([this, reason = hint.reason] {
                return patwords::hintText(table_->setup(), reason);
            });
            const auto& choices = scene_->choices();
            for (int i = 0; i < choices.size(); ++i)
                if (choices[i].move.from == hint.move.from) {
                    scene_->select(i);
                    break;
                }
            keysToBoard();
            refresh();
            emit actionsChanged();
        });
    refresh();
    emit actionsChanged();
}

} // namespace club::app
