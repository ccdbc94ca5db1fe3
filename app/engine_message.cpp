// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine_message.h"

#include <QCoreApplication>

namespace club::app {

namespace {
QString translated(const char* source, int count) {
    return QCoreApplication::translate(MessageContext, source, nullptr, count);
}
} // namespace

QString wordMessage(const Message& message) {
    return message.text(&translated);
}

QString wordSentence(const Message& message) {
    QString text = wordMessage(message).trimmed();
    if (text.isEmpty()) return text;
    text[0] = text[0].toUpper();
    if (!text.endsWith(QLatin1Char('.')) && !text.endsWith(QLatin1Char('!')) &&
        !text.endsWith(QLatin1Char('?')))
        text += QLatin1Char('.');
    return text;
}

} // namespace club::app
