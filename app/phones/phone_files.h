// SPDX-License-Identifier: GPL-3.0-or-later
// What the phones' server answers to a GET of a file (PHONES_PLAN's wire):
// the page from :/phone-page/, the program's fonts from
// :/players-club/fonts/, and the page's words. Only names made of plain
// characters are looked up, and only under those two prefixes, so no path
// a phone sends can reach any other resource or the disk.
#pragma once

#include <QByteArray>

namespace club::app {

struct PhoneFile {
    int status = 404; ///< 200 or 404
    QByteArray contentType;
    QByteArray cacheControl;
    QByteArray body;
};

/// The answer to GET `path` (the request's target without its query).
PhoneFile phoneFile(const QByteArray& path);

/// The Content-Type of a file named `name`, by its extension.
QByteArray phoneFileType(const QByteArray& name);

} // namespace club::app
