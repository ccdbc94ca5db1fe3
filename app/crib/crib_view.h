// SPDX-License-Identifier: GPL-3.0-or-later
// The view over the cribbage table: keeps the scene fitted to the window and
// turns keys into play. Left and Right move along the hand, Space (or a
// digit 1 to 6) picks a card for the crib or plays it, Enter lays the chosen
// cards away (or plays the card under the cursor). Its cards and pegs are
// accessible objects; a tooltip names what is under the mouse.
#pragma once

#include "common/board_view.h"

namespace club::app {

class CribAccessibleCells;
class CribScene;

class CribView : public BoardViewOf<CribScene, CribAccessibleCells> {
    Q_OBJECT
public:
    CribView(CribScene* scene, QWidget* parent = nullptr);
    ~CribView() override;

signals:
    /// Enter while cards are chosen for the crib.
    void confirmed();

protected:
    void prepareFit(qreal aspect) override;
    bool boardKey(QKeyEvent* event) override;
    bool viewportEvent(QEvent* event) override;
};

} // namespace club::app
