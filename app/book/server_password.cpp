// SPDX-License-Identifier: GPL-3.0-or-later
#include "server_password.h"

#include <QSettings>

namespace club::book {

namespace {

const QString FileKey = QStringLiteral("book/password");
/// Set when the user chose the settings file (no keychain on this computer);
/// a password in the file without it is an earlier version's, to be moved.
const QString ChosenFileKey = QStringLiteral("book/passwordInSettingsFile");

QString keyName() {
    return QString::fromLatin1(ServerPasswordKey);
}

void forgetFile(QSettings& settings) {
    settings.remove(FileKey);
    settings.remove(ChosenFileKey);
}

} // namespace

ServerPassword readServerPassword(QSettings& settings, SecretStore& keychain) {
    ServerPassword stored;
    const QString inFile = settings.value(FileKey).toString();
    if (settings.value(ChosenFileKey).toBool()) {
        // The user's choice stands; whether a keychain has come since is
        // for the dialog to say (it asks before the password is kept again).
        stored.password = inFile;
        stored.inSettingsFile = stored.settingsFileChosen = true;
        const SecretAnswer probe = keychain.read(keyName());
        stored.keychainAvailable = probe.status != SecretAnswer::Status::NoKeychain;
        return stored;
    }
    if (!inFile.isEmpty()) {
        // An earlier version's: into the keychain, then out of the file.
        stored.password = inFile;
        const SecretAnswer moved = keychain.write(keyName(), inFile);
        if (moved.status == SecretAnswer::Status::Done) {
            forgetFile(settings);
            settings.sync();
            return stored;
        }
        stored.inSettingsFile = true; // stays until the keychain takes it
        stored.keychainAvailable = moved.status != SecretAnswer::Status::NoKeychain;
        stored.problem = moved.problem;
        return stored;
    }
    const SecretAnswer read = keychain.read(keyName());
    stored.keychainAvailable = read.status != SecretAnswer::Status::NoKeychain;
    if (read.status == SecretAnswer::Status::Done) stored.password = read.secret;
    if (read.status == SecretAnswer::Status::Failed) stored.problem = read.problem;
    return stored;
}

KeptPassword keepServerPassword(QSettings& settings, SecretStore& keychain, const QString& password,
                                bool settingsFileIfNoKeychain) {
    const SecretAnswer answer =
        password.isEmpty() ? keychain.remove(keyName()) : keychain.write(keyName(), password);
    switch (answer.status) {
    case SecretAnswer::Status::Done:
    case SecretAnswer::Status::NotFound:
        forgetFile(settings); // the keychain has it: no copy stays in the file
        return {};
    case SecretAnswer::Status::NoKeychain:
        if (password.isEmpty()) { // nothing to keep anywhere
            forgetFile(settings);
            return {};
        }
        if (!settingsFileIfNoKeychain) return {KeptPassword::Outcome::NoKeychain, answer.problem};
        settings.setValue(FileKey, password);
        settings.setValue(ChosenFileKey, true);
        return {};
    case SecretAnswer::Status::Failed:
        break;
    }
    return {KeptPassword::Outcome::Failed, answer.problem};
}

} // namespace club::book
