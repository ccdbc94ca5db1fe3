// SPDX-License-Identifier: GPL-3.0-or-later
// The system's keychain through QtKeychain (system_keychain.h), for real:
//   - run by with_secret_service.sh (a private D-Bus session and GNOME
//     Keyring in a temporary home; skipped where they are missing): a
//     password kept, read, replaced and removed;
//   - run with --no-secret-service: no session bus at all, as on a bare
//     machine; the keychain is "not there", said at once, not waited for.
#include "server_password.h"
#include "system_keychain.h"

#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>

using namespace club;
using Status = book::SecretAnswer::Status;

namespace {
bool withoutSecretService = false;
} // namespace

class TstSystemKeychain : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        if (!withoutSecretService && qEnvironmentVariableIsEmpty("PLAYERS_CLUB_SECRET_SERVICE"))
            QSKIP("run by with_secret_service.sh, or with --no-secret-service");
    }

    void keptReadAndRemoved() {
        if (withoutSecretService) QSKIP("a secret service is needed");
        book::SystemKeychain keychain(QStringLiteral("Players Club test"), 10'000);
        const QString key = QStringLiteral("club-book-server");
        QCOMPARE(int(keychain.read(key).status), int(Status::NotFound));
        QCOMPARE(int(keychain.write(key, QStringLiteral("s3cret \u00e9")).status),
                 int(Status::Done));
        book::SecretAnswer read = keychain.read(key);
        QCOMPARE(int(read.status), int(Status::Done));
        QCOMPARE(read.secret, QStringLiteral("s3cret \u00e9"));
        QCOMPARE(int(keychain.write(key, QStringLiteral("other")).status), int(Status::Done));
        QCOMPARE(keychain.read(key).secret, QStringLiteral("other"));
        QCOMPARE(int(keychain.remove(key).status), int(Status::Done));
        QCOMPARE(int(keychain.read(key).status), int(Status::NotFound));
    }

    // An earlier version's password in the settings file, into the real keychain.
    void anEarlierVersionsPasswordMoves() {
        if (withoutSecretService) QSKIP("a secret service is needed");
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("players-club.conf")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("book/password"), QStringLiteral("from-before"));
        book::SystemKeychain keychain(QStringLiteral("Players Club test"), 10'000);
        QCOMPARE(book::readServerPassword(settings, keychain).password,
                 QStringLiteral("from-before"));
        QVERIFY(!settings.contains(QStringLiteral("book/password")));
        QCOMPARE(keychain.read(QString::fromLatin1(book::ServerPasswordKey)).secret,
                 QStringLiteral("from-before"));
        keychain.remove(QString::fromLatin1(book::ServerPasswordKey));
    }

    void noSecretServiceIsSaidAtOnce() {
        if (!withoutSecretService) QSKIP("run with --no-secret-service");
        book::SystemKeychain keychain(QStringLiteral("Players Club test"), 10'000);
        QElapsedTimer timer;
        timer.start();
        const book::SecretAnswer read = keychain.read(QStringLiteral("club-book-server"));
        QCOMPARE(int(read.status), int(Status::NoKeychain));
        QVERIFY2(timer.elapsed() < 5000, "not waited for the time limit");
        QCOMPARE(int(keychain.write(QStringLiteral("k"), QStringLiteral("v")).status),
                 int(Status::NoKeychain));
    }
};

int main(int argc, char** argv) {
    QList<char*> args;
    for (int i = 0; i < argc; ++i) {
        if (std::strcmp(argv[i], "--no-secret-service") == 0) {
            withoutSecretService = true;
            // No session bus, and none to be started for the test.
            qunsetenv("DBUS_SESSION_BUS_ADDRESS");
            qunsetenv("DISPLAY");
            qputenv("XDG_RUNTIME_DIR", "/nonexistent-players-club-test");
        } else
            args << argv[i];
    }
    int count = int(args.size());
    QCoreApplication app(count, args.data());
    TstSystemKeychain test;
    return QTest::qExec(&test, count, args.data());
}
#include "tst_system_keychain.moc"
