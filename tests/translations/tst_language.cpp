// SPDX-License-Identifier: GPL-3.0-or-later
// The language machinery: the catalogues built into the program, the
// remembered choice, Qt's own catalogue, the Language menu and the About box.
#include "about_dialog.h"
#include "common/game_registry.h"
#include "engine/pm/rules.h"
#include "game_catalogue.h"
#include "km/km_words.h"
#include "language.h"
#include "pm/pm_rules_text.h"
#include "pm/pm_words.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace club::app;

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // never touch the player's settings
        QSettings().remove(QStringLiteral("ui/language"));
        club::app::registerBuiltInGames(); // the chooser's lids come from the registry
    }

    void catalogueIsBuiltIn_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("fr") << QStringLiteral("fr");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("es") << QStringLiteral("es");
    }
    void catalogueIsBuiltIn() {
        QFETCH(QString, code);
        const QString path = QStringLiteral(":/players-club/i18n/players-club_%1.qm").arg(code);
        QVERIFY2(QFile::exists(path), qPrintable(path + QStringLiteral(" is not embedded")));
        QTranslator translator;
        QVERIFY2(translator.load(path), qPrintable(path + QStringLiteral(" does not load")));
        QCOMPARE(translator.language().left(2), code);
    }

    // Text built outside a QObject (word helpers, the rules, the catalogue)
    // is looked up under a context lupdate must agree on; a mismatch leaves
    // it in English however complete the .ts files are.
    void helperTextIsTranslated_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("fr") << QStringLiteral("fr");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("es") << QStringLiteral("es");
    }
    void helperTextIsTranslated() {
        QFETCH(QString, code);
        auto texts = [] {
            QStringList words{pmRulesHtml(), pmwords::placeName(club::pm::Stars),
                              kmwords::levelName(club::km::Level::Random)};
            for (const auto& game : gameCatalogue()) // each game's registration words its lid
                words << game.blurb;
            return words;
        };
        const QStringList english = texts();
        QTranslator translator;
        QVERIFY(
            translator.load(QStringLiteral(":/players-club/i18n/players-club_%1.qm").arg(code)));
        QCoreApplication::installTranslator(&translator);
        const QStringList translated = texts();
        QCoreApplication::removeTranslator(&translator);
        for (int i = 0; i < english.size(); ++i)
            QVERIFY2(translated[i] != english[i], qPrintable(english[i].left(60)));
    }

    void choicesNameEachLanguageInItself() {
        const QList<LanguageChoice> choices = languageChoices();
        QStringList codes;
        for (const LanguageChoice& c : choices)
            codes << c.code;
        QCOMPARE(codes, (QStringList{QString(), "en", "fr", "de", "es"}));
        QCOMPARE(choices[2].nativeName, QStringLiteral("Fran\u00e7ais"));
        QCOMPARE(choices[4].nativeName, QStringLiteral("Espa\u00f1ol"));
    }

    void choiceIsRemembered() {
        QCOMPARE(chosenLanguage(), QString());
        setChosenLanguage(QStringLiteral("de"));
        QCOMPARE(chosenLanguage(), QStringLiteral("de"));
        // A damaged setting falls back to the system's language.
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("xx-bogus"));
        QCOMPARE(chosenLanguage(), QString());
        setChosenLanguage(QString());
    }

    void localeFollowsChoice() {
        QCOMPARE(localeForLanguage(QString()), QLocale::system());
        QCOMPARE(localeForLanguage(QStringLiteral("fr")).language(), QLocale::French);
        QCOMPARE(localeForLanguage(QStringLiteral("es")).language(), QLocale::Spanish);
    }

    void englishLoadsOnlyItsPluralForms() {
        QCOMPARE(installTranslations(QLocale(QLocale::English)),
                 QStringList{QStringLiteral("players-club_en")});
        QCOMPARE(QCoreApplication::translate("PmAccessibleWords", "%n cards in hand.", nullptr, 1),
                 QStringLiteral("1 card in hand."));
        QCOMPARE(QCoreApplication::translate("PmAccessibleWords", "%n cards in hand.", nullptr, 3),
                 QStringLiteral("3 cards in hand."));
    }

    void untranslatedLanguageGetsEnglishPlurals() {
        const QStringList loaded = installTranslations(QLocale(QLocale::Italian));
        QVERIFY2(loaded.contains(QStringLiteral("players-club_en")), qPrintable(loaded.join(',')));
        QCOMPARE(QCoreApplication::translate("club::FormatError", "a side has more than %n tokens",
                                             nullptr, 1),
                 QStringLiteral("a side has more than 1 token"));
        // The sentences are English, and so are the lists and dates in them.
        QCOMPARE(
            QLocale().createSeparatedList({QStringLiteral("P.M."), QStringLiteral("Patchesi")}),
            QStringLiteral("P.M. and Patchesi"));
        QCOMPARE(QLocale().standaloneMonthName(12), QStringLiteral("December"));
        QLocale::setDefault(QLocale(QLocale::English));
    }

    // A system set to "C" (no language at all) speaks English throughout.
    void aSystemWithoutALanguageGetsEnglishLists() {
        const QStringList loaded = installTranslations(QLocale::c());
        QVERIFY2(loaded.contains(QStringLiteral("players-club_en")), qPrintable(loaded.join(',')));
        QCOMPARE(
            QLocale().createSeparatedList({QStringLiteral("P.M."), QStringLiteral("Patchesi")}),
            QStringLiteral("P.M. and Patchesi"));
        QLocale::setDefault(QLocale(QLocale::English));
    }

    void frenchLoadsProgramAndQtCatalogues() {
        const QStringList loaded = installTranslations(QLocale(QLocale::French, QLocale::France));
        QVERIFY2(loaded.contains(QStringLiteral("players-club_fr")), qPrintable(loaded.join(',')));
        const QString qtbase =
            QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_fr.qm");
        if (!QFile::exists(qtbase))
            QSKIP("Qt's French catalogue is not installed (qt6-translations-l10n)");
        QVERIFY2(loaded.contains(QStringLiteral("qtbase_fr")), qPrintable(loaded.join(',')));
        // Qt's own strings now speak French.
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"),
                 QStringLiteral("Annuler"));
        QLocale::setDefault(QLocale(QLocale::English));
    }

    void menuOffersEveryChoiceAndRemembersOne() {
        setChosenLanguage(QStringLiteral("fr"));
        QWidget parent;
        QMenu* menu = createLanguageMenu(&parent);
        QList<QAction*> entries;
        for (QAction* a : menu->actions())
            if (!a->isSeparator()) entries << a;
        QCOMPARE(entries.size(), 5);
        QVERIFY(entries[2]->isChecked()); // Français, as remembered
        // Choosing Deutsch takes effect at once (issue 25): no question, no
        // restart; the menu's own title speaks German.
        entries[3]->trigger();
        QVERIFY(!QApplication::activeModalWidget());
        QCOMPARE(chosenLanguage(), QStringLiteral("de"));
        QTRY_COMPARE(menu->title(), QCoreApplication::translate("Language", "&Language"));
        QVERIFY(menu->title() != QStringLiteral("&Language"));
        setChosenLanguage(QString());
        installTranslations(QLocale(QLocale::English));
        QLocale::setDefault(QLocale(QLocale::English));
        QTRY_COMPARE(menu->title(), QStringLiteral("&Language"));
    }

    void aboutNamesInventorsAndPublishers_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("P.M. club") << QStringLiteral("Players Club");
        QTest::newRow("P.M. maker") << QStringLiteral("Waddington");
        QTest::newRow("Patchesi") << QStringLiteral("John Jaques");
        QTest::newRow("King's Men inventor") << QStringLiteral("Elizabeth Magie Phillips");
        QTest::newRow("King's Men publisher") << QStringLiteral("Parker Brothers");
        QTest::newRow("Cribbage boards") << QStringLiteral("Pacific Game Company");
    }
    void aboutNamesInventorsAndPublishers() {
        QFETCH(QString, name);
        QVERIFY(AboutDialog::creditsHtml().contains(name));
    }

    void aboutCarriesFontLicences() {
        // The build embeds the fonts it finds on this machine (app/CMakeLists.txt).
        if (!QFile::exists(QStringLiteral(
                "/usr/share/fonts/truetype/fonts-century-catalogue/Century-Catalogue.ttf")))
            QSKIP("built without the period fonts (fonts-century-catalogue)");
        QVERIFY(QFile::exists(QStringLiteral(":/players-club/fonts/Century-Catalogue.ttf")));
        AboutDialog dialog;
        auto* text = dialog.findChild<QPlainTextEdit*>();
        QVERIFY(text);
        QVERIFY(text->toPlainText().contains(QStringLiteral("Century-Catalogue.ttf")));
        QVERIFY(text->toPlainText().contains(QStringLiteral("Open Font License")));
    }

    void aboutShowsVersion() {
        AboutDialog dialog;
        bool found = false;
        for (QLabel* label : dialog.findChildren<QLabel*>())
            found = found || label->text().contains(QStringLiteral(PLAYERS_CLUB_VERSION));
        QVERIFY(found);
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
