// SPDX-License-Identifier: GPL-3.0-or-later
// Where this computer keeps the club's book, as chosen in the settings
// (QSettings, group "book"): this computer's file, or a club's server. The
// server's password is kept there too, in the user's settings file (Qt has
// no keychain of its own; README, "Club's book").
#pragma once

#include "book_location.h"

namespace club::book {

/// The chosen location; this computer's file (Book::defaultPath()) unless a
/// server was chosen.
BookLocation savedBookLocation();
/// The server last chosen (even while this computer's file is in use).
BookLocation savedServerLocation();
void saveBookLocation(const BookLocation& location);

/// The games waiting for `location`, always in a file on this computer:
/// beside the book's file, or in the user's data folder for a server.
QString pendingPathFor(const BookLocation& location);

} // namespace club::book
