// SPDX-License-Identifier: GPL-3.0-or-later
// Writes each finished game to the club's book, and keeps it in a pending
// file when the book cannot take it (locked, read-only, damaged): play goes
// on, the player is told once, and the games waiting go in the next time
// the book opens. The pending file is JSON lines, one finished game a line
// (core/finished_game.h), appended and flushed; a game is never lost, and
// never written twice (the book ignores an id it has).
//
// The book is kept open from one game to the next: opening a book in
// write-ahead logging is cheap, but the last connection's close runs a
// checkpoint, which took 20-30 ms a game (tests/book/book_scale.cpp). It is
// opened afresh after a failed write, and when its file was moved or
// replaced. It is used only on the thread that first wrote (BookWriter's).
#pragma once

#include "book_location.h"

#include "core/finished_game.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace club::book {

class Book;

class BookRecorder : public QObject {
    Q_OBJECT
public:
    /// The book at `bookPath`, its waiting games in `bookPath` + ".pending".
    explicit BookRecorder(const QString& bookPath, QObject* parent = nullptr);
    /// The book at `location` (a file, or a club's server: a server gone
    /// away mid-evening is found back when it returns, as the book is opened
    /// again after a failed write), its waiting games in `pendingPath` on
    /// this computer.
    BookRecorder(const BookLocation& location, const QString& pendingPath,
                 QObject* parent = nullptr);
    ~BookRecorder() override;

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
    /// Lets go of the book (on the thread that wrote it; opened again at the next game).
    void closeBook();
    /// The members' names (knownNames()), read from the book kept open
    /// (or opened for this alone); none when it cannot be opened.
    QStringList knownNames();

signals:
    /// flushPending() has taken the waiting games for writing: a game
    /// finished from now on waits in a new pending file.
    void pendingClaimed();
    /// The book could not be written: `reason` for the record (English);
    /// emitted once until the book takes a game again.
    void unavailable(const QString& reason);

private:
    /// A claim older than this, or whose program has gone, was left by a
    /// copy that stopped mid-flush.
    static constexpr qint64 StaleClaimMs = 60'000;

    static QList<FinishedGame> gamesIn(const QString& path);
    /// The claims of the pending file (`staleOnly`: those left behind).
    QStringList claims(bool staleOnly) const;
    bool appendPending(const FinishedGame& game);
    /// The book open, on its current file. @returns an empty string, or what went wrong.
    QString openBook();
    /// Writes `game` into the book. @returns an empty string, or what went wrong.
    QString write(const FinishedGame& game);

    BookLocation location_;
    QString pendingPath_;
    std::unique_ptr<Book> book_; ///< open between games, or null
    QByteArray bookFile_;        ///< which file book_ has open
    bool told_ = false;
    QString openProblem_; ///< why flushPending() could not open the book, if it could not
};

} // namespace club::book
