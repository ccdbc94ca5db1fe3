// SPDX-License-Identifier: GPL-3.0-or-later
// An icon drawn afresh at whatever size and pixel ratio it is shown, so
// artwork beside text stays sharp however large the system font and the
// screen's scale make it (a QIcon of fixed pixmaps is enlarged and blurs).
#pragma once

#include <QIcon>
#include <functional>

class QPainter;

namespace club::app {

/// Draws the picture into `target` on `painter`.
using IconPainter = std::function<void(QPainter& painter, const QRectF& target)>;

QIcon paintedIcon(IconPainter paint);

} // namespace club::app
