// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 11: one shell for every game. Walks the chooser and every
// registered game's page and checks which menu actions are live and where
// they go: on the chooser no game action is live (Ctrl+Z there once took
// back P.M. moves that were not on screen); on a page, New, Undo, Rules and
// the pace act on that page and no other. A saved game opens in the page of
// the game named inside it, whatever its extension and whichever page is
// showing; each game keeps its own pace.
#include "common/game_page.h"
#include "common/game_registry.h"
#include "engine/km/table.h"
#include "engine/pm/table.h"
#include "game_chooser.h"
#include "km/km_page.h"
#include "main_window.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_page.h"
#include "test_paths.h"
#include "test_settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace club;
using app::GamePage;

namespace {

/// The window's action of this name: new, open, save, saveAs, print, undo,
/// redo, hint, rules.
QAction* actionFor(const app::MainWindow& window, const char* name) {
    return window.findChild<QAction*>(QLatin1String(name));
}

/// The pace entries of View > Computer Pace.
QList<QAction*> paceActions(const app::MainWindow& window) {
    for (QActionGroup* g : window.findChildren<QActionGroup*>())
        if (g->actions().size() == 3) return g->actions();
    return {};
}

/// Accepts the next modal dialog, remembering it (its parent and title).
struct DialogAnswer {
    QPointer<QWidget> parent;
    QString title;
    bool seen = false;
};

void acceptNextDialog(DialogAnswer* answer, bool accept = true) {
    if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
        answer->parent = dialog->parentWidget();
        answer->title = dialog->windowTitle();
        answer->seen = true;
        accept ? dialog->accept() : dialog->reject();
        return;
    }
    QTimer::singleShot(20, [answer, accept] { acceptNextDialog(answer, accept); });
}

} // namespace

namespace {
/// Has `watcher` cancel every modal dialog as it shows, its title added to `asked`.
void cancelEveryDialog(QTimer& watcher, QStringList& asked) {
    QObject::connect(&watcher, &QTimer::timeout, [&asked] {
        if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
            asked << d->windowTitle();
            d->reject();
        }
    });
    watcher.start(20);
}

} // namespace

class TestShellActions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { club::test::useClearTestSettings(); }

    void everyRegisteredGameHasAPage() {
        app::MainWindow window(false);
        QVERIFY(app::GameRegistry::games().size() >= 2);
        QCOMPARE(window.gamePages().size(), app::GameRegistry::games().size());
        for (const app::GameRegistration& g : app::GameRegistry::games()) {
            GamePage* page = window.gamePage(g.id);
            QVERIFY2(page, qPrintable(g.id));
            QCOMPARE(page->gameId(), g.id);
            QVERIFY(!g.extensions.isEmpty());
            QVERIFY(page->fileFilter().contains(QStringLiteral("*.") + g.extensions.first()));
            QVERIFY(page->defaultFileName().endsWith(QLatin1Char('.') + g.extensions.first()));
        }
    }

    // A rules text that marks a point with [R] says what the mark means
    // (the cribbage rules used it six times and never said).
    void everyRulesTextSaysWhatItsMarkMeans() {
        app::MainWindow window(false);
        int marked = 0;
        for (GamePage* page : window.gamePages()) {
            const QString html = page->rulesHtml();
            if (!html.contains(QStringLiteral("[R]"))) continue;
            ++marked;
            QVERIFY2(html.contains(QStringLiteral("[R] marks a point")),
                     qPrintable(page->gameId()));
        }
        QVERIFY(marked >= 4);
    }

    // Each page says what is wrong with a file of its game before a game
    // in progress is given up for it (MainWindow::openPath), by the engine's
    // check of that format; the party night's page once said nothing.
    void everyPageChecksAFileOfItsGame() {
        app::MainWindow window(false);
        QTemporaryDir dir;
        for (const app::GameRegistration& g : app::GameRegistry::games()) {
            const QString extension = g.extensions.first();
            GamePage* page = window.gamePage(g.id);
            QVERIFY2(page, qPrintable(g.id));
            const QString damaged = dir.filePath(QStringLiteral("damaged.") + extension);
            QFile file(damaged);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"format\": \"players-club\", \"game\": \"" + g.id.toUtf8() +
                       "\", \"version\": 1, \"truncated");
            file.close();
            QVERIFY2(!page->checkFile(damaged).isEmpty(), qPrintable(g.id));
            // A good file of the game (the fuzzing corpus's) passes.
            const QDir corpus(
                club::test::sourcePath(QStringLiteral("/tests/fuzz/corpus/") + extension));
            const QStringList valid =
                corpus.entryList({QStringLiteral("valid-*.") + extension}, QDir::Files);
            QVERIFY2(!valid.isEmpty(), qPrintable(corpus.path()));
            QVERIFY2(page->checkFile(corpus.filePath(valid.first())).isEmpty(),
                     qPrintable(valid.first()));
        }
    }

    void noGameActionOnTheChooser() {
        app::MainWindow window(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // A P.M. rubber with a move the person could take back...
        auto* pm = window.page<app::PmPage>();
        pm->setPace(0, 0);
        pm::RubberConfig config;
        config.seats = {{"Alice", 0, "person"}, {"Bertie", 1, "expert"}};
        config.seed = 11;
        QVERIFY(pm->startRubber(config).isEmpty());
        window.openGame(QStringLiteral("pm"));
        QTest::mouseClick(pm->cutScreen()->dealButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([pm] { return !pm->table()->isComputerToMove(); }, 20000));
        const pm::MoveList moves = pm->table()->game().legalMoves();
        QVERIFY(moves.size() > 0);
        // The computer takes its time: the person's card, the last laid,
        // can be taken back (not once the computer has laid one: issue 23).
        pm->setPace(0, 60000);
        QVERIFY(pm->table()->play(*moves.begin()));
        QVERIFY(pm->canUndo());
        const int played = pm->table()->game().turnsPlayed();
        // ...and the chooser on screen: nothing of a game is live.
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text() == QLatin1String("&Choose a Game")) a->trigger();
        QCOMPARE(window.currentGamePage(), nullptr);
        for (const char* name :
             {"new", "save", "saveAs", "print", "undo", "redo", "hint", "rules"}) {
            QAction* a = actionFor(window, name);
            QVERIFY(a);
            QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
        }
        QVERIFY(actionFor(window, "open")->isEnabled()); // any game's file
        QVERIFY(!paceActions(window).isEmpty());
        for (QAction* a : paceActions(window))
            QVERIFY(!a->isEnabled());
        for (GamePage* page : window.gamePages())
            for (QAction* a : page->gameMenuActions())
                QVERIFY(!a->isVisible() && !a->isEnabled());
        QTest::keySequence(&window, QKeySequence(QKeySequence::Undo)); // Ctrl+Z on the chooser
        QTest::qWait(50);
        QCOMPARE(pm->table()->game().turnsPlayed(), played);
    }

    void actionsGoToThePageOnScreen() {
        app::MainWindow window(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (GamePage* page : window.gamePages())
            page->setPace(0);
        for (GamePage* page : window.gamePages()) {
            const QByteArray id = page->gameId().toUtf8();
            // Choosing the game asks for a new one, with the page's own dialog.
            DialogAnswer answer;
            QTimer::singleShot(0, [&answer] { acceptNextDialog(&answer); });
            window.openGame(page->gameId());
            QVERIFY2(answer.seen, id);
            QVERIFY2(answer.parent && (answer.parent == page || page->isAncestorOf(answer.parent)),
                     id);
            QCOMPARE(window.currentGamePage(), page);
            QVERIFY2(page->hasGame(), id);

            QAction* newAction = actionFor(window, "new");
            QVERIFY(newAction->isEnabled());
            QCOMPARE(newAction->text(), page->newGameText());
            QVERIFY(actionFor(window, "save")->isEnabled());
            QCOMPARE(actionFor(window, "undo")->isEnabled(), page->canUndo());
            QCOMPARE(actionFor(window, "redo")->isEnabled(), page->canRedo());
            QCOMPARE(actionFor(window, "print")->isEnabled(), page->canPrint());
            // Edit > Hint follows the page's own hint as it comes and goes
            // (a computer's turn, a person's), not only when the page changes.
            if (QAction* pageHint = page->hintAction()) {
                QAction* hint = actionFor(window, "hint");
                const bool was = pageHint->isEnabled();
                for (const bool enabled : {!was, was}) {
                    pageHint->setEnabled(enabled);
                    QCOMPARE(hint->isEnabled(), enabled);
                }
            }
            QAction* rules = actionFor(window, "rules");
            QVERIFY(rules->isEnabled());
            QCOMPARE(rules->text(), page->rulesMenuText());
            DialogAnswer rulesShown;
            QTimer::singleShot(0, [&rulesShown] { acceptNextDialog(&rulesShown); });
            rules->trigger();
            QVERIFY2(rulesShown.seen, id);
            QCOMPARE(rulesShown.title, page->rulesTitle());
            for (GamePage* other : window.gamePages())
                for (QAction* a : other->gameMenuActions())
                    QCOMPARE(a->isVisible(), other == page);
            // New from the menu: the page's dialog again, cancelled: nothing changes.
            DialogAnswer cancelled;
            QTimer::singleShot(0, [&cancelled] { acceptNextDialog(&cancelled, false); });
            newAction->trigger();
            QVERIFY2(cancelled.seen, id);
            QCOMPARE(window.currentGamePage(), page);
        }
    }

    void paceIsKeptPerGame() {
        app::MainWindow window(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QList<GamePage*> pages = window.gamePages();
        QVERIFY(pages.size() >= 2);
        for (int i = 0; i < 2; ++i) {
            DialogAnswer answer;
            QTimer::singleShot(0, [&answer] { acceptNextDialog(&answer); });
            window.openGame(pages[i]->gameId());
            paceActions(window)[i == 0 ? 2 : 0]->trigger(); // fast, then slow
        }
        QSettings settings;
        QCOMPARE(settings.value(pages[0]->gameId() + QStringLiteral("/pace")).toInt(), 2);
        QCOMPARE(settings.value(pages[1]->gameId() + QStringLiteral("/pace")).toInt(), 0);
        window.openGame(pages[0]->gameId());
        QVERIFY(paceActions(window)[2]->isChecked());
        window.openGame(pages[1]->gameId());
        QVERIFY(paceActions(window)[0]->isChecked());
    }

    void aFileOpensInThePageOfItsGame() {
        QTemporaryDir dir;
        // A King's Men game under a P.M. name, and a P.M. rubber under a King's Men name.
        const QString kmPath = dir.filePath(QStringLiteral("looks-like.pmrubber"));
        const QString pmPath = dir.filePath(QStringLiteral("looks-like.kingsmen"));
        {
            app::MainWindow writer(false);
            auto* km = writer.page<app::KmPage>();
            km->startGame({}, 5);
            QVERIFY(km->table()->play(*km->table()->game().legalMoves().begin()));
            QCOMPARE(km->saveFile(kmPath), QString());
            auto* pm = writer.page<app::PmPage>();
            pm::RubberConfig config;
            config.seats = {{"Alice", 0, "person"}, {"Bertie", 1, "person"}};
            config.seed = 3;
            QVERIFY(pm->startRubber(config).isEmpty());
            QCOMPARE(pm->saveFile(pmPath), QString());
        }
        app::MainWindow window(false);
        window.show();
        auto* km = window.page<app::KmPage>();
        auto* pm = window.page<app::PmPage>();
        pm->setPace(0, 0);
        km->setPace(0, 0);
        window.openPath(kmPath); // from the chooser
        QCOMPARE(window.currentGamePage(), km);
        QCOMPARE(km->currentPath(), kmPath);
        QVERIFY(!km->table()->game().moves().empty()); // (a computer seat may answer at once)
        window.openPath(pmPath);                       // from the King's Men page
        QCOMPARE(window.currentGamePage(), pm);
        QCOMPARE(pm->currentPath(), pmPath);
        QCOMPARE(pm->table()->rubber().config().seats.size(), std::size_t(2));
    }

    // Open with a game in progress: a file that cannot be opened is said
    // at once, and the game is not given up for it; a good file asks first.
    void aBadFileIsSaidBeforeAGameIsGivenUp() {
        QTemporaryDir dir;
        app::MainWindow window(false);
        window.show();
        auto* km = window.page<app::KmPage>();
        auto* pm = window.page<app::PmPage>();
        km->setPace(0, 0);
        pm->setPace(0, 0);
        km->startGame({}, 5);
        QVERIFY(km->table()->play(*km->table()->game().legalMoves().begin()));
        const QString kmGood = dir.filePath(QStringLiteral("good.kingsmen"));
        QCOMPARE(km->saveFile(kmGood), QString());
        pm::RubberConfig config;
        config.seats = {{"Alice", 0, "person"}, {"Bertie", 1, "person"}};
        config.seed = 3;
        QVERIFY(pm->startRubber(config).isEmpty());
        const QString pmGood = dir.filePath(QStringLiteral("good.pmrubber"));
        QCOMPARE(pm->saveFile(pmGood), QString());
        // Each game moves on from its file: giving it up would lose a move.
        QVERIFY(km->table()->play(*km->table()->game().legalMoves().begin()));
        QVERIFY(pm->table()->play(pm->table()->game().legalMoves()[0]));

        for (const QString& good : {kmGood, pmGood}) {
            // The same file from a later version: it still names its game.
            QFile in(good);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QJsonObject saved = QJsonDocument::fromJson(in.readAll()).object();
            saved.insert(QStringLiteral("version"), 99);
            const QString bad = good + QStringLiteral(".bad");
            QFile out(bad);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QJsonDocument(saved).toJson());
            out.close();

            GamePage* page = good == kmGood ? static_cast<GamePage*>(km) : pm;
            window.openGame(page->gameId());
            QVERIFY(page->hasGameInProgress());
            const QString path = page->currentPath();
            QStringList asked; // every dialog's title, each cancelled
            QTimer watcher;
            cancelEveryDialog(watcher, asked);
            window.openPath(bad);
            QCOMPARE(asked, QStringList{QStringLiteral("Open a Saved Game")});
            asked.clear();
            window.openPath(good);
            QCOMPARE(asked, QStringList{QStringLiteral("Abandon the Game?")});
            QVERIFY(page->hasGameInProgress());
            QCOMPARE(page->currentPath(), path);
        }
    }

    // A game saved and not changed since is in its file as it stands: Open
    // and New Game give it up without asking (they asked to abandon a game
    // just saved). A move after the save, and they ask again.
    void aGameJustSavedIsGivenUpWithoutAsking() {
        QTemporaryDir dir;
        app::MainWindow window(false);
        window.show();
        auto* pm = window.page<app::PmPage>();
        pm->setPace(0, 0);
        pm::RubberConfig config;
        config.seats = {{"Alice", 0, "person"}, {"Bertie", 1, "person"}};
        config.seed = 3;
        QVERIFY(pm->startRubber(config).isEmpty());
        QVERIFY(pm->table()->play(pm->table()->game().legalMoves()[0]));
        const QString first = dir.filePath(QStringLiteral("first.pmrubber"));
        const QString second = dir.filePath(QStringLiteral("second.pmrubber"));
        QCOMPARE(pm->saveFile(second), QString()); // one card laid
        QVERIFY(pm->table()->play(pm->table()->game().legalMoves()[0]));
        QCOMPARE(pm->saveFile(first), QString()); // two
        window.openGame(pm->gameId());
        QVERIFY(pm->hasGameInProgress() && pm->isSavedAsIs());
        QStringList asked; // every dialog's title, each cancelled
        QTimer watcher;
        cancelEveryDialog(watcher, asked);
        window.openPath(second);
        QCOMPARE(asked, QStringList());
        QCOMPARE(pm->currentPath(), second);
        QCOMPARE(pm->table()->rubber().currentRecord().moves.size(), std::size_t(1));
        QVERIFY(!pm->isSavedAsIs()); // opened, not saved: it may move on as it is shown
        QCOMPARE(pm->saveFile(second), QString());
        QVERIFY(pm->table()->play(pm->table()->game().legalMoves()[0]));
        QVERIFY(!pm->isSavedAsIs());
        window.openPath(first);
        QCOMPARE(asked, QStringList{QStringLiteral("Abandon the Game?")});
        QCOMPARE(pm->currentPath(), second);
    }
};

QTEST_MAIN(TestShellActions)
#include "tst_shell_actions.moc"
