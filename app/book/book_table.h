// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page's tables: read-only figures in ink on card stock, the
// heading ruled in red, like the club's printed score sheets; the first
// column and the stretching one words, the others figures set right.
#pragma once

#include <QList>
#include <QStringList>

class QTableView;
class QTableWidget;
class QWidget;

namespace club::app {

/// The room left and right of a cell's words, in pixels.
inline constexpr int BookCellPadding = 8;

/// A read-only table in the book's look; Tab leaves it.
QTableWidget* makeBookTable(QWidget* parent);
/// Gives `table` (a view of a model of its own) the book's look.
void styleBookTable(QTableView* table);

/// Fills `table` with `headings` and `rows` (each as long as the
/// headings), the columns sized to their contents and column `stretch`
/// taking the room left.
void fillBookTable(QTableWidget* table, const QStringList& headings, const QList<QStringList>& rows,
                   int stretch = 0);

/// Makes `table` as tall as its rows.
void fitBookTableHeight(QTableWidget* table);
/// Keeps `table` as tall as its rows (a table inside a scrolling card):
/// now, and whenever its columns change width and a note wraps anew.
void keepBookTableWhole(QTableWidget* table);

} // namespace club::app
