// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of a game in a window of their own: the page's HTML in the text
// font, sized for the system font and never past the screen.
#pragma once

#include <QString>

class QWidget;

namespace club::app {

void showRulesDialog(QWidget* parent, const QString& title, const QString& html);

} // namespace club::app
