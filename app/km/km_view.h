// The view over the King's Men board: keeps the board fitted to the window
// on the table's wood, and turns keys into play (arrows move a cursor over
// the squares, Enter or Space picks, Escape drops the selection). Its
// accessible description follows the cursor and says what stands there.
#pragma once

#include "common/board_view.h"

namespace club::app {

class KmScene;

class KmView : public BoardView {
    Q_OBJECT
public:
    KmView(KmScene* scene, QWidget* parent = nullptr);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    void announce(const QString& description);
    KmScene* scene_;
};

} // namespace club::app
