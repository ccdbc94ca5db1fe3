// SPDX-License-Identifier: GPL-3.0-or-later
// The seed corpus writer's parts (write_seed_corpus.cpp): each game's
// tests/<game>/seed_corpus.cpp writes the valid files of its save format
// through the engine's own writers and adds itself with addSeedWriter(),
// compiled into the writer from the one list of games (CLUB_GAMES).
#pragma once

#include "core/message.h"

#include <QString>

#include <utility>
#include <vector>

namespace club::test {

/// Writes a format's valid seed files into `folder` (corpus/<extension>).
using SeedWriter = void (*)(const QString& folder);

inline std::vector<std::pair<QString, SeedWriter>>& seedWriters() {
    static std::vector<std::pair<QString, SeedWriter>> writers;
    return writers;
}

/// Adds the writer of the format with `extension` (a registered one, or the
/// writer fails); returns something to initialise a static with.
inline bool addSeedWriter(const QString& extension, SeedWriter write) {
    seedWriters().emplace_back(extension, write);
    return true;
}

/// Counts the file written at `path`, or stops the writer with `problem`
/// (in write_seed_corpus.cpp).
void seedWritten(const Message& problem, const QString& path);

} // namespace club::test
