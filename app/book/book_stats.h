// SPDX-License-Identifier: GPL-3.0-or-later
// What the Club Book page shows (issue 27), read from the book's database
// with SQL aggregates: a member's card, a game's standings over a period,
// and two members head to head. Pure functions over the database, plain
// results; no widgets, so the command line and the tests use them too.
//
// Units. A game's own results ("game") and the wholes they make (a
// "rubber", a "match", a "night") are counted apart, never added together:
// every result here is for one game kind and one unit. A member's card has
// a row for each (kind, unit) they played, games first; standings and head
// to head are asked for one unit (the page asks for "game", or a kind's
// whole when it records no single games, as the party night).
//
// Won, drawn, lost. A seat won when the game marks it a winner; drew when
// the game has no winner at all and the seat shares first place (a King's
// Men game drawn by repetition); lost otherwise.
//
// The indexes of schema step 1 serve these queries: seats by member, and
// games by kind, unit and time; no schema step of its own is needed.
#pragma once

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace club::book {

/// A member's results in one game kind and unit.
struct MemberGameRecord {
    QString kind;
    QString unit;
    int played = 0;
    int won = 0;
    int drawn = 0;      ///< no winner, and the member shared first place
    int lost = 0;       ///< played - won - drawn
    double winRate = 0; ///< won / played, 0 to 1
    int best = 0;       ///< the highest score on the game's own sheet
    double average = 0;
    /// Games with a score below nothing (P.M.'s minus games; 0 where a
    /// game's scores never go below nothing).
    int belowZero = 0;
    /// Skunks (a double counting two), where the game's options carry them
    /// ("skunks": per side, what the side suffered): given, the member's
    /// side won and another side was skunked; taken, their own side was.
    bool hasSkunks = false;
    int skunksGiven = 0;
    int skunksTaken = 0;
    /// Cribbage's high hands, where the options carry them ("highHands",
    /// "highCribs": each seat's best of the game): the member's best hand
    /// and best crib, and how many games they held the 29 hand in.
    bool hasHands = false;
    int highHand = 0;
    int highCrib = 0;
    int twentyNines = 0;
    /// Patchesi's captures, where the options carry them ("captures",
    /// "captured": by seat): counters the member took, and lost.
    bool hasCaptures = false;
    int capturesMade = 0;
    int capturesSuffered = 0;
    bool operator==(const MemberGameRecord&) const = default;
};

/// Every game kind and unit `member` played, games before wholes, kinds in
/// the order they first appear in the book. Empty for a name not in it.
QList<MemberGameRecord> memberCard(const QSqlDatabase& db, const QString& member);

enum class Period { Tonight, ThisMonth, ThisYear, AllTime };

/// Where `period` starts, seen from `now` (local time); invalid for
/// AllTime. Tonight runs from the earlier of the start of today and six
/// hours before now: an evening's games still count after midnight, and a
/// morning's from its start.
QDateTime periodStart(Period period, const QDateTime& now);

/// A player's line in a game's standings: a member, or a computer by level.
struct Standing {
    QString player;   ///< the rating key: the member's name, or "computer:<level>"
    QString member;   ///< empty for a computer
    QString computer; ///< the computer's level ("expert"), empty for a member
    int played = 0;
    int won = 0;
    double winRate = 0;
    /// The player's rating now, from every game of the kind and unit in the
    /// book (ratings.h, batched by night; kept by stored_ratings.h): a rating is a history,
    /// so the period chooses the games counted, never the rating.
    double rating = 0;
    bool operator==(const Standing&) const = default;
};

/// Everyone who played `kind` (`unit`) since `since` (invalid: ever),
/// most wins first, then win rate, rating and name.
QList<Standing> standings(const QSqlDatabase& db, const QString& kind, const QString& unit,
                          const QDateTime& since = {});

/// Two members' meetings in one game kind and unit.
struct HeadToHead {
    QString kind;
    QString unit;
    int together = 0;    ///< games both sat in
    int firstAhead = 0;  ///< the first finished in a better place
    int secondAhead = 0; ///< the second did
    int level = 0;       ///< the same place (partners, or a draw)
    bool operator==(const HeadToHead&) const = default;
};

/// The games `first` and `second` both sat in, by kind and unit (games
/// before wholes). Empty when they never met, or a name is not in the book.
QList<HeadToHead> headToHead(const QSqlDatabase& db, const QString& first, const QString& second);

/// The (kind, unit) pairs in the book, games before wholes, kinds in the
/// order they first appear.
QList<QPair<QString, QString>> kindsAndUnits(const QSqlDatabase& db);

/// The unit a kind's standings count: "game" when it records single games,
/// else its first whole (the party night's "night"); empty when none.
QString countedUnit(const QSqlDatabase& db, const QString& kind);

} // namespace club::book
