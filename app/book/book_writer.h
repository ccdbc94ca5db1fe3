// SPDX-License-Identifier: GPL-3.0-or-later
// The club's book written on a thread of its own: a game's end never waits
// for the book (a locked book waits out SQLite's busy timeout, about two
// seconds, and a damaged or slow one longer). The BookRecorder lives in the
// writer's thread and takes the games in the order they were handed over;
// what the book cannot take waits in its pending file, as before. Stopping
// (at quit) writes every game handed over first.
#pragma once

#include "book_location.h"

#include "core/finished_game.h"

#include <QMutex>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

namespace club::book {

class BookRecorder;

class BookWriter : public QObject {
    Q_OBJECT
public:
    /// Starts the writing thread; the games left waiting by an earlier
    /// session are the first thing it writes.
    explicit BookWriter(const QString& bookPath, QObject* parent = nullptr);
    /// The book at `location`, its waiting games in `pendingPath` on this
    /// computer (BookRecorder).
    BookWriter(const BookLocation& location, const QString& pendingPath, QObject* parent = nullptr);
    /// stop()s: every game handed over is in the book or the pending file.
    ~BookWriter() override;

    QString bookPath() const { return location_.path; }
    BookLocation location() const { return location_; }
    /// From now on, the games handed over go to `location` and wait in
    /// `pendingPath` (those handed over before go where they were meant to).
    void setLocation(const BookLocation& location, const QString& pendingPath);

    /// Hands `game` to the writing thread and returns at once.
    void record(const FinishedGame& game);
    /// Asks the writing thread to write the games waiting in the pending file.
    void flushPending();
    /// Blocks until every game handed over so far is in the book or the
    /// pending file (for quitting, the command line and tests).
    void waitUntilWritten();
    /// Writes what was handed over and ends the thread; a game handed over
    /// after this is written on the caller's thread.
    void stop();

    /// The members' names, most recent first, as the writing thread last
    /// read them (at the start, after a change of book, after a game with a
    /// new name, and when asked): a new-game dialog offers them at once, and
    /// never waits for a locked book or a club's server that is away.
    QStringList knownNames() const;
    /// Reads the names again on the writing thread (the members were
    /// renamed, merged or removed).
    void refreshKnownNames();

signals:
    /// The book could not be written (BookRecorder::unavailable), delivered
    /// on this object's thread; once until the book takes a game again.
    void unavailable(const QString& reason);

private:
    /// On the writing thread: the names read again from the book.
    void readKnownNames();

    BookLocation location_;
    mutable QMutex namesLock_;
    QStringList names_; ///< guarded by namesLock_
    QThread thread_;
    BookRecorder* recorder_ = nullptr; ///< lives in thread_ while it runs
};

} // namespace club::book
