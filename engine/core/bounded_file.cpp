// SPDX-License-Identifier: GPL-3.0-or-later
#include "bounded_file.h"

#include "file_name.h"

#include <QFile>
#include <QFileInfo>
#include <cstring>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace club {

namespace {
constexpr qint64 ChunkBytes = 64 * 1024;

// Named, so that isReadProblem() knows its own messages.
constexpr char CannotReadSource[] =
    QT_TRANSLATE_NOOP("club::FormatError", "the file cannot be read (%1)");
constexpr char NotRegularSource[] = QT_TRANSLATE_NOOP(
    "club::FormatError", "it is not an ordinary file (a device, a pipe or a folder)");
constexpr char OutOfMemorySource[] =
    QT_TRANSLATE_NOOP("club::FormatError", "there is not enough memory to read the file");

[[noreturn]] void cannotRead(const QString& why) {
    throw FormatError(Message(CannotReadSource, {why}));
}
[[noreturn]] void notRegular() {
    throw FormatError(Message(NotRegularSource));
}

// Reads chunk by chunk, so a file that grows while it is read still stops at
// the limit; nothing is allocated for what a size field claims.
template <class ReadChunk>
QByteArray readAtMost(qint64 maxBytes, const Message& tooLarge, ReadChunk readChunk) {
    QByteArray data;
    for (;;) {
        const qint64 want = std::min(ChunkBytes, maxBytes + 1 - data.size());
        const qsizetype old = data.size();
        data.resize(old + want);
        const qint64 got = readChunk(data.data() + old, want);
        if (got < 0) cannotRead(QStringLiteral("read error"));
        data.resize(old + got);
        if (data.size() > maxBytes) throw FormatError(tooLarge);
        if (got == 0) return data;
    }
}
} // namespace

Message outOfMemoryMessage() {
    return Message(OutOfMemorySource);
}

bool isReadProblem(const Message& problem) {
    const char* source = problem.source();
    if (!source) return false;
    for (const char* own : {CannotReadSource, NotRegularSource, OutOfMemorySource})
        if (std::strcmp(source, own) == 0) return true;
    return false;
}

QByteArray readBoundedFile(const QString& path, qint64 maxBytes, const Message& tooLarge) {
    const Message nameProblem = fileNameProblem(path);
    if (!nameProblem.isEmpty()) throw FormatError(Message(CannotReadSource).withCause(nameProblem));
#ifdef Q_OS_UNIX
    // O_NONBLOCK: opening a FIFO nobody writes to returns at once; the type
    // is then checked on what was opened, not on the name (no race).
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) cannotRead(QString::fromLocal8Bit(std::strerror(errno)));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0) cannotRead(QString::fromLocal8Bit(std::strerror(errno)));
    if (!S_ISREG(st.st_mode)) notRegular();
    if (st.st_size > maxBytes) throw FormatError(tooLarge);
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return readAtMost(maxBytes, tooLarge, [fd](char* to, qint64 n) -> qint64 {
        for (;;) {
            const ssize_t got = ::read(fd, to, std::size_t(n));
            if (got >= 0 || errno != EINTR) return got;
        }
    });
#else
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) notRegular();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) cannotRead(file.errorString());
    if (file.isSequential()) notRegular();
    if (file.size() > maxBytes) throw FormatError(tooLarge);
    return readAtMost(maxBytes, tooLarge, [&file](char* to, qint64 n) { return file.read(to, n); });
#endif
}

} // namespace club
