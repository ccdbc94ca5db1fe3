// SPDX-License-Identifier: GPL-3.0-or-later
// A place that keeps secrets by name: the system's keychain
// (system_keychain.h), or a test's stand-in. Each call answers when done, or
// after its own time limit: the caller is never left waiting for ever.
#pragma once

#include <QString>

namespace club::book {

struct SecretAnswer {
    enum class Status {
        Done,       ///< kept, read or removed
        NotFound,   ///< nothing kept under that name
        NoKeychain, ///< this computer has no keychain (no secret service running)
        Failed,     ///< the keychain is there but said no, or did not answer in time
    };
    Status status = Status::Done;
    QString secret;  ///< what was read (read() and Done only)
    QString problem; ///< the keychain's own words, when not Done
};

class SecretStore {
public:
    virtual ~SecretStore() = default;
    virtual SecretAnswer read(const QString& key) = 0;
    virtual SecretAnswer write(const QString& key, const QString& secret) = 0;
    virtual SecretAnswer remove(const QString& key) = 0;
};

} // namespace club::book
