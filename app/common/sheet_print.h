// SPDX-License-Identifier: GPL-3.0-or-later
// Printing a club sheet: the print preview (QPrintPreviewDialog) and the
// PDF file (QPdfWriter, A4, 300 dpi), around any routine that paints the
// sheet to fill a page. A game's sheet brings only its painting; the paper
// itself is common/paper.h's.
#pragma once

#include <QPageLayout>
#include <QString>

#include <functional>

class QPainter;
class QRectF;
class QWidget;

namespace club::app {

/// Paints one page of a sheet to fill `page` (device units of the painter).
using SheetPainter = std::function<void(QPainter& painter, const QRectF& page)>;

/// Paints page `index` (from 0) of a sheet of several pages.
using PagedSheetPainter = std::function<void(QPainter& painter, const QRectF& page, int index)>;
/// How many pages the sheet takes on paper of the size of `page`.
using SheetPageCount = std::function<int(const QRectF& page)>;

/// The print preview of a sheet whose pages follow from the paper's size.
void previewPagedSheet(QWidget* parent, QPageLayout::Orientation orientation,
                       const PagedSheetPainter& paint, const SheetPageCount& pages);
/// Writes such a sheet as an A4 PDF. @returns an empty string, or the error.
QString writePagedSheetPdf(const QString& path, const QString& title,
                           QPageLayout::Orientation orientation, const PagedSheetPainter& paint,
                           const SheetPageCount& pages);

/// Opens the print preview for `pages` pages of the sheet; the person
/// prints from there (or cancels).
void previewSheet(QWidget* parent, QPageLayout::Orientation orientation, const SheetPainter& paint,
                  int pages = 1);

/// Writes the sheet as an A4 PDF. @returns an empty string, or the error
/// (translated) when the file could not be written.
QString writeSheetPdf(const QString& path, const QString& title,
                      QPageLayout::Orientation orientation, const SheetPainter& paint,
                      int pages = 1);

} // namespace club::app
