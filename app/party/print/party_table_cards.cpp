// SPDX-License-Identifier: GPL-3.0-or-later
// Table cards: one page a table, its number large enough to be read across
// the hall, and below it who sits there round by round with their scores (a
// drive) or which pairs meet there and who won (a knockout); blank lines for
// what is not known yet.
#include "palette.h"
#include "party_paper.h"

#include <QFontMetricsF>
#include <QPainter>

namespace club::app {

namespace {
/// Where a pair in a later round of a knockout comes from, for a blank line.
QString feedWords(const party::Feed& feed, const PaperNight& night) {
    switch (feed.kind) {
    case party::Feed::Draw:
        return night.name(feed.index);
    case party::Feed::Winner:
        return PartySheetWords::tr("winners at table %1").arg(feed.index);
    case party::Feed::Bye:
        return PartySheetWords::tr("the pair with the bye");
    }
    return {};
}

/// The card's head and the big number. @returns the y below it.
qreal paintCardTop(QPainter& p, const PaperBorder& b, const PaperNight& night, int number,
                   const QString& note) {
    const qreal u = b.unit;
    const QRectF area = b.inner.adjusted(3 * u, 2 * u, -3 * u, 0);
    qreal y = paintSheetHeading(p, area, u, night, PartySheetWords::tr("Table card"));
    p.save();
    p.setPen(colours::ink);
    p.setFont(paperTitle(u, 5, QFont::Medium));
    p.drawText(QRectF(area.left(), y, area.width(), 6 * u), Qt::AlignCenter,
               PartySheetWords::tr("TABLE"));
    y += 6 * u;
    p.setFont(paperTitle(u, 28));
    p.drawText(QRectF(area.left(), y, area.width(), 26 * u), Qt::AlignCenter,
               QString::number(number));
    y += 26 * u;
    if (!note.isEmpty()) {
        p.setFont(paperText(u, 3));
        p.setPen(colours::red);
        p.drawText(QRectF(area.left(), y, area.width(), 4.5 * u), Qt::AlignCenter, note);
        y += 4.5 * u;
    }
    p.restore();
    return y + 2 * u;
}

/// A grid's ruling: rows of equal height under a header row, columns at `xs`.
void ruleGrid(QPainter& p, const QRectF& grid, int rows, qreal headerH, const QList<qreal>& xs,
              qreal u) {
    p.save();
    const qreal rowH = (grid.height() - headerH) / rows;
    for (int r = 0; r <= rows; ++r) {
        const qreal y = grid.top() + headerH + r * rowH;
        p.setPen(QPen(colours::ink, (r == 0 || r == rows) ? 0.3 * u : 0.12 * u));
        p.drawLine(QPointF(grid.left(), y), QPointF(grid.right(), y));
    }
    p.setPen(QPen(colours::ink, 0.3 * u));
    p.drawLine(grid.topLeft(), QPointF(grid.right(), grid.top()));
    for (qreal x : xs)
        p.drawLine(QPointF(x, grid.top()), QPointF(x, grid.bottom()));
    p.restore();
}

void paintDriveTableCard(SheetPages& pages, const PaperNight& night, int number) {
    QPainter& p = pages.painter();
    const PaperBorder b = pages.next();
    const qreal u = b.unit;
    int waves = 1, wave = 1;
    for (const party::Round& r : night.rounds) {
        waves = qMax(waves, r.waves());
        for (const party::Table& t : r.tables)
            if (t.number == number) wave = t.wave;
    }
    const int seats = night.tableSizes[std::size_t(number - 1)];
    const QString note =
        waves > 1 ? PartySheetWords::tr("Sitting %1 of %2 \u2022 %n players at this table", nullptr,
                                        seats)
                        .arg(wave)
                        .arg(waves)
                  : PartySheetWords::tr("%n players at this table", nullptr, seats);
    const qreal top = paintCardTop(p, b, night, number, note);
    const QRectF grid(b.inner.left() + 3 * u, top, b.inner.width() - 6 * u,
                      b.inner.bottom() - 3 * u - top);
    const int rows = night.plannedRounds;
    const qreal headerH = 5 * u;
    const qreal rowH = (grid.height() - headerH) / rows;
    const qreal roundW = 12 * u;
    const qreal seatW = (grid.width() - roundW) / seats;
    QList<qreal> xs{grid.left(), grid.right()};
    for (int s = 0; s < seats; ++s)
        xs << grid.left() + roundW + s * seatW;
    ruleGrid(p, grid, rows, headerH, xs, u);
    p.save();
    // Each seat's cell: the name across its top, the score on a line below;
    // side by side when many rounds make the rows short.
    const bool stacked = rowH >= 7 * u;
    const qreal nameH = stacked ? rowH * 0.6 : rowH;
    const qreal nameW = stacked ? seatW : seatW * 0.6;
    p.setPen(colours::ink);
    p.setFont(paperText(u, 2.6, true));
    p.drawText(QRectF(grid.left(), grid.top(), roundW, headerH), Qt::AlignCenter,
               PartySheetWords::tr("Round"));
    for (int s = 0; s < seats; ++s)
        p.drawText(QRectF(grid.left() + roundW + s * seatW, grid.top(), seatW, headerH),
                   Qt::AlignCenter, PartySheetWords::tr("Seat %1").arg(s + 1));
    const QFont roundFont = paperText(u, qMin(3.2, rowH / u * 0.5), true);
    const QFont scoreFont = paperText(u, qMin(3.0, rowH / u * (stacked ? 0.3 : 0.5)), true);
    const QFont labelFont = paperText(u, qMin(2.0, rowH / u * 0.25));
    const QFont nameFont = paperText(u, qMin(2.8, nameH / u * (stacked ? 0.42 : 0.5)));
    for (int r = 0; r < rows; ++r) {
        const qreal y = grid.top() + headerH + r * rowH;
        p.setFont(roundFont);
        p.drawText(QRectF(grid.left(), y, roundW, rowH), Qt::AlignCenter, QString::number(r + 1));
        const party::Table* table = nullptr;
        if (r < int(night.rounds.size()))
            for (const party::Table& t : night.rounds[std::size_t(r)].tables)
                if (t.number == number) table = &t;
        for (int s = 0; s < seats; ++s) {
            const qreal x = grid.left() + roundW + s * seatW;
            QRectF scoreCell(x + nameW + 0.5 * u, y, seatW - nameW - u, rowH);
            if (stacked) {
                const QRectF scoreRow(x + 0.8 * u, y + nameH, seatW - 1.6 * u, rowH - nameH);
                p.setFont(labelFont);
                p.drawText(scoreRow, Qt::AlignLeft | Qt::AlignVCenter,
                           PartySheetWords::tr("score"));
                const qreal labelW = QFontMetricsF(labelFont, p.device())
                                         .horizontalAdvance(PartySheetWords::tr("score"));
                scoreCell = scoreRow.adjusted(labelW + 0.6 * u, 0, 0, 0);
            }
            writingLine(p, QPointF(scoreCell.left(), scoreCell.bottom() - 0.8 * u),
                        QPointF(scoreCell.right(), scoreCell.bottom() - 0.8 * u), u);
            if (!table || s >= int(table->seats.size())) continue;
            drawFittedText(p, QRectF(x + 0.6 * u, y + 0.3 * u, nameW - 1.2 * u, nameH - 0.3 * u),
                           night.name(table->seats[std::size_t(s)]), nameFont);
            if (table->result && s < int(table->result->scores.size()))
                drawFittedText(p, scoreCell.adjusted(0, 0, 0, -0.8 * u),
                               signedScore(table->result->scores[std::size_t(s)]), scoreFont);
        }
    }
    p.restore();
}

void paintKnockoutTableCard(SheetPages& pages, const PaperNight& night, int number) {
    QPainter& p = pages.painter();
    const PaperBorder b = pages.next();
    const qreal u = b.unit;
    QList<int> rounds; // the rounds played at this table
    for (int r = 0; r < night.plannedRounds; ++r)
        if (number <= night.tablesIn(r)) rounds << r;
    const qreal top = paintCardTop(p, b, night, number, {});
    const qreal rowH =
        qMin(18 * u, (b.inner.bottom() - 3 * u - top - 6 * u) / qMax(1, int(rounds.size())));
    const QRectF grid(b.inner.left() + 3 * u, top, b.inner.width() - 6 * u,
                      6 * u + rowH * rounds.size());
    const qreal roundW = 12 * u, vsW = 6 * u;
    const qreal pairW = (grid.width() - roundW - vsW) / 3;
    const QList<qreal> xs{grid.left(), grid.left() + roundW, grid.left() + roundW + 2 * pairW + vsW,
                          grid.right()};
    ruleGrid(p, grid, int(rounds.size()), 6 * u, xs, u);
    p.save();
    p.setPen(colours::ink);
    p.setFont(paperText(u, 2.6, true));
    p.drawText(QRectF(grid.left(), grid.top(), roundW, 6 * u), Qt::AlignCenter,
               PartySheetWords::tr("Round"));
    p.drawText(QRectF(xs[1], grid.top(), 2 * pairW + vsW, 6 * u), Qt::AlignCenter,
               PartySheetWords::tr("Pairs meeting"));
    p.drawText(QRectF(xs[2], grid.top(), pairW, 6 * u), Qt::AlignCenter,
               PartySheetWords::tr("Winners"));
    const QFont nameFont = paperText(u, 3.2);
    QFont bold = nameFont;
    bold.setBold(true);
    for (int i = 0; i < rounds.size(); ++i) {
        const int r = rounds[i];
        const qreal y = grid.top() + 6 * u + i * rowH;
        p.setFont(paperText(u, 3.2, true));
        p.drawText(QRectF(grid.left(), y, roundW, rowH), Qt::AlignCenter, QString::number(r + 1));
        QString names[2];
        int winner = -1;
        if (r < int(night.rounds.size())) {
            const party::Table& t = night.rounds[std::size_t(r)].tables[std::size_t(number - 1)];
            for (int s = 0; s < 2; ++s)
                names[s] = night.name(t.seats[std::size_t(s)]);
            if (t.result) winner = t.result->winner == t.seats[0] ? 0 : 1;
        } else {
            const party::FeedTable& t =
                night.bracket[std::size_t(r)].tables[std::size_t(number - 1)];
            for (int s = 0; s < 2; ++s)
                names[s] = QStringLiteral("(%1)").arg(feedWords(t.from[s], night));
        }
        for (int s = 0; s < 2; ++s) {
            const QRectF cell(xs[1] + s * (pairW + vsW) + u, y, pairW - 2 * u, rowH);
            p.setPen(colours::ink);
            drawFittedText(p, cell, names[s], s == winner ? bold : nameFont);
        }
        p.setFont(paperText(u, 2.6));
        p.drawText(QRectF(xs[1] + pairW, y, vsW, rowH), Qt::AlignCenter, PartySheetWords::tr("v."));
        if (winner >= 0)
            drawFittedText(p, QRectF(xs[2] + u, y, pairW - 2 * u, rowH), names[winner], bold);
        else
            writingLine(p, QPointF(xs[2] + 2 * u, y + rowH * 0.7),
                        QPointF(xs[3] - 2 * u, y + rowH * 0.7), u);
    }
    p.restore();
}
} // namespace

void paintTableCards(SheetPages& pages, const PaperNight& night) {
    const int tables = night.tablesIn(0);
    for (int number = 1; number <= tables; ++number)
        if (night.drive())
            paintDriveTableCard(pages, night, number);
        else
            paintKnockoutTableCard(pages, night, number);
}

} // namespace club::app
