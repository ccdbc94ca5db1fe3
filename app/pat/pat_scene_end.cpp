// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a Patchesi game as a moment on the board: once the last
// counter has come HOME, a card over the middle of the cross gives the
// finishing order and the stakes paid, in the words the panel uses.
#include "engine/pat/table.h"
#include "fonts.h"
#include "pat_scene.h"
#include "pat_words.h"

#include <QBrush>
#include <QGraphicsRectItem>
#include <QGraphicsTextItem>
#include <QPen>
#include <QTextDocument>

namespace club::app {

namespace {
constexpr qreal CardWidth = 460;
constexpr qreal ZEndCard = 20; // over the counters and the die
} // namespace

bool PatScene::isEndShown() const {
    return endCard_ && endCard_->isVisible();
}

QString PatScene::endCardText() const {
    return isEndShown() ? endText_->toPlainText() : QString();
}

void PatScene::updateEndCard() {
    const bool show = table_->isOver() && !isAnimating();
    if (!show) {
        if (endCard_) endCard_->setVisible(false);
        return;
    }
    if (!endCard_) {
        endCard_ = new QGraphicsRectItem;
        endCard_->setBrush(QColor(0xF8, 0xF0, 0xDA, 245));
        endCard_->setPen(QPen(QColor(0xC9, 0xA2, 0x4A), 4));
        endCard_->setZValue(ZEndCard);
        endCard_->setAcceptedMouseButtons(Qt::NoButton);
        addItem(endCard_);
        endText_ = new QGraphicsTextItem(endCard_);
        endText_->setDefaultTextColor(QColor(0x1E, 0x1B, 0x18));
        endText_->setTextWidth(CardWidth - 40);
    }
    const pat::Setup& setup = table_->setup();
    const std::vector<int> order = table_->game().finishingSeats();
    const std::vector<int> stakes = table_->game().stakes();
    const QList<int> finishing(order.begin(), order.end());
    const int side = table_->state().winningSide();
    QString html = QStringLiteral("<p align=\"center\" style=\"font-size:26px\"><b>%1</b></p>")
                       .arg(tr("The game is over").toHtmlEscaped());
    for (const QString& line : patwords::finishingLines(setup, finishing, side))
        html += QStringLiteral("<p align=\"center\" style=\"font-size:20px\">%1</p>")
                    .arg(line.toHtmlEscaped());
    const QString paid =
        patwords::stakesPaidText(setup, finishing, QList<int>(stakes.begin(), stakes.end()), side);
    if (!paid.isEmpty())
        html += QStringLiteral("<p align=\"center\" style=\"font-size:16px\">%1</p>")
                    .arg(paid.toHtmlEscaped());
    endText_->setFont(textFont(12));
    endText_->setHtml(html);
    const qreal height = endText_->boundingRect().height() + 36;
    const QRectF card(BoardSide / 2 - CardWidth / 2, BoardSide / 2 - height / 2, CardWidth, height);
    endCard_->setRect(card);
    endText_->setPos(card.left() + 20, card.top() + 18);
    endCard_->setVisible(true);
}

} // namespace club::app
