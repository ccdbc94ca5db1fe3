// SPDX-License-Identifier: GPL-3.0-or-later
// The knockout's bracket as a tree: a column a round, each pair on a line,
// the two lines of a table joined (its number ringed on the join) and led on
// to the winners' line in the next round; a bye runs on, dashed. Drawn from
// the bracket's shape (projectBracket), filled with the pairs and winners
// so far; blank, the first column numbers the pairs in draw order.
#include "palette.h"
#include "party_paper.h"

#include <QPainter>

#include <algorithm>
#include <map>
#include <numeric>

namespace club::app {

namespace {
/// One pair's line in a column.
struct Slot {
    qreal from = 0; ///< where it is led in from (the join or bye line before it)
    qreal y = 0;    ///< where its line is drawn
    QString name;
    bool won = false;
    int table = 0; ///< the table it plays at in this column, 0 for the bye (or the winners)
};

/// Lines where they are led in from, but never closer than `gap` (K2 can
/// pair lines that are not neighbours, which would otherwise crowd a later
/// round's lines together), and within [top, bottom].
void spread(std::vector<Slot>& places, qreal gap, qreal top, qreal bottom) {
    std::vector<std::size_t> order(places.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return places[a].from < places[b].from; });
    qreal last = top - gap;
    for (std::size_t i : order) {
        places[i].y = qMax(places[i].from, last + gap);
        last = places[i].y;
    }
    qreal next = bottom + gap;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        places[*it].y = qMin(places[*it].y, next - gap);
        next = places[*it].y;
    }
}
} // namespace

void paintBracket(SheetPages& pages, const PaperNight& night) {
    QPainter& p = pages.painter();
    const PaperBorder b = pages.next();
    const qreal u = b.unit;
    const QRectF area = b.inner.adjusted(3 * u, 2 * u, -3 * u, -3 * u);
    const qreal top = paintSheetHeading(p, area, u, night, PartySheetWords::tr("The bracket"));
    const int rounds = int(night.bracket.size());
    if (rounds == 0) return;
    const qreal headH = 5 * u, footH = 9 * u;
    const QRectF tree(area.left(), top + headH, area.width(), area.bottom() - top - headH - footH);
    const qreal slotH = tree.height() / night.entrants;
    // Columns: the first (the draw, where names are longest) half as wide again.
    const qreal colW = tree.width() / (rounds + 1.5);
    auto colX = [&](int c) { return tree.left() + (c == 0 ? 0 : colW * (c + 0.5)); };
    auto lineEnd = [&](int c) { return colX(c) + (c == 0 ? 1.5 * colW : colW) - 2.5 * u; };

    // Where every line goes, column by column.
    std::vector<std::vector<Slot>> columns(std::size_t(rounds + 1));
    std::map<int, qreal> joinY; // the previous round's tables
    qreal byeY = 0;             // the previous round's bye
    auto feedY = [&](const party::Feed& f) {
        switch (f.kind) {
        case party::Feed::Draw:
            return tree.top() + (f.index + 0.6) * slotH;
        case party::Feed::Winner:
            return joinY[f.index];
        case party::Feed::Bye:
            return byeY;
        }
        return 0.0;
    };
    for (int r = 0; r < rounds; ++r) {
        const party::FeedRound& shape = night.bracket[std::size_t(r)];
        const party::Round* seated =
            r < int(night.rounds.size()) ? &night.rounds[std::size_t(r)] : nullptr;
        auto& places = columns[std::size_t(r)];
        for (std::size_t t = 0; t < shape.tables.size(); ++t)
            for (int s = 0; s < 2; ++s) {
                Slot slot{feedY(shape.tables[t].from[s]), 0, {}, false, shape.tables[t].number};
                if (seated && t < seated->tables.size()) {
                    const party::Table& table = seated->tables[t];
                    slot.name = night.name(table.seats[std::size_t(s)]);
                    slot.won = table.result && table.result->winner == table.seats[std::size_t(s)];
                }
                places.push_back(slot);
            }
        if (shape.bye) {
            Slot slot{feedY(*shape.bye), 0, {}, false, 0};
            if (seated && seated->bye >= 0) slot.name = night.name(seated->bye);
            places.push_back(slot);
        }
        spread(places, slotH, tree.top() + 0.6 * slotH, tree.bottom());
        joinY.clear();
        for (std::size_t i = 0; i + 1 < places.size(); i += 2)
            if (places[i].table > 0) joinY[places[i].table] = (places[i].y + places[i + 1].y) / 2;
        if (shape.bye) byeY = places.back().y;
    }
    // The winners: the final's winning pair once it has played.
    Slot champion{joinY.begin()->second, joinY.begin()->second, {}, true, 0};
    if (night.over && !night.rounds.empty()) {
        const party::Table& final = night.rounds.back().tables.front();
        if (final.result) champion.name = night.name(final.result->winner);
    }
    columns[std::size_t(rounds)].push_back(champion);

    p.save();
    // The leads from one column to the next: from the join (or the bye's
    // line) across the gap to the line they feed, with an elbow if it moved.
    for (int c = 1; c <= rounds; ++c) {
        const qreal x0 = lineEnd(c - 1), x2 = colX(c), xm = (x0 + x2) / 2;
        // A bye's lead is solid too: dashed over so short a gap, it printed
        // as a break in the pair's line (the word "bye" marks it).
        p.setPen(QPen(colours::ink, 0.2 * u));
        for (const Slot& s : columns[std::size_t(c)]) {
            QPolygonF lead{QPointF(x0, s.from), QPointF(xm, s.from), QPointF(xm, s.y),
                           QPointF(x2, s.y)};
            p.drawPolyline(lead);
        }
    }
    // The joins: a table's two lines, its number ringed. A bye's line that
    // passes a join crosses it with a gap in the join, not a meeting.
    for (int c = 0; c < rounds; ++c) {
        const auto& places = columns[std::size_t(c)];
        const qreal x1 = lineEnd(c);
        const bool hasBye = !places.empty() && places.back().table == 0;
        for (std::size_t i = 0; i + 1 < places.size(); i += 2) {
            if (places[i].table == 0) continue;
            qreal y0 = qMin(places[i].y, places[i + 1].y), y1 = qMax(places[i].y, places[i + 1].y);
            p.setPen(QPen(colours::ink, 0.2 * u));
            const qreal bye = hasBye ? places.back().y : -1;
            if (hasBye && bye > y0 && bye < y1) {
                p.drawLine(QPointF(x1, y0), QPointF(x1, bye - 0.8 * u));
                p.drawLine(QPointF(x1, bye + 0.8 * u), QPointF(x1, y1));
            } else {
                p.drawLine(QPointF(x1, y0), QPointF(x1, y1));
            }
            const qreal ring = qMin(2.0 * u, slotH * 0.45);
            const QPointF mid(x1, (places[i].y + places[i + 1].y) / 2);
            const QRectF badge(mid - QPointF(ring, ring), QSizeF(2 * ring, 2 * ring));
            p.setBrush(Qt::white);
            p.setPen(QPen(colours::red, 0.15 * u));
            p.drawEllipse(badge);
            p.setBrush(Qt::NoBrush);
            p.setFont(paperText(u, ring / u * 1.05, true));
            p.setPen(colours::red);
            p.drawText(badge, Qt::AlignCenter, QString::number(places[i].table));
        }
        if (hasBye) {
            p.setPen(colours::red);
            p.setFont(paperText(u, 2.0));
            p.drawText(QRectF(colX(c), places.back().y + 0.3 * u, x1 - colX(c) - u, 3 * u),
                       Qt::AlignRight | Qt::AlignTop, PartySheetWords::tr("bye"));
        }
    }

    // Column heads, then every line with its name.
    p.setPen(colours::ink);
    for (int c = 0; c <= rounds; ++c) {
        const QString head = c == rounds       ? PartySheetWords::tr("Winners")
                             : c == rounds - 1 ? PartySheetWords::tr("Final")
                                               : PartySheetWords::tr("Round %1").arg(c + 1);
        drawFittedText(p, QRectF(colX(c), top, lineEnd(c) - colX(c), headH), head,
                       paperTitle(u, 2.8, QFont::Medium));
    }
    for (int c = 0; c <= rounds; ++c) {
        const auto& places = columns[std::size_t(c)];
        std::vector<qreal> ys;
        for (const Slot& s : places)
            ys.push_back(s.y);
        std::sort(ys.begin(), ys.end());
        qreal gap =
            qMin(tree.height(), ys.empty() ? tree.height() : ys.front() - tree.top() + slotH * 0.4);
        for (std::size_t i = 1; i < ys.size(); ++i)
            gap = qMin(gap, ys[i] - ys[i - 1]);
        const qreal textH = qMin(gap * 0.92, 9 * u);
        const QFont font = paperText(u, qMin(3.0, textH / u * 0.45));
        QFont bold = font;
        bold.setBold(true);
        const qreal x0 = colX(c), x1 = lineEnd(c);
        for (const Slot& s : places) {
            p.setPen(QPen(colours::ink, s.won ? 0.35 * u : 0.2 * u));
            p.drawLine(QPointF(x0, s.y), QPointF(x1, s.y));
            p.setPen(colours::ink);
            drawFittedText(p, QRectF(x0 + 0.5 * u, s.y - textH, x1 - x0 - 1.5 * u, textH), s.name,
                           s.won ? bold : font, Qt::AlignLeft | Qt::AlignBottom, 0.6);
        }
    }
    p.setPen(colours::red);
    p.setFont(paperText(u, 2.4, true));
    p.drawText(QRectF(colX(rounds), champion.y + 0.5 * u, colW - 2.5 * u, 4 * u),
               Qt::AlignLeft | Qt::AlignTop, PartySheetWords::tr("First prize"));

    // The foot: how to read and keep it.
    p.setPen(colours::ink);
    QStringList foot;
    foot << PartySheetWords::tr("Ringed numbers are the tables. The winners at each table go on "
                                "along the line; a pair with a bye goes straight on.");
    foot << PartySheetWords::tr("The final's winners share first prize, its losers second.");
    if (night.blank)
        foot << PartySheetWords::tr("Write each pair's names on its line in the order drawn.");
    drawFittedText(p, QRectF(area.left(), area.bottom() - footH + u, area.width(), footH - u),
                   foot.join(QLatin1Char(' ')), paperText(u, 2.4),
                   Qt::AlignHCenter | Qt::AlignBottom);
    p.restore();
}

} // namespace club::app
