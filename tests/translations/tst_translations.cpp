// SPDX-License-Identifier: GPL-3.0-or-later
// The translations are complete: translations/update.sh (lupdate) is run on
// copies of the .ts files in a temporary directory, so a string added to the
// sources but never given to the translators shows up as unfinished there;
// the committed files themselves are left alone. Fails on any unfinished or
// empty entry, on a translation that drops a %1-style placeholder, and on
// lupdate warnings (a tr() whose context lupdate cannot see would never be
// translated at run time), and on a context that names no class of the
// sources.
#include "test_paths.h"
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <functional>

namespace {

const QString sourceDir = club::test::sourcePath();

struct Message {
    QString context;
    QString source;
    QStringList translations; // one, or one per plural form
    QString type;             // "", "unfinished", "vanished", "obsolete"
};

QList<Message> readTs(const QString& path, QString* error) {
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read ") + path;
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message")) messages << current;
            continue;
        }
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            current = Message{context, {}, {}, {}};
        } else if (xml.name() == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            // Plain text, or one <numerusform> per plural form.
            QString text;
            bool numerus = false;
            while (!xml.atEnd() &&
                   !(xml.isEndElement() && xml.name() == QLatin1String("translation"))) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    numerus = true;
                    current.translations << xml.readElementText();
                } else if (xml.isCharacters()) {
                    text += xml.text();
                }
            }
            if (!numerus) current.translations << text;
        }
    }
    if (xml.hasError()) *error = path + QStringLiteral(": ") + xml.errorString();
    return messages;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression arg(QStringLiteral("%(L?)(\\d+|n)"));
    QSet<QString> found;
    for (const auto& m : arg.globalMatch(text))
        found << m.captured(2);
    return found;
}

// Every header and source file of app/ and engine/, read once.
QStringList sourceTexts() {
    QStringList texts;
    for (const char* folder : {"/app", "/engine"}) {
        QDirIterator it(sourceDir + QLatin1String(folder),
                        {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (file.open(QIODevice::ReadOnly)) texts << QString::fromUtf8(file.readAll());
        }
    }
    return texts;
}

// Whether the sources define the class a translation context names:
// "club::app::PmPage" a class PmPage in a file of namespace club::app,
// "PmWords" a class of that name or Q_DECLARE_TR_FUNCTIONS(PmWords).
bool classExists(const QString& context, const QStringList& texts) {
    const int cut = context.lastIndexOf(QStringLiteral("::"));
    const QString name = cut < 0 ? context : context.mid(cut + 2);
    const QString space = cut < 0 ? QString() : context.left(cut);
    const QRegularExpression definition(
        QStringLiteral("\\b(class|struct)\\s+%1\\b(?!\\s*;)|Q_DECLARE_TR_FUNCTIONS\\(%1\\)")
            .arg(QRegularExpression::escape(name)));
    const QRegularExpression inSpace(
        QStringLiteral("\\bnamespace\\s+%1\\s*\\{").arg(QRegularExpression::escape(space)));
    for (const QString& text : texts)
        if (definition.match(text).hasMatch() &&
            (space.isEmpty() || inSpace.match(text).hasMatch()))
            return true;
    return false;
}
/// The committed catalogue of `lang` (translations/players-club_LANG.ts).
QList<Message> committedTs(const QString& lang, QString* error) {
    return readTs(sourceDir + QStringLiteral("/translations/players-club_%1.ts").arg(lang), error);
}

/// The translations of `messages` (those `about` accepts) that `pattern`
/// finds something in, each as "what it found: the start of the text".
QStringList translationsMatching(const QList<Message>& messages, const QRegularExpression& pattern,
                                 const std::function<bool(const Message&)>& about) {
    QStringList found;
    for (const Message& m : messages)
        if (about(m))
            for (const QString& t : m.translations)
                if (const QRegularExpressionMatch hit = pattern.match(t); hit.hasMatch())
                    found << hit.captured(1) + QStringLiteral(": ") + t.left(90);
    return found;
}
} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        for (const QString& lang : languages_) {
            const QString name = QStringLiteral("players-club_%1.ts").arg(lang);
            QVERIFY2(QFile::copy(sourceDir + QStringLiteral("/translations/") + name,
                                 dir_.filePath(name)),
                     qPrintable(name + QStringLiteral(" is missing from translations/")));
        }
        QProcess lupdate;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LUPDATE"), QStringLiteral(PLAYERS_CLUB_LUPDATE));
        lupdate.setProcessEnvironment(env);
        lupdate.start(QStringLiteral("bash"),
                      {sourceDir + QStringLiteral("/translations/update.sh"), dir_.path()});
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        warnings_ = QString::fromLocal8Bit(lupdate.readAllStandardError()).trimmed();
        QCOMPARE(lupdate.exitCode(), 0);
    }

    void lupdateSeesEveryContext() {
        // e.g. "Class 'club::app' lacks Q_OBJECT macro": a tr() outside a
        // class, whose strings land in a context the program never asks for.
        QVERIFY2(warnings_.isEmpty(), qPrintable(warnings_));
    }

    // The engine's messages of bad files (engine/core/message.h) reach the
    // translators: lupdate scans engine/ as well as app/.
    void engineMessagesAreScanned() {
        QString error;
        const QList<Message> updated =
            readTs(dir_.filePath(QStringLiteral("players-club_fr.ts")), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList engine;
        for (const Message& m : updated)
            if (m.context == QLatin1String("club::FormatError") &&
                m.type != QLatin1String("vanished") && m.type != QLatin1String("obsolete"))
                engine << m.source;
        // One from engine/core, one from engine/km, one from engine/pm.
        QVERIFY2(engine.contains(QStringLiteral("the file is not a Players Club saved game")),
                 qPrintable(engine.join('\n')));
        QVERIFY(engine.contains(QStringLiteral("move %1 (\"%2\") is not a legal move there")));
        QVERIFY(engine.contains(QStringLiteral("game record %1 ends before its game is over")));
    }

    // What a player reads never names a rule by its id in the rule book
    // (PM-7, CR-20 ...) nor offers the engine's reference players (greedy,
    // random), which are for tests and the engine tool. A message that
    // quotes a save file's own values ("greedy" in quotes) is about the
    // file, not an offer.
    void playersReadNoRuleIdsNorReferencePlayers() {
        QVERIFY(!languages_.isEmpty());
        const QString name = QStringLiteral("players-club_%1.ts").arg(languages_.first());
        QString error;
        const QList<Message> updated = readTs(dir_.filePath(name), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        static const QRegularExpression ruleId(QStringLiteral("\\b(PM|KM|PAT|CR)-[A-Z]?[0-9]+\\b"));
        static const QRegularExpression reference(QStringLiteral("(?<![\"\\w])(greedy|random)\\b"),
                                                  QRegularExpression::CaseInsensitiveOption);
        QStringList problems;
        for (const Message& m : updated) {
            if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
                continue;
            if (ruleId.match(m.source).hasMatch() || reference.match(m.source).hasMatch())
                problems << m.context + QStringLiteral(": \"") + m.source + '"';
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    // Each context names the class whose code shows its words, so a class
    // renamed or deleted (a shared pass screen replacing two) takes its
    // strings along instead of leaving them under an old name. The only
    // contexts that are deliberately no class: "main", the command line's
    // words (main.cpp and the sheet-printing commands it runs).
    void everyContextNamesAClass() {
        const QStringList notClasses{QStringLiteral("main")};
        QString error;
        const QList<Message> updated =
            readTs(dir_.filePath(QStringLiteral("players-club_fr.ts")), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList texts = sourceTexts();
        QVERIFY(!texts.isEmpty());
        QSet<QString> checked;
        QStringList problems;
        for (const Message& m : updated) {
            if (checked.contains(m.context) || notClasses.contains(m.context)) continue;
            checked << m.context;
            if (!classExists(m.context, texts)) problems << m.context;
        }
        QVERIFY2(checked.size() > 10, "too few contexts found");
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("contexts naming no class: ") + problems.join(", ")));
    }

    void everyEntryIsTranslated_data() {
        QTest::addColumn<QString>("lang");
        for (const QString& lang : languages_)
            QTest::newRow(qPrintable(lang)) << lang;
    }
    void everyEntryIsTranslated() {
        QFETCH(QString, lang);
        const QString name = QStringLiteral("players-club_%1.ts").arg(lang);
        QString error;
        const QList<Message> updated = readTs(dir_.filePath(name), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Message> committed =
            readTs(sourceDir + QStringLiteral("/translations/") + name, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QSet<QString> known;
        for (const Message& m : committed)
            known << m.context + QChar(0) + m.source;

        QStringList problems;
        int live = 0;
        for (const Message& m : updated) {
            if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
                continue;
            ++live;
            const QString where = m.context + QStringLiteral(": \"") + m.source.left(60) + '"';
            if (!known.contains(m.context + QChar(0) + m.source))
                problems << QStringLiteral("not in the .ts file (run translations/update.sh): ") +
                                where;
            else if (m.type == QLatin1String("unfinished"))
                problems << QStringLiteral("unfinished: ") + where;
            for (const QString& t : m.translations) {
                if (t.trimmed().isEmpty() && m.type != QLatin1String("unfinished"))
                    problems << QStringLiteral("empty translation: ") + where;
                else if (!t.isEmpty() && !placeholders(t).contains(placeholders(m.source)))
                    problems << QStringLiteral("placeholder missing: ") + where;
            }
        }
        QVERIFY2(live > 0, "lupdate found no strings at all");
        if (!problems.isEmpty())
            QFAIL(qPrintable(QStringLiteral("%1 of %2 entries need work in %3:\n")
                                 .arg(problems.size())
                                 .arg(live)
                                 .arg(name) +
                             problems.mid(0, 40).join('\n')));
    }

    // The three computer levels have one name each in a language, wherever
    // they are named: the New Game dialogs, the seats, the book (German had
    // "Meister" in two games and "Experte" in the others and the book).
    void levelsHaveOneNameEach_data() {
        QTest::addColumn<QString>("lang");
        for (const char* lang : {"fr", "de", "es"})
            QTest::newRow(lang) << QString::fromLatin1(lang);
    }
    void levelsHaveOneNameEach() {
        QFETCH(QString, lang);
        QString error;
        const QList<Message> messages = committedTs(lang, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // "Expert", "Computer: Expert", "Computer (Expert)": the level is the
        // last word, without the computer's name before it.
        const QRegularExpression level(
            QStringLiteral("^(?:Computer(?:: | \\())?(Beginner|Standard|Expert)\\)?$"));
        const QRegularExpression lastWord(QStringLiteral("([\\w\u00e0-\u00ff]+)\\)?\\s*$"));
        QMap<QString, QMap<QString, QStringList>> names; // level -> name -> where
        for (const Message& m : messages) {
            const QRegularExpressionMatch which = level.match(m.source);
            if (!which.hasMatch() || m.translations.isEmpty()) continue;
            const QRegularExpressionMatch word = lastWord.match(m.translations.first());
            QVERIFY2(word.hasMatch(), qPrintable(m.translations.first()));
            names[which.captured(1)][word.captured(1).toLower()] << m.context + ": " + m.source;
        }
        QCOMPARE(names.size(), 3);
        for (auto it = names.cbegin(); it != names.cend(); ++it) {
            QStringList said;
            for (auto n = it.value().cbegin(); n != it.value().cend(); ++n)
                said << n.key() + " (" + n.value().join(", ") + ")";
            QVERIFY2(it.value().size() == 1,
                     qPrintable(it.key() + " is called: " + said.join("; ")));
        }
    }

    // A sentence about a named player reads the same whoever plays: the
    // program cannot know a player's gender (German had "Cäcilie ist
    // Zweiter", French "est premier en main", Spanish "llega el primero").
    void namedPlayersHaveNoGender_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("gendered");
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringLiteral(
                                   "\\b(ist|als) (Erster|Zweiter|Dritter|Letzter|%1\\.)");
        QTest::newRow("fr") << QStringLiteral("fr")
                            << QStringLiteral("\\b((est|arrivé|êtes) (le )?premier|, le premier|"
                                              "(premier|deuxième|%1e) à HOME)");
        QTest::newRow("es") << QStringLiteral("es")
                            << QStringLiteral("\\b(llega el primero|quedó usted primero|, el "
                                              "primero|es el segundo|(primero|segundo|tercero|"
                                              "\\.º) en CASA)");
    }
    void namedPlayersHaveNoGender() {
        QFETCH(QString, lang);
        QFETCH(QString, gendered);
        QString error;
        const QList<Message> messages = committedTs(lang, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QRegularExpression marked(gendered,
                                        QRegularExpression::CaseInsensitiveOption |
                                            QRegularExpression::UseUnicodePropertiesOption);
        // Sentences with a name in them, and the words of a seat's line
        // ("second HOME" beside the player's name) and those said to "you".
        const QSet<QString> aboutSomeone{QStringLiteral("first HOME"),
                                         QStringLiteral("second HOME"),
                                         QStringLiteral("You have every counter HOME, first.")};
        const QStringList found = translationsMatching(messages, marked, [&](const Message& m) {
            return m.source.contains(QLatin1Char('%')) || aboutSomeone.contains(m.source);
        });
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // Each language speaks one way throughout: the player is "Sie" and
    // "usted", as in every other window (the phone's join screen said "nimm
    // deine Karten" and "toma tu mano"), and in German a phone is a "Handy"
    // (some places said "Telefon", beside "Handys…").
    void speaksOneWay_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("other");
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringLiteral("\\b(du|dich|dir|dein|deine|deinen|deiner|nimm|"
                                              "richte|tippe|Telefon\\w*)\\b");
        // (The rule sheet's verse says "a tu antojo", as verse does.)
        QTest::newRow("es") << QStringLiteral("es")
                            << QStringLiteral("\\b(tú|tus|tu(?! antojo))\\b");
        QTest::newRow("fr") << QStringLiteral("fr")
                            << QStringLiteral("\\b(tu|toi|ton|ta|tes|prends)\\b");
    }
    void speaksOneWay() {
        QFETCH(QString, lang);
        QFETCH(QString, other);
        QString error;
        const QList<Message> messages = committedTs(lang, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QRegularExpression otherWay(other, QRegularExpression::UseUnicodePropertiesOption);
        const QStringList found =
            translationsMatching(messages, otherWay, [](const Message&) { return true; });
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // The crib has one name in each language that names it in its own
    // words: German and Spanish said "der Crib" and "el crib" on two of the
    // cribbage table's lines, beside "die Krippe" and "la cuna" everywhere else.
    void oneWordForTheCrib_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("es") << QStringLiteral("es");
    }
    void oneWordForTheCrib() {
        QFETCH(QString, lang);
        QString error;
        const QList<Message> messages = committedTs(lang, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QRegularExpression crib(QStringLiteral("\\b(crib)\\b"),
                                      QRegularExpression::CaseInsensitiveOption);
        const QStringList found = translationsMatching(
            messages, crib, [&](const Message& m) { return crib.match(m.source).hasMatch(); });
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // A P.M. phone says what the laptop's P.M. table says: a game of the
    // rubber by the same word, and a man by the same word. The Spanish
    // phone said "Partida 1 de 5" and "ficha" where the table says "Mano 1
    // de 5" and "peón", and headed its game column "ESTA PARTIDA" beside
    // the rubber's "PARTIDA".
    void phoneSaysWhatTheTableSays_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("notForAMan");
        QTest::newRow("fr") << QStringLiteral("fr") << QString();
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("ficha");
        QTest::newRow("de") << QStringLiteral("de") << QString();
    }
    void phoneSaysWhatTheTableSays() {
        QFETCH(QString, lang);
        QFETCH(QString, notForAMan);
        QString error;
        const QList<Message> messages = committedTs(lang, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const auto said = [&](const QString& context, const QString& source) {
            for (const Message& m : messages)
                if (m.context == context && m.source == source) return m.translations.value(0);
            return QString();
        };
        const QString table =
            said(QStringLiteral("club::app::PmSidePanel"), QStringLiteral("Game %1 of %2"));
        QVERIFY(!table.isEmpty());
        QCOMPARE(said(QStringLiteral("club::app::PhoneWords"), QStringLiteral("Game %1 of %2")),
                 table);
        const QString game = table.section(QLatin1Char(' '), 0, 0).toLower(); // "manche"
        QVERIFY2(said(QStringLiteral("club::app::PhoneWords"), QStringLiteral("This game"))
                     .toLower()
                     .contains(game),
                 qPrintable(game));
        if (notForAMan.isEmpty()) return;
        const QRegularExpression man(QStringLiteral("\\b(man|men)\\b"));
        for (const Message& m : messages)
            if (m.context == QLatin1String("club::app::PhoneWords") &&
                man.match(m.source).hasMatch())
                QVERIFY2(!m.translations.value(0).contains(notForAMan),
                         qPrintable(m.translations.value(0)));
    }

    // A table's Undo button is not the word of the dialogs' Cancel button
    // beside it: French said "Annuler" for both.
    void undoIsNotCancel_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("cancel"); // Qt's own dialogs' word
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Annuler");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Abbrechen");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Cancelar");
    }
    void undoIsNotCancel() {
        QFETCH(QString, lang);
        QFETCH(QString, cancel);
        QString error;
        const QList<Message> messages = committedTs(lang, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        int undos = 0;
        for (const Message& m : messages) {
            if (!m.context.endsWith(QLatin1String("SidePanel")) ||
                m.source != QLatin1String("&Undo"))
                continue;
            ++undos;
            const QString said = m.translations.value(0).remove(QLatin1Char('&'));
            QVERIFY2(said != cancel, qPrintable(m.context + QStringLiteral(": ") + said));
        }
        QVERIFY(undos >= 3); // the cribbage, King's Men and Patchesi panels
    }

private:
    // English holds only the plural forms of the %n messages (update.sh).
    const QStringList languages_{QStringLiteral("fr"), QStringLiteral("de"), QStringLiteral("es"),
                                 QStringLiteral("en")};
    QTemporaryDir dir_;
    QString warnings_;
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
