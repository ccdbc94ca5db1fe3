// Shared by the harnesses: the bytes as Qt sees them, and the round trip
// check (for every file a loader accepts, save then load gives the same
// game). A finding is an abort: a crash, a sanitizer report, an exception
// other than club::FormatError leaving a loader, or a failed round trip.
#pragma once

#include "core/json_text.h"

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

} // namespace fuzz
