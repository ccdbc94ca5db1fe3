// SPDX-License-Identifier: GPL-3.0-or-later
// The club server's password (issue 27, "password kept in the system's usual
// place"): in the keychain when there is one; in the settings file only when
// the user chose it, where there is none; an earlier version's password moved
// from the file into the keychain; a keychain that says no loses nothing.
// Against a stand-in keychain (fake_keychain.h); the real one is
// tst_system_keychain's.
#include "book_settings_dialog.h"
#include "fake_keychain.h"
#include "server_password.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace club;
using Mode = test::FakeKeychain::Mode;
using book::KeptPassword;

namespace {
const QString Key = QString::fromLatin1(book::ServerPasswordKey);
const QString FileKey = QStringLiteral("book/password");
} // namespace

class TstServerPassword : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    QString settingsPath() const { return dir_.filePath(QStringLiteral("players-club.conf")); }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        qputenv("HOME", dir_.path().toLocal8Bit()); // the dialog's QSettings: this test's own
        QStandardPaths::setTestModeEnabled(true);
    }
    void init() {
        QFile::remove(settingsPath());
        QSettings().clear();
    }

    void keptInTheKeychain() {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        test::FakeKeychain keychain;
        QCOMPARE(book::keepServerPassword(settings, keychain, "s3cret", false).outcome,
                 KeptPassword::Outcome::Kept);
        QCOMPARE(keychain.secrets.value(Key), QStringLiteral("s3cret"));
        QVERIFY(!settings.contains(FileKey)); // never in the file
        const book::ServerPassword read = book::readServerPassword(settings, keychain);
        QCOMPARE(read.password, QStringLiteral("s3cret"));
        QVERIFY(read.keychainAvailable);
        QVERIFY(!read.inSettingsFile);
    }

    void noKeychainAndNoChoiceChangesNothing() {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        settings.setValue(FileKey, "old");
        settings.setValue("book/passwordInSettingsFile", true);
        test::FakeKeychain keychain(Mode::Unavailable);
        QCOMPARE(book::keepServerPassword(settings, keychain, "new", false).outcome,
                 KeptPassword::Outcome::NoKeychain);
        QCOMPARE(settings.value(FileKey).toString(), QStringLiteral("old")); // never silently
        const book::ServerPassword read = book::readServerPassword(settings, keychain);
        QCOMPARE(read.password, QStringLiteral("old"));
        QVERIFY(!read.keychainAvailable);
    }

    void noKeychainAndTheFileChosen() {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        test::FakeKeychain keychain(Mode::Unavailable);
        QCOMPARE(book::keepServerPassword(settings, keychain, "s3cret", true).outcome,
                 KeptPassword::Outcome::Kept);
        QCOMPARE(settings.value(FileKey).toString(), QStringLiteral("s3cret"));
        const book::ServerPassword read = book::readServerPassword(settings, keychain);
        QCOMPARE(read.password, QStringLiteral("s3cret"));
        QVERIFY(!read.keychainAvailable);
        QVERIFY(read.settingsFileChosen);
        // A keychain come since: the chosen file stays until the password is kept again,
        // then the keychain has it and the file forgets it.
        keychain.mode = Mode::Available;
        QCOMPARE(book::readServerPassword(settings, keychain).password, QStringLiteral("s3cret"));
        QCOMPARE(book::keepServerPassword(settings, keychain, "s3cret", true).outcome,
                 KeptPassword::Outcome::Kept);
        QVERIFY(!settings.contains(FileKey));
        QCOMPARE(keychain.secrets.value(Key), QStringLiteral("s3cret"));
    }

    void anEmptyPasswordIsKeptNowhere() {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        test::FakeKeychain keychain(Mode::Unavailable);
        QCOMPARE(book::keepServerPassword(settings, keychain, QString(), false).outcome,
                 KeptPassword::Outcome::Kept);
        keychain.mode = Mode::Available;
        keychain.secrets.insert(Key, "old");
        QCOMPARE(book::keepServerPassword(settings, keychain, QString(), false).outcome,
                 KeptPassword::Outcome::Kept);
        QVERIFY(!keychain.secrets.contains(Key));
    }

    void aFailingKeychainLosesNothing() {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        test::FakeKeychain keychain;
        keychain.secrets.insert(Key, "old");
        keychain.mode = Mode::Failing;
        const KeptPassword kept = book::keepServerPassword(settings, keychain, "new", true);
        QCOMPARE(kept.outcome, KeptPassword::Outcome::Failed);
        QVERIFY(!kept.problem.isEmpty());
        QCOMPARE(keychain.secrets.value(Key), QStringLiteral("old"));
        QVERIFY(!settings.contains(FileKey)); // not put in the file behind the user's back
        const book::ServerPassword read = book::readServerPassword(settings, keychain);
        QVERIFY(read.keychainAvailable);
        QVERIFY(!read.problem.isEmpty()); // the dialog says why the password is not filled in
    }

    void anEarlierVersionsPasswordMovesToTheKeychain() {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        settings.setValue(FileKey, "from-before");
        test::FakeKeychain keychain;
        QCOMPARE(book::readServerPassword(settings, keychain).password,
                 QStringLiteral("from-before"));
        QCOMPARE(keychain.secrets.value(Key), QStringLiteral("from-before"));
        settings.sync();
        QVERIFY(!QSettings(settingsPath(), QSettings::IniFormat).contains(FileKey));
        QCOMPARE(book::readServerPassword(settings, keychain).password,
                 QStringLiteral("from-before"));
    }

    void anEarlierVersionsPasswordStaysWithoutAKeychain_data() {
        QTest::addColumn<int>("mode");
        QTest::newRow("no keychain") << int(Mode::Unavailable);
        QTest::newRow("a keychain saying no") << int(Mode::Failing);
    }
    void anEarlierVersionsPasswordStaysWithoutAKeychain() {
        QFETCH(int, mode);
        QSettings settings(settingsPath(), QSettings::IniFormat);
        settings.setValue(FileKey, "from-before");
        test::FakeKeychain keychain{Mode(mode)};
        const book::ServerPassword read = book::readServerPassword(settings, keychain);
        QCOMPARE(read.password, QStringLiteral("from-before"));
        QVERIFY(read.inSettingsFile);
        QVERIFY(!read.settingsFileChosen); // the dialog asks; the box is not ticked for the user
        QCOMPARE(settings.value(FileKey).toString(), QStringLiteral("from-before"));
        // The keychain back: moved then.
        keychain.mode = Mode::Available;
        QCOMPARE(book::readServerPassword(settings, keychain).password,
                 QStringLiteral("from-before"));
        QVERIFY(!settings.contains(FileKey));
    }

    // The dialog, with no keychain: says so, and keeps the password in the
    // file only once the box is ticked; until then OK leaves it open.
    void theDialogAsksWhereThereIsNoKeychain() {
        test::FakeKeychain keychain(Mode::Unavailable);
        const auto server =
            book::BookLocation::server("club-laptop.local", 5432, "club_book", "club", QString());
        book::ServerPassword kept;
        kept.keychainAvailable = false;
        app::BookSettingsDialog dialog(server, server, nullptr, kept, &keychain);
        dialog.show();
        auto* box = dialog.findChild<QCheckBox*>("bookServerPasswordInSettingsFile");
        QVERIFY(box && box->isVisible() && !box->isChecked());
        QVERIFY(
            dialog.findChild<QLabel*>("bookServerPasswordNote")->text().contains("no keychain"));
        dialog.findChild<QLineEdit*>("bookServerPassword")->setText("typed");
        dialog.accept();
        QVERIFY(dialog.isVisible()); // not closed: the password would be lost
        QVERIFY(!dialog.findChild<QLabel*>("bookServerTestResult")->text().isEmpty());
        QVERIFY(!QSettings().contains(FileKey));
        box->setChecked(true);
        dialog.accept();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(QSettings().value(FileKey).toString(), QStringLiteral("typed"));
    }

    void theDialogKeepsItInTheKeychain() {
        test::FakeKeychain keychain;
        const auto server =
            book::BookLocation::server("club-laptop.local", 5432, "club_book", "club", "old");
        app::BookSettingsDialog dialog(server, server, nullptr, {}, &keychain);
        dialog.show();
        QVERIFY(!dialog.findChild<QCheckBox*>("bookServerPasswordInSettingsFile")->isVisible());
        dialog.findChild<QLineEdit*>("bookServerPassword")->setText("typed");
        keychain.mode = Mode::Failing;
        dialog.accept();
        QVERIFY(dialog.isVisible()); // the keychain said no: nothing lost, the dialog stays
        keychain.mode = Mode::Available;
        dialog.accept();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(keychain.secrets.value(Key), QStringLiteral("typed"));
        QVERIFY(!QSettings().contains(FileKey));
    }
};

QTEST_MAIN(TstServerPassword)
#include "tst_server_password.moc"
