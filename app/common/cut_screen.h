// SPDX-License-Identifier: GPL-3.0-or-later
// The frame every cut for deal screen shares (P.M.'s and cribbage's): a
// title, room for the cards the game's screen paints, the result under
// them and a Deal button. Deal hides the screen and says so (dealt()).
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace club::app {

class CutScreen : public QWidget {
    Q_OBJECT
public:
    QPushButton* dealButton() const { return deal_; }

signals:
    void dealt();

protected:
    CutScreen(const QString& title, QWidget* parent);

    QLabel* result_;    ///< who deals, under the cards
    QPushButton* deal_; ///< the default button: Return deals
};

} // namespace club::app
