// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet_print.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace club::app {

namespace {
struct SheetPrintWords {
    Q_DECLARE_TR_FUNCTIONS(SheetPrintWords)
};
} // namespace

void previewPagedSheet(QWidget* parent, QPageLayout::Orientation orientation,
                       const PagedSheetPainter& paint, const SheetPageCount& pages) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageOrientation(orientation);
    QPrintPreviewDialog preview(&printer, parent);
    QObject::connect(
        &preview, &QPrintPreviewDialog::paintRequested, &preview, [&paint, &pages](QPrinter* pr) {
            QPainter painter(pr);
            const QRectF page = pr->pageRect(QPrinter::DevicePixel)
                                    .translated(-pr->pageRect(QPrinter::DevicePixel).topLeft());
            const int count = qMax(1, pages(page));
            for (int i = 0; i < count; ++i) {
                if (i > 0) pr->newPage();
                paint(painter, page, i);
            }
        });
    preview.exec();
}

QString writePagedSheetPdf(const QString& path, const QString& title,
                           QPageLayout::Orientation orientation, const PagedSheetPainter& paint,
                           const SheetPageCount& pages) {
    {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(orientation);
        writer.setResolution(300);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Players Club"));
        QPainter painter;
        if (!painter.begin(&writer)) return SheetPrintWords::tr("Cannot write %1").arg(path);
        const QRectF page(painter.viewport());
        const int count = qMax(1, pages(page));
        for (int i = 0; i < count; ++i) {
            if (i > 0) writer.newPage();
            paint(painter, page, i);
        }
        painter.end();
    }
    if (!QFileInfo(path).exists() || QFileInfo(path).size() == 0)
        return SheetPrintWords::tr("Cannot write %1").arg(path);
    return {};
}

void previewSheet(QWidget* parent, QPageLayout::Orientation orientation, const SheetPainter& paint,
                  int pages) {
    previewPagedSheet(
        parent, orientation, [&paint](QPainter& p, const QRectF& page, int) { paint(p, page); },
        [pages](const QRectF&) { return pages; });
}

QString writeSheetPdf(const QString& path, const QString& title,
                      QPageLayout::Orientation orientation, const SheetPainter& paint, int pages) {
    return writePagedSheetPdf(
        path, title, orientation,
        [&paint](QPainter& p, const QRectF& page, int) { paint(p, page); },
        [pages](const QRectF&) { return pages; });
}

} // namespace club::app
