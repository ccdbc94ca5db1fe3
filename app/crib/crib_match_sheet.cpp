// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_match_sheet.h"

#include "common/paper.h"
#include "common/sheet_print.h"
#include "crib_words.h"
#include "fonts.h"
#include "palette.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace club::app {

namespace {
struct CribMatchSheetWords {
    Q_DECLARE_TR_FUNCTIONS(CribMatchSheetWords)
};

QString handsWords(const crib::Setup& s) {
    switch (s.hands) {
    case 2:
        return CribMatchSheetWords::tr("two hands");
    case 3:
        return CribMatchSheetWords::tr("three hands");
    case 4:
        return CribMatchSheetWords::tr("four hands, two partnerships");
    case 5:
        return CribMatchSheetWords::tr("five hands");
    default:
        return CribMatchSheetWords::tr("six hands, three partnerships");
    }
}

QPageLayout::Orientation orientationFor(const CribMatchSheet& sheet) {
    return sheet.sides.size() > 2 ? QPageLayout::Landscape : QPageLayout::Portrait;
}

/// Where the games go: every page has the heading and the grid's head;
/// the last page also the match row, the totals and the notes.
struct SheetLayout {
    int perPage = 1; ///< game rows on a page before the last
    int onLast = 1;  ///< game rows the last page has room for
    int pages = 1;
    int first(int index) const { return index * perPage; }
    int end(int index, int games) const {
        return index + 1 == pages ? games : std::min(games, first(index + 1));
    }
};

constexpr qreal HeadH = 11.5; ///< heading and rules above the grid, in paper units
constexpr qreal RowH = 3.6;   ///< a row of the grid

SheetLayout layoutFor(const CribMatchSheet& sheet, const QRectF& page) {
    const PaperBorder border = paperBorder(page);
    const qreal u = border.unit;
    const qreal height = border.inner.height() / u - 6 - HeadH; // the inner margin, the head
    // Below the grid on the last page: the totals, a line a side and the extra lines, the notes.
    const int lines = int(sheet.sides.size()) + (sheet.playerHighHands.isEmpty() ? 0 : 1) +
                      (sheet.inPlay.isEmpty() ? 0 : 1);
    const qreal below = 3 + 4 + 3.4 * lines + 1.5 + 7;
    SheetLayout l;
    l.perPage = std::max(1, int(height / RowH) - 2);          // two head rows
    l.onLast = std::max(0, int((height - below) / RowH) - 3); // and the match row
    const int games = int(sheet.games.size());
    if (games > l.onLast) l.pages = 1 + (games - l.onLast + l.perPage - 1) / l.perPage;
    return l;
}
} // namespace

int cribMatchSheetPages(const CribMatchSheet& sheet, const QRectF& page) {
    return layoutFor(sheet, page).pages;
}

QString cribMatchTotalsLine(const CribMatchSheet& sheet, int s) {
    // Each count in words of its own, so that each takes its own plural
    // ("1 corner"; it said "1 corners" and "1 blanchissages").
    QStringList parts{CribMatchSheetWords::tr("%n game(s)", "", sheet.totalGames[s]),
                      CribMatchSheetWords::tr("%n point(s)", "", sheet.totalPoints[s]),
                      CribMatchSheetWords::tr("%n corner(s)", "", sheet.totalCorners[s])};
    // CR-24 has no skunk in a game of 61: its totals say nothing of skunks.
    if (sheet.skunks)
        parts << CribMatchSheetWords::tr("%n skunk(s) (%1 double)", "", sheet.totalSkunks[s])
                     .arg(sheet.doubleSkunks[s]);
    parts << CribMatchSheetWords::tr("high hand %1").arg(sheet.highHand[s]);
    return CribMatchSheetWords::tr("%1: %2.", "a side: its totals")
        .arg(sheet.sides[s], parts.join(QStringLiteral(", ")));
}

CribMatchSheet cribMatchSheetFor(const crib::Match& m, const std::vector<crib::Seat>& seats) {
    CribMatchSheet sheet;
    const crib::Setup& setup = m.setup();
    sheet.heading = CribMatchSheetWords::tr("Once Around Cribbage: match sheet");
    sheet.rules = CribMatchSheetWords::tr("%1 points, %2. Corners: %3.")
                      .arg(setup.game)
                      .arg(handsWords(setup))
                      .arg(setup.corners == crib::Corners::EveryThirty
                               ? CribMatchSheetWords::tr("every 30 holes")
                               : CribMatchSheetWords::tr("at the bends of the board"));
    if (setup.muggins) sheet.rules += QLatin1Char(' ') + CribMatchSheetWords::tr("Muggins.");
    for (int side = 0; side < m.sides(); ++side) {
        sheet.sides << cribwords::sideName(setup, seats, side);
        sheet.colours << colours::player(seats[std::size_t(side)].colour);
    }
    const auto sideBest = [&](const std::vector<int>& perSeat, int side) {
        int best = 0;
        for (int seat = 0; seat < m.seats(); ++seat)
            if (setup.sideOf(seat) == side) best = std::max(best, perSeat[std::size_t(seat)]);
        return best;
    };
    int number = 0;
    for (const crib::GameResult& r : m.results()) {
        CribMatchSheet::Game g;
        g.number = ++number;
        for (int side = 0; side < m.sides(); ++side) {
            g.points << r.scores[std::size_t(side)];
            g.corners << (side < int(r.corners.size()) ? r.corners[std::size_t(side)] : 0);
            g.highHand << (r.highHand.empty() ? 0 : sideBest(r.highHand, side));
        }
        g.result = cribwords::resultWords(r, setup, seats);
        sheet.games << g;
    }
    sheet.over = m.isOver();
    if (m.phase() != crib::Phase::GameOver) {
        QStringList scores;
        for (int s : m.scores())
            scores << QString::number(s);
        sheet.inPlay = CribMatchSheetWords::tr("Game %1 in play: %2.")
                           .arg(m.gameNumber())
                           .arg(scores.join(QStringLiteral(" \u2013 ")));
    }
    const crib::MatchBoard& b = m.board();
    for (int side = 0; side < m.sides(); ++side) {
        const auto at = [side](const std::vector<int>& v) { return v[std::size_t(side)]; };
        sheet.totalGames << at(b.games);
        sheet.totalPoints << at(b.points);
        sheet.totalCorners << at(b.corners);
        sheet.totalSkunks << at(b.skunks);
        sheet.doubleSkunks << at(b.doubleSkunks);
        sheet.highHand << sideBest(b.highHand, side);
    }
    sheet.skunks = setup.game == 121;
    // CR-24 puts skunks at holes 90 and 60 of the 121-hole game; the rule
    // book has none for a game of 61, and none is counted there.
    sheet.notes = setup.game == 121
                      ? CribMatchSheetWords::tr(
                            "A lurch counts two games. A skunk: the winner went out before the "
                            "loser passed hole 90; a double skunk, before hole 60 (two skunks). "
                            "The high hand is the best hand counted.")
                      : CribMatchSheetWords::tr(
                            "A lurch counts two games. Skunks are counted only in games of 121 "
                            "points. The high hand is the best hand counted.");
    if (setup.hands != setup.sides())
        for (int seat = 0; seat < m.seats(); ++seat)
            sheet.playerHighHands << CribMatchSheetWords::tr("%1 %2")
                                         .arg(cribwords::seatName(seats, seat))
                                         .arg(b.highHand[std::size_t(seat)]);
    return sheet;
}

void paintCribMatchSheet(QPainter& p, const QRectF& page, const CribMatchSheet& sheet, int index) {
    const SheetLayout layout = layoutFor(sheet, page);
    index = std::clamp(index, 0, layout.pages - 1);
    const bool last = index + 1 == layout.pages;
    const int firstGame = layout.first(index);
    const int endGame = layout.end(index, int(sheet.games.size()));
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const PaperBorder border = paintPaper(p, page, false);
    const qreal u = border.unit;
    const QRectF inner = border.inner.adjusted(3 * u, 3 * u, -3 * u, -3 * u);
    QFont title = titleFont(20);
    title.setPixelSize(qMax(1, int(4.2 * u)));
    QFont text = textFont(10);
    text.setPixelSize(qMax(1, int(2.1 * u)));
    QFont small = text;
    small.setPixelSize(qMax(1, int(1.7 * u)));
    QFont bold = text;
    bold.setBold(true);
    p.setPen(colours::ink);

    qreal y = inner.top();
    drawFittedText(p, QRectF(inner.left(), y, inner.width(), 6 * u), sheet.heading, title);
    y += 6.5 * u;
    const QString rules =
        layout.pages > 1 ? CribMatchSheetWords::tr("%1 (page %2 of %3)", "the rules line, page")
                               .arg(sheet.rules)
                               .arg(index + 1)
                               .arg(layout.pages)
                         : sheet.rules;
    drawFittedText(p, QRectF(inner.left(), y, inner.width(), 3.5 * u), rules, text);
    y += 5 * u;

    // The grid: Game | per side: Points, Corners, High hand | Result.
    const int sides = int(sheet.sides.size());
    const qreal gameCol = 7 * u;
    const qreal resultCol = inner.width() * (sides > 2 ? 0.30 : 0.34);
    const qreal sideW = (inner.width() - gameCol - resultCol) / qMax(1, sides);
    const qreal subW = sideW / 3;
    const qreal rowH = RowH * u;
    // two heads, this page's games, and on the last page the match
    const int rows = 2 + (endGame - firstGame) + (last ? 1 : 0);
    const qreal gridH = rows * rowH;
    const qreal gridTop = y;
    const auto colX = [&](int side, int sub) {
        return inner.left() + gameCol + side * sideW + sub * subW;
    };
    const qreal resultX = inner.left() + gameCol + sides * sideW;
    // lines
    p.setPen(QPen(colours::ink, 0.15 * u));
    for (int r = 0; r <= rows; ++r) {
        const qreal ly = gridTop + r * rowH;
        const bool head = r == 1;
        p.drawLine(QPointF(head ? inner.left() + gameCol : inner.left(), ly),
                   QPointF(head ? resultX : inner.right(), ly));
    }
    p.setPen(QPen(colours::ink, 0.3 * u));
    p.drawLine(QPointF(inner.left(), gridTop + 2 * rowH),
               QPointF(inner.right(), gridTop + 2 * rowH));
    if (last)
        p.drawLine(QPointF(inner.left(), gridTop + (rows - 1) * rowH),
                   QPointF(inner.right(), gridTop + (rows - 1) * rowH));
    p.setPen(QPen(colours::ink, 0.15 * u));
    for (qreal x : {inner.left(), inner.left() + gameCol, resultX, inner.right()})
        p.drawLine(QPointF(x, gridTop), QPointF(x, gridTop + gridH));
    for (int s = 0; s < sides; ++s) {
        p.setPen(QPen(colours::ink, 0.3 * u));
        p.drawLine(QPointF(colX(s, 0), gridTop), QPointF(colX(s, 0), gridTop + gridH));
        p.setPen(QPen(colours::ink, 0.1 * u));
        for (int sub = 1; sub < 3; ++sub)
            p.drawLine(QPointF(colX(s, sub), gridTop + rowH),
                       QPointF(colX(s, sub), gridTop + gridH));
    }
    p.setPen(colours::ink);
    const auto cellAt = [&](int row, qreal x, qreal w) {
        return QRectF(x, gridTop + row * rowH, w, rowH).adjusted(0.4 * u, 0, -0.4 * u, 0);
    };
    drawFittedText(p, cellAt(0, inner.left(), gameCol).united(cellAt(1, inner.left(), gameCol)),
                   CribMatchSheetWords::tr("Game"), bold);
    drawFittedText(p, cellAt(0, resultX, resultCol).united(cellAt(1, resultX, resultCol)),
                   CribMatchSheetWords::tr("Result"), bold);
    for (int s = 0; s < sides; ++s) {
        QRectF name = cellAt(0, colX(s, 0), sideW);
        if (s < sheet.colours.size() && sheet.colours[s].isValid()) {
            // the side's peg colour, a dot beside the name (the name says who)
            const qreal d = rowH * 0.45;
            p.save();
            p.setBrush(sheet.colours[s]);
            p.setPen(QPen(colours::ink, 0.12 * u));
            p.drawEllipse(QRectF(name.left() + 0.3 * u, name.center().y() - d / 2, d, d));
            p.restore();
            name.setLeft(name.left() + d + 0.8 * u);
        }
        drawFittedText(p, name, sheet.sides[s], bold);
        drawFittedText(p, cellAt(1, colX(s, 0), subW), CribMatchSheetWords::tr("Points"), small);
        drawFittedText(p, cellAt(1, colX(s, 1), subW), CribMatchSheetWords::tr("Corners"), small);
        drawFittedText(p, cellAt(1, colX(s, 2), subW), CribMatchSheetWords::tr("High hand"), small);
    }
    int row = 2;
    for (int i = firstGame; i < endGame; ++i) {
        const CribMatchSheet::Game& g = sheet.games[i];
        drawFittedText(p, cellAt(row, inner.left(), gameCol), QString::number(g.number), text);
        for (int s = 0; s < sides; ++s) {
            drawFittedText(p, cellAt(row, colX(s, 0), subW), QString::number(g.points[s]), text);
            drawFittedText(p, cellAt(row, colX(s, 1), subW), QString::number(g.corners[s]), text);
            drawFittedText(p, cellAt(row, colX(s, 2), subW), QString::number(g.highHand[s]), text);
        }
        // (clear of the rules above and below when it takes two lines)
        drawFittedText(p, cellAt(row, resultX, resultCol).adjusted(0, 0.35 * u, 0, -0.35 * u),
                       g.result, small, Qt::AlignLeft | Qt::AlignVCenter, 0.5);
        ++row;
    }
    if (!last) { // the totals come on the last page
        p.restore();
        return;
    }
    drawFittedText(p, cellAt(row, inner.left(), gameCol), CribMatchSheetWords::tr("Match"), bold);
    for (int s = 0; s < sides; ++s) {
        drawFittedText(p, cellAt(row, colX(s, 0), subW), QString::number(sheet.totalPoints[s]),
                       bold);
        drawFittedText(p, cellAt(row, colX(s, 1), subW), QString::number(sheet.totalCorners[s]),
                       bold);
        drawFittedText(p, cellAt(row, colX(s, 2), subW), QString::number(sheet.highHand[s]), bold);
    }
    y = gridTop + gridH + 3 * u;

    // The match's totals, a line per side.
    drawFittedText(p, QRectF(inner.left(), y, inner.width(), 3.5 * u),
                   sheet.over ? CribMatchSheetWords::tr("The whole match")
                              : CribMatchSheetWords::tr("The match so far"),
                   bold, Qt::AlignLeft | Qt::AlignVCenter);
    y += 4 * u;
    for (int s = 0; s < sides; ++s) {
        const QString line = cribMatchTotalsLine(sheet, s);
        drawFittedText(p, QRectF(inner.left(), y, inner.width(), 3.2 * u), line, text,
                       Qt::AlignLeft | Qt::AlignVCenter);
        y += 3.4 * u;
    }
    if (!sheet.playerHighHands.isEmpty()) {
        drawFittedText(p, QRectF(inner.left(), y, inner.width(), 3.2 * u),
                       CribMatchSheetWords::tr("High hands of the players: %1.")
                           .arg(sheet.playerHighHands.join(QStringLiteral(", "))),
                       text, Qt::AlignLeft | Qt::AlignVCenter);
        y += 3.4 * u;
    }
    if (!sheet.inPlay.isEmpty()) {
        drawFittedText(p, QRectF(inner.left(), y, inner.width(), 3.2 * u), sheet.inPlay, text,
                       Qt::AlignLeft | Qt::AlignVCenter);
        y += 3.4 * u;
    }
    y += 1.5 * u;
    drawFittedText(p, QRectF(inner.left(), y, inner.width(), qMax(3 * u, inner.bottom() - y)),
                   sheet.notes, small, Qt::AlignLeft | Qt::AlignTop);
    p.restore();
}

QString exportCribMatchSheetPdf(const CribMatchSheet& sheet, const QString& path) {
    return writePagedSheetPdf(
        path, sheet.heading, orientationFor(sheet),
        [&sheet](QPainter& p, const QRectF& page, int i) {
            paintCribMatchSheet(p, page, sheet, i);
        },
        [&sheet](const QRectF& page) { return cribMatchSheetPages(sheet, page); });
}

void previewCribMatchSheet(const CribMatchSheet& sheet, QWidget* parent) {
    previewPagedSheet(
        parent, orientationFor(sheet),
        [&sheet](QPainter& p, const QRectF& page, int i) {
            paintCribMatchSheet(p, page, sheet, i);
        },
        [&sheet](const QRectF& page) { return cribMatchSheetPages(sheet, page); });
}

} // namespace club::app
