// SPDX-License-Identifier: GPL-3.0-or-later
// What a member's charts show, read from the book (book.h) in one query a
// chart: their rating after each night for one game, how their scores fall,
// and their games played and won in each game. Pure data, no widgets.
//
// The games rated and counted are the single games and the party nights
// (unit "game" or "night"): a P.M. rubber is the sum of its games, which are
// counted already. A night is the local date the game finished on, taken
// from noon to noon, so a night that runs past midnight stays one night.
#pragma once

#include "ratings.h"

#include <QDate>
#include <QList>
#include <QString>

class QSqlDatabase;

namespace club::book {

/// The name a seat is rated under: a member's name, or "computer:" and its
/// kind (its level), so the computer's Expert is one player in every game.
QString ratedPlayer(const QString& name, const QString& computer);
/// The night a game finishing at `finished` belongs to (noon to noon, local time).
QDate nightOf(const QDateTime& finished);

/// Every rated game of `kind`, each in the batch of its night.
QList<RatedGame> ratedGames(QSqlDatabase& db, const QString& kind);
/// The games of `kind`'s `unit` finished at `sinceUtc` (the book's ISO 8601
/// UTC) or later (every one when empty), oldest first, each in its night.
QList<RatedGame> ratedGames(QSqlDatabase& db, const QString& kind, const QString& unit,
                            const QString& sinceUtc = {});

struct RatingPoint {
    QDate night;
    double rating = 0; ///< after the night's games
    int games = 0;     ///< the player's games that night
    bool operator==(const RatingPoint&) const = default;
};
/// `player`'s rating (ratedPlayer()'s name) after each night they played
/// `kind`, oldest first: the last one is ratings(ratedGames(db, kind))'s.
/// Read from the figures the book keeps (stored_ratings.h).
QList<RatingPoint> ratingHistory(QSqlDatabase& db, const QString& kind, const QString& player);
/// The same, worked out from `games` (ratedGames()) as ratings() would.
QList<RatingPoint> ratingHistoryFromGames(QList<RatedGame> games, const QString& player,
                                          const RatingRules& rules = {});

struct ScoreBin {
    int low = 0, high = 0; ///< the scores it holds, both included
    int count = 0;
    bool operator==(const ScoreBin&) const = default;
};
/// Whether `kind` keeps a score worth a chart (King's Men keeps none: a
/// game is won, drawn or lost).
bool keepsScores(const QString& kind);
/// How wide a bin of `kind`'s scores is, for scores from `lowest` to
/// `highest`: cribbage by tens (fives in a game of 61), else a round width
/// giving a dozen bins at most.
int scoreBinWidth(const QString& kind, int lowest, int highest);
/// `player`'s scores in `kind`, in bins of scoreBinWidth() from the lowest
/// bin to the highest, the empty ones between included.
QList<ScoreBin> scoreDistribution(QSqlDatabase& db, const QString& kind, const QString& player);

struct KindRecord {
    QString kind;
    int played = 0, won = 0;
    bool operator==(const KindRecord&) const = default;
};
/// `player`'s games played and won in each game kind they played, by kind.
QList<KindRecord> winsByKind(QSqlDatabase& db, const QString& player);

} // namespace club::book
