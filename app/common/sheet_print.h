// SPDX-License-Identifier: GPL-3.0-or-later
// Printing a club sheet: the print preview (QPrintPreviewDialog) and the
// PDF file (QPdfWriter, A4, 300 dpi), around any routine that paints the
// sheet page by page. Every printed sheet goes through here (P.M.'s score
// sheet, the cribbage match sheet, the party night's cards and sheets); a
// game's sheet brings only its painting, and the paper itself is
// common/paper.h's.
#pragma once

#include <QPageLayout>
#include <QString>

#include <functional>

class QPagedPaintDevice;
class QPainter;
class QRectF;
class QWidget;

namespace club::app {

/// Paints page `index` (from 0) of a sheet of several pages.
using PagedSheetPainter = std::function<void(QPainter& painter, const QRectF& page, int index)>;
/// How many pages the sheet takes on paper of the size of `page`.
using SheetPageCount = std::function<int(const QRectF& page)>;

/// Paints a whole sheet in one run, for sheets whose pages are only known
/// as they are painted (the party night's): `newPage()` turns to a fresh
/// page before each page after the first.
using SheetRunPainter = std::function<void(QPainter& painter, const QRectF& page,
                                           const std::function<void()>& newPage)>;

/// The print preview of a sheet whose pages follow from the paper's size.
void previewPagedSheet(QWidget* parent, QPageLayout::Orientation orientation,
                       const PagedSheetPainter& paint, const SheetPageCount& pages);
/// Writes such a sheet as an A4 PDF. @returns an empty string, or the error.
QString writePagedSheetPdf(const QString& path, const QString& title,
                           QPageLayout::Orientation orientation, const PagedSheetPainter& paint,
                           const SheetPageCount& pages);

/// The print preview of a sheet painted in one run; `windowTitle` names
/// the preview's window (empty: Qt's own).
void previewSheetRun(QWidget* parent, QPageLayout::Orientation orientation,
                     const SheetRunPainter& paint, const QString& windowTitle = {});
/// Writes a sheet painted in one run as an A4 PDF. @returns an empty
/// string, or the error (translated) when the file could not be written.
QString writeSheetRunPdf(const QString& path, const QString& title,
                         QPageLayout::Orientation orientation, const SheetRunPainter& paint);
/// Paints the sheet onto `device` from its current page (what the preview
/// and the PDF writer both do). @returns false when nothing could be
/// painted on it.
bool paintSheetRun(QPagedPaintDevice& device, const SheetRunPainter& paint);

} // namespace club::app
