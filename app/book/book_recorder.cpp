// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_recorder.h"

#include "book.h"

#include "core/format_error.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace club::book {

namespace {

QByteArray line(const FinishedGame& game) {
    return QJsonDocument(finishedGameJson(game)).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

BookRecorder::BookRecorder(const QString& bookPath, QObject* parent)
    : QObject(parent), bookPath_(bookPath) {}

QList<FinishedGame> BookRecorder::pending() const {
    QList<FinishedGame> games;
    QFile file(pendingPath());
    if (!file.open(QIODevice::ReadOnly)) return games;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine().trimmed();
        if (text.isEmpty()) continue;
        try {
            games.append(finishedGameFromJson(QJsonDocument::fromJson(text).object()));
        } catch (const FormatError&) {
            // A line cut short by a crash mid-append: lost only if never written
            // whole; appendPending() starts each game on a line of its own.
        }
    }
    return games;
}

int BookRecorder::flushPending() {
    if (!QFile::exists(pendingPath())) return 0;
    const QList<FinishedGame> waiting = pending();
    Book book;
    QString problem = book.open(bookPath_);
    QList<FinishedGame> left;
    for (const FinishedGame& game : waiting) {
        if (problem.isEmpty()) problem = book.record(game);
        if (!problem.isEmpty()) left.append(game);
    }
    // The book has every game written above (each in its own transaction);
    // a crash before the file is replaced only writes them again, which the
    // book ignores.
    if (left.isEmpty()) return QFile::remove(pendingPath()) ? 0 : int(waiting.size());
    if (left.size() == waiting.size()) return int(left.size());
    QSaveFile file(pendingPath());
    if (!file.open(QIODevice::WriteOnly)) return int(left.size());
    for (const FinishedGame& game : left)
        file.write(line(game));
    file.commit();
    return int(left.size());
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
    Book book;
    QString problem = book.open(bookPath_);
    if (problem.isEmpty()) problem = book.record(game);
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
