// SPDX-License-Identifier: GPL-3.0-or-later
// Saving and loading a P.M. rubber as versioned JSON (engine/pm/SAVE-FORMAT.md).
#pragma once

#include "rubber.h"

#include <QJsonObject>
#include <memory>

namespace club::pm {

/// Version 2 keeps each game's deal; version 1 (recomputed from the seed) is
/// still read.
inline constexpr int RubberFormatVersion = 2;
inline const QString RubberGameId = QStringLiteral("pm");

QJsonObject rubberToJson(const Rubber& rubber);
/// Rebuilds a rubber by replaying every recorded move (an object without
/// "version" is taken as the current version).
/// @throws FormatError naming the first problem found.
std::unique_ptr<Rubber> rubberFromJson(const QJsonObject& obj);

/// @returns an empty message on success, else what went wrong.
Message writeRubber(const Rubber& rubber, const QString& path);
/// writeRubber() with the problem in English.
QString saveRubber(const Rubber& rubber, const QString& path);
/// @throws FormatError; nothing outside is touched when it throws.
std::unique_ptr<Rubber> loadRubber(const QString& path);
/// loadRubber() from the bytes of a save file (the fuzzer, the crash test).
std::unique_ptr<Rubber> rubberFromData(const QByteArray& data);

} // namespace club::pm
