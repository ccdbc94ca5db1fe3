// SPDX-License-Identifier: GPL-3.0-or-later
// Party night files join the engine's list of games (core/game_formats.h).
#include "core/format_error.h"
#include "core/game_formats.h"
#include "night_file.h"

namespace club::party {

namespace {
Message checkNight(const QString& path) {
    try {
        loadNight(path);
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}
} // namespace

void registerFormat() {
    GameFormats::add({QStringLiteral("party-night"), QStringLiteral("party"),
                      QStringLiteral("pcnight"),
                      QStringLiteral("application/x-players-club-party-night"),
                      QStringLiteral("Party night"), nullptr, checkNight});
}

} // namespace club::party
