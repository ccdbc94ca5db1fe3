// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_settings.h"

#include "book.h"

#include <QSettings>
#include <QStandardPaths>

namespace club::book {

namespace {

const QString serverKind = QStringLiteral("server");

QString key(const char* name) {
    return QStringLiteral("book/") + QLatin1String(name);
}

} // namespace

BookLocation savedBookLocation(SecretStore& keychain) {
    if (QSettings().value(key("where")).toString() != serverKind)
        return BookLocation::file(Book::defaultPath());
    return savedServerLocation(keychain);
}

BookLocation savedServerLocation(SecretStore& keychain, ServerPassword* password) {
    QSettings settings;
    const ServerPassword stored = readServerPassword(settings, keychain);
    if (password) *password = stored;
    return BookLocation::server(settings.value(key("host")).toString(),
                                settings.value(key("port"), 5432).toInt(),
                                settings.value(key("database")).toString(),
                                settings.value(key("user")).toString(), stored.password);
}

void saveBookLocation(const BookLocation& location) {
    QSettings settings;
    settings.setValue(key("where"), location.isServer() ? serverKind : QStringLiteral("file"));
    if (!location.isServer()) return; // the server's last details stay, for switching back
    settings.setValue(key("host"), location.host);
    settings.setValue(key("port"), location.port);
    settings.setValue(key("database"), location.database);
    settings.setValue(key("user"), location.user);
}

QString pendingPathFor(const BookLocation& location) {
    if (!location.isServer()) return location.path + QStringLiteral(".pending");
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/club-book-server.pending");
}

} // namespace club::book
