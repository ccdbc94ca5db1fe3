// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_location.h"

namespace club::book {

BookLocation BookLocation::file(const QString& path) {
    BookLocation location;
    location.path = path;
    return location;
}

BookLocation BookLocation::server(const QString& host, int port, const QString& database,
                                  const QString& user, const QString& password) {
    BookLocation location;
    location.kind = Kind::Server;
    location.host = host;
    location.port = port;
    location.database = database;
    location.user = user;
    location.password = password;
    return location;
}

QString BookLocation::describe() const {
    if (!isServer()) return path;
    return QStringLiteral("%1@%2:%3/%4").arg(user, host).arg(port).arg(database);
}

} // namespace club::book
