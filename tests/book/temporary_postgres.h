// SPDX-License-Identifier: GPL-3.0-or-later
// A PostgreSQL server of the test's own (Debian's postgresql: initdb and
// pg_ctl), in a temporary folder, listening on 127.0.0.1 only on a free
// port, its sockets in that folder, stopped when the value goes (also when
// a test fails). PostgreSQL will not run as root: as root, the server runs
// as the "postgres" user, which owns the folder.
#pragma once

#include "book_location.h"

#include <QString>
#include <QTemporaryDir>

namespace club::test {

class TemporaryPostgres {
public:
    TemporaryPostgres() = default;
    ~TemporaryPostgres();
    TemporaryPostgres(const TemporaryPostgres&) = delete;
    TemporaryPostgres& operator=(const TemporaryPostgres&) = delete;

    /// The folder of initdb and pg_ctl, or empty when PostgreSQL is not installed.
    static QString binDir();

    /// Makes the cluster (user "club", password "club-secret") and starts it.
    /// @returns an empty string, or what went wrong.
    QString start();
    /// Stops the server (as at the end of an evening, or a server gone away).
    QString stop();
    /// Starts it again on the same port, with what it held.
    QString startAgain();

    int port() const { return port_; }
    QString password() const { return QStringLiteral("club-secret"); }
    book::BookLocation location(const QString& database) const;
    /// Creates an empty database. @returns an empty string, or what went wrong.
    QString createDatabase(const QString& name) const;

private:
    QString run(const QString& program, const QStringList& arguments) const;
    QString dataDir() const { return dir_.filePath(QStringLiteral("data")); }

    QTemporaryDir dir_;
    int port_ = 0;
    bool running_ = false;
};

} // namespace club::test
