// SPDX-License-Identifier: GPL-3.0-or-later
// What the party sheets share: the night as the paper sees it (drawn in the
// app, or blank), the pages, the heading and the words.
#pragma once

#include "common/paper.h"
#include "party/knockout.h"
#include "party/night_types.h"

#include <QCoreApplication>
#include <QFont>
#include <QStringList>

#include <functional>
#include <vector>

class QPainter;

namespace club::app {

/// The translation context of every word on the party sheets.
struct PartySheetWords {
    Q_DECLARE_TR_FUNCTIONS(PartySheetWords)
};

/// A night as the sheets show it. A blank night has no names: its entrants
/// are numbered cards (drive) or numbered pairs (knockout), seated in round
/// 1 as a draw in card order would seat them.
struct PaperNight {
    party::Format format = party::Format::Drive;
    QString title;
    bool blank = true;
    QStringList names;                     ///< display names; empty when blank
    int entrants = 0;                      ///< people or pairs
    int plannedRounds = 0;                 ///< rounds the night will have
    std::vector<party::Round> rounds;      ///< seated so far (blank: round 1)
    std::vector<int> tableSizes;           ///< drive: seats at table 1, 2, ... (every round)
    std::vector<party::FeedRound> bracket; ///< knockout: the shape of every round
    std::vector<party::Standing> standings;
    bool over = false;

    bool drive() const { return format == party::Format::Drive; }
    /// An entrant's name, or on a blank night its card ("No. 3") or pair ("Pair 3").
    QString name(int entrant) const;
    /// Tables in round `round` (0-based): seated, or as the night will have them.
    int tablesIn(int round) const;
    /// The table number where `entrant` sits in `round`, or 0 (bye, or not seated yet).
    int tableOf(int entrant, int round) const;
};

/// Hands out the pages one after another on one painter (the shared
/// printer's run, common/sheet_print.h).
class SheetPages {
public:
    /// `page` is the paper's rect on the painter; `newPage` turns to a fresh one.
    SheetPages(QPainter& painter, const QRectF& page, std::function<void()> newPage)
        : painter_(painter), page_(page), newPage_(std::move(newPage)) {}
    /// Starts a new page (the device's current one the first time) with
    /// white paper and the border. @returns where the border lies.
    PaperBorder next();
    QPainter& painter() { return painter_; }
    QRectF page() const { return page_; }

private:
    QPainter& painter_;
    QRectF page_;
    std::function<void()> newPage_;
    bool first_ = true;
};

/// The sheet's head: the game's name in Deco capitals, the sheet's name in
/// red spaced capitals and the night's title. @returns the y below it.
qreal paintSheetHeading(QPainter& painter, const QRectF& area, qreal unit, const PaperNight& night,
                        const QString& sheetName, qreal scale = 1.0);

/// Fonts sized in the sheet's unit.
QFont paperText(qreal unit, qreal size, bool bold = false);
QFont paperTitle(qreal unit, qreal size, int weight = QFont::Bold);

/// A score as printed: the minus sign a real minus, so nobody doubts it.
QString signedScore(int score);

/// A line to write on, from `from` to `to`.
void writingLine(QPainter& painter, QPointF from, QPointF to, qreal unit);

// The sheets, each on as many pages as it needs.
void paintTableCards(SheetPages& pages, const PaperNight& night);
void paintTallyCards(SheetPages& pages, const PaperNight& night);
void paintDrawSheet(SheetPages& pages, const PaperNight& night);
void paintBracket(SheetPages& pages, const PaperNight& night);
void paintStandings(SheetPages& pages, const PaperNight& night);

} // namespace club::app
