// SPDX-License-Identifier: GPL-3.0-or-later
// Party nights as save files (`*.pcnight`, SAVE-FORMAT.md): the setup and the
// results log. Loading replays the log into a new NightState, so a damaged
// or impossible file throws FormatError before anything the caller holds is
// touched.
#pragma once

#include "core/message.h"
#include "night_state.h"

#include <QJsonObject>

namespace club::party {

inline constexpr int NightSaveVersion = 1;
/// The file name extension, without the dot.
inline constexpr char NightFileSuffix[] = "pcnight";

QJsonObject nightToJson(const NightState& night);
/// @throws FormatError naming the first problem.
NightState nightFromJson(const QJsonObject& body);

/// @returns an empty message on success, else the problem.
Message saveNight(const NightState& night, const QString& path);
/// @throws FormatError (and nothing else) naming the problem.
NightState loadNight(const QString& path);
NightState nightFromData(const QByteArray& data);

/// Names as the save file and the engine tool spell them.
QString formatName(Format format);
QString progressionName(Progression progression);
QString tableTieName(TableTie tie);
QString sourceName(Source source);

} // namespace club::party
