// SPDX-License-Identifier: GPL-3.0-or-later
// The view over the Patchesi board: keeps the board fitted to the window on
// the table's wood, and turns keys into play: T or Space throws, the arrow
// keys (and Tab while a choice is open) go from one counter that can move
// to the next, Enter plays it. Every square is an accessible object
// (PatAccessibleCells); the chosen counter's square takes the accessible
// focus, and a tooltip says what a square holds.
#pragma once

#include "common/board_view.h"

namespace club::app {

class PatAccessibleCells;
class PatScene;

class PatView : public BoardViewOf<PatScene, PatAccessibleCells> {
    Q_OBJECT
public:
    PatView(PatScene* scene, QWidget* parent = nullptr);
    ~PatView() override;

signals:
    /// T or Space: the person throws the die.
    void throwKeyPressed();

protected:
    bool boardKey(QKeyEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    bool viewportEvent(QEvent* event) override;
};

} // namespace club::app
