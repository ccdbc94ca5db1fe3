// SPDX-License-Identifier: GPL-3.0-or-later
// Where the club server's password is kept (issue 27, "password kept in the
// system's usual place"): in the system's keychain; where this computer has
// none, in Players Club's settings file only when the user chose that in the
// settings dialog, never silently. A password left in the settings file by
// an earlier version moves to the keychain the first time it is read, and
// leaves the file once the keychain has it.
#pragma once

#include "secret_store.h"

class QSettings;

namespace club::book {

/// The password's name in the keychain.
inline constexpr const char* ServerPasswordKey = "club-book-server";

struct ServerPassword {
    QString password;
    bool keychainAvailable = true;   ///< false: the dialog offers the settings file
    bool inSettingsFile = false;     ///< kept in the settings file (chosen, or not moved yet)
    bool settingsFileChosen = false; ///< the user chose the settings file
    QString problem;                 ///< the keychain's words when it could not be read
};

/// The password as kept in `settings` (group "book") or `keychain`.
ServerPassword readServerPassword(QSettings& settings, SecretStore& keychain);

struct KeptPassword {
    enum class Outcome {
        Kept,       ///< in the keychain, or in the settings file as chosen
        NoKeychain, ///< no keychain, and the settings file was not chosen: nothing changed
        Failed,     ///< the keychain said no: nothing changed
    };
    Outcome outcome = Outcome::Kept;
    QString problem; ///< the keychain's words (Failed)
};

/// Keeps `password` in the keychain (an empty one: none is kept); where this
/// computer has no keychain, in the settings file if `settingsFileIfNoKeychain`.
/// Unless kept, what was kept before stays as it was.
KeptPassword keepServerPassword(QSettings& settings, SecretStore& keychain, const QString& password,
                                bool settingsFileIfNoKeychain);

} // namespace club::book
