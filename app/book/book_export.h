// SPDX-License-Identifier: GPL-3.0-or-later
// The book's games as CSV (RFC 4180): one row per seat of every game, for a
// spreadsheet. Columns: game id, game, unit (game, rubber, match, night), started, finished,
// duration in seconds, seat (1 up), player, computer level (empty for a person), score, place,
// winner (1 or 0), options (JSON).
#pragma once

#include "core/finished_game.h"

#include <QByteArray>
#include <QList>

namespace club::book {

QByteArray gamesCsv(const QList<FinishedGame>& games);
/// Writes gamesCsv(games) to `path` whole or not at all (QSaveFile).
/// @returns an empty string, or why the file could not be written.
QString writeGamesCsv(const QList<FinishedGame>& games, const QString& path);

} // namespace club::book
