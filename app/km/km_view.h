// SPDX-License-Identifier: GPL-3.0-or-later
// The view over the King's Men board: keeps the board fitted to the window
// on the table's wood, and turns keys into play (arrows move a cursor over
// the squares, Enter or Space picks, Escape drops the selection). Its
// squares are accessible objects (KmAccessibleCells); the keyboard cursor's
// square takes the accessible focus, and a tooltip says what a square holds.
#pragma once

#include "common/board_view.h"

namespace club::app {

class KmAccessibleCells;
class KmScene;

class KmView : public BoardViewOf<KmScene, KmAccessibleCells> {
    Q_OBJECT
public:
    KmView(KmScene* scene, QWidget* parent = nullptr);
    ~KmView() override;

protected:
    bool boardKey(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    bool viewportEvent(QEvent* event) override;
};

} // namespace club::app
