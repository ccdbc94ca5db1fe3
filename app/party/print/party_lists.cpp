// SPDX-License-Identifier: GPL-3.0-or-later
// The draw sheet (every table of the round being played and who sits
// where, to pin up in the hall) and the standings with the prizes.
#include "palette.h"
#include "party_paper.h"

#include <QCollator>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace club::app {

namespace {
/// "3rd" in the player's language (shared places are marked "=").
QString placeWords(const party::Standing& s) {
    if (s.place == 0) return PartySheetWords::tr("still in");
    const QString place = QLocale().toString(s.place);
    return s.shared ? PartySheetWords::tr("%1=").arg(place) : place;
}
/// A big hall's draw also lists everyone by name with their table, so that
/// each finds their own at a glance.
void paintSeatIndex(SheetPages& pages, const PaperNight& night) {
    const party::Round& round = night.rounds.back();
    struct Line {
        QString name;
        QString where;
    };
    QList<Line> lines;
    for (const party::Table& t : round.tables)
        for (int e : t.seats)
            lines.push_back({night.name(e), QString::number(t.number)});
    if (round.bye >= 0) lines.push_back({night.name(round.bye), PartySheetWords::tr("bye")});
    if (lines.size() < 12) return; // a small room sees the tables at a glance
    QCollator order;
    order.setNumericMode(true);
    std::sort(lines.begin(), lines.end(),
              [&](const Line& a, const Line& b) { return order.compare(a.name, b.name) < 0; });
    QPainter& p = pages.painter();
    const int columns = 2;
    const QString tableHead = PartySheetWords::tr("Table");
    int first = 0;
    while (first < lines.size()) {
        const PaperBorder b = pages.next();
        const qreal u = b.unit;
        const QRectF area = b.inner.adjusted(3 * u, 2 * u, -3 * u, -3 * u);
        qreal y = paintSheetHeading(
            p, area, u, night,
            PartySheetWords::tr("Find your table: round %1").arg(night.rounds.size()));
        const qreal lineH = 4.6 * u;
        const qreal colW = area.width() / columns;
        const QFont font = paperText(u, 3.0);
        const QFont bold = paperText(u, 3.0, true);
        const qreal whereW =
            QFontMetricsF(bold, p.device()).horizontalAdvance(tableHead + QStringLiteral("  "));
        p.save();
        p.setPen(colours::ink);
        for (int c = 0; c < columns; ++c) {
            const QRectF head(area.left() + c * colW, y, colW - 4 * u, lineH);
            p.setFont(paperText(u, 2.6, true));
            p.drawText(head, Qt::AlignLeft | Qt::AlignVCenter,
                       night.drive() ? PartySheetWords::tr("Name") : PartySheetWords::tr("Pair"));
            p.drawText(head, Qt::AlignRight | Qt::AlignVCenter, tableHead);
        }
        y += lineH;
        const int rows = qMax(1, int((area.bottom() - y) / lineH));
        for (int i = 0; i < rows * columns && first + i < lines.size(); ++i) {
            const Line& line = lines[first + i];
            const QRectF row(area.left() + (i / rows) * colW, y + (i % rows) * lineH, colW - 4 * u,
                             lineH);
            p.setPen(colours::ink);
            drawFittedText(p, row.adjusted(0, 0, -whereW, 0), line.name, font,
                           Qt::AlignLeft | Qt::AlignVCenter, 0.75, false);
            p.setFont(bold);
            p.drawText(row, Qt::AlignRight | Qt::AlignVCenter, line.where);
            p.setPen(QPen(colours::ink, 0.08 * u, Qt::DotLine));
            p.drawLine(QPointF(row.left(), row.bottom() - 0.5 * u),
                       QPointF(row.right(), row.bottom() - 0.5 * u));
        }
        p.restore();
        first += rows * columns;
    }
}
} // namespace

void paintDrawSheet(SheetPages& pages, const PaperNight& night) {
    if (night.rounds.empty()) return;
    QPainter& p = pages.painter();
    const int roundIndex = int(night.rounds.size()) - 1;
    const party::Round& round = night.rounds.back();
    const int tables = int(round.tables.size());
    int seatsMost = 3; // a knockout's block: pair, "v.", pair
    if (night.drive())
        for (const party::Table& t : round.tables)
            seatsMost = qMax(seatsMost, int(t.seats.size()));
    const int columns = 2;
    int first = 0;
    while (first < tables || (first == 0 && tables == 0)) {
        const PaperBorder b = pages.next();
        const qreal u = b.unit;
        const QRectF area = b.inner.adjusted(3 * u, 2 * u, -3 * u, -3 * u);
        qreal y = paintSheetHeading(p, area, u, night,
                                    PartySheetWords::tr("The draw: round %1 of %2")
                                        .arg(roundIndex + 1)
                                        .arg(night.plannedRounds));
        p.save();
        if (round.bye >= 0 && first == 0) {
            p.setPen(colours::ink);
            drawFittedText(p, QRectF(area.left(), y, area.width(), 5 * u),
                           PartySheetWords::tr("Bye this round: %1").arg(night.name(round.bye)),
                           paperText(u, 3.2, true));
            y += 6 * u;
        }
        // Blocks of a table each, as many rows as fit with legible lines.
        const qreal lineH = 4.6 * u;
        const qreal blockH = lineH * (seatsMost + 2);
        const int rows = qMax(1, int((area.bottom() - y) / blockH));
        const qreal blockW = area.width() / columns;
        for (int i = 0; i < rows * columns && first + i < tables; ++i) {
            const party::Table& t = round.tables[std::size_t(first + i)];
            // Down each column first, as people read a list.
            const QRectF block(area.left() + (i / rows) * blockW, y + (i % rows) * blockH,
                               blockW - 2 * u, blockH - 1.5 * u);
            p.setPen(QPen(colours::ink, 0.25 * u));
            p.setBrush(Qt::NoBrush);
            p.drawRect(block);
            const QString head =
                round.waves() > 1
                    ? PartySheetWords::tr("Table %1 (sitting %2)").arg(t.number).arg(t.wave)
                    : PartySheetWords::tr("Table %1").arg(t.number);
            p.setPen(colours::ink);
            p.setFont(paperTitle(u, 3.4, QFont::Medium));
            p.drawText(
                QRectF(block.left() + 2 * u, block.top(), block.width() - 4 * u, lineH * 1.3),
                Qt::AlignLeft | Qt::AlignVCenter, head);
            p.setPen(QPen(colours::red, 0.15 * u));
            p.drawLine(QPointF(block.left() + 2 * u, block.top() + lineH * 1.3),
                       QPointF(block.right() - 2 * u, block.top() + lineH * 1.3));
            p.setPen(colours::ink);
            QStringList lines;
            if (night.drive()) {
                for (std::size_t s = 0; s < t.seats.size(); ++s)
                    lines << PartySheetWords::tr("%1. %2").arg(s + 1).arg(night.name(t.seats[s]));
            } else {
                lines << night.name(t.seats[0]) << PartySheetWords::tr("v.")
                      << night.name(t.seats[1]);
            }
            for (int l = 0; l < lines.size(); ++l)
                drawFittedText(p,
                               QRectF(block.left() + 2.5 * u, block.top() + lineH * (1.4 + l),
                                      block.width() - 5 * u, lineH),
                               lines[l], paperText(u, 3.2), Qt::AlignLeft | Qt::AlignVCenter, 0.7,
                               false);
        }
        p.restore();
        first += rows * columns;
        if (tables == 0) break;
    }
    paintSeatIndex(pages, night);
}

void paintStandings(SheetPages& pages, const PaperNight& night) {
    QPainter& p = pages.painter();
    const int count = int(night.standings.size());
    const QStringList heads =
        night.drive()
            ? QStringList{PartySheetWords::tr("Place"),     PartySheetWords::tr("Name"),
                          PartySheetWords::tr("Total"),     PartySheetWords::tr("Games won"),
                          PartySheetWords::tr("Best game"), PartySheetWords::tr("Prize")}
            : QStringList{PartySheetWords::tr("Place"),
                          PartySheetWords::tr("Pair"),
                          PartySheetWords::tr("Matches won"),
                          PartySheetWords::tr("Went out"),
                          QString(),
                          PartySheetWords::tr("Prize")};
    const QList<qreal> share = night.drive() ? QList<qreal>{0.09, 0.37, 0.11, 0.12, 0.12, 0.19}
                                             : QList<qreal>{0.09, 0.4, 0.14, 0.14, 0.0, 0.23};
    int first = 0;
    do {
        const PaperBorder b = pages.next();
        const qreal u = b.unit;
        const QRectF area = b.inner.adjusted(3 * u, 2 * u, -3 * u, -3 * u);
        int played = 0;
        for (const party::Round& r : night.rounds)
            played += r.isComplete() ? 1 : 0;
        const QString name =
            night.over ? PartySheetWords::tr("Final standings and prizes")
                       : PartySheetWords::tr("Standings after %n rounds", nullptr, played);
        qreal y = paintSheetHeading(p, area, u, night, name);
        p.save();
        const qreal rowH = 5.5 * u;
        const int rows = qMax(1, int((area.bottom() - y - 12 * u) / rowH) - 1);
        QList<qreal> xs{area.left()};
        for (qreal s : share)
            xs << xs.back() + s * area.width();
        p.setPen(colours::ink);
        for (int c = 0; c < heads.size(); ++c)
            if (!heads[c].isEmpty())
                drawFittedText(p, QRectF(xs[c], y, xs[c + 1] - xs[c], rowH), heads[c],
                               paperText(u, 2.8, true));
        p.setPen(QPen(colours::ink, 0.3 * u));
        p.drawLine(QPointF(area.left(), y + rowH), QPointF(area.right(), y + rowH));
        for (int i = 0; i < rows && first + i < count; ++i) {
            const party::Standing& s = night.standings[std::size_t(first + i)];
            const qreal ry = y + (i + 1) * rowH;
            auto cell = [&](int c) { return QRectF(xs[c], ry, xs[c + 1] - xs[c], rowH); };
            const bool prize = s.prize > 0;
            const QFont font = paperText(u, 3.2, prize);
            p.setPen(QPen(colours::ink, 0.08 * u));
            p.drawLine(QPointF(area.left(), ry + rowH), QPointF(area.right(), ry + rowH));
            p.setPen(colours::ink);
            p.setFont(font);
            // A shared place is words in some languages ("3 empate"): fitted, not cut.
            drawFittedText(p, cell(0), placeWords(s), font, Qt::AlignCenter, 0.4, false);
            drawFittedText(p, cell(1).adjusted(u, 0, -u, 0), night.name(s.entrant), font,
                           Qt::AlignLeft | Qt::AlignVCenter);
            p.setFont(font);
            if (night.drive()) {
                p.drawText(cell(2), Qt::AlignCenter, signedScore(s.total));
                p.drawText(cell(3), Qt::AlignCenter, QString::number(s.wins));
                p.drawText(cell(4), Qt::AlignCenter, s.games ? signedScore(s.best) : QString());
            } else {
                p.drawText(cell(2), Qt::AlignCenter, QString::number(s.wins));
                if (s.outInRound >= 0)
                    p.drawText(cell(3), Qt::AlignCenter,
                               PartySheetWords::tr("round %1").arg(s.outInRound + 1));
            }
            if (prize) {
                p.setPen(colours::red);
                drawFittedText(p, cell(5).adjusted(u, 0, -u, 0),
                               s.prize == 1 ? PartySheetWords::tr("First prize")
                                            : PartySheetWords::tr("Second prize"),
                               font);
            }
        }
        if (first + rows >= count) {
            // The rule that decided, in a line at the foot.
            p.setPen(colours::ink);
            const QString rule =
                night.drive()
                    ? PartySheetWords::tr("The highest total wins; equal totals are parted by "
                                          "games won at one's table, then by the best game.")
                    : PartySheetWords::tr("The final's winners share first prize and its losers "
                                          "second; other pairs are placed by the round they "
                                          "went out in.");
            drawFittedText(p, QRectF(area.left(), area.bottom() - 9 * u, area.width(), 9 * u), rule,
                           paperText(u, 2.6), Qt::AlignHCenter | Qt::AlignBottom);
        }
        p.restore();
        first += rows;
    } while (first < count);
}

} // namespace club::app
