// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. rubber score sheet (PM-19, PM-20): five games by players, totals,
// the winner, minus scores ringed. One painter routine draws it on screen,
// in print preview, to PDF, and blank for people playing with a real set.
#pragma once

#include "common/paper.h"

#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <optional>

class QPainter;
class QWidget;

namespace club::pm {
class Rubber;
}

namespace club::app {

struct ScoreSheet {
    QString heading;
    QStringList names;                       ///< empty strings on a blank sheet
    QList<int> colours;                      ///< each player's colour and mark, if known
    QList<QList<std::optional<int>>> scores; ///< [game][player]
    QList<std::optional<int>> totals;        ///< per player, once any game is over
    QList<int> winners;                      ///< when the rubber is over
    QString note;                            ///< e.g. the sections of PM-21
    bool blank = false;
    /// Cream card on screen; white paper when printed, unless the player
    /// keeps the cream (printCreamPaper()).
    bool cream = true;
};

/// The player's choice to print on the cream of the screen (a setting).
bool printCreamPaper();
void setPrintCreamPaper(bool cream);
/// The sheet as it goes to paper: white unless the player chose cream.
ScoreSheet forPaper(ScoreSheet sheet);

/// Where the sheet's double border lies on a page, and the sheet's unit
/// (common/paper.h: every printed sheet shares the border).
using ScoreSheetBorder = PaperBorder;
inline ScoreSheetBorder scoreSheetBorder(const QRectF& page) {
    return paperBorder(page);
}

ScoreSheet scoreSheetFor(const pm::Rubber& rubber);
ScoreSheet blankScoreSheet(int players);

/// Draws the sheet to fill `page` (any painter: widget, printer, PDF).
void paintScoreSheet(QPainter& painter, const QRectF& page, const ScoreSheet& sheet);

// Both print through the club's shared printer (common/sheet_print.h).
/// Writes the sheet as A4 PDF, `copies` pages of it (blank sheets for
/// several rubbers). @returns an empty string or the error.
QString exportScoreSheetPdf(const ScoreSheet& sheet, const QString& path, int copies = 1);
/// Opens the print preview of the sheet (one page); the person prints from
/// there, or cancels.
void previewScoreSheet(const ScoreSheet& sheet, QWidget* parent);

/// Registers --blank-score-sheet (common/sheet_commands.h); called by registerPmGame().
void registerPmSheetCommands();

} // namespace club::app
