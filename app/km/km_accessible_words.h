// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences a screen reader hears about the King's Men board: what
// stands on a square and what it means now. One whole sentence per string,
// written out for each side, so every language can word it naturally.
#pragma once

#include "engine/km/board.h"
#include "engine/km/position.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace club::app {

class KmSquareWords {
    Q_DECLARE_TR_FUNCTIONS(KmSquareWords)
public:
    /// "Orange token on a Field square.", "Empty Blue Lodge." and the like.
    /// @pre zoneOf(square) != Zone::Off
    static QString standing(int square, km::Cell cell);
    /// The jumped token, shown faded until its Lodge is chosen (KM-4).
    static QString heldToken(km::Side side);
    static QString canMove();
    static QString selected();
    static QString stepHere();
    /// `over`: the square of the token the jump captures.
    static QString jumpHere(const QString& over);
    static QString lodgeOpen();
    static QString lastMoveFrom();
    static QString lastMoveTo();
    /// A square of a row formed this move (KM-6): `rowName` like "c5-e5".
    static QString rowEnd(const QString& rowName);
    /// A middle square while the person chooses among several rows.
    static QString rowMiddle(const QString& rowName, bool ticked);
    /// A middle square of the only row formed, or while the computer chooses.
    static QString rowMiddlePending(const QString& rowName);
    /// A row of the board, as a group of squares: "Row 11".
    static QString boardRow(int number);
    /// What stands in a row: the squares of one side's tokens, left to right.
    static QString rowTokens(km::Side side, const QStringList& squares);
    static QString rowEmpty();
};

} // namespace club::app
