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
    /// A part of the game (a game of a rubber) ended now: when it began
    /// and how long it was played. The next part begins at beginPart().
    struct Part {
        QDateTime started;
        qint64 seconds = 0;
    };
    Part endPart();
    /// The next part is dealt now: it begins now, if a part has ended since
    /// the last began (a game opened in the middle of a part keeps its
    /// start). Between parts a part is counted from its end.
    void beginPart();

private:
    QString id_;
    QDateTime started_;
    qint64 secondsBefore_ = 0;
    QDateTime partStarted_;
    qint64 partSecondsBefore_ = 0; ///< seconds() when the current part began
    bool betweenParts_ = false;    ///< a part ended, the next not yet begun
    QElapsedTimer since_;
};

} // namespace club::app
