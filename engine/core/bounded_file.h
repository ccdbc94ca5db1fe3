// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a file a person picked (a save, a pack) without trusting it: only
// a regular file is read (a FIFO nobody writes to would block for ever, a
// device like /dev/zero never ends), never more than `maxBytes` + 1 bytes, and
// every failure is a FormatError. Loaders run inside guardLoad() so that no
// other exception (std::bad_alloc on a hostile file) leaves them: the app
// catches FormatError and keeps the game it has.
//
// A new game's loader: QByteArray data = readBoundedFile(path, limit);
// then parse with json::parse() (json_text.h) — or just use readSaveFile()
// (save_file.h), which does both — and wrap the whole load in guardLoad().
#pragma once

#include "format_error.h"

#include <QByteArray>
#include <QString>
#include <new>

namespace club {

/// The whole file at `path`.
/// @throws FormatError if it cannot be opened, is not a regular file, or is
/// longer than `maxBytes` (`tooLarge` is then the message).
QByteArray readBoundedFile(const QString& path, qint64 maxBytes, const Message& tooLarge);

/// The message for running out of memory while reading a file.
Message outOfMemoryMessage();

/// True for a problem of readBoundedFile() itself or of memory: the file's
/// bytes were never read, whatever they hold.
bool isReadProblem(const Message& problem);

/// Runs `load()` and returns what it returns; any exception but FormatError
/// becomes a FormatError, so a caller that catches FormatError catches all.
template <class Load> auto guardLoad(Load&& load) -> decltype(load()) {
    try {
        return load();
    } catch (const FormatError&) {
        throw;
    } catch (const std::bad_alloc&) {
        throw FormatError(outOfMemoryMessage());
    } catch (const std::exception& e) {
        throw FormatError(Message::verbatim(QString::fromLocal8Bit(e.what())));
    }
}

} // namespace club
