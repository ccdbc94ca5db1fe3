// SPDX-License-Identifier: GPL-3.0-or-later
// A list of moves that keeps its latest line in view: at its end it stays
// at its end when lines come or the list grows shorter (the panel's other
// texts grew), until the player scrolls back to read.
#pragma once

class QAbstractScrollArea;

namespace club::app {

/// Keeps `area` scrolled to its end while it is there.
void followLatest(QAbstractScrollArea* area);

} // namespace club::app
