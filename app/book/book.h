// SPDX-License-Identifier: GPL-3.0-or-later
// The club's book: every finished game, in one SQLite file in the user's
// data folder (Qt Sql), or on a club's PostgreSQL server (book_location.h).
// It opens with its schema brought up to date (book_schema.h), a file in
// write-ahead logging, and writes each game in one
// transaction: a game is in the book whole or not at all, and a game whose
// id is already there is not written again.
#pragma once

#include "book_location.h"

#include "core/finished_game.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace club::book {

class Book {
public:
    Book() = default;
    ~Book();
    Book(const Book&) = delete;
    Book& operator=(const Book&) = delete;

    /// The book's file: "club-book.sqlite" in the user's data folder.
    static QString defaultPath();

    /// Opens (creating it if need be) and brings the schema up to date.
    /// @returns an empty string, or what went wrong (the book stays closed).
    QString open(const QString& path);
    QString open(const BookLocation& location);
    bool isOpen() const { return db_.isOpen(); }
    /// Open, and still answering: a server that went away after the book
    /// was opened leaves it open, every read coming back empty.
    bool isAnswering() const;
    void close();

    /// Writes `game` in one transaction; a game whose id is in the book
    /// already is left as it is (not an error).
    /// @returns an empty string, or what went wrong (nothing written).
    QString record(const FinishedGame& game);
    bool contains(const QString& id) const;

    /// Every game, oldest first (by the time it finished), with its seats.
    QList<FinishedGame> games() const;
    QStringList members() const;

    QSqlDatabase& database() { return db_; }
    bool isServer() const { return server_; }

private:
    /// The games of a book from before ratings were kept, rated once.
    QString rateWaitingGames();

    QString connection_;
    QSqlDatabase db_;
    bool server_ = false;
};

} // namespace club::book
