// SPDX-License-Identifier: GPL-3.0-or-later
// A finished game as the club's book keeps it (app/book): which game, its
// options, who sat where and how each seat ended, when, and the game's whole
// record (its save file's JSON) so it can be replayed. Each game's engine
// says what its finished game was (seats, scores, places, winners,
// options); the shell adds the id, the times and the record. Plain data,
// with a JSON form for the book's pending file.
#pragma once

#include "seat.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace club {

struct FinishedSeat {
    QString name;     ///< the person's name, or the computer seat's name
    QString computer; ///< empty for a person; else the computer's kind (its level)
    int score = 0;    ///< as the game's own score sheet shows it
    int place = 1;    ///< 1 for first; seats that tie share a place
    bool winner = false;
    bool operator==(const FinishedSeat&) const = default;
};

/// What was played to an end: a single game, or a whole of games (a P.M.
/// rubber, a cribbage match, a party night), each kept on its own.
inline const char* const GameUnit = "game";

/// What a game's engine says of its finished game.
struct FinishedResult {
    QString unit = QString::fromLatin1(GameUnit); ///< "game", "rubber", "match", "night"
    QJsonObject options; ///< the game's options (players, packs, house rules...)
    QList<FinishedSeat> seats;
    /// Empty for the game on the table; a part of it otherwise (e.g. "game-3"
    /// of a rubber), joined to the table's id to make the part's own id.
    QString part;
    bool operator==(const FinishedResult&) const = default;
};

struct FinishedGame {
    QString id;   ///< unique for every game ever played; a resumed game keeps it
    QString kind; ///< the game's registry id, as in its save files' "game"
    QString unit = QString::fromLatin1(GameUnit); ///< as FinishedResult::unit
    QJsonObject options;
    QDateTime started;
    QDateTime finished;
    qint64 durationSeconds = 0;
    QJsonObject record; ///< the save file's JSON: the game can be replayed from it
    QList<FinishedSeat> seats;
    bool operator==(const FinishedGame&) const = default;
};

/// A seat of a finished game: a person by name, a computer by its kind.
FinishedSeat finishedSeat(const Seat& seat, int score, int place, bool winner);

QJsonObject finishedGameJson(const FinishedGame& game);
/// @throws FormatError when `object` is not one finishedGameJson() writes.
FinishedGame finishedGameFromJson(const QJsonObject& object);

/// Places from scores, higher better (or lower better when `lowWins`):
/// seats with the same score share the place, the next place skips.
QList<int> placesFromScores(const QList<int>& scores, bool lowWins = false);

} // namespace club
