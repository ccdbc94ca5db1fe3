// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the Cribbage suites: cards and hands from text.
#pragma once

#include "crib/card.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <string>

namespace cribtest {

using namespace club::crib;

inline Card card(const char* text) {
    const auto c = parseCard(text);
    if (!c) qFatal("bad card %s", text);
    return *c;
}

/// "5H 5C JS" -> the cards.
inline Hand cards(const QString& text) {
    Hand out;
    for (const QString& t : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back(card(t.toLatin1().constData()));
    return out;
}

inline bool quick() {
    return qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS");
}

} // namespace cribtest
