// SPDX-License-Identifier: GPL-3.0-or-later
// A Club Book table on paper: the standings or a member's card as the page
// shows them (its headings and rows, as read from the table on screen),
// under a title, on the club's sheet (common/paper.h), as many pages as
// the rows need, each page with the headings again. Printed and saved as
// PDF through the club's sheet printer (common/sheet_print.h), as the
// member's charts are.
#pragma once

#include <QString>

class QTableWidget;
class QWidget;

namespace club::app {

/// How many rows of the table fit one page below its title and headings.
int bookTableRowsPerPage();

/// The print preview of `table` under `title`.
void previewBookTable(QWidget* parent, const QString& title, const QTableWidget& table);
/// The PDF's file name offered for a sheet titled `title`: its words,
/// without the colons and slashes a file name cannot hold, spaced once.
QString bookTableFileName(const QString& title);
/// Writes `table` under `title` as an A4 PDF. @returns an empty string, or the error.
QString writeBookTablePdf(const QString& path, const QString& title, const QTableWidget& table);

} // namespace club::app
