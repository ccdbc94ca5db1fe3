// SPDX-License-Identifier: GPL-3.0-or-later
#include "system_keychain.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

namespace club::book {

namespace {

SecretAnswer::Status statusOf(QKeychain::Error error) {
    switch (error) {
    case QKeychain::NoError:
        return SecretAnswer::Status::Done;
    case QKeychain::EntryNotFound:
        return SecretAnswer::Status::NotFound;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return SecretAnswer::Status::NoKeychain;
    default:
        return SecretAnswer::Status::Failed;
    }
}

/// Starts `job` and waits for it, at most `timeoutMs`. A job given up
/// deletes itself when it ends at last.
SecretAnswer run(QKeychain::Job* job, int timeoutMs) {
    job->setAutoDelete(false);
    job->setInsecureFallback(false); // never a plain file behind the user's back
    QEventLoop loop;
    bool finished = false;
    QObject::connect(job, &QKeychain::Job::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    job->start();
    if (!finished) loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (!finished) {
        QObject::disconnect(job, nullptr, &loop, nullptr);
        job->setAutoDelete(true);
        return {
            SecretAnswer::Status::Failed,
            {},
            QStringLiteral("the keychain did not answer within %1 seconds").arg(timeoutMs / 1000)};
    }
    SecretAnswer answer{statusOf(job->error()), {}, job->errorString()};
    // A secret service that is not running reads as "no keychain" here,
    // whatever code the library gives it (its words name D-Bus).
    if (answer.status == SecretAnswer::Status::Failed &&
        (answer.problem.contains(QLatin1String("org.freedesktop.secrets")) ||
         answer.problem.contains(QLatin1String("D-Bus"), Qt::CaseInsensitive) ||
         answer.problem.contains(QLatin1String("DBus"), Qt::CaseInsensitive)))
        answer.status = SecretAnswer::Status::NoKeychain;
    if (answer.status == SecretAnswer::Status::Done) answer.problem.clear();
    if (auto* read = qobject_cast<QKeychain::ReadPasswordJob*>(job);
        read && answer.status == SecretAnswer::Status::Done)
        answer.secret = read->textData();
    delete job;
    return answer;
}

} // namespace

SystemKeychain::SystemKeychain(QString service, int timeoutMs)
    : service_(std::move(service)), timeoutMs_(timeoutMs) {}

SecretAnswer SystemKeychain::read(const QString& key) {
    auto* job = new QKeychain::ReadPasswordJob(service_);
    job->setKey(key);
    return run(job, timeoutMs_);
}

SecretAnswer SystemKeychain::write(const QString& key, const QString& secret) {
    auto* job = new QKeychain::WritePasswordJob(service_);
    job->setKey(key);
    job->setTextData(secret);
    return run(job, timeoutMs_);
}

SecretAnswer SystemKeychain::remove(const QString& key) {
    auto* job = new QKeychain::DeletePasswordJob(service_);
    job->setKey(key);
    SecretAnswer answer = run(job, timeoutMs_);
    if (answer.status == SecretAnswer::Status::NotFound) answer = {}; // gone either way
    return answer;
}

SystemKeychain& SystemKeychain::program() {
    static SystemKeychain keychain(QStringLiteral("Players Club"));
    return keychain;
}

} // namespace club::book
