// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosaver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>

#include <memory>

namespace club::app {

namespace {
QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}
} // namespace

QString Autosaver::pathFor(const QString& fileName) {
    return dataFolder() + QLatin1Char('/') + fileName;
}

bool Autosaver::mayWrite() {
    // Taken once and held until the program ends; a stale lock left by a
    // crash is taken over (QLockFile checks that its process is gone).
    static const bool held = [] {
        QDir().mkpath(dataFolder());
        static std::unique_ptr<QLockFile> lock =
            std::make_unique<QLockFile>(dataFolder() + QStringLiteral("/autosave.lock"));
        lock->setStaleLockTime(0);
        return lock->tryLock(1500); // a restarting copy may still be closing
    }();
    return held;
}

Autosaver::Autosaver(const QString& fileName, std::function<void(const QString&)> write,
                     QObject* parent)
    : QObject(parent), path_(pathFor(fileName)), write_(std::move(write)),
      timer_(new QTimer(this)) {
    timer_->setSingleShot(true);
    timer_->setInterval(250);
    connect(timer_, &QTimer::timeout, this, &Autosaver::writeNow);
}

Autosaver::~Autosaver() {
    if (timer_->isActive()) writeNow();
}

bool Autosaver::exists() const {
    return QFile::exists(path_);
}

void Autosaver::schedule() {
    if (!held_ && !timer_->isActive()) timer_->start();
}

void Autosaver::writeNow() {
    timer_->stop();
    if (held_ || !mayWrite()) return;
    QDir().mkpath(QFileInfo(path_).absolutePath());
    write_(path_);
}

void Autosaver::cancel() {
    timer_->stop();
}

void Autosaver::hold() {
    timer_->stop();
    held_ = true;
}

void Autosaver::remove() {
    timer_->stop();
    if (!held_ && mayWrite()) QFile::remove(path_);
}

} // namespace club::app
