// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page's words for what the book keeps as ids: a game's name
// (from the chooser's catalogue), a whole's unit, a computer by its level
// in the player's words, a period, and a figure as a player reads it.
#pragma once

#include "book_stats.h"
#include "core/finished_game.h"

#include <QCoreApplication>
#include <QString>

namespace club::app {

class BookWords {
    Q_DECLARE_TR_FUNCTIONS(club::app::BookWords)
public:
    /// The game's name on its lid; the id itself for a game not registered.
    static QString gameName(const QString& kind);
    /// A row of `kind` in `unit`: the game's name, with the whole named
    /// after it ("P.M. (rubbers)"); a kind's only unit is not named.
    static QString gameAndUnit(const QString& kind, const QString& unit, bool onlyUnit);
    /// "Computer (Expert)": a computer seat by its level, never its engine name.
    static QString computerName(const QString& level);
    /// A seat of a finished game: a member by name; a computer by the name
    /// it played under and its level ("Bertie (computer, Expert)"), or by
    /// its level alone when the book has no name for it (games written
    /// before the book kept one).
    static QString seatName(const FinishedSeat& seat);
    /// A standing's player: the member's name, or the computer's level.
    static QString playerName(const book::Standing& standing);
    static QString periodName(book::Period period);
    /// The period as a printed sheet says it, dated from `now` (a sheet
    /// saying "Tonight" told nobody which night): "the night of
    /// Wednesday, December 2, 2026", "December 2026", "2026", "all time
    /// to Wednesday, December 2, 2026".
    static QString periodOnPaper(book::Period period, const QDateTime& now);
    /// 0.5 as "50%".
    static QString percent(double rate);
    /// What the game makes memorable in a member's record ("" for nothing).
    static QString ofNote(const book::MemberGameRecord& record);
};

} // namespace club::app
