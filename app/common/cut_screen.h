// SPDX-License-Identifier: GPL-3.0-or-later
// The frame every cut for deal screen shares (P.M.'s and cribbage's): a
// title, room for the cards the game's screen paints, the result under
// them and a Deal button. Deal hides the screen and says so (dealt()).
#pragma once

#include <QFont>
#include <QRectF>
#include <QWidget>

#include <functional>
#include <vector>

class QLabel;
class QPainter;
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

    /// Where the cut cards lie: rows of cards, a caption over each, centred
    /// between the title and the result, the cards as large as the widest
    /// row lets them be.
    struct CardRows {
        QFont caption;   ///< a row's caption
        QFont name;      ///< a player's name under his card
        qreal textH = 0; ///< the height of a line of either
        qreal cardW = 0; ///< one card's size
        qreal cardH = 0;
        QRectF area; ///< between the title and the result
        qreal firstTop = 0;
        qreal rowH = 0; ///< from one row's top to the next
        qreal step = 0; ///< from one card to the next in a row

        /// The caption line over row `row`.
        QRectF captionRect(int row) const;
        /// Card `k` of the `count` cards in row `row`, the row centred.
        QRectF cardRect(int row, int k, int count) const;
        /// The line under a card where its player's name goes.
        QRectF nameRect(const QRectF& card) const;
    };
    /// Fills the screen with the opaque backdrop (the table is not in play
    /// yet) and lays out `rowCount` rows; `rowOfCard` gives each card's row.
    CardRows paintBackdrop(QPainter& p, int rowCount, const std::vector<int>& rowOfCard) const;
    /// Draws a row's caption.
    static void paintCaption(QPainter& p, const CardRows& rows, int row, const QString& caption);
    /// The gold ring round a card that deals or cuts again.
    static void ringCard(QPainter& p, const QRectF& card);

    QLabel* result_;    ///< who deals, under the cards
    QPushButton* deal_; ///< the default button: Return deals
};

} // namespace club::app
