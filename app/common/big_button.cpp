// SPDX-License-Identifier: GPL-3.0-or-later
#include "big_button.h"

#include "fonts.h"

#include <QPushButton>

namespace club::app {

void sizeBigButton(QPushButton* button, int height) {
    const qreal scale = fontScale();
    button->setMinimumHeight(qRound(height * scale));
    // Room either side of the words, as a button the size of a card table's sign.
    button->setMinimumWidth(button->fontMetrics().horizontalAdvance(button->text()) +
                            qRound(64 * scale));
}

} // namespace club::app
