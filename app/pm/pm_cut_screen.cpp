// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_cut_screen.h"

#include "common/follow_language.h"
#include "common/sprite_sheet.h"
#include "engine/pm/rubber.h"
#include "fonts.h"
#include "palette.h"
#include "pm_art.h"

#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace club::app {

namespace {
constexpr qreal CardAspect = 5.0 / 7.0;
constexpr int TurnMs = 220; ///< one card turned face up at a time
} // namespace

PmCutScreen::PmCutScreen(SpriteSheet* sheet, QWidget* parent)
    : CutScreen([] { return tr("Cutting for Dealer"); }, parent), sheet_(sheet) {
    turn_ = new QTimer(this);
    turn_->setInterval(TurnMs);
    connect(turn_, &QTimer::timeout, this, [this] {
        if (++revealed_ >= int(cards_.size())) {
            turn_->stop();
            result_->show();
        }
        update();
    });
    connect(deal_, &QPushButton::clicked, turn_, &QTimer::stop);
    // The same cut, said again in the language chosen while it shows.
    followLanguage(this, [this] {
        if (!isHidden() && rubber_) describe(*rubber_);
    });
}

void PmCutScreen::setTurnMs(int ms) {
    turn_->setInterval(qMax(0, ms));
}

void PmCutScreen::showCut(const pm::Rubber& rubber) {
    rubber_ = rubber;
    describe(rubber);
    revealed_ = 0;
    result_->hide();
    if (parentWidget()) setGeometry(parentWidget()->rect());
    raise();
    show();
    deal_->setFocus();
    turn_->start();
}

void PmCutScreen::describe(const pm::Rubber& rubber) {
    cards_.clear();
    rows_.clear();
    QStringList dealers;
    const auto& seats = rubber.config().seats;
    for (int s = 0; s < rubber.sectionCount(); ++s) {
        const pm::CutForDealer& cut = rubber.cut(s);
        const std::vector<int> sectionSeats = rubber.sectionSeats(s);
        for (std::size_t r = 0; r < cut.rounds.size(); ++r) {
            const auto& round = cut.rounds[r];
            int best = round.front().value;
            for (const pm::CutCard& c : round)
                best = std::max(best, c.value);
            QString caption = r == 0 ? tr("Everyone cuts; the highest card deals.")
                                     : tr("A tie for highest: the tied players cut again.");
            // PM-21: each section named with the players in it.
            if (rubber.sectionCount() > 1) {
                QStringList names;
                for (int seat : sectionSeats)
                    names << seats[std::size_t(seat)].name;
                caption = tr("Section %1 (%2): %3")
                              .arg(s + 1)
                              .arg(QLocale().createSeparatedList(names), caption);
            }
            rows_.push_back({caption});
            for (const pm::CutCard& c : round) {
                const auto& seat = seats[sectionSeats[c.seat]];
                cards_.push_back({int(rows_.size()) - 1, seat.name, seat.colour, c.value,
                                  c.back == pm::Back::Octagonal, c.value == best});
            }
        }
        const int dealer = sectionSeats[cut.dealer];
        const int leader = sectionSeats[(cut.dealer + 1) % int(sectionSeats.size())];
        // One game (a party table's): no deal passes on.
        QString dealerLine =
            rubber.gameCount() == 1
                ? tr("%1 cuts highest and deals; %2, on the dealer's left, leads.")
                      .arg(seats[dealer].name, seats[leader].name)
                : tr("%1 cuts highest and deals the first game; %2, on the dealer's "
                     "left, leads. The deal passes to the left each game.")
                      .arg(seats[dealer].name, seats[leader].name);
        if (rubber.sectionCount() > 1) {
            QStringList names;
            for (int seat : sectionSeats)
                names << seats[std::size_t(seat)].name;
            dealerLine = tr("Section %1 (%2): %3")
                             .arg(s + 1)
                             .arg(QLocale().createSeparatedList(names), dealerLine);
        }
        dealers << dealerLine;
    }
    result_->setText(dealers.join(QLatin1Char('\n')));
    setAccessibleName(tr("Cutting for dealer"));
    setAccessibleDescription(announcement());
    update();
}

QString PmCutScreen::announcement() const {
    QStringList cut;
    for (const Cut& c : cards_)
        cut << tr("%1 cuts %2")
                   .arg(c.name,
                        c.value < 0 ? tr("MINUS %1").arg(-c.value) : tr("PLUS %1").arg(c.value));
    return tr("%1. %2", "every cut, then who deals")
        .arg(QLocale().createSeparatedList(cut), result_->text());
}

void PmCutScreen::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), colours::baize.darker(125)); // opaque: the table is not in play yet
    if (rows_.isEmpty()) return;
    // The cards lie between the title and the words under them.
    const QRectF area(width() * 0.04, height() * 0.12, width() * 0.92, height() * 0.62);
    int perRow = 1;
    for (const Cut& c : cards_) {
        int n = 0;
        for (const Cut& d : cards_)
            n += d.row == c.row ? 1 : 0;
        perRow = std::max(perRow, n);
    }
    const qreal rowH = area.height() / rows_.size();
    QFont caption = textFont(12);
    // Within bounds that grow with the text on a large screen (fontScale()).
    const qreal scale = fontScale();
    caption.setPixelSize(int(qBound(11.0 * scale, rowH * 0.09, 22.0 * scale)));
    QFont name = titleFont(12);
    name.setPixelSize(caption.pixelSize());
    const qreal textH = caption.pixelSize() * 1.5;
    const qreal cardH =
        std::min({rowH - 3.0 * textH, (area.width() / perRow - 16) / CardAspect, height() * 0.3});
    const qreal cardW = cardH * CardAspect;
    // Rows as tall as their cards, centred between the title and the words.
    const qreal usedRowH = qMin(rowH, cardH + 3.2 * textH);
    const qreal firstTop = area.top() + (area.height() - usedRowH * rows_.size()) / 2;
    const qreal dpr = devicePixelRatioF();
    for (int r = 0; r < rows_.size(); ++r) {
        const qreal top = firstTop + r * usedRowH;
        p.setFont(caption);
        p.setPen(colours::cardStock);
        p.drawText(QRectF(area.left(), top, area.width(), textH), Qt::AlignCenter,
                   rows_[r].caption);
        QList<int> inRow;
        for (int i = 0; i < cards_.size(); ++i)
            if (cards_[i].row == r) inRow << i;
        const qreal step = area.width() / perRow;
        const qreal left = area.center().x() - step * inRow.size() / 2;
        for (int k = 0; k < inRow.size(); ++k) {
            const Cut& c = cards_[inRow[k]];
            const bool faceUp = inRow[k] < revealed_;
            const QRectF card(left + k * step + (step - cardW) / 2, top + textH * 1.4, cardW,
                              cardH);
            const QString id = faceUp ? pm_art::cardFace(c.value) : pm_art::back(c.octagonal);
            p.drawPixmap(card.topLeft(), sheet_->pixmap(id, card.size().toSize(), dpr));
            if (c.highest && revealed_ >= int(cards_.size())) {
                p.setPen(QPen(QColor(0xC9, 0xA2, 0x27), qMax(3.0, cardW * 0.05)));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(card.adjusted(-4, -4, 4, 4), 6, 6);
            }
            // The name with the player's man, whose mark tells colours apart.
            const qreal man = textH * 0.95;
            const QRectF nameRect(card.left() - step * 0.1, card.bottom() + 4,
                                  card.width() + step * 0.2, textH);
            p.setFont(name);
            const qreal w =
                qMin(nameRect.width() - man, QFontMetricsF(name).horizontalAdvance(c.name) + 2);
            const QPointF start(nameRect.center().x() - (w + man) / 2, nameRect.top());
            p.drawPixmap(start,
                         sheet_->pixmap(pm_art::man(c.colour), QSize(int(man), int(man)), dpr));
            p.setPen(colours::cardStock);
            p.drawText(QRectF(start.x() + man + 3, nameRect.top(), w, textH),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(name).elidedText(c.name, Qt::ElideRight, w));
        }
    }
}

} // namespace club::app
