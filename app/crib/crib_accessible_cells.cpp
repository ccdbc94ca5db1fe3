// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_accessible_cells.h"

#include "crib_board_item.h"
#include "crib_scene.h"
#include "crib_words.h"

#include <QCoreApplication>

namespace club::app {

namespace {
struct CribAccessible {
    Q_DECLARE_TR_FUNCTIONS(CribAccessible)
};
} // namespace

QList<AccessibleCell> CribAccessibleCells::accessibleCells() const {
    QList<AccessibleCell> cells;
    CribBoardItem* board = scene_->board();
    const QRectF boardRect = scene_->boardRect();
    AccessibleCell whole;
    whole.name = CribAccessible::tr("Once Around board");
    whole.role = QAccessible::Graphic;
    whole.sceneRect = boardRect;
    cells << whole;
    const QStringList sides = scene_->sideNames();
    for (int side = 0; side < int(sides.size()); ++side) {
        AccessibleCell pegs;
        pegs.name = CribAccessible::tr("%1's pegs").arg(sides[side]);
        pegs.description =
            CribAccessible::tr("Front peg in hole %1, rear peg in hole %2, %n to go.", "",
                               scene_->gamePoints() - board->front(side))
                .arg(board->front(side))
                .arg(board->rear(side));
        pegs.parent = 0;
        const QPointF c = board->mapToScene(board->holeCentre(side, board->front(side)));
        pegs.sceneRect = QRectF(c - QPointF(10, 10), QSizeF(20, 20));
        cells << pegs;
    }
    if (scene_->starter() != crib::NoCard) {
        AccessibleCell starter;
        starter.name =
            CribAccessible::tr("Starter: %1").arg(cribwords::cardName(scene_->starter()));
        starter.role = QAccessible::Graphic;
        starter.sceneRect = scene_->starterRect();
        cells << starter;
    }
    if (!scene_->showCards().empty()) {
        for (crib::Card c : scene_->showCards()) {
            AccessibleCell shown;
            shown.name = CribAccessible::tr("Shown: %1").arg(cribwords::cardName(c));
            shown.role = QAccessible::Graphic;
            cells << shown;
        }
    } else {
        for (const auto& [seat, c] : scene_->countCards()) {
            AccessibleCell played;
            played.name = CribAccessible::tr("On the count: %1").arg(cribwords::cardName(c));
            played.role = QAccessible::Graphic;
            cells << played;
        }
        if (scene_->count() > 0) {
            AccessibleCell count;
            count.name = CribAccessible::tr("The count is %1").arg(scene_->count());
            count.role = QAccessible::StaticText;
            cells << count;
        }
    }
    firstHandCell_ = int(cells.size());
    const bool faceUp = scene_->handMode() != CribScene::HandMode::Hidden;
    const bool play = scene_->handMode() == CribScene::HandMode::Play;
    for (int i = 0; i < int(scene_->hand().size()); ++i) {
        AccessibleCell card;
        card.role = QAccessible::ListItem;
        card.name = faceUp ? cribwords::cardName(scene_->hand()[std::size_t(i)])
                           : CribAccessible::tr("A card, face down");
        card.sceneRect = scene_->handCardRect(i);
        card.selected = scene_->isSelected(i);
        card.focused = play && scene_->focusedCard() == i;
        card.pressable = play;
        if (play && scene_->isSelected(i))
            card.description = CribAccessible::tr("Chosen for the crib");
        else if (scene_->isDimmed(i))
            card.description =
                CribAccessible::tr("Cannot be played: it would take the count past 31");
        cells << card;
    }
    return cells;
}

void CribAccessibleCells::pressAccessibleCell(int index) {
    accessibleCells();
    if (index >= firstHandCell_) scene_->pressCard(index - firstHandCell_);
}

} // namespace club::app
