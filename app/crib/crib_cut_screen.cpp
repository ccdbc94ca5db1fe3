// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_cut_screen.h"

#include "common/follow_language.h"
#include "common/sprite_sheet.h"
#include "crib_art.h"
#include "crib_words.h"
#include "fonts.h"
#include "palette.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace club::app {

CribCutScreen::CribCutScreen(SpriteSheet* sheet, QWidget* parent)
    : CutScreen([] { return tr("Cutting for the Deal"); }, parent), sheet_(sheet) {
    if (parent) parent->installEventFilter(this);
    // The same cut, said again in the language chosen while it shows.
    followLanguage(this, [this] {
        if (!isHidden()) describe();
    });
}

bool CribCutScreen::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize && !isHidden())
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void CribCutScreen::showCut(const std::vector<crib::Event>& rounds,
                            const std::vector<crib::Seat>& seats) {
    rounds_ = rounds;
    seats_ = seats;
    describe();
    if (parentWidget()) setGeometry(parentWidget()->rect());
    raise();
    show();
    deal_->setFocus(Qt::OtherFocusReason);
    update();
}

void CribCutScreen::describe() {
    const std::vector<crib::Event>& rounds = rounds_;
    const std::vector<crib::Seat>& seats = seats_;
    cuts_.clear();
    captions_.clear();
    int dealer = -1;
    for (const crib::Event& round : rounds) {
        const int row = int(captions_.size());
        captions_ << (row == 0 ? tr("Everyone cuts; the lowest card deals.")
                               : tr("A tie for lowest: the tied players cut again."));
        int low = 13;
        for (crib::Card c : round.cards)
            if (c != crib::NoCard) low = std::min(low, crib::rankOf(c));
        for (int s = 0; s < int(round.cards.size()); ++s) {
            const crib::Card c = round.cards[std::size_t(s)];
            if (c == crib::NoCard) continue; // not in this round
            cuts_.push_back({row, cribwords::seatName(seats, s), seats[std::size_t(s)].colour, c,
                             crib::rankOf(c) == low});
        }
        dealer = round.seat;
    }
    if (dealer >= 0) {
        const int leader = (dealer + 1) % int(seats.size());
        result_->setText(
            tr("%1 cuts the lowest card and deals first; %2, on the dealer's left, "
               "leads the play. The deal passes to the left.")
                .arg(cribwords::seatName(seats, dealer), cribwords::seatName(seats, leader)));
    } else {
        result_->clear();
    }
    setAccessibleName(tr("Cutting for the deal"));
    setAccessibleDescription(announcement());
    update();
}

QString CribCutScreen::announcement() const {
    QStringList said;
    for (const Cut& c : cuts_)
        said << tr("%1 cuts %2").arg(c.name, cribwords::theCard(c.card));
    return tr("%1. %2", "every cut, then who deals")
        .arg(QLocale().createSeparatedList(said), result_->text());
}

void CribCutScreen::paintEvent(QPaintEvent*) {
    QPainter p(this);
    std::vector<int> rowOfCard;
    for (const Cut& c : cuts_)
        rowOfCard.push_back(c.row);
    const CardRows rows = paintBackdrop(p, int(captions_.size()), rowOfCard);
    if (captions_.isEmpty()) return;
    const qreal dpr = devicePixelRatioF();
    for (int r = 0; r < captions_.size(); ++r) {
        paintCaption(p, rows, r, captions_[r]);
        std::vector<const Cut*> inRow;
        for (const Cut& c : cuts_)
            if (c.row == r) inRow.push_back(&c);
        for (std::size_t k = 0; k < inRow.size(); ++k) {
            const Cut& c = *inRow[k];
            const QRectF card = rows.cardRect(r, int(k), int(inRow.size()));
            p.drawPixmap(card.topLeft(),
                         sheet_->pixmap(crib_art::card(c.card), card.size().toSize(), dpr));
            if (c.lowest) ringCard(p, card);
            // The name under the card, with the player's colour beside it.
            const QRectF nameRect = rows.nameRect(card);
            const qreal textH = rows.textH;
            p.setFont(rows.name);
            const qreal dot = textH * 0.6;
            const qreal w = qMin(nameRect.width() - dot - 4,
                                 QFontMetricsF(rows.name).horizontalAdvance(c.name) + 2);
            const qreal x = nameRect.center().x() - (w + dot + 4) / 2;
            p.setPen(Qt::NoPen);
            p.setBrush(colours::player(c.colour));
            p.drawEllipse(QRectF(x, nameRect.center().y() - dot / 2, dot, dot));
            p.setPen(colours::cardStock);
            p.drawText(QRectF(x + dot + 4, nameRect.top(), w, textH),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(rows.name).elidedText(c.name, Qt::ElideRight, w));
        }
    }
}

} // namespace club::app
