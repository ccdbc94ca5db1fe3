// SPDX-License-Identifier: GPL-3.0-or-later
// The club's members by name, as the secretary keeps them: rename one, merge
// two names that are one person, or take a member's history out of the
// book. Each change is one transaction: it is made whole, or the book is
// left as it was and the reason comes back (translated, for the player).
//
// What each does, in the book's tables and in the games' records (each
// game's save-file JSON, from which it is replayed):
// - rename: the member keeps every game under the new name; the records'
//   person seats (and a party night's entrants) of that name take it too. A
//   name another member has is refused: merging is what joins two names.
// - merge A into B: every seat of A becomes B's and A goes. A game where A
//   and B both sat is refused (one person cannot have played against
//   themself: those were two people), the games named in the message.
// - remove: the member's name leaves the book everywhere. Their seats go;
//   the other seats keep their scores, places and wins. In the records the
//   name becomes a guest's ("Guest", "Guest 2" if taken). A game that no
//   other member played (one alone against the computer) goes whole: it
//   was only theirs. The stored ratings follow (stored_ratings.h): a
//   merge or a removal rates their kinds again from their first night.
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace club::book {

class Book;

struct MemberSummary {
    QString name;
    int games = 0;        ///< games (of every kind and unit) with a seat of theirs
    QDateTime lastPlayed; ///< when their latest game finished (UTC)
};

/// Every member, most recently played first (then by name).
QList<MemberSummary> memberSummaries(Book& book);
/// The names for a seats editor to offer: most recently played first.
QStringList knownNames(Book& book);

/// @returns an empty string, or why nothing changed.
QString renameMember(Book& book, const QString& from, const QString& to);
QString mergeMembers(Book& book, const QString& from, const QString& into);
/// `guest`: the name the records give the seats instead (translated).
QString removeMember(Book& book, const QString& name, const QString& guest);

/// What removing `name` takes: games that stay (without them) and games
/// that go whole (no other member played them).
struct RemovalEffect {
    int gamesKept = 0;
    int gamesRemoved = 0;
};
RemovalEffect removalEffect(Book& book, const QString& name);

} // namespace club::book
