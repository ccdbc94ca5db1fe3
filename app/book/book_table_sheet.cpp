// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_table_sheet.h"

#include "common/paper.h"
#include "common/sheet_print.h"

#include <QFontMetricsF>
#include <QHeaderView>
#include <QPainter>
#include <QTableWidget>

#include <algorithm>

namespace club::app {

namespace {

constexpr int RowsPerPage = 30;

struct TableText {
    QStringList headings;
    QList<QStringList> rows;
};

TableText textOf(const QTableWidget& table) {
    TableText text;
    for (int c = 0; c < table.columnCount(); ++c) {
        const QTableWidgetItem* heading = table.horizontalHeaderItem(c);
        text.headings << (heading ? heading->text() : QString());
    }
    for (int r = 0; r < table.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < table.columnCount(); ++c)
            row << (table.item(r, c)
                        ? table.item(r, c)->text().replace(QLatin1Char('\n'), QStringLiteral("; "))
                        : QString());
        text.rows << row;
    }
    return text;
}

int pagesOf(const TableText& text) {
    return std::max<int>(1, int((text.rows.size() + RowsPerPage - 1) / RowsPerPage));
}

/// How wide `text` is set on one line in `font`: measured as
/// drawFittedText() measures, with the painter's own scale.
qreal lineWidth(QPainter& painter, const QFont& font, const QString& text) {
    painter.setFont(font);
    return painter.boundingRect(QRectF(0, 0, 1e7, 1e7), Qt::TextSingleLine, text).width();
}

/// Each column's width on the page: what its heading and cells need in
/// the sheet's fonts (not the screen's widths, where a narrow window had
/// left the games' names a few letters), the room to spare shared among
/// them; when the whole is too wide, the first keeps its width and
/// the others are narrower alike. The words at either end take at most
/// two fifths of the line, shrunk or cut within it.
QList<qreal> columnWidths(QPainter& painter, const TableText& text, const QFont& font,
                          const QFont& bold, qreal padding, qreal width) {
    QList<qreal> widths;
    qreal total = 0;
    for (int c = 0; c < text.headings.size(); ++c) {
        qreal need = lineWidth(painter, bold, text.headings[c]);
        for (const QStringList& row : text.rows)
            need = std::max(need, lineWidth(painter, font, row.value(c)));
        const bool words = c == 0 || c == text.headings.size() - 1;
        need = std::min(need + padding, words ? width * 0.4 : width);
        widths << need;
        total += need;
    }
    if (widths.isEmpty()) return widths;
    if (total <= width) { // the room to spare shared: on a turned page it was one wide gap
        for (qreal& w : widths)
            w += (width - total) / qreal(widths.size());
    } else { // the names whole; the other columns narrower alike
        const qreal rest = total - widths.first();
        for (int c = 1; c < widths.size(); ++c)
            widths[c] *= (width - widths.first()) / rest;
    }
    return widths;
}

/// The headings' font: `bold`, as small as the tightest heading needs
/// to fit its column (`padding` less), the same for all of them.
QFont headingsFont(QPainter& painter, const QStringList& headings, const QList<qreal>& widths,
                   const QFont& bold, qreal padding) {
    qreal scale = 1;
    for (int c = 0; c < headings.size(); ++c)
        if (const qreal need = lineWidth(painter, bold, headings[c]); need > 0)
            scale = std::min(scale, (widths.value(c) - padding) / need);
    QFont font = bold;
    font.setPixelSize(std::max(1, int(bold.pixelSize() * std::max(0.5, scale))));
    return font;
}

/// Where the rows of a page of `page`'s size lie, and their line's height.
std::pair<QRectF, qreal> rowsArea(const QRectF& page) {
    const PaperBorder border = paperBorder(page);
    const QRectF inner =
        border.inner.adjusted(border.unit * 2, border.unit * 2, -border.unit * 2, -border.unit * 2);
    return {inner, inner.height() / (RowsPerPage + 4)};
}

/// Portrait, unless the columns need more than a portrait line holds (a
/// member's card with its notes): then the page is turned, rather than its
/// headings and notes shrunk to fit (they were set smaller, and cut).
QPageLayout::Orientation orientationFor(const TableText& text) {
    const auto [inner, line] = rowsArea(QRectF(0, 0, 595, 842)); // A4 in points
    QFont font(QStringLiteral("serif"));
    font.setPixelSize(std::max(1, int(line * 0.55)));
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF plain(font), strong(bold);
    qreal total = 0;
    for (int c = 0; c < text.headings.size(); ++c) {
        qreal need = strong.horizontalAdvance(text.headings[c]);
        for (const QStringList& row : text.rows)
            need = std::max(need, plain.horizontalAdvance(row.value(c)));
        total += need + line * 0.3;
    }
    return total <= inner.width() ? QPageLayout::Portrait : QPageLayout::Landscape;
}

/// One page: the title, the headings ruled in red, then its rows.
void paintPage(QPainter& painter, const QRectF& page, int index, const QString& title,
               const TableText& text) {
    paintPaper(painter, page);
    const auto [inner, line] = rowsArea(page);
    QFont font(QStringLiteral("serif"));
    font.setPixelSize(std::max(1, int(line * 0.55)));
    QFont bold = font;
    bold.setBold(true);
    QFont heading = font;
    heading.setPixelSize(std::max(1, int(line * 0.9)));
    const int pages = pagesOf(text);
    const QString pageTitle =
        pages > 1 ? QStringLiteral("%1 (%2/%3)").arg(title).arg(index + 1).arg(pages) : title;
    drawFittedText(painter, QRectF(inner.left(), inner.top(), inner.width(), line * 1.6), pageTitle,
                   heading, Qt::AlignLeft | Qt::AlignVCenter);
    qreal y = inner.top() + line * 2.2;
    const QList<qreal> widths = columnWidths(painter, text, font, bold, line * 0.3, inner.width());
    const auto drawRow = [&](const QStringList& cells, const QFont& f) {
        qreal x = inner.left();
        for (int c = 0; c < cells.size(); ++c) {
            const qreal width = widths.value(c);
            // Words to the left, figures to the right, as on the screen.
            const bool words = c == 0 || c == cells.size() - 1;
            drawFittedText(painter, QRectF(x + line * 0.15, y, width - line * 0.3, line), cells[c],
                           f, (words ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter, 0.5,
                           false);
            x += width;
        }
        y += line;
    };
    drawRow(text.headings, headingsFont(painter, text.headings, widths, bold, line * 0.3));
    painter.setPen(QPen(QColor(0xa0, 0x20, 0x20), std::max<qreal>(1, line * 0.05)));
    painter.drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y));
    painter.setPen(Qt::black); // the rows in ink, under the red rule
    const qsizetype first = qsizetype(index) * RowsPerPage;
    for (qsizetype r = first; r < std::min<qsizetype>(text.rows.size(), first + RowsPerPage); ++r)
        drawRow(text.rows[r], font);
}

} // namespace

QString bookTableFileName(const QString& title) {
    QString name = title;
    name.replace(QLatin1Char(':'), QLatin1Char(' ')).replace(QLatin1Char('/'), QLatin1Char(' '));
    return name.simplified() + QStringLiteral(".pdf");
}

int bookTableRowsPerPage() {
    return RowsPerPage;
}

void previewBookTable(QWidget* parent, const QString& title, const QTableWidget& table) {
    const TableText text = textOf(table);
    previewPagedSheet(
        parent, orientationFor(text),
        [&](QPainter& painter, const QRectF& page, int index) {
            paintPage(painter, page, index, title, text);
        },
        [&](const QRectF&) { return pagesOf(text); });
}

QString writeBookTablePdf(const QString& path, const QString& title, const QTableWidget& table) {
    const TableText text = textOf(table);
    return writePagedSheetPdf(
        path, title, orientationFor(text),
        [&](QPainter& painter, const QRectF& page, int index) {
            paintPage(painter, page, index, title, text);
        },
        [&](const QRectF&) { return pagesOf(text); });
}

} // namespace club::app
