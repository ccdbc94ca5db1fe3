// SPDX-License-Identifier: GPL-3.0-or-later
// The program's language: the system's by default, or one chosen in the
// View > Language menu, remembered in the settings and applied at once. Qt's own catalogue (qtbase)
// is loaded too, so file and print dialogs speak the same language as the game.
#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

class QMenu;
class QWidget;

namespace club::app {

struct LanguageChoice {
    QString code;       ///< "en", "fr", ...; empty for the system's language
    QString nativeName; ///< the language's name in itself, as a menu shows it
};

/// The choices offered: the system's language, English, then each translation.
QList<LanguageChoice> languageChoices();

/// The remembered choice: a code from languageChoices(), empty for the system's.
QString chosenLanguage();
void setChosenLanguage(const QString& code);

/// The locale a choice stands for (the system's for an empty code).
QLocale localeForLanguage(const QString& code);

/// Installs the program's and Qt's translators for `locale` on the running
/// application, in place of those of the language before (at start, and
/// again for each change of language while the program runs).
/// @returns the catalogues loaded, e.g. {"players-club_fr", "qtbase_fr"}.
QStringList installTranslations(const QLocale& locale);

/// The Language menu: one checkable entry per choice; picking one remembers
/// it and switches the running program to it (every page says its words
/// again: follow_language.h).
QMenu* createLanguageMenu(QWidget* parent);

} // namespace club::app
