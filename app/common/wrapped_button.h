// SPDX-License-Identifier: GPL-3.0-or-later
// A check box or radio button cannot wrap its text; in a panel of fixed
// width a long translation ("Einzigen möglichen Zug automatisch ziehen")
// was cut off. This breaks the text into lines that fit instead.
#pragma once

#include <QString>

class QAbstractButton;

namespace club::app {

/// Sets `text` on `button`, broken between words into lines so that the
/// button, box and all, is at most `width` pixels wide (a single word too
/// long for it keeps its own line). Its accessible name stays one line.
void setWrappedText(QAbstractButton* button, const QString& text, int width);

} // namespace club::app
