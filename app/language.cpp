// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include "common/follow_language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QMenu>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

#include <utility>

namespace club::app {

namespace {

// A named translation context that lupdate and the program agree on.
struct Language {
    Q_DECLARE_TR_FUNCTIONS(Language)
};

const QString settingKey = QStringLiteral("ui/language");
const QString catalogueDir = QStringLiteral(":/players-club/i18n");

/// The catalogues installed now (ours and Qt's), taken out at the next switch.
QList<QPointer<QTranslator>>& installed() {
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

/// Loads one catalogue for `locale` from the first directory that has it.
bool load(const QLocale& locale, const QString& name, const QStringList& dirs,
          QStringList& loaded) {
    auto* translator = new QTranslator(QCoreApplication::instance());
    for (const QString& dir : dirs) {
        if (translator->load(locale, name, QStringLiteral("_"), dir)) {
            QCoreApplication::installTranslator(translator);
            installed() << translator;
            loaded << QFileInfo(translator->filePath()).completeBaseName();
            return true;
        }
    }
    delete translator;
    return false;
}

} // namespace

QList<LanguageChoice> languageChoices() {
    // Each language is named in itself, so a player who cannot read the
    // current language still finds his own.
    return {
        {QString(), Language::tr("System Language")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("fr"), QStringLiteral("Fran\u00e7ais")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Espa\u00f1ol")},
    };
}

QString chosenLanguage() {
    const QString code = QSettings().value(settingKey).toString();
    for (const LanguageChoice& choice : languageChoices())
        if (choice.code == code) return code;
    return QString(); // unknown or damaged setting: follow the system
}

void setChosenLanguage(const QString& code) {
    QSettings().setValue(settingKey, code);
}

QLocale localeForLanguage(const QString& code) {
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

QStringList installTranslations(const QLocale& locale) {
    // The catalogues of the language before go first, Qt's own too, so the
    // new ones are the only ones asked (each removal and installation sends
    // QEvent::LanguageChange; follow_language.h says the words once).
    for (const QPointer<QTranslator>& old : std::exchange(installed(), {}))
        if (old) {
            QCoreApplication::removeTranslator(old);
            delete old;
        }
    QStringList loaded;
    QLocale::setDefault(locale); // lists and numbers follow the chosen language, English too
    // A language without a catalogue of ours shows English, with English
    // plurals, and English lists and dates in its sentences: a system set to
    // "C" had joined two games as "P.M., Once Around Cribbage".
    if (!load(locale, QStringLiteral("players-club"), {catalogueDir}, loaded)) {
        const QLocale english(QLocale::English, locale.territory());
        QLocale::setDefault(english);
        load(english, QStringLiteral("players-club"), {catalogueDir}, loaded);
    }
    // English is the source language: its catalogue holds only plural forms,
    // and Qt's own is not loaded, so a French system set to English shows
    // English dialogs throughout.
    if (locale.language() == QLocale::English) return loaded;
    // Qt's catalogues: where Qt is installed (Linux packages), or beside
    // the program where windeployqt and macdeployqt put them.
    const QString appDir = QCoreApplication::applicationDirPath();
    load(locale, QStringLiteral("qtbase"),
         {QLibraryInfo::path(QLibraryInfo::TranslationsPath),
          appDir + QStringLiteral("/translations"),
          appDir + QStringLiteral("/../Resources/translations")},
         loaded);
    return loaded;
}

QMenu* createLanguageMenu(QWidget* parent) {
    auto* menu = new QMenu(parent);
    auto* group = new QActionGroup(menu);
    const QString current = chosenLanguage();
    for (const LanguageChoice& choice : languageChoices()) {
        QAction* action = menu->addAction(choice.nativeName);
        action->setCheckable(true);
        action->setChecked(choice.code == current);
        action->setData(choice.code);
        group->addAction(action);
        if (choice.code.isEmpty()) menu->addSeparator();
    }
    // The menu's title and "System Language" are the only words here in the
    // language shown; each other language keeps its own name.
    followLanguage(menu, [menu, group] {
        menu->setTitle(Language::tr("&Language"));
        group->actions().constFirst()->setText(languageChoices().constFirst().nativeName);
    });
    // The whole program speaks the language chosen at once; the game on the
    // table goes on as it was.
    QObject::connect(group, &QActionGroup::triggered, menu, [](QAction* action) {
        const QString code = action->data().toString();
        if (code == chosenLanguage()) return;
        setChosenLanguage(code);
        installTranslations(localeForLanguage(code));
    });
    return menu;
}

} // namespace club::app
