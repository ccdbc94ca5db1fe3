// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_score_sheet.h"

#include "common/sheet_print.h"
#include "engine/pm/rubber.h"
#include "fonts.h"
#include "palette.h"
#include "pm_art.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPainterPath>
#include <QSettings>

namespace club::app {

namespace {
// A named translation context that lupdate and the program agree on.
struct ScoreSheetWords {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheetWords)
};

void ringedNumber(QPainter& p, const QRectF& cell, int value, qreal fontPx) {
    // The sign is printed too, so a modern reader is never in doubt.
    const QString text = QString::number(value).replace('-', QChar(0x2212));
    p.setPen(colours::ink);
    p.drawText(cell, Qt::AlignCenter, text);
    if (value >= 0) return;
    // PM-19: a minus score is ringed, by hand, in red.
    const qreal w = QFontMetricsF(p.font()).horizontalAdvance(text) + fontPx * 1.1;
    const qreal h = fontPx * 1.55;
    const QRectF ring(cell.center() - QPointF(w / 2, h / 2), QSizeF(w, h));
    QPainterPath path;
    path.moveTo(ring.right() - w * 0.08, ring.top() + h * 0.12);
    path.cubicTo(ring.right() + w * 0.05, ring.top() + h * 0.45, ring.right() - w * 0.1,
                 ring.bottom() + h * 0.05, ring.center().x(), ring.bottom());
    path.cubicTo(ring.left() - w * 0.02, ring.bottom() - h * 0.05, ring.left() - w * 0.05,
                 ring.top() + h * 0.2, ring.center().x() - w * 0.05, ring.top());
    path.cubicTo(ring.center().x() + w * 0.2, ring.top() - h * 0.05, ring.right() + w * 0.02,
                 ring.top() + h * 0.1, ring.right() - w * 0.02, ring.top() + h * 0.35);
    p.save();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colours::red, fontPx * 0.09, Qt::SolidLine, Qt::RoundCap));
    p.drawPath(path);
    p.restore();
}

/// The foot: the winner (PM-20), the ringing rule (PM-19), the note.
QString footText(const ScoreSheet& sheet) {
    QStringList lines;
    if (!sheet.winners.isEmpty()) {
        QStringList names;
        for (int w : sheet.winners)
            names << sheet.names[w];
        lines << (names.size() == 1
                      ? ScoreSheetWords::tr("Winner of the rubber: %1").arg(names.first())
                      : ScoreSheetWords::tr("The rubber is shared by %1")
                            .arg(QLocale().createSeparatedList(names)));
    }
    lines << ScoreSheetWords::tr(
        "Five games make a rubber. Minus scores are ringed, to show they are "
        "subtracted when totalling the rubber.");
    lines << ScoreSheetWords::tr(
        "Scoring: 50 for each man on 25; 20 deducted for each man on the stars; other "
        "men score the number they stand on.");
    if (!sheet.note.isEmpty()) lines << sheet.note;
    return lines.join(QLatin1Char('\n'));
}

constexpr int FootFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;

/// Sets the painter's font to the foot's and returns the height its text
/// takes at `width`: measured, not guessed, so that a longer note or a
/// wordier language takes room from the grid, never from the margin.
qreal fitFoot(QPainter& p, const QString& text, qreal width, qreal u) {
    QFont foot = textFont(10);
    for (qreal px = 2.6 * u;; px *= 0.9) {
        foot.setPixelSize(qMax(1, int(px)));
        p.setFont(foot);
        const qreal h = p.boundingRect(QRectF(0, 0, width, 1e6), FootFlags, text).height();
        if (h <= 22 * u || px < 1.8 * u) return h; // a very long foot shrinks a little
    }
}

} // namespace

bool printCreamPaper() {
    return QSettings().value(QStringLiteral("pm/printCreamPaper"), false).toBool();
}

void setPrintCreamPaper(bool cream) {
    QSettings().setValue(QStringLiteral("pm/printCreamPaper"), cream);
}

ScoreSheet forPaper(ScoreSheet sheet) {
    sheet.cream = printCreamPaper();
    return sheet;
}

ScoreSheet scoreSheetFor(const pm::Rubber& rubber) {
    ScoreSheet sheet;
    sheet.heading = ScoreSheetWords::tr("Rubber Score Sheet");
    for (const auto& seat : rubber.config().seats) {
        sheet.names << seat.name;
        sheet.colours << seat.colour;
    }
    QList<bool> played(rubber.players(), false);
    for (int g = 0; g < rubber.gameCount(); ++g) { // five, or one for a party table
        QList<std::optional<int>> row;
        for (int s = 0; s < rubber.players(); ++s) {
            row << rubber.score(g, s);
            played[s] = played[s] || row.back().has_value();
        }
        sheet.scores << row;
    }
    // A total once the player has a game over: PM-21's other section, not
    // yet played, has none rather than a 0 it never scored.
    for (int s = 0; s < rubber.players(); ++s)
        sheet.totals << (played[s] ? std::optional<int>(rubber.total(s)) : std::nullopt);
    if (rubber.isOver())
        for (int s : rubber.leaders())
            sheet.winners << s;
    if (rubber.config().sections)
        sheet.note = ScoreSheetWords::tr("Trial round in two sections: players 1–4 with the "
                                         "circular pack, players 5–%1 with the octagonal pack.")
                         .arg(rubber.players());
    return sheet;
}

ScoreSheet blankScoreSheet(int players) {
    ScoreSheet sheet;
    sheet.heading = ScoreSheetWords::tr("Rubber Score Sheet");
    sheet.blank = true;
    sheet.cream = printCreamPaper(); // blank sheets are only ever printed
    for (int s = 0; s < players; ++s)
        sheet.names << QString();
    for (int g = 0; g < pm::Rubber::GamesPerRubber; ++g)
        sheet.scores << QList<std::optional<int>>(players);
    sheet.totals = QList<std::optional<int>>(players);
    return sheet;
}

void paintScoreSheet(QPainter& p, const QRectF& page, const ScoreSheet& sheet) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const ScoreSheetBorder border = paintPaper(p, page, sheet.cream);
    const qreal u = border.unit;
    const QRectF frame = border.outer;

    QFont title = titleFont(10);
    title.setPixelSize(int(9 * u));
    p.setFont(title);
    p.setPen(colours::ink);
    QRectF y(frame.left(), frame.top() + 3 * u, frame.width(), 10 * u);
    p.drawText(y, Qt::AlignCenter, QStringLiteral("\u201cP.M.\u201d"));
    QFont sub = titleFont(10, QFont::Medium);
    sub.setPixelSize(int(3 * u));
    sub.setLetterSpacing(QFont::PercentageSpacing, 130);
    p.setFont(sub);
    p.setPen(colours::red);
    y.translate(0, 10 * u);
    y.setHeight(4 * u);
    p.drawText(y, Qt::AlignCenter, ScoreSheetWords::tr("PLUS AND MINUS"));
    y.translate(0, 5 * u);
    p.setPen(colours::ink);
    p.drawText(y, Qt::AlignCenter, sheet.heading.toUpper());

    // The foot is measured first: the grid takes the room above it, and
    // its last line keeps a clear margin inside the border.
    const QString foot = footText(sheet);
    const qreal footWidth = frame.width() - 8 * u;
    const qreal footHeight = fitFoot(p, foot, footWidth, u);
    const QFont footFont = p.font();
    const qreal gridBottom = border.inner.bottom() - 2.5 * u - footHeight - 3 * u;

    // The grid: a column for the game, one per player.
    const int players = int(sheet.names.size());
    const QRectF grid(frame.left() + 4 * u, y.bottom() + 5 * u, frame.width() - 8 * u,
                      gridBottom - y.bottom() - 5 * u);
    const qreal firstCol = 20 * u; // wide enough for "Game 5" on a landscape page
    const qreal colW = (grid.width() - firstCol) / qMax(1, players);
    const int rows = 2 + int(sheet.scores.size()); // names, games, total
    const qreal rowH = qMin(grid.height() / rows, 16 * u);
    QFont text = textFont(10);
    text.setPixelSize(int(qMin(rowH * 0.42, colW * 0.2)));
    QFont nameFont = text;
    nameFont.setBold(true);
    p.setPen(QPen(colours::ink, 0.15 * u));
    for (int r = 0; r <= rows; ++r) {
        const qreal ly = grid.top() + r * rowH;
        p.setPen(QPen(colours::ink, (r == 1 || r == rows - 1) ? 0.35 * u : 0.15 * u));
        p.drawLine(QPointF(grid.left(), ly), QPointF(grid.right(), ly));
    }
    // The grid's frame is closed on both sides, then a line after each column.
    p.setPen(QPen(colours::ink, 0.35 * u));
    p.drawLine(grid.topLeft(), QPointF(grid.left(), grid.top() + rows * rowH));
    p.drawLine(QPointF(grid.left() + firstCol + players * colW, grid.top()),
               QPointF(grid.left() + firstCol + players * colW, grid.top() + rows * rowH));
    for (int c = 0; c < players; ++c) {
        const qreal lx = grid.left() + firstCol + c * colW;
        p.setPen(QPen(colours::ink, 0.15 * u));
        p.drawLine(QPointF(lx, grid.top()), QPointF(lx, grid.top() + rows * rowH));
    }
    auto cell = [&](int r, int c) {
        return c < 0 ? QRectF(grid.left(), grid.top() + r * rowH, firstCol, rowH)
                     : QRectF(grid.left() + firstCol + c * colW, grid.top() + r * rowH, colW, rowH);
    };
    p.setFont(text);
    p.setPen(colours::ink);
    p.drawText(cell(0, -1), Qt::AlignCenter, ScoreSheetWords::tr("Player"));
    for (int g = 0; g < int(sheet.scores.size()); ++g)
        p.drawText(cell(1 + g, -1), Qt::AlignCenter, ScoreSheetWords::tr("Game %1").arg(g + 1));
    p.drawText(cell(rows - 1, -1), Qt::AlignCenter, ScoreSheetWords::tr("Total"));
    for (int s = 0; s < players; ++s) {
        p.setFont(nameFont);
        p.setPen(colours::ink);
        QRectF nameCell = cell(0, s).adjusted(u, 0, -u, 0);
        if (s < sheet.colours.size()) {
            // The player's man with his mark: colour is never the only clue.
            const qreal m = qMin(rowH * 0.4, colW * 0.22);
            pm_art::paintMan(p, sheet.colours[s],
                             QRectF(nameCell.left(), nameCell.center().y() - m / 2, m, m));
            nameCell.setLeft(nameCell.left() + m + 0.5 * u);
        }
        drawFittedText(p, nameCell, sheet.names[s], nameFont);
        p.setFont(text);
        for (int g = 0; g < int(sheet.scores.size()); ++g)
            if (sheet.scores[g][s])
                ringedNumber(p, cell(1 + g, s), *sheet.scores[g][s], text.pixelSize());
        if (sheet.totals[s]) {
            QFont bold = text;
            bold.setBold(true);
            p.setFont(bold);
            ringedNumber(p, cell(rows - 1, s), *sheet.totals[s], text.pixelSize());
        }
    }

    const QRectF footRect(frame.left() + 4 * u, grid.top() + rows * rowH + 3 * u, footWidth,
                          footHeight);
    p.setFont(footFont);
    p.setPen(colours::ink);
    p.drawText(footRect, FootFlags, foot);
    p.restore();
}

namespace {
/// More than five players take a landscape page.
QPageLayout::Orientation orientationFor(const ScoreSheet& sheet) {
    return sheet.names.size() > 5 ? QPageLayout::Landscape : QPageLayout::Portrait;
}
} // namespace

QString exportScoreSheetPdf(const ScoreSheet& sheet, const QString& path, int copies) {
    return writePagedSheetPdf(
        path, QStringLiteral("P.M. score sheet"), orientationFor(sheet),
        [&sheet](QPainter& p, const QRectF& page, int) { paintScoreSheet(p, page, sheet); },
        [copies](const QRectF&) { return copies; });
}

void previewScoreSheet(const ScoreSheet& sheet, QWidget* parent) {
    previewPagedSheet(
        parent, orientationFor(sheet),
        [&sheet](QPainter& p, const QRectF& page, int) { paintScoreSheet(p, page, sheet); },
        [](const QRectF&) { return 1; });
}

} // namespace club::app
