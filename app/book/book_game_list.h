// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page's list of games, a page at a time (issue 27, a book of
// 100,000 games): a member's games, or every game, newest first, each with
// its seats and options but not its record (kilobytes each); a game's
// record is read only when it is replayed (bookGame). A game typed in
// (core/typed_in_game.h) is known by its options: it has no record.
#pragma once

#include "core/finished_game.h"

#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace club::book {

/// Where a page of the list ends: the next page starts after it.
struct GameListCursor {
    QString finished; ///< the last game's finishing time, as the book keeps it
    qint64 row = -1;  ///< its row; -1: from the newest game
};

struct GameListPage {
    QList<FinishedGame> games; ///< newest first; records left empty
    GameListCursor next;       ///< after the page's last game
    bool more = false;         ///< more games may follow
};

/// Up to `count` of `member`'s games (every game when `member` is empty),
/// newest first, after `after`.
GameListPage gameListPage(const QSqlDatabase& db, const QString& member,
                          const GameListCursor& after, int count);

/// The game whose id is `uid`, whole (its record too), if the book has it.
std::optional<FinishedGame> bookGame(const QSqlDatabase& db, const QString& uid);

} // namespace club::book
