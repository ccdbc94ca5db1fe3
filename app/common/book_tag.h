// SPDX-License-Identifier: GPL-3.0-or-later
// A game's identity for the club's book (issue 27), kept in every save of it
// as one more field, "book": {"id", "started", "seconds", "partStarted",
// "partSeconds"} (each game's SAVE-FORMAT.md). A resumed or reopened game
// keeps its id, so the book writes it once however often it is finished
// (undo and play again, resume after a crash). A file without the field
// (written before it existed) gets an id made from its bytes: the same
// file opened twice is the same game.
#pragma once

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QString>

namespace club::app {

class BookTag {
public:
    /// A new game, begun now, with a new id.
    static BookTag begin();
    /// The tag in the save at `path`, or one made from its bytes.
    static BookTag readFrom(const QString& path);
    /// The field's value as written in a save.
    QJsonObject json() const;

    QString id() const { return id_; }
    QDateTime started() const { return started_; }
    /// Seconds of play: those saved, and those since the game was begun or opened.
    qint64 seconds() const;
    /// A part of the game (a game of a rubber) ended now: its id, when it
    /// began and how long it was played; the next part begins now.
    struct Part {
        QDateTime started;
        qint64 seconds = 0;
    };
    Part endPart();

private:
    QString id_;
    QDateTime started_;
    qint64 secondsBefore_ = 0;
    QDateTime partStarted_;
    qint64 partSecondsBefore_ = 0; ///< seconds() when the current part began
    QElapsedTimer since_;
};

} // namespace club::app
