// SPDX-License-Identifier: GPL-3.0-or-later
// Where the club's book lives: one SQLite file on this computer (the
// default), or a PostgreSQL server that several laptops of one party night
// write to at once (issue 27). A value: compared, copied, described.
#pragma once

#include <QString>

namespace club::book {

struct BookLocation {
    enum class Kind { File, Server };
    Kind kind = Kind::File;
    QString path; ///< the SQLite file (Kind::File)
    QString host; ///< the server (Kind::Server), and how to sign in to it
    int port = 5432;
    QString database;
    QString user;
    QString password;

    static BookLocation file(const QString& path);
    static BookLocation server(const QString& host, int port, const QString& database,
                               const QString& user, const QString& password);

    bool isServer() const { return kind == Kind::Server; }
    /// For messages: the file's path, or "user@host:port/database" (never the password).
    QString describe() const;

    friend bool operator==(const BookLocation&, const BookLocation&) = default;
};

} // namespace club::book
