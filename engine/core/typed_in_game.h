// SPDX-License-Identifier: GPL-3.0-or-later
// A game typed in from a sheet rather than played here (a party night's
// table read off the club's own set, as the night's book result says) carries
// "typedIn": true in its options and no record: it counts in the club's
// book as any game of its kind, but it cannot be replayed.
#pragma once

#include "finished_game.h"

namespace club {

inline const QString TypedInOption = QStringLiteral("typedIn");

inline bool isTypedIn(const FinishedGame& game) {
    return game.options.value(TypedInOption).toBool();
}

} // namespace club
