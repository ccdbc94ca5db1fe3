// SPDX-License-Identifier: GPL-3.0-or-later
#include "temporary_postgres.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace club::test {

namespace {

/// A port free on 127.0.0.1 just now (the system's choice for port 0).
int freePort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return 0;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), size) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

/// Gives `path` and everything in it to `owner`.
bool chownAll(const QString& path, uid_t uid, gid_t gid) {
    if (::chown(QFile::encodeName(path).constData(), uid, gid) != 0) return false;
    const QDir dir(path);
    for (const QFileInfo& info :
         dir.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
        if (info.isDir()
                ? !chownAll(info.absoluteFilePath(), uid, gid)
                : ::chown(QFile::encodeName(info.absoluteFilePath()).constData(), uid, gid) != 0)
            return false;
    return true;
}

} // namespace

TemporaryPostgres::~TemporaryPostgres() {
    stop();
}

QString TemporaryPostgres::binDir() {
    // Debian keeps them out of PATH, under the major version.
    const QDir versions(QStringLiteral("/usr/lib/postgresql"));
    QStringList found = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(found.begin(), found.end(),
              [](const QString& a, const QString& b) { return a.toInt() > b.toInt(); });
    for (const QString& version : found) {
        const QString bin = versions.filePath(version + QStringLiteral("/bin"));
        if (QFile::exists(bin + QStringLiteral("/initdb")) &&
            QFile::exists(bin + QStringLiteral("/pg_ctl")))
            return bin;
    }
    return {};
}

QString TemporaryPostgres::run(const QString& program, const QStringList& arguments) const {
    QProcess process;
    process.setWorkingDirectory(dir_.path()); // root's own folder is closed to "postgres"
    process.setProcessChannelMode(QProcess::MergedChannels);
    const QString path = binDir() + QLatin1Char('/') + program;
    if (::geteuid() == 0)
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), QStringLiteral("postgres"),
                                  QStringLiteral("--"), path} +
                          arguments);
    else
        process.start(path, arguments);
    if (!process.waitForFinished(45'000)) {
        process.kill();
        process.waitForFinished();
        return program + QStringLiteral(" did not finish: ") + process.errorString();
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return program + QStringLiteral(" failed: ") + QString::fromLocal8Bit(process.readAll());
    return {};
}

QString TemporaryPostgres::start() {
    if (binDir().isEmpty()) return QStringLiteral("PostgreSQL is not installed");
    if (!dir_.isValid()) return QStringLiteral("no temporary folder");
    port_ = freePort();
    if (port_ == 0) return QStringLiteral("no free port on 127.0.0.1");
    const QString passwordFile = dir_.filePath(QStringLiteral("password"));
    {
        QFile file(passwordFile);
        if (!file.open(QIODevice::WriteOnly) || file.write(password().toUtf8()) < 0)
            return QStringLiteral("cannot write ") + passwordFile;
    }
    if (::geteuid() == 0) {
        const passwd* user = ::getpwnam("postgres");
        if (!user) return QStringLiteral("running as root, and there is no \"postgres\" user");
        if (!chownAll(dir_.path(), user->pw_uid, user->pw_gid))
            return QStringLiteral("cannot give the temporary folder to \"postgres\"");
    }
    // Passwords over TCP, as a club's server would ask them.
    if (QString problem = run(
            QStringLiteral("initdb"),
            {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), QStringLiteral("club"),
             QStringLiteral("--pwfile=") + passwordFile, QStringLiteral("--auth-local=trust"),
             QStringLiteral("--auth-host=scram-sha-256"), QStringLiteral("-E"),
             QStringLiteral("UTF8"), QStringLiteral("--locale=C"), QStringLiteral("--no-sync")});
        !problem.isEmpty())
        return problem;
    return startAgain();
}

QString TemporaryPostgres::startAgain() {
    const QString options = QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off")
                                .arg(port_)
                                .arg(dir_.path());
    QString problem = run(QStringLiteral("pg_ctl"),
                          {QStringLiteral("-D"), dataDir(), QStringLiteral("-l"),
                           dir_.filePath(QStringLiteral("server.log")), QStringLiteral("-o"),
                           options, QStringLiteral("-w"), QStringLiteral("-t"),
                           QStringLiteral("30"), QStringLiteral("start")});
    if (problem.isEmpty())
        running_ = true;
    else {
        QFile log(dir_.filePath(QStringLiteral("server.log")));
        if (log.open(QIODevice::ReadOnly)) problem += QString::fromLocal8Bit(log.readAll());
    }
    return problem;
}

QString TemporaryPostgres::stop() {
    if (!running_) return {};
    running_ = false;
    return run(QStringLiteral("pg_ctl"),
               {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("fast"),
                QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("30"),
                QStringLiteral("stop")});
}

book::BookLocation TemporaryPostgres::location(const QString& database) const {
    return book::BookLocation::server(QStringLiteral("127.0.0.1"), port_, database,
                                      QStringLiteral("club"), password());
}

QString TemporaryPostgres::createDatabase(const QString& name) const {
    QString problem;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"),
                                                    QStringLiteral("temporary-postgres-admin"));
        const book::BookLocation admin = location(QStringLiteral("postgres"));
        db.setHostName(admin.host);
        db.setPort(admin.port);
        db.setDatabaseName(admin.database);
        db.setUserName(admin.user);
        db.setPassword(admin.password);
        if (!db.open())
            problem = db.lastError().text();
        else {
            QSqlQuery query(db);
            if (!query.exec(QStringLiteral("CREATE DATABASE \"%1\"").arg(name)))
                problem = query.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("temporary-postgres-admin"));
    return problem;
}

} // namespace club::test
