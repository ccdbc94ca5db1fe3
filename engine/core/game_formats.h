// SPDX-License-Identifier: GPL-3.0-or-later
// The games the engine knows, each registered once by its own folder
// (engine/<game>/format_registration.cpp): the id its saves carry, the
// engine tool's command prefix, its save files' extension and desktop type,
// its computer players and how a file of it is checked. The engine tool,
// the --help text, the packaging checks and the file-format tests read this
// list instead of keeping their own.
#pragma once

#include "message.h"

#include <QString>

#include <string>
#include <vector>

namespace club {

struct GameFormat {
    QString id;         ///< the "game" field of its saves
    QString toolPrefix; ///< the engine tool's commands are "<prefix>.*"
    QString extension;  ///< of its save files, without the dot
    QString mimeType;   ///< the desktop's type for those files
    QString typeName;   ///< a file of this kind, in English ("P.M. rubber")
    /// Its computer players by name, levels first (empty: none).
    std::vector<std::string> (*playerKinds)() = nullptr;
    /// What is wrong with the file at a path, or an empty message; reads
    /// without taking the game up.
    Message (*check)(const QString& path) = nullptr;
    /// Does a finished game's score count points? false: it only says who
    /// won (1 or 0), and the club's book shows no best or average of it.
    bool keepsScore = true;
};

class GameFormats {
public:
    /// Adds a game; a second registration of the same id replaces the first.
    static void add(GameFormat format);
    /// Every registered game, in the order of engine/CMakeLists.txt's list
    /// (after registerEngineGames()).
    static const std::vector<GameFormat>& all();
    static const GameFormat* find(const QString& id);
    static const GameFormat* forExtension(const QString& extension);
    static const GameFormat* forToolPrefix(const QString& prefix);
};

/// Registers every game folder the engine was built with (a file generated
/// by engine/CMakeLists.txt from its list of games, in club_engine). Safe to
/// call again; a program that reads GameFormats calls it first.
void registerEngineGames();

} // namespace club
