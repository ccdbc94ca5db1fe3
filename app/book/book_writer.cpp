// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_writer.h"

#include "book_recorder.h"

namespace club::book {

BookWriter::BookWriter(const QString& bookPath, QObject* parent)
    : BookWriter(BookLocation::file(bookPath), bookPath + QStringLiteral(".pending"), parent) {}

BookWriter::BookWriter(const BookLocation& location, const QString& pendingPath, QObject* parent)
    : QObject(parent), location_(location), recorder_(new BookRecorder(location, pendingPath)) {
    thread_.setObjectName(QStringLiteral("club book writer"));
    recorder_->moveToThread(&thread_);
    // Emitted in the writing thread, queued to this object's.
    connect(recorder_, &BookRecorder::unavailable, this, &BookWriter::unavailable);
    thread_.start(QThread::LowPriority);
    flushPending();
    refreshKnownNames();
}

BookWriter::~BookWriter() {
    stop();
    delete recorder_; // its thread has ended
}

void BookWriter::record(const FinishedGame& game) {
    if (!thread_.isRunning()) {
        recorder_->record(game);
        return;
    }
    // Events posted to one thread are delivered in order: the games go in
    // the order they finished.
    QMetaObject::invokeMethod(
        recorder_,
        [this, game] {
            recorder_->record(game);
            // A name the dialogs do not offer yet: read them again.
            const QStringList names = knownNames();
            for (const FinishedSeat& seat : game.seats)
                if (seat.computer.isEmpty() && !names.contains(seat.name)) return readKnownNames();
        },
        Qt::QueuedConnection);
}

void BookWriter::setLocation(const BookLocation& location, const QString& pendingPath) {
    location_ = location;
    if (!thread_.isRunning()) {
        recorder_->setLocation(location, pendingPath);
        return;
    }
    QMetaObject::invokeMethod(
        recorder_,
        [this, location, pendingPath] {
            recorder_->setLocation(location, pendingPath);
            readKnownNames(); // another book's members
        },
        Qt::QueuedConnection);
}

QStringList BookWriter::knownNames() const {
    const QMutexLocker lock(&namesLock_);
    return names_;
}

void BookWriter::refreshKnownNames() {
    if (!thread_.isRunning()) return readKnownNames();
    QMetaObject::invokeMethod(
        recorder_, [this] { readKnownNames(); }, Qt::QueuedConnection);
}

void BookWriter::readKnownNames() {
    const QStringList names = recorder_->knownNames();
    const QMutexLocker lock(&namesLock_);
    names_ = names;
}

void BookWriter::flushPending() {
    if (!thread_.isRunning()) {
        recorder_->flushPending();
        return;
    }
    QMetaObject::invokeMethod(
        recorder_, [recorder = recorder_] { recorder->flushPending(); }, Qt::QueuedConnection);
}

void BookWriter::waitUntilWritten() {
    if (!thread_.isRunning()) return;
    // Runs after everything posted before it.
    QMetaObject::invokeMethod(
        recorder_, [] {}, Qt::BlockingQueuedConnection);
}

void BookWriter::stop() {
    if (!thread_.isRunning()) return;
    // The thread ends after the games posted before this: none is dropped,
    // as QThread::quit() alone might leave them undelivered.
    QMetaObject::invokeMethod(
        recorder_,
        [recorder = recorder_, thread = &thread_] {
            recorder->closeBook(); // its connection belongs to this thread
            thread->quit();
        },
        Qt::QueuedConnection);
    thread_.wait();
}

} // namespace club::book
