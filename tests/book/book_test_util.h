// SPDX-License-Identifier: GPL-3.0-or-later
// A finished game made up for the book's tests.
#pragma once

#include "core/finished_game.h"

#include <QJsonArray>

namespace club::test {

inline FinishedGame sampleGame(const QString& id, const QStringList& names = {"Ada", "Bert"},
                               const QString& computerLast = QString()) {
    FinishedGame game;
    game.id = id;
    game.kind = QStringLiteral("sample");
    game.options = {{QStringLiteral("players"), int(names.size())}};
    game.started = QDateTime(QDate(2026, 11, 28), QTime(19, 0), Qt::UTC);
    game.finished = game.started.addSecs(1800);
    game.durationSeconds = 1800;
    game.record = {{QStringLiteral("game"), QStringLiteral("sample")},
                   {QStringLiteral("moves"), QJsonArray{1, 2, 3}}};
    for (int i = 0; i < names.size(); ++i) {
        const bool computer = i == names.size() - 1 && !computerLast.isEmpty();
        game.seats.append({names.at(i), computer ? computerLast : QString(), 10 * (i + 1),
                           int(names.size()) - i, i == names.size() - 1});
    }
    return game;
}

/// A game written into a book at schema version `version` (1 or later) by
/// hand, as the program of that version wrote it: Old Timer (a member
/// already) beat the Expert, once at a "sample" and once at a game whose
/// options count hands and skunks. From version 7 a seat carries its game's
/// kind and unit and what the options count for it (seat_counts.h).
inline QStringList oldGameStatements(int version) {
    const auto seat = [version](const char* game, const char* values, const char* kind,
                                const char* counts) {
        if (version < 7)
            return QStringLiteral("INSERT INTO seats (game, seat, member, computer, score, place, "
                                  "winner) VALUES (%1, %2)")
                .arg(QLatin1String(game), QLatin1String(values));
        return QStringLiteral("INSERT INTO seats (game, seat, member, computer, score, place, "
                              "winner, kind, unit, hand, crib, captures, captured, skunks_taken, "
                              "skunks_given) VALUES (%1, %2, '%3', 'game', %4)")
            .arg(QLatin1String(game), QLatin1String(values), QLatin1String(kind),
                 QLatin1String(counts));
    };
    const char* const noCounts = "NULL, NULL, NULL, NULL, NULL, NULL";
    return {QStringLiteral(
                "INSERT INTO games (id, uid, kind, unit, options, started, finished, duration, "
                "record) VALUES (1000, 'old-game', 'sample', 'game', '{}', "
                "'2026-11-01T19:00:00.000Z', '2026-11-01T19:30:00.000Z', 1800, '{}')"),
            seat("1000", "0, (SELECT id FROM members WHERE name = 'Old Timer'), NULL, 20, 1, 1",
                 "sample", noCounts),
            seat("1000", "1, NULL, 'expert', 10, 2, 0", "sample", noCounts),
            // A cribbage-like game whose options count hands and skunks:
            // Old Timer held a 29 and skunked the Expert.
            QStringLiteral("INSERT INTO games (id, uid, kind, unit, options, started, finished, "
                           "duration, record) VALUES (1001, 'old-counted', 'counted', 'game', "
                           "'{\"highHands\":[29,12],\"highCribs\":[8,4],\"skunks\":[0,1]}', "
                           "'2026-11-01T20:00:00.000Z', '2026-11-01T20:30:00.000Z', 1800, '{}')"),
            seat("1001", "0, (SELECT id FROM members WHERE name = 'Old Timer'), NULL, 121, 1, 1",
                 "counted", "29, 8, NULL, NULL, 0, 1"),
            seat("1001", "1, NULL, 'expert', 80, 2, 0", "counted", "12, 4, NULL, NULL, 1, 0")};
}

} // namespace club::test
