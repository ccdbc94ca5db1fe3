// SPDX-License-Identifier: GPL-3.0-or-later
// A person at the cribbage screen taking the first choice open to him,
// through the page's own cards and buttons (the phones' suites play the
// screen's people with it).
#pragma once

#include "crib/crib_page.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "engine/crib/table.h"

#include <QPushButton>

namespace club::test {

/// Lays away, plays, counts (saying 0: muggins for the others) or lets a
/// count stand; false when nothing was done (no playable card, game over).
inline bool cribScreenPersonActs(app::CribPage* page) {
    const crib::Match& m = page->table()->match();
    const int seat = m.toAct();
    switch (m.phase()) {
    case crib::Phase::Discard:
        for (int k = 0; k < m.discardView(seat).discards; ++k)
            page->scene()->pressCard(k);
        return page->layAway();
    case crib::Phase::Play:
        for (int k = 0; k < int(page->scene()->hand().size()); ++k)
            if (page->scene()->isPlayable(k)) {
                page->scene()->pressCard(k);
                return true;
            }
        return false;
    case crib::Phase::Count:
        page->panel()->countButton()->click();
        return true;
    case crib::Phase::Muggins:
        page->panel()->passButton()->click();
        return true;
    case crib::Phase::GameOver:
        break;
    }
    return false;
}

} // namespace club::test
