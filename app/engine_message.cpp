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

} // namespace club::app
