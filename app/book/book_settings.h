// SPDX-License-Identifier: GPL-3.0-or-later
// Where this computer keeps the club's book, as chosen in the settings
// (QSettings, group "book"): this computer's file, or a club's server. The
// server's password is kept in the system's keychain, or where the user chose
// (server_password.h).
#pragma once

#include "book_location.h"
#include "server_password.h"
#include "system_keychain.h"

namespace club::book {

/// The chosen location; this computer's file (Book::defaultPath()) unless a
/// server was chosen.
BookLocation savedBookLocation(SecretStore& keychain = SystemKeychain::program());
/// The server last chosen (even while this computer's file is in use), its
/// password from `keychain`; `password`, if given, says where it was kept.
BookLocation savedServerLocation(SecretStore& keychain = SystemKeychain::program(),
                                 ServerPassword* password = nullptr);
/// Saves the choice and the server's details, but not its password
/// (keepServerPassword, in server_password.h).
void saveBookLocation(const BookLocation& location);

/// The games waiting for `location`, always in a file on this computer:
/// beside the book's file, or in the user's data folder for a server.
QString pendingPathFor(const BookLocation& location);

} // namespace club::book
