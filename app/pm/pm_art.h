// SPDX-License-Identifier: GPL-3.0-or-later
// Element ids of resources/pm.svg used by the P.M. table, in one place
// (a test checks that each exists with non-empty bounds).
#pragma once

#include <QIcon>

class QPainter;
#include <QString>
#include <QStringList>

namespace club::app::pm_art {

/// A card's width over its height, as the artwork draws them.
inline constexpr qreal cardAspect = 5.0 / 7.0;

/// The artwork file the ids below are in.
inline const QString artPath = QStringLiteral(":/players-club/pm.svg");

inline const QString board = QStringLiteral("pm-board");
inline const QString boardName = QStringLiteral("pm-board-name");
inline const QString container = QStringLiteral("pm-container");
inline const QString containerLarge = QStringLiteral("pm-container-large");
inline const QString containerSmall = QStringLiteral("pm-container-small");
inline const QString cardHighlight = QStringLiteral("pm-card-highlight");
inline const QString spotHighlight = QStringLiteral("pm-spot-highlight");
inline const QString spotBust = QStringLiteral("pm-spot-bust");
inline const QString turnMarker = QStringLiteral("pm-turn-marker");
inline const QString ring = QStringLiteral("pm-ring");
inline const QString title = QStringLiteral("pm-title");

inline QString star(int i) {
    return QStringLiteral("pm-board-star-%1").arg(i + 1);
}
/// The printed square of a place (its number and circle), 1 to 25.
inline QString box(int place) {
    return QStringLiteral("pm-board-box-%1").arg(place);
}
inline QString spot(int place) {
    return QStringLiteral("pm-board-spot-%1").arg(place);
}
/// Colour index 0..7 as in ARTWORK.md, each with its own mark.
inline QString man(int colour) {
    return QStringLiteral("pm-man-%1").arg(colour + 1);
}
inline QString cardFace(int value) {
    return value > 0 ? QStringLiteral("pm-card-plus-%1").arg(value)
                     : QStringLiteral("pm-card-minus-%1").arg(-value);
}
inline QString back(bool octagonal) {
    return octagonal ? QStringLiteral("pm-back-octagonal") : QStringLiteral("pm-back-circular");
}

/// A man of the colour with his mark, as an icon for lists and tables, so
/// that no list tells players apart by colour alone.
QIcon manIcon(int colour);
/// Draws that man into `target` on any painter (the score sheet, printing).
void paintMan(QPainter& painter, int colour, const QRectF& target);

/// Every id the program draws.
QStringList allIds();

} // namespace club::app::pm_art
