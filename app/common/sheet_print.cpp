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

/// A paged sheet as one run: its pages one after another (`paint` and
/// `pages` outlive the run).
SheetRunPainter runOf(const PagedSheetPainter& paint, const SheetPageCount& pages) {
    return [paint = &paint, pages = &pages](QPainter& painter, const QRectF& page,
                                            const std::function<void()>& newPage) {
        const int count = qMax(1, (*pages)(page));
        for (int i = 0; i < count; ++i) {
            if (i > 0) newPage();
            (*paint)(painter, page, i);
        }
    };
}
} // namespace

bool paintSheetRun(QPagedPaintDevice& device, const SheetRunPainter& paint) {
    QPainter painter;
    if (!painter.begin(&device)) return false;
    // The page's printable area in device units, from its top left corner.
    const QRectF page(painter.viewport());
    paint(painter, page, [&device] { device.newPage(); });
    return painter.end();
}

void previewSheetRun(QWidget* parent, QPageLayout::Orientation orientation,
                     const SheetRunPainter& paint, const QString& windowTitle) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageOrientation(orientation);
    QPrintPreviewDialog preview(&printer, parent);
    if (!windowTitle.isEmpty()) preview.setWindowTitle(windowTitle);
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                     [&paint](QPrinter* pr) { paintSheetRun(*pr, paint); });
    preview.exec();
}

QString writeSheetRunPdf(const QString& path, const QString& title,
                         QPageLayout::Orientation orientation, const SheetRunPainter& paint) {
    bool painted = false;
    {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(orientation);
        writer.setResolution(300);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Players Club"));
        painted = paintSheetRun(writer, paint);
    }
    if (!painted || !QFileInfo(path).exists() || QFileInfo(path).size() == 0)
        return SheetPrintWords::tr("Cannot write %1").arg(path);
    return {};
}

void previewPagedSheet(QWidget* parent, QPageLayout::Orientation orientation,
                       const PagedSheetPainter& paint, const SheetPageCount& pages) {
    previewSheetRun(parent, orientation, runOf(paint, pages));
}

QString writePagedSheetPdf(const QString& path, const QString& title,
                           QPageLayout::Orientation orientation, const PagedSheetPainter& paint,
                           const SheetPageCount& pages) {
    return writeSheetRunPdf(path, title, orientation, runOf(paint, pages));
}

} // namespace club::app
