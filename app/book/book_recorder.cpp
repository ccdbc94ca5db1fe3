// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_recorder.h"

#include "book.h"
#include "book_members.h"

#include "core/format_error.h"
#include "core/json_text.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <sys/stat.h>
#endif

namespace club::book {

namespace {

QByteArray line(const FinishedGame& game) {
    return json::serialize(finishedGameJson(game), QJsonDocument::Compact) + '\n';
}

/// The copy of the program that made a claim has gone (killed, crashed):
/// its claim can be taken at once, not after StaleClaimMs. Where this
/// cannot be told, or the number is another program's now, the claim
/// waits out the time as before.
bool processGone(qint64 pid) {
#ifdef Q_OS_UNIX
    return pid > 0 && ::kill(pid_t(pid), 0) == -1 && errno == ESRCH;
#else
    Q_UNUSED(pid);
    return false;
#endif
}

/// Which file is at `path` (empty: none): the book kept open is let go when
/// its file was moved aside or replaced, lest games go to a file no one sees.
QByteArray fileIdentity(const QString& path) {
#ifdef Q_OS_UNIX
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) return {};
    return QByteArray::number(qulonglong(info.st_dev)) + ':' +
           QByteArray::number(qulonglong(info.st_ino));
#else
    return QFileInfo::exists(path) ? QFile::encodeName(path) : QByteArray();
#endif
}

} // namespace

BookRecorder::BookRecorder(const QString& bookPath, QObject* parent)
    : BookRecorder(BookLocation::file(bookPath), bookPath + QStringLiteral(".pending"), parent) {}

BookRecorder::BookRecorder(const BookLocation& location, const QString& pendingPath,
                           QObject* parent)
    : QObject(parent), location_(location), pendingPath_(pendingPath) {}

void BookRecorder::setLocation(const BookLocation& location, const QString& pendingPath) {
    location_ = location;
    pendingPath_ = pendingPath;
    closeBook();
    told_ = false; // a new book: its trouble, if any, is news
}

BookRecorder::~BookRecorder() = default;

QString BookRecorder::openBook() {
    if (book_ && book_->isOpen() && fileIdentity(location_.path) == bookFile_) return {};
    closeBook();
    auto book = std::make_unique<Book>();
    if (const QString problem = book->open(location_); !problem.isEmpty()) return problem;
    book_ = std::move(book);
    bookFile_ = fileIdentity(location_.path);
    return {};
}

void BookRecorder::closeBook() {
    book_.reset();
    bookFile_.clear();
}

QStringList BookRecorder::knownNames() {
    if (book_ && book_->isOpen() && fileIdentity(location_.path) == bookFile_)
        return book::knownNames(*book_);
    // Not held open from here: the book is kept open from the first game
    // written on, and a book damaged before then is found at that game.
    Book book;
    if (!book.open(location_).isEmpty()) return {};
    return book::knownNames(book);
}

QString BookRecorder::write(const FinishedGame& game) {
    QString problem = openBook();
    if (problem.isEmpty()) problem = book_->record(game);
    if (!problem.isEmpty()) closeBook(); // opened afresh next time: it may be back, or another file
    return problem;
}

QList<FinishedGame> BookRecorder::gamesIn(const QString& path) {
    QList<FinishedGame> games;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return games;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine().trimmed();
        if (text.isEmpty()) continue;
        try {
            games.append(finishedGameFromJson(json::parse(text, nullptr).object()));
        } catch (const FormatError&) {
            // A line cut short by a crash mid-append: lost only if never written
            // whole; appendPending() starts each game on a line of its own.
        }
    }
    return games;
}

QStringList BookRecorder::claims(bool staleOnly) const {
    const QFileInfo pendingFile(pendingPath());
    const QString prefix = pendingFile.fileName() + QStringLiteral(".claimed-");
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QStringList found;
    for (const QFileInfo& info :
         QDir(pendingFile.absolutePath()).entryInfoList({prefix + QLatin1Char('*')}, QDir::Files)) {
        // The claim's name holds when it was made: a copy of the program that
        // stopped mid-flush left it, or another copy is writing it now.
        const QString madeBy = info.fileName().mid(prefix.size());
        const qint64 made = madeBy.section(QLatin1Char('-'), 0, 0).toLongLong();
        const qint64 by = madeBy.section(QLatin1Char('-'), 1, 1).toLongLong();
        if (!staleOnly || now - made > StaleClaimMs || processGone(by))
            found << info.absoluteFilePath();
    }
    return found;
}

QList<FinishedGame> BookRecorder::pending() const {
    QList<FinishedGame> games = gamesIn(pendingPath());
    for (const QString& claim : claims(false))
        games += gamesIn(claim);
    return games;
}

int BookRecorder::flushPending() {
    // The waiting games are claimed by renaming their file: another copy of
    // the program that finishes a game meanwhile starts a new pending file,
    // instead of adding to one this copy is about to remove.
    openProblem_.clear();
    QStringList taken = claims(true);
    const QString claim = pendingPath() + QStringLiteral(".claimed-%1-%2")
                                              .arg(QDateTime::currentMSecsSinceEpoch())
                                              .arg(QCoreApplication::applicationPid());
    if (QFile::exists(pendingPath()) && QFile::rename(pendingPath(), claim)) taken << claim;
    if (taken.isEmpty()) return int(pending().size());
    emit pendingClaimed();
    QList<FinishedGame> waiting;
    for (const QString& path : taken)
        waiting += gamesIn(path);
    QString problem;
    bool kept = true;
    for (const FinishedGame& game : waiting) {
        if (problem.isEmpty()) problem = write(game);
        // What the book could not take goes back to the pending file. The
        // book has every game written above (each in its own transaction); a
        // crash before the claims go only writes them again, which the book
        // ignores.
        if (!problem.isEmpty()) kept = appendPending(game) && kept;
    }
    openProblem_ = problem;
    if (kept)
        for (const QString& path : taken)
            QFile::remove(path);
    return int(pending().size());
}

bool BookRecorder::appendPending(const FinishedGame& game) {
    QDir().mkpath(QFileInfo(pendingPath()).absolutePath());
    QFile file(pendingPath());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) return false;
    // A newline first: a line cut short by a crash ends there, and this game stays whole.
    const QByteArray text = '\n' + line(game);
    return file.write(text) == text.size() && file.flush();
}

bool BookRecorder::record(const FinishedGame& game) {
    flushPending();
    // A server found away just now is not waited for twice (each try may
    // take the connection's whole timeout).
    QString problem = openProblem_;
    if (problem.isEmpty()) problem = write(game);
    if (problem.isEmpty()) {
        told_ = false;
        return true;
    }
    if (!appendPending(game))
        problem += QStringLiteral("; the pending file %1 cannot be written").arg(pendingPath());
    if (!told_) {
        told_ = true;
        emit unavailable(problem);
    }
    return false;
}

} // namespace club::book
