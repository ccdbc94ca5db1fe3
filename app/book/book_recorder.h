// SPDX-License-Identifier: GPL-3.0-or-later
// Writes each finished game to the club's book, and keeps it in a pending
// file when the book cannot take it (locked, read-only, damaged): play goes
// on, the player is told once, and the games waiting go in the next time
// the book opens. The pending file is JSON lines, one finished game a line
// (core/finished_game.h), appended and flushed; a game is never lost, and
// never written twice (the book ignores an id it has).
#pragma once

#include "book_location.h"

#include "core/finished_game.h"

#include <QObject>
#include <QString>
#include <QStringList>

namespace club::book {

class BookRecorder : public QObject {
    Q_OBJECT
public:
    /// The book at `bookPath`, its waiting games in `bookPath` + ".pending".
    explicit BookRecorder(const QString& bookPath, QObject* parent = nullptr);
    /// The book at `location` (a file, or a club's server, opened again for
    /// each game: a server gone away mid-evening is found back when it
    /// returns), its waiting games in `pendingPath` on this computer.
    BookRecorder(const BookLocation& location, const QString& pendingPath,
                 QObject* parent = nullptr);

    QString bookPath() const { return location_.path; }
    BookLocation location() const { return location_; }
    QString pendingPath() const { return pendingPath_; }

    /// From now on, games go to `location`, and wait in `pendingPath`.
    void setLocation(const BookLocation& location, const QString& pendingPath);

    /// Writes the games waiting, then `game`; what the book cannot take
    /// waits in the pending file. @returns true when `game` is in the book.
    bool record(const FinishedGame& game);
    /// Writes the games waiting into the book. @returns how many still wait
    /// (in the pending file and any claim of it).
    int flushPending();
    /// The games waiting in the pending file (and in any claim of it).
    QList<FinishedGame> pending() const;

signals:
    /// flushPending() has taken the waiting games for writing: a game
    /// finished from now on waits in a new pending file.
    void pendingClaimed();
    /// The book could not be written: `reason` for the record (English);
    /// emitted once until the book takes a game again.
    void unavailable(const QString& reason);

private:
    /// A claim older than this was left by a copy that stopped mid-flush.
    static constexpr qint64 StaleClaimMs = 60'000;

    static QList<FinishedGame> gamesIn(const QString& path);
    /// The claims of the pending file (`staleOnly`: those left behind).
    QStringList claims(bool staleOnly) const;
    bool appendPending(const FinishedGame& game);

    BookLocation location_;
    QString pendingPath_;
    bool told_ = false;
    QString openProblem_; ///< why flushPending() could not open the book, if it could not
};

} // namespace club::book
