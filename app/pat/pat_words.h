// SPDX-License-Identifier: GPL-3.0-or-later
// The table's words for Patchesi: colour and level names, seat names, the
// names of the board's squares and what stands on them, and the end of a
// game. One translation context (PatWords) for all of them.
#pragma once

#include "engine/pat/setup.h"

#include <QString>

namespace club::app::patwords {

/// "Red", "Green", "Yellow", "Purple".
QString colourName(int colour);
/// The counter's mark, so colour is never the only cue: "dot", "cross", ...
QString markName(int colour);
/// "Beginner", "Standard", "Expert" for the levels; the kind otherwise.
QString levelName(const QString& kind);
/// The computer kinds a seat may be given, levels only: beginner, standard, expert.
QStringList levelKinds();
/// "Ann (Red)", "Red (computer, Expert)", ...
QString seatName(const pat::Setup& setup, int seat);
/// The seat's name alone (its colour when the name is empty).
QString plainName(const pat::Setup& setup, int seat);
/// The colour of the person the screen speaks to as "you": the seat to move
/// when a person holds it, else the only person at the table; -1 when
/// nobody in particular (no person, or several and a computer to move).
int viewerColour(const pat::Setup& setup, int seatToMove);
/// "1 counter", "2 counters" in the player's language.
QString counters(int n);
/// Who partners whom (PAT-P1): "Ann and Yellow play against Green and Purple."
QString sidesText(const pat::Setup& setup);
/// A count of stakes with its sign: "+4", "−2" (a true minus), "0".
QString signedCount(int n);
/// How the pool is shared, as the New Game dialog says it before the game
/// (PAT-11, PAT-P9): the whole pool with two players, less one third for
/// the second HOME with three or four, shared by the winning side.
QString stakesRule(pat::Kind kind, int players);
/// The finishing order, one line a place: "First HOME: Ann (Red)".
QStringList finishingLines(const pat::Setup& setup, const QList<int>& finishingSeats,
                           int winningSide);
/// The stakes paid at the end, worded for the game played; empty without stakes.
QString stakesPaidText(const pat::Setup& setup, const QList<int>& finishingSeats,
                       const QList<int>& stakes, int winningSide);
/// The finishing order and stakes, one sentence.
QString outcomeText(const pat::Setup& setup, const QList<int>& finishingSeats,
                    const QList<int>& stakes, int winningSide);

} // namespace club::app::patwords
