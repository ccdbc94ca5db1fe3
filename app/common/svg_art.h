// SPDX-License-Identifier: GPL-3.0-or-later
// Each artwork file is parsed once for the whole program: one shared
// QSvgRenderer per file, for the game's page (SpriteSheet), its printed
// sheets and icons, and the chooser's lids. A second window of a game, or
// printing its sheet, draws from the same parsed drawing.
#pragma once

#include <QString>

class QSvgRenderer;

namespace club::app {

/// The one renderer of the SVG at `resourcePath` (e.g.
/// ":/players-club/pm.svg"), parsed on first use and kept until the
/// program ends. GUI thread only.
QSvgRenderer& svgArt(const QString& resourcePath);

/// How many renderers were made for `resourcePath` so far: 1 once used,
/// whatever draws it (tests check that nothing parses a file twice).
int svgArtLoads(const QString& resourcePath);

} // namespace club::app
