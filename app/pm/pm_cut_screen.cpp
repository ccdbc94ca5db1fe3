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
    std::vector<int> rowOfCard;
    for (const Cut& c : cards_)
        rowOfCard.push_back(c.row);
    const CardRows rows = paintBackdrop(p, int(rows_.size()), rowOfCard);
    if (rows_.isEmpty()) return;
    const qreal dpr = devicePixelRatioF();
    for (int r = 0; r < rows_.size(); ++r) {
        paintCaption(p, rows, r, rows_[r].caption);
        QList<int> inRow;
        for (int i = 0; i < cards_.size(); ++i)
            if (cards_[i].row == r) inRow << i;
        for (int k = 0; k < inRow.size(); ++k) {
            const Cut& c = cards_[inRow[k]];
            const bool faceUp = inRow[k] < revealed_;
            const QRectF card = rows.cardRect(r, k, int(inRow.size()));
            const QString id = faceUp ? pm_art::cardFace(c.value) : pm_art::back(c.octagonal);
            p.drawPixmap(card.topLeft(), sheet_->pixmap(id, card.size().toSize(), dpr));
            if (c.highest && revealed_ >= int(cards_.size())) ringCard(p, card);
            // The name with the player's man, whose mark tells colours apart.
            const qreal textH = rows.textH;
            const qreal man = textH * 0.95;
            const QRectF nameRect = rows.nameRect(card);
            p.setFont(rows.name);
            const qreal w = qMin(nameRect.width() - man,
                                 QFontMetricsF(rows.name).horizontalAdvance(c.name) + 2);
            const QPointF start(nameRect.center().x() - (w + man) / 2, nameRect.top());
            p.drawPixmap(start,
                         sheet_->pixmap(pm_art::man(c.colour), QSize(int(man), int(man)), dpr));
            p.setPen(colours::cardStock);
            p.drawText(QRectF(start.x() + man + 3, nameRect.top(), w, textH),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(rows.name).elidedText(c.name, Qt::ElideRight, w));
        }
    }
}

} // namespace club::app
