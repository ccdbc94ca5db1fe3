// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_table_sheet.h"

#include "common/paper.h"
#include "common/sheet_print.h"

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
    QList<qreal> widths; ///< each column's share of the line, from the screen's widths
};

TableText textOf(const QTableWidget& table) {
    TableText text;
    qreal total = 0;
    for (int c = 0; c < table.columnCount(); ++c) {
        const QTableWidgetItem* heading = table.horizontalHeaderItem(c);
        text.headings << (heading ? heading->text() : QString());
        text.widths << std::max(1, table.columnWidth(c));
        total += text.widths.last();
    }
    for (qreal& width : text.widths)
        width /= total;
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

/// One page: the title, the headings ruled in red, then its rows.
void paintPage(QPainter& painter, const QRectF& page, int index, const QString& title,
               const TableText& text) {
    const PaperBorder border = paintPaper(painter, page);
    const QRectF inner =
        border.inner.adjusted(border.unit * 2, border.unit * 2, -border.unit * 2, -border.unit * 2);
    const qreal line = inner.height() / (RowsPerPage + 4);
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
    const auto drawRow = [&](const QStringList& cells, const QFont& f) {
        qreal x = inner.left();
        for (int c = 0; c < cells.size(); ++c) {
            const qreal width = inner.width() * text.widths.value(c);
            // Words to the left, figures to the right, as on the screen.
            const bool words = c == 0 || c == cells.size() - 1;
            drawFittedText(painter, QRectF(x + line * 0.15, y, width - line * 0.3, line), cells[c],
                           f, (words ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter, 0.5,
                           false);
            x += width;
        }
        y += line;
    };
    drawRow(text.headings, bold);
    painter.setPen(QPen(QColor(0xa0, 0x20, 0x20), std::max<qreal>(1, line * 0.05)));
    painter.drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y));
    painter.setPen(Qt::black); // the rows in ink, under the red rule
    const qsizetype first = qsizetype(index) * RowsPerPage;
    for (qsizetype r = first; r < std::min<qsizetype>(text.rows.size(), first + RowsPerPage); ++r)
        drawRow(text.rows[r], font);
}

} // namespace

int bookTableRowsPerPage() {
    return RowsPerPage;
}

void previewBookTable(QWidget* parent, const QString& title, const QTableWidget& table) {
    const TableText text = textOf(table);
    previewPagedSheet(
        parent, QPageLayout::Portrait,
        [&](QPainter& painter, const QRectF& page, int index) {
            paintPage(painter, page, index, title, text);
        },
        [&](const QRectF&) { return pagesOf(text); });
}

QString writeBookTablePdf(const QString& path, const QString& title, const QTableWidget& table) {
    const TableText text = textOf(table);
    return writePagedSheetPdf(
        path, title, QPageLayout::Portrait,
        [&](QPainter& painter, const QRectF& page, int index) {
            paintPage(painter, page, index, title, text);
        },
        [&](const QRectF&) { return pagesOf(text); });
}

} // namespace club::app
