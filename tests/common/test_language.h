// SPDX-License-Identifier: GPL-3.0-or-later
// A language for part of a test: the program's translations into it are
// installed while the object lives, and taken out when it goes.
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTranslator>

namespace club::test {

class TestLanguage {
public:
    explicit TestLanguage(const QString& language) {
        loaded_ = translator_.load(QLocale(language), QStringLiteral("players-club"),
                                   QStringLiteral("_"), QStringLiteral(":/players-club/i18n"));
        if (loaded_) QCoreApplication::installTranslator(&translator_);
    }
    ~TestLanguage() {
        if (loaded_) QCoreApplication::removeTranslator(&translator_);
    }
    TestLanguage(const TestLanguage&) = delete;
    TestLanguage& operator=(const TestLanguage&) = delete;
    /// False when the program has no translations into the language.
    bool isLoaded() const { return loaded_; }

private:
    QTranslator translator_;
    bool loaded_ = false;
};

} // namespace club::test
