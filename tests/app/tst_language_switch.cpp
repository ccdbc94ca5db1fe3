// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: a language chosen in View > Language takes effect at once, with
// no restart. The real window starts in English; each registered game is
// opened (its new-game dialog accepted as it comes), played a little (the
// cut dealt, a pass screen passed, the computers let play), then the menu
// switches to French, to German and back to English. Each time the menus'
// titles and the page's buttons and labels must say what the catalogue of
// that language says for their English words (looked up in the contexts of
// the widget and its parents, so no game or word is named here), and the
// game must be the very same: its save, byte for byte (but for the time it
// has been played), and Undo still live.
#include "common/game_page.h"
#include "common/game_registry.h"
#include "game_chooser.h"
#include "language.h"
#include "main_window.h"
#include "test_settings.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace club;
using app::GamePage;

namespace {

/// The entry of View > Language for `code`.
QAction* languageAction(const app::MainWindow& window, const QString& code) {
    for (QMenu* menu : window.findChildren<QMenu*>())
        for (QAction* a : menu->actions())
            if (a->isCheckable() && a->data().typeId() == QMetaType::QString &&
                a->data().toString() == code)
                return a;
    return nullptr;
}

/// What a catalogue says for `source` in the context of `widget`'s class,
/// its base classes, or those of its parents; empty when it has nothing.
QString translated(const QTranslator& catalogue, const QWidget* widget, const QString& source) {
    for (const QObject* o = widget; o; o = o->parent())
        for (const QMetaObject* m = o->metaObject(); m; m = m->superClass()) {
            const QString t = catalogue.translate(m->className(), source.toUtf8().constData());
            if (!t.isEmpty()) return t;
        }
    return {};
}

/// A button's or a label's words.
QString wordsOf(const QWidget* w) {
    if (auto* b = qobject_cast<const QAbstractButton*>(w)) return b->text();
    if (auto* l = qobject_cast<const QLabel*>(w)) return l->text();
    return {};
}

/// The visible buttons and labels of `in` with words, as they read now.
QList<std::pair<QPointer<QWidget>, QString>> wordsShown(QWidget* in) {
    QList<std::pair<QPointer<QWidget>, QString>> shown;
    for (QWidget* w : in->findChildren<QWidget*>())
        if (w->isVisible() && !wordsOf(w).isEmpty()) shown.append({w, wordsOf(w)});
    return shown;
}

/// The save's bytes, but for the seconds the club's book counts as played:
/// the clock runs on while the language changes, the game does not.
QByteArray fileBytes(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return QByteArray();
    QJsonObject save = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject book = save.value(QStringLiteral("book")).toObject();
    book.remove(QStringLiteral("seconds"));
    save.insert(QStringLiteral("book"), book);
    return QJsonDocument(save).toJson(QJsonDocument::Compact);
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        club::test::useClearTestSettings();
        app::setChosenLanguage(QStringLiteral("en"));
        app::installTranslations(app::localeForLanguage(QStringLiteral("en")));
        for (auto [catalogue, code] : {std::pair{&fr_, "fr"}, {&de_, "de"}})
            QVERIFY(catalogue->load(
                QStringLiteral(":/players-club/i18n/players-club_%1.qm").arg(QLatin1String(code))));
    }

    void cleanupTestCase() { app::setChosenLanguage(QString()); }

    void everyPageSpeaksTheLanguageChosenAtOnce() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        app::MainWindow window(false);
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Whatever asks (a new game's dialog, a question): accepted, or No.
        QTimer answerer;
        connect(&answerer, &QTimer::timeout, this, [] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* box = qobject_cast<QMessageBox*>(modal)) {
                QAbstractButton* no = box->button(QMessageBox::No);
                no ? no->click() : box->reject();
            } else if (auto* dialog = qobject_cast<QDialog*>(modal)) {
                dialog->accept();
            }
        });
        answerer.start(50);

        // The chooser first, then each game.
        checkSwitches(window, window.centralWidget(), QString());
        QVERIFY(app::GameRegistry::games().size() >= 4);
        for (const app::GameRegistration& game : app::GameRegistry::games()) {
            window.openGame(game.id);
            GamePage* page = window.gamePage(game.id);
            QVERIFY2(page && window.currentGamePage() == page, qPrintable(game.id));
            QVERIFY2(page->hasGame(), qPrintable(game.id));
            settlePath_ = dir.filePath(QStringLiteral("settle-") + game.id);
            playALittle(page);
            const QString save = dir.filePath(QStringLiteral("before-") + game.id);
            checkSwitches(window, page, save);
            if (QTest::currentTestFailed()) return;
        }
    }

    // Save As offers a name in the player's language ("game.patchesi" was
    // offered in every language), with the game's extension.
    void saveNamesAreInTheLanguageChosen() {
        app::MainWindow window(false);
        QMap<QString, QString> english;
        for (GamePage* page : window.gamePages())
            english[page->gameId()] = page->defaultFileName();
        QCoreApplication::installTranslator(&fr_);
        for (GamePage* page : window.gamePages()) {
            const QString name = page->defaultFileName();
            const QString extension = QFileInfo(english[page->gameId()]).suffix();
            QVERIFY2(!extension.isEmpty(), qPrintable(english[page->gameId()]));
            QVERIFY2(name.endsWith(QLatin1Char('.') + extension), qPrintable(name));
            QVERIFY2(name != english[page->gameId()], qPrintable(name));
            QVERIFY2(!name.contains(QStringLiteral("..")),
                     qPrintable(name)); // "Robre de P.M..pmrubber"
        }
        QCoreApplication::removeTranslator(&fr_);
        QVERIFY(window.gamePages().size() >= 5); // the four games and the party night
    }

    // Every lid of the chooser keeps its drawing on a small screen, in every
    // language: a German description of three lines took King's Men's.
    void everyLidKeepsItsDrawing() {
        for (QTranslator* catalogue : {static_cast<QTranslator*>(nullptr), &fr_, &de_}) {
            if (catalogue) QCoreApplication::installTranslator(catalogue);
            {
                app::MainWindow window(false);
                window.resize(1024, 768);
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                const auto lids = window.chooser()->findChildren<app::GameTile*>();
                QVERIFY(lids.size() >= 4);
                for (const app::GameTile* lid : lids)
                    if (!lid->info().art.isEmpty())
                        QVERIFY2(lid->drawingHeight() > 0,
                                 qPrintable(lid->info().title + QStringLiteral(" in ") +
                                            (catalogue ? catalogue->language() : "en")));
            }
            if (catalogue) QCoreApplication::removeTranslator(catalogue);
        }
    }

private:
    /// The cut dealt, a pass screen passed, the computers let play a move
    /// or two; then the page is left until it waits (its save stops changing).
    void playALittle(GamePage* page) {
        page->setPace(2);
        for (int i = 0; i < 6; ++i) {
            for (QAbstractButton* b : page->findChildren<QAbstractButton*>())
                if (b->isVisible() && b->isEnabled() &&
                    (QByteArray(b->parentWidget()->metaObject()->className()).contains("Cut") ||
                     QByteArray(b->parentWidget()->metaObject()->className()).contains("Pass"))) {
                    b->click();
                    break;
                }
            QTest::qWait(150);
        }
        page->setPace(0);
        // Settled: two saves a while apart say the same.
        QByteArray last;
        for (int i = 0; i < 60; ++i) {
            if (!page->saveFile(settlePath_).isEmpty())
                return; // no game to save: nothing to wait for
            const QByteArray now = fileBytes(settlePath_);
            if (now == last) return;
            last = now;
            QTest::qWait(400);
        }
    }

    /// French, German and English in turn from the menu, each checked on
    /// `area` and the menus; the game (saved to `save`) stays as it was.
    void checkSwitches(app::MainWindow& window, QWidget* area, const QString& save) {
        GamePage* page = window.currentGamePage();
        const bool hasGame = page && page->hasGame() && !save.isEmpty();
        QByteArray before;
        if (hasGame) {
            QCOMPARE(page->saveFile(save), QString());
            before = fileBytes(save);
        }
        const bool couldUndo = page && page->canUndo();
        const auto english = wordsShown(area);
        QStringList menus;
        for (QAction* a : window.menuBar()->actions())
            menus << a->text();
        const QString where = page ? page->gameId() : QStringLiteral("chooser");

        for (auto [code, catalogue] : {std::pair{"fr", &fr_}, {"de", &de_}, {"en", nullptr}}) {
            QAction* choice = languageAction(window, QLatin1String(code));
            QVERIFY2(choice, code);
            choice->trigger();
            QTest::qWait(50); // the words are said once the switch is done
            QVERIFY2(!QApplication::activeModalWidget(), "no question is asked");
            const QList<QAction*> titles = window.menuBar()->actions();
            for (int i = 0; i < titles.size(); ++i) {
                const QString expected = catalogue
                                             ? catalogue->translate("club::app::MainWindow",
                                                                    menus[i].toUtf8().constData())
                                             : menus[i];
                if (!expected.isEmpty() || !catalogue)
                    QVERIFY2(titles[i]->text() == expected,
                             qPrintable(QStringLiteral("%1 %2: menu %3 reads %4")
                                            .arg(where, QLatin1String(code), menus[i],
                                                 titles[i]->text())));
            }
            int checked = 0;
            for (const auto& [widget, words] : english) {
                if (!widget || !widget->isVisible()) continue;
                const QString expected =
                    catalogue ? translated(*catalogue, widget, words)
                              : (translated(fr_, widget, words).isEmpty() ? QString() : words);
                if (expected.isEmpty()) continue; // a name, a figure, words of the moment
                ++checked;
                // Words wrapped to fit (setWrappedText) read the same.
                QVERIFY2(wordsOf(widget).simplified() == expected.simplified(),
                         qPrintable(QStringLiteral("%1 %2: %3 \"%4\" reads \"%5\"")
                                        .arg(where, QLatin1String(code),
                                             QLatin1String(widget->metaObject()->className()),
                                             words, wordsOf(widget))));
            }
            QVERIFY2(checked >= 1, qPrintable(where + QStringLiteral(": no words to check")));
            if (hasGame) {
                QCOMPARE(page->saveFile(save), QString());
                QVERIFY2(
                    fileBytes(save) == before,
                    qPrintable(where + QStringLiteral(": the game changed with the language")));
                QCOMPARE(window.currentGamePage(), page);
                QCOMPARE(page->canUndo(), couldUndo);
            }
        }
        if (hasGame && couldUndo) {
            page->undo(); // still takes back
            QCOMPARE(page->saveFile(save), QString());
            QVERIFY2(fileBytes(save) != before, qPrintable(where + QStringLiteral(": undo")));
        }
    }

    QTranslator fr_;
    QTranslator de_;
    QString settlePath_; ///< where playALittle() saves, to see the game settle
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_language_switch.moc"
