// SPDX-License-Identifier: GPL-3.0-or-later
// The frame every cut for deal screen shares (P.M.'s and cribbage's): a
// title, room for the cards the game's screen paints, the result under
// them and a Deal button. Deal hides the screen and says so (dealt()).
#pragma once

#include <QWidget>

#include <functional>

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
    /// `title` gives the heading in the language shown (asked again at each change).
    CutScreen(std::function<QString()> title, QWidget* parent);

    QLabel* result_;    ///< who deals, under the cards
    QPushButton* deal_; ///< the default button: Return deals
};

} // namespace club::app
