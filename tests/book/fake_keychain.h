// SPDX-License-Identifier: GPL-3.0-or-later
// A keychain for tests: there and working, absent (no secret service), or
// there and saying no to everything.
#pragma once

#include "secret_store.h"

#include <QHash>

namespace club::test {

class FakeKeychain : public book::SecretStore {
public:
    enum class Mode { Available, Unavailable, Failing };
    explicit FakeKeychain(Mode mode = Mode::Available) : mode(mode) {}

    book::SecretAnswer read(const QString& key) override {
        if (const auto refused = refusal()) return *refused;
        if (!secrets.contains(key)) return {book::SecretAnswer::Status::NotFound, {}, {}};
        return {book::SecretAnswer::Status::Done, secrets.value(key), {}};
    }
    book::SecretAnswer write(const QString& key, const QString& secret) override {
        if (const auto refused = refusal()) return *refused;
        secrets.insert(key, secret);
        return {};
    }
    book::SecretAnswer remove(const QString& key) override {
        if (const auto refused = refusal()) return *refused;
        secrets.remove(key);
        return {};
    }

    Mode mode;
    QHash<QString, QString> secrets;

private:
    std::optional<book::SecretAnswer> refusal() const {
        if (mode == Mode::Unavailable)
            return book::SecretAnswer{
                book::SecretAnswer::Status::NoKeychain, {}, QStringLiteral("no secret service")};
        if (mode == Mode::Failing)
            return book::SecretAnswer{
                book::SecretAnswer::Status::Failed, {}, QStringLiteral("access denied")};
        return std::nullopt;
    }
};

} // namespace club::test
