// SPDX-License-Identifier: GPL-3.0-or-later
// A small club's book made by hand, for the statistics and the page's
// tests: what each member played, won and scored is worked out in
// tst_book_stats.cpp from this list.
#pragma once

#include "book.h"

#include <QJsonArray>

namespace club::test {

struct SampleSeat {
    QString name;     ///< a member, or empty for a computer
    QString computer; ///< the computer's level
    int score;
    int place;
    bool winner;
};

inline FinishedGame statsGame(const QString& id, const QString& kind, const QString& unit,
                              const QDateTime& finished, const QList<SampleSeat>& seats,
                              const QJsonObject& options = {}) {
    FinishedGame game;
    game.id = id;
    game.kind = kind;
    game.unit = unit;
    game.options = options;
    game.started = finished.addSecs(-1200);
    game.finished = finished;
    game.durationSeconds = 1200;
    game.record = {{QStringLiteral("game"), kind}};
    for (const SampleSeat& s : seats)
        game.seats.append({s.name.isEmpty() ? QStringLiteral("Bess") : s.name, s.computer, s.score,
                           s.place, s.winner});
    return game;
}

inline QDateTime utc(int year, int month, int day, int hour) {
    return QDateTime(QDate(year, month, day), QTime(hour, 0), Qt::UTC);
}

/// Six results: four games of "alpha" (won, lost, drawn; one against the
/// Expert), a rubber of "alpha", and a three-handed "beta" with skunks.
inline QList<FinishedGame> sampleClub() {
    const QString alpha = QStringLiteral("alpha");
    const QString game = QStringLiteral("game");
    return {
        statsGame("g1", alpha, game, utc(2026, 11, 28, 19),
                  {{"Ada", {}, 10, 1, true}, {"Bert", {}, 5, 2, false}}),
        statsGame("g2", alpha, game, utc(2026, 11, 28, 20),
                  {{"Ada", {}, -3, 2, false}, {"Bert", {}, 7, 1, true}}),
        statsGame("g3", alpha, game, utc(2026, 11, 28, 21),
                  {{"Ada", {}, 4, 1, false}, {"Bert", {}, 4, 1, false}}),
        statsGame("g4", alpha, game, utc(2026, 11, 1, 10),
                  {{"Ada", {}, 8, 1, true}, {{}, "expert", 2, 2, false}}),
        statsGame("g5", alpha, QStringLiteral("rubber"), utc(2026, 11, 28, 22),
                  {{"Ada", {}, 20, 2, false}, {"Bert", {}, 25, 1, true}}),
        statsGame(
            "g6", QStringLiteral("beta"), game, utc(2025, 6, 1, 15),
            {{"Cleo", {}, 121, 1, true}, {"Ada", {}, 80, 2, false}, {"Bert", {}, 60, 3, false}},
            {{QStringLiteral("skunks"), QJsonArray{0, 1, 2}}}),
    };
}

/// Writes sampleClub() to the book at `path`. @returns what went wrong, or "".
inline QString writeSampleClub(const QString& path) {
    book::Book book;
    QString problem = book.open(path);
    for (const FinishedGame& game : sampleClub())
        if (problem.isEmpty()) problem = book.record(game);
    return problem;
}

} // namespace club::test
