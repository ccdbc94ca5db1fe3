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
/// "1 counter", "2 counters" in the player's language.
QString counters(int n);
/// The finishing order and stakes, one sentence.
QString outcomeText(const pat::Setup& setup, const QList<int>& finishingSeats,
                    const QList<int>& stakes, int winningSide);

} // namespace club::app::patwords
