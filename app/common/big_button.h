// SPDX-License-Identifier: GPL-3.0-or-later
// The one big button of a screen that covers the table (Deal on the cut
// for the deal, "I am Ann — show my cards" on the pass screen).
#pragma once

class QPushButton;

namespace club::app {

/// Sizes `button` to its words as they are now: `height` px tall at the
/// usual font, and room either side of the words, both growing with the
/// font (fontScale()); a style's fixed padding alone left "Deal" touching
/// its edges on a 4K screen. Call again when the words or the font change.
void sizeBigButton(QPushButton* button, int height);

} // namespace club::app
