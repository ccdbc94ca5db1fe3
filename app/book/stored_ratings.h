// SPDX-License-Identifier: GPL-3.0-or-later
// The book's ratings kept in its own tables, so the standings and a
// member's rating chart read figures instead of working them out from
// every game (about 0.8 s at 100,000 games, tests/book/book_scale.cpp).
//
// rating_nights holds each player's rating after each night they played a
// game's kind and unit (ratings.h's batches: rating_history.h's nights);
// current_ratings their latest. Both are kept in the transaction that
// changes the games:
// - a game of the latest night (or a newer one) moves its seats' ratings
//   from their ratings before that night, as ratings() would;
// - a game older than the newest rated night (late from the pending file,
//   or the clock of another laptop) has its kind rated again from its
//   night on, since every later night starts from the ratings it changed;
// - a member merged or removed has the kinds they played rated again from
//   their first night; a member renamed keeps their figures under the new name.
// tests/book/tst_stored_ratings.cpp checks the tables equal ratings worked
// out from scratch after writes in any order, merges, renames and removals.
#pragma once

#include "rating_history.h"

#include <QMap>
#include <QString>

class QSqlDatabase;

namespace club::book {

/// Rates the game written as `gameRow`, inside the caller's transaction.
/// @returns an empty string, or what went wrong.
QString rateNewGame(QSqlDatabase& db, qint64 gameRow);

/// Rates `kind`'s `unit` again from `night` on (every night when invalid).
QString rerateFrom(QSqlDatabase& db, const QString& kind, const QString& unit, const QDate& night);

/// Rates every kind and unit again from the start (a book migrated to the
/// schema that keeps ratings, whose games were rated by none).
QString rerateAll(QSqlDatabase& db);

/// Where a member's games start in each kind and unit: what merging or
/// removing them must rate again (read before the change, rated after).
struct RatingSpan {
    QString kind, unit;
    QDate firstNight;
};
QList<RatingSpan> spansOfMember(QSqlDatabase& db, qint64 member);
QString rerate(QSqlDatabase& db, const QList<RatingSpan>& spans);

/// A member renamed: their figures follow the name.
QString renameRated(QSqlDatabase& db, const QString& from, const QString& to);

/// Every player's stored rating in `kind`'s `unit`.
QMap<QString, double> storedRatings(const QSqlDatabase& db, const QString& kind,
                                    const QString& unit);

/// `player`'s stored rating after each night they played `kind`'s `unit`.
QList<RatingPoint> storedHistory(const QSqlDatabase& db, const QString& kind, const QString& unit,
                                 const QString& player);

} // namespace club::book
