// SPDX-License-Identifier: GPL-3.0-or-later
// Writes each finished game to the club's book, and keeps it in a pending
// file when the book cannot take it (locked, read-only, damaged): play goes
// on, the player is told once, and the games waiting go in the next time
// the book opens. The pending file is JSON lines, one finished game a line
// (core/finished_game.h), appended and flushed; a game is never lost, and
// never written twice (the book ignores an id it has).
#pragma once

#include "core/finished_game.h"

#include <QObject>
#include <QString>

namespace club::book {

class BookRecorder : public QObject {
    Q_OBJECT
public:
    /// The book at `bookPath`, its waiting games in `bookPath` + ".pending".
    explicit BookRecorder(const QString& bookPath, QObject* parent = nullptr);

    QString bookPath() const { return bookPath_; }
    QString pendingPath() const { return bookPath_ + QStringLiteral(".pending"); }

    /// Writes the games waiting, then `game`; what the book cannot take
    /// waits in the pending file. @returns true when `game` is in the book.
    bool record(const FinishedGame& game);
    /// Writes the games waiting into the book. @returns how many still wait
    /// (-1 when the pending file cannot be read).
    int flushPending();
    /// The games waiting in the pending file.
    QList<FinishedGame> pending() const;

signals:
    /// The book could not be written: `reason` for the record (English);
    /// emitted once until the book takes a game again.
    void unavailable(const QString& reason);

private:
    bool appendPending(const FinishedGame& game);

    QString bookPath_;
    bool told_ = false;
};

} // namespace club::book
