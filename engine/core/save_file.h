// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing Players Club save files: one JSON object with a common
// envelope {"format":"players-club","game":ID,"version":N,...}. Writes go
// through QSaveFile so a crash mid-write never leaves half a file; reads
// refuse anything that is not a well-formed save of the expected game.
#pragma once

#include "message.h"

#include <QJsonObject>
#include <QString>

namespace club {

inline constexpr qint64 MaxSaveFileBytes = 16 * 1024 * 1024;

/// Adds the envelope fields to `body` and writes it atomically.
/// @returns an empty message on success, else one naming the problem.
Message writeSave(const QString& path, const QString& game, int version, QJsonObject body);
/// writeSave() with the problem in English.
QString writeSaveFile(const QString& path, const QString& game, int version, QJsonObject body);

/// Reads a save file of `game` whose version is 1..maxVersion, through
/// readBoundedFile() (bounded_file.h) and json::parse() (json_text.h).
/// @throws FormatError naming the problem (unreadable, not a regular file,
/// too big, not JSON, another game, a newer version), and nothing else.
QJsonObject readSaveFile(const QString& path, const QString& game, int maxVersion);

/// The same checks on bytes already in memory.
QJsonObject parseSaveData(const QByteArray& data, const QString& game, int maxVersion);

/// What keeps a saved game from opening, in the terms a player needs: the
/// app words each kind for a person and keeps the message itself as detail.
enum class SaveProblem {
    None,         ///< no problem
    CannotRead,   ///< the file could not be read at all (missing, no permission, a folder)
    Damaged,      ///< a save, but broken: not well-formed, or a field out of its range
    NewerVersion, ///< written by a later version of the program
    NotASave,     ///< not a Players Club save, or a save of another game
};

/// Sorts a problem of readSaveFile() or of a game's loader built on it.
SaveProblem saveProblemOf(const Message& problem);

} // namespace club
