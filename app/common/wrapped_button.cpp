// SPDX-License-Identifier: GPL-3.0-or-later
#include "wrapped_button.h"

#include <QAbstractButton>
#include <QStringList>

namespace club::app {

namespace {
/// The text as shown: mnemonic marks gone, "&&" a single "&".
QString shown(QString text) {
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    return text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
}
} // namespace

void setWrappedText(QAbstractButton* button, const QString& text, int width) {
    button->setAccessibleName(shown(text));
    button->setText(text);
    // What the box, its spacing and margins take, beside the text itself.
    const int around =
        button->sizeHint().width() - button->fontMetrics().horizontalAdvance(shown(text));
    const int room = width - around;
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList lines;
    for (const QString& word : words) {
        if (!lines.isEmpty() && button->fontMetrics().horizontalAdvance(
                                    shown(lines.last() + QLatin1Char(' ') + word)) <= room)
            lines.last() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    button->setText(lines.join(QLatin1Char('\n')));
}

} // namespace club::app
