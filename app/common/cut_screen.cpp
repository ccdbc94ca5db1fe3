// SPDX-License-Identifier: GPL-3.0-or-later
#include "cut_screen.h"

#include "big_button.h"
#include "follow_language.h"
#include "fonts.h"
#include "palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace club::app {

namespace {
constexpr qreal CardAspect = 5.0 / 7.0;
} // namespace

CutScreen::CutScreen(std::function<QString()> title, QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(this);
    heading->setAlignment(Qt::AlignCenter);
    useTitleFont(heading, 24);
    heading->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    layout->addWidget(heading);
    layout->addStretch(1); // the cards are painted here
    result_ = new QLabel(this);
    result_->setAlignment(Qt::AlignCenter);
    result_->setWordWrap(true);
    useTextFont(result_, 15);
    result_->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    layout->addWidget(result_);
    deal_ = new QPushButton(this);
    useTitleFont(deal_, 14);
    followLanguage(this, [this, heading, title = std::move(title)] {
        heading->setText(title());
        deal_->setText(tr("&Deal"));
        sizeBigButton(deal_, 44);
    });
    followApplicationFont(deal_, [this] { sizeBigButton(deal_, 44); });
    deal_->setDefault(true); // Return deals
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(deal_);
    row->addStretch();
    layout->addLayout(row);
    layout->addSpacing(12);
    connect(deal_, &QPushButton::clicked, this, [this] {
        hide();
        emit dealt();
    });
    hide();
}

CutScreen::CardRows CutScreen::paintBackdrop(QPainter& p, int rowCount,
                                             const std::vector<int>& rowOfCard) const {
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), colours::baize.darker(125)); // opaque: the table is not in play yet
    CardRows rows;
    if (rowCount <= 0) return rows;
    // The cards lie between the title and the words under them.
    rows.area = QRectF(width() * 0.04, height() * 0.12, width() * 0.92, height() * 0.62);
    int perRow = 1;
    for (int r = 0; r < rowCount; ++r)
        perRow = std::max<int>(perRow, int(std::count(rowOfCard.begin(), rowOfCard.end(), r)));
    const qreal rowH = rows.area.height() / rowCount;
    // Within bounds that grow with the text on a large screen (fontScale()).
    const qreal scale = fontScale();
    rows.caption = textFont(12);
    rows.caption.setPixelSize(int(qBound(11.0 * scale, rowH * 0.09, 22.0 * scale)));
    rows.name = titleFont(12);
    rows.name.setPixelSize(rows.caption.pixelSize());
    rows.textH = rows.caption.pixelSize() * 1.5;
    rows.cardH = std::min(
        {rowH - 3.0 * rows.textH, (rows.area.width() / perRow - 16) / CardAspect, height() * 0.3});
    rows.cardW = rows.cardH * CardAspect;
    // Rows as tall as their cards, centred between the title and the words.
    rows.rowH = qMin(rowH, rows.cardH + 3.2 * rows.textH);
    rows.firstTop = rows.area.top() + (rows.area.height() - rows.rowH * rowCount) / 2;
    rows.step = rows.area.width() / perRow;
    return rows;
}

QRectF CutScreen::CardRows::captionRect(int row) const {
    return QRectF(area.left(), firstTop + row * rowH, area.width(), textH);
}

QRectF CutScreen::CardRows::cardRect(int row, int k, int count) const {
    const qreal left = area.center().x() - step * qreal(count) / 2;
    return QRectF(left + qreal(k) * step + (step - cardW) / 2, firstTop + row * rowH + textH * 1.4,
                  cardW, cardH);
}

QRectF CutScreen::CardRows::nameRect(const QRectF& card) const {
    return QRectF(card.left() - step * 0.1, card.bottom() + 4, card.width() + step * 0.2, textH);
}

void CutScreen::paintCaption(QPainter& p, const CardRows& rows, int row, const QString& caption) {
    p.setFont(rows.caption);
    p.setPen(colours::cardStock);
    p.drawText(rows.captionRect(row), Qt::AlignCenter, caption);
}

void CutScreen::ringCard(QPainter& p, const QRectF& card) {
    p.setPen(QPen(QColor(0xC9, 0xA2, 0x27), qMax(3.0, card.width() * 0.05)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(card.adjusted(-4, -4, 4, 4), 6, 6);
}

} // namespace club::app
