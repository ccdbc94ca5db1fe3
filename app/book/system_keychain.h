// SPDX-License-Identifier: GPL-3.0-or-later
// The system's usual keychain (the freedesktop secret service, e.g. GNOME
// Keyring or KWallet; QtKeychain), asked synchronously: each job runs in a
// local event loop (the window still paints) and is given up after a time
// limit, so a keychain that never answers cannot hold the program.
#pragma once

#include "secret_store.h"

namespace club::book {

class SystemKeychain : public SecretStore {
public:
    /// `service` names Players Club's entries in the keychain.
    explicit SystemKeychain(QString service, int timeoutMs = 20'000);

    SecretAnswer read(const QString& key) override;
    SecretAnswer write(const QString& key, const QString& secret) override;
    SecretAnswer remove(const QString& key) override;

    /// The program's keychain (service "Players Club").
    static SystemKeychain& program();

private:
    QString service_;
    int timeoutMs_;
};

} // namespace club::book
