// SPDX-License-Identifier: GPL-3.0-or-later
// The view over the P.M. scene: keeps the scene fitted to the window, turns
// keys into hand choices (Left/Right a card, Up/Down a man, Enter plays) and
// shows screen readers the table cell by cell (PmAccessibleCells).
#pragma once

#include "common/board_view.h"

namespace club::app {

class PmScene;
class PmAccessibleCells;

class PmView : public BoardView {
    Q_OBJECT
public:
    PmView(PmScene* scene, QWidget* parent = nullptr);

protected:
    void prepareFit(qreal aspect) override;
    bool boardKey(QKeyEvent* event) override;

private:
    PmScene* scene_;
    PmAccessibleCells* cells_;
};

} // namespace club::app
