// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the harnesses: the bytes as Qt sees them, and the round trip
// check (for every file a loader accepts, save then load gives the same
// game). A finding is an abort: a crash, a sanitizer report, an exception
// other than club::FormatError leaving a loader, a refusal whose message
// is not safe to show (findings 5 and 9 of issue 14), or a failed round trip.
#pragma once

#include "core/format_error.h"
#include "core/json_text.h"
#include "core/printable.h"

#include <QByteArray>
#include <QJsonObject>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace fuzz {

inline QByteArray bytes(const std::uint8_t* data, std::size_t size) {
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

/// A save file's bytes as the program writes them: the envelope and `body`.
inline QByteArray saveBytes(QJsonObject body, const char* game, int version) {
    body.insert(QStringLiteral("format"), QStringLiteral("players-club"));
    body.insert(QStringLiteral("game"), QString::fromLatin1(game));
    body.insert(QStringLiteral("version"), version);
    return club::json::serialize(body);
}

[[noreturn]] inline void finding(const char* what) {
    std::fprintf(stderr, "FINDING: %s\n", what);
    std::abort();
}

/// A refusal's message is shown in a message box and printed by the tool:
/// it must say something, quote outside text with control characters
/// escaped, and hold no half of a surrogate pair.
inline void checkRefusal(const club::FormatError& e) {
    const QString text = e.message().english();
    if (text.trimmed().isEmpty()) finding("a refusal without a message");
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < 0x20 || (c >= 0x7f && c < 0xa0)) {
            std::fprintf(stderr, "%s\n", qPrintable(club::quotable(text, -1)));
            finding("a refusal quoting a control character");
        }
        const bool pair =
            QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate();
        if (pair)
            ++i;
        else if (QChar::isSurrogate(c))
            finding("a refusal holding half a surrogate pair");
    }
}

} // namespace fuzz
