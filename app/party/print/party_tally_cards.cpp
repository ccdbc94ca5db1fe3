// SPDX-License-Identifier: GPL-3.0-or-later
// Tally cards: one for each entrant, several to an A4 page with dashed cut
// lines between them. A drive's card has each round's table and a line for
// the score with the running total; a knockout pair's card each round's
// table, the pair met and the result. Blank cards are numbered: the card's
// number seats its holder in round 1, as a draw in card order would.
#include "palette.h"
#include "party_paper.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace club::app {

namespace {
/// Cards on a page: two across, and as many down as leave each card room
/// for its rounds.
int cardRows(int rounds) {
    return rounds <= 8 ? 3 : rounds <= 14 ? 2 : 1;
}

void paintCutLines(QPainter& p, const QRectF& area, int rows, qreal u) {
    p.save();
    p.setPen(QPen(colours::ink, 0.15 * u, Qt::DashLine));
    const qreal w = area.width() / 2, h = area.height() / rows;
    p.drawRect(area);
    p.drawLine(QPointF(area.left() + w, area.top()), QPointF(area.left() + w, area.bottom()));
    for (int r = 1; r < rows; ++r)
        p.drawLine(QPointF(area.left(), area.top() + r * h),
                   QPointF(area.right(), area.top() + r * h));
    p.restore();
}

/// One entrant's card in `card` (the space between the cut lines).
void paintTallyCard(QPainter& p, const QRectF& card, const PaperNight& night, int entrant) {
    const PaperBorder b = paperBorder(card.adjusted(card.width() * 0.01, card.width() * 0.01,
                                                    -card.width() * 0.01, -card.width() * 0.01));
    const qreal u = b.unit;
    p.save();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colours::ink, b.outerPen * 0.6));
    p.drawRect(b.outer);
    p.setPen(QPen(colours::ink, b.innerPen));
    p.drawRect(b.inner);
    const QRectF area = b.inner.adjusted(3 * u, 2 * u, -3 * u, -3 * u);
    qreal y = paintSheetHeading(p, area, u, night, PartySheetWords::tr("Tally card"), 1.2);
    p.setPen(colours::ink);
    // The card's number top right, the name on its line.
    p.setFont(paperTitle(u, 5));
    p.drawText(QRectF(area.right() - 22 * u, area.top() - u, 22 * u, 8 * u),
               Qt::AlignRight | Qt::AlignTop, PartySheetWords::tr("No. %1").arg(entrant + 1));
    const QRectF nameRow(area.left(), y, area.width(), 8 * u);
    p.setFont(paperText(u, 3.6));
    const QString label = night.drive() ? PartySheetWords::tr("Name") : PartySheetWords::tr("Pair");
    const qreal labelW = QFontMetricsF(p.font(), p.device()).horizontalAdvance(label) + 2 * u;
    p.drawText(nameRow, Qt::AlignLeft | Qt::AlignBottom, label);
    const QRectF nameCell = nameRow.adjusted(labelW, 0, 0, -0.8 * u);
    if (night.blank)
        writingLine(p, QPointF(nameCell.left(), nameRow.bottom()), nameRow.bottomRight(), u);
    else
        drawFittedText(p, nameCell, night.name(entrant), paperText(u, 5.5, true),
                       Qt::AlignLeft | Qt::AlignBottom);
    y = nameRow.bottom() + 3 * u;

    // The rounds: Round | Table | Score | Total (a knockout: Round | Table | Against | Result).
    const int rows = night.plannedRounds;
    const qreal headerH = 5.5 * u;
    const QRectF grid(area.left(), y, area.width(), area.bottom() - y);
    const qreal rowH = (grid.height() - headerH) / rows;
    const QList<qreal> share =
        night.drive() ? QList<qreal>{0.2, 0.2, 0.3, 0.3} : QList<qreal>{0.15, 0.15, 0.45, 0.25};
    QList<qreal> xs{grid.left()};
    for (qreal s : share)
        xs << xs.back() + s * grid.width();
    p.setPen(QPen(colours::ink, 0.3 * u));
    p.drawRect(grid);
    p.drawLine(QPointF(grid.left(), y + headerH), QPointF(grid.right(), y + headerH));
    for (int c = 1; c < 4; ++c)
        p.drawLine(QPointF(xs[c], grid.top()), QPointF(xs[c], grid.bottom()));
    p.setPen(QPen(colours::ink, 0.1 * u));
    for (int r = 1; r < rows; ++r)
        p.drawLine(QPointF(grid.left(), y + headerH + r * rowH),
                   QPointF(grid.right(), y + headerH + r * rowH));
    p.setPen(colours::ink);
    const QStringList heads =
        night.drive() ? QStringList{PartySheetWords::tr("Round"), PartySheetWords::tr("Table"),
                                    PartySheetWords::tr("Score"), PartySheetWords::tr("Total")}
                      : QStringList{PartySheetWords::tr("Round"), PartySheetWords::tr("Table"),
                                    PartySheetWords::tr("Against"), PartySheetWords::tr("Result")};
    for (int c = 0; c < 4; ++c)
        drawFittedText(p, QRectF(xs[c], y, xs[c + 1] - xs[c], headerH), heads[c],
                       paperText(u, 3.2, true));
    const QFont cellFont = paperText(u, qMin(3.6, rowH / u * 0.6));
    QFont bold = cellFont;
    bold.setBold(true);
    int total = 0;
    for (int r = 0; r < rows; ++r) {
        const qreal ry = y + headerH + r * rowH;
        auto cell = [&](int c) { return QRectF(xs[c], ry, xs[c + 1] - xs[c], rowH); };
        p.setFont(cellFont);
        p.drawText(cell(0), Qt::AlignCenter, QString::number(r + 1));
        if (r >= int(night.rounds.size())) continue;
        const party::Round& round = night.rounds[std::size_t(r)];
        if (round.bye == entrant) {
            p.drawText(cell(3), Qt::AlignCenter, PartySheetWords::tr("bye"));
            continue;
        }
        for (const party::Table& t : round.tables) {
            const auto seat = std::find(t.seats.begin(), t.seats.end(), entrant);
            if (seat == t.seats.end()) continue;
            p.setFont(bold);
            p.drawText(cell(1), Qt::AlignCenter, QString::number(t.number));
            p.setFont(cellFont);
            if (night.drive()) {
                if (!t.result) break;
                const int score = t.result->scores[std::size_t(seat - t.seats.begin())];
                total += score;
                p.drawText(cell(2), Qt::AlignCenter, signedScore(score));
                p.drawText(cell(3), Qt::AlignCenter, signedScore(total));
            } else {
                const int other = t.seats[0] == entrant ? t.seats[1] : t.seats[0];
                drawFittedText(p, cell(2).adjusted(u, 0, -u, 0), night.name(other), cellFont);
                if (t.result)
                    p.drawText(cell(3), Qt::AlignCenter,
                               t.result->winner == entrant ? PartySheetWords::tr("won")
                                                           : PartySheetWords::tr("lost"));
            }
            break;
        }
    }
    p.restore();
}
} // namespace

void paintTallyCards(SheetPages& pages, const PaperNight& night) {
    QPainter& p = pages.painter();
    const int rows = cardRows(night.plannedRounds);
    const int perPage = 2 * rows;
    for (int first = 0; first < night.entrants; first += perPage) {
        const PaperBorder b = pages.next();
        Q_UNUSED(b);
        // Cards are cut apart: no border round the page, a margin the printer keeps clear.
        const QRectF page = pages.page();
        p.fillRect(page, Qt::white);
        const qreal margin = page.width() * 0.03;
        const QRectF area = page.adjusted(margin, margin, -margin, -margin);
        paintCutLines(p, area, rows, page.width() / 100);
        const qreal w = area.width() / 2, h = area.height() / rows;
        for (int i = 0; i < perPage && first + i < night.entrants; ++i)
            paintTallyCard(p, QRectF(area.left() + (i % 2) * w, area.top() + (i / 2) * h, w, h),
                           night, first + i);
    }
}

} // namespace club::app
