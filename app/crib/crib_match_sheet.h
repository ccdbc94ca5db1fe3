// SPDX-License-Identifier: GPL-3.0-or-later
// The match sheet of Once Around Cribbage (CR-21 to CR-25): game by game,
// each side's points, corners and high hand and how the game was won
// (lurch, skunk, double skunk), then the match's totals: games, points,
// corners, skunks and each player's high hand. One painter routine draws it
// in print preview and to PDF, on the club's paper (common/paper.h).
#pragma once

#include "engine/crib/match_file.h"

#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPainter;
class QWidget;

namespace club::app {

struct CribMatchSheet {
    QString heading;       ///< "Once Around Cribbage: match sheet"
    QString rules;         ///< the match's setup in words (game, hands, corners...)
    QStringList sides;     ///< each side's name (partners joined)
    QList<QColor> colours; ///< each side's peg colour
    struct Game {
        int number = 0;
        QList<int> points, corners, highHand; ///< per side
        QString result;                       ///< who won and how
    };
    QList<Game> games; ///< the finished games, in order
    QString inPlay;    ///< the game in play, if any ("Game 3 in play: 45 to 30")
    bool over = false; ///< a match of a set length played out: its totals are final
    QList<int> totalGames, totalPoints, totalCorners, totalSkunks, doubleSkunks, highHand;
    bool skunks = true;          ///< CR-24: skunks are counted (a game of 121; none at 61)
    QStringList playerHighHands; ///< "Ann 20", per player, when partners share a side
    QString notes;               ///< what the lurch, skunks and high hand mean in this match
};

/// The match's totals for one side in a line; skunks only where they are counted.
QString cribMatchTotalsLine(const CribMatchSheet& sheet, int side);

CribMatchSheet cribMatchSheetFor(const crib::Match& match, const std::vector<crib::Seat>& seats);

/// How many pages the sheet takes on paper of the size of `page`: a long
/// match's games go on over further pages, the totals on the last.
int cribMatchSheetPages(const CribMatchSheet& sheet, const QRectF& page);
/// Draws page `index` of the sheet to fill `page` (printer, PDF, widget).
void paintCribMatchSheet(QPainter& painter, const QRectF& page, const CribMatchSheet& sheet,
                         int index = 0);

/// Writes the sheet as A4 PDF. @returns an empty string or the error.
QString exportCribMatchSheetPdf(const CribMatchSheet& sheet, const QString& path);
/// The print preview of the sheet.
void previewCribMatchSheet(const CribMatchSheet& sheet, QWidget* parent);

} // namespace club::app
