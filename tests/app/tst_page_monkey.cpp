// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 10: a long random sequence of everything a person can do, on every
// registered game's page through the real main window: every menu entry
// (but Quit), the page's buttons, clicks on the boards, cards and men (by
// the mouse and through the accessible interfaces), keys, waits while the
// computers play, window sizes; modal dialogs are answered at random
// (monkey_answers.h), new games with random seats, files saved and opened,
// corrupt ones too. Any Qt warning fails the test (a dangling object shows
// up as one), and under the sanitizer build any use of freed memory aborts.
//
// Seeded and reproducible as far as the person's actions go (the computers'
// timing is not): the seed is printed; PLAYERS_CLUB_MONKEY_SEED replaces
// the seed of the default rows, PLAYERS_CLUB_MONKEY_ACTIONS the number of
// actions, PLAYERS_CLUB_MONKEY_TRACE=1 prints every action. A new game is
// covered by registering it (game_registry.h): the rows come from there.
#include "common/game_page.h"
#include "common/game_registry.h"
#include "engine/core/random.h"
#include "game_chooser.h"
#include "main_window.h"
#include "monkey_answers.h"
#include "test_paths.h"
#include "test_settings.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsView>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QMutex>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <deque>
#include <iterator>
#include <numeric>
#include <utility>

using namespace club;

namespace {

// --- Every Qt warning is a failure (kept here, checked after each action).
QMutex warningsLock;
QStringList warnings;
QtMessageHandler previousHandler = nullptr;

void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    // The offscreen platform's notice that it cannot do what a desktop does
    // is no fault of the program's.
    const bool platformNotice = message.startsWith(QLatin1String("This plugin does not support"));
    if ((type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg) && !platformNotice) {
        QMutexLocker lock(&warningsLock);
        warnings.append(message);
    }
    if (previousHandler) previousHandler(type, context, message);
}

QStringList takeWarnings() {
    QMutexLocker lock(&warningsLock);
    return std::exchange(warnings, {});
}

// --- What the monkey can do, and how often (out of the sum of the weights).
enum class Act { Menu, Board, Accessible, Button, Key, Wait, Resize, Count };
constexpr int weights[] = {16, 30, 10, 16, 22, 5, 1};
const char* const actNames[] = {"menu", "board", "accessible", "button", "key", "wait", "resize"};

struct Key {
    int key;
    Qt::KeyboardModifiers modifiers = Qt::NoModifier;
};
const Key keys[] = {
    {Qt::Key_Left},
    {Qt::Key_Right},
    {Qt::Key_Up},
    {Qt::Key_Down},
    {Qt::Key_Return},
    {Qt::Key_Enter},
    {Qt::Key_Space},
    {Qt::Key_Escape},
    {Qt::Key_Tab},
    {Qt::Key_Backtab},
    {Qt::Key_Home},
    {Qt::Key_End},
    {Qt::Key_PageUp},
    {Qt::Key_PageDown},
    {Qt::Key_1},
    {Qt::Key_2},
    {Qt::Key_3},
    {Qt::Key_5},
    {Qt::Key_9},
    {Qt::Key_0},
    {Qt::Key_H},
    {Qt::Key_Z, Qt::ControlModifier},
    {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier},
    {Qt::Key_Y, Qt::ControlModifier},
    {Qt::Key_N, Qt::ControlModifier},
    {Qt::Key_S, Qt::ControlModifier},
    {Qt::Key_O, Qt::ControlModifier},
    {Qt::Key_F1},
};

const QSize windowSizes[] = {{1024, 768}, {800, 600}, {1366, 768}, {1600, 1000}};

void collectMenuActions(const QList<QAction*>& actions, QList<QAction*>& out) {
    for (QAction* a : actions) {
        if (a->isSeparator() || !a->isVisible() || !a->isEnabled()) continue;
        if (a->menu()) {
            collectMenuActions(a->menu()->actions(), out);
            continue;
        }
        if (a->menuRole() != QAction::QuitRole) out.append(a);
    }
}

template <class T> QList<T*> liveChildren(QWidget* in) {
    QList<T*> found;
    for (T* w : in->findChildren<T*>())
        if (w->isVisible() && w->isEnabled()) found.append(w);
    return found;
}

void collectPressable(QAccessibleInterface* iface, int depth, QList<QAccessibleInterface*>& out) {
    if (!iface || depth > 4 || out.size() > 400) return;
    if (QAccessibleActionInterface* action = iface->actionInterface())
        if (action->actionNames().contains(QAccessibleActionInterface::pressAction()))
            out.append(iface);
    for (int i = 0; i < iface->childCount(); ++i)
        collectPressable(iface->child(i), depth + 1, out);
}

/// The game files Open may choose: each registered game's saves from the
/// test data and the fuzzing corpus (good, old and corrupt), and some junk.
void gatherFiles(const QString& folder) {
    QStringList patterns;
    for (const app::GameRegistration& game : app::GameRegistry::games())
        for (const QString& ext : game.extensions)
            patterns << QStringLiteral("*.") + ext;
    QDirIterator it(club::test::sourcePath(QStringLiteral("/tests")), patterns, QDir::Files,
                    QDirIterator::Subdirectories);
    QMap<QString, int> perSuffix;
    while (it.hasNext()) {
        const QFileInfo file(it.next());
        if (++perSuffix[file.suffix()] > 6) continue; // a few of each kind
        QFile::copy(file.absoluteFilePath(), folder + QLatin1Char('/') + file.fileName());
    }
    for (const app::GameRegistration& game : app::GameRegistry::games()) {
        const QString stem = folder + QStringLiteral("/junk-") + game.id;
        QFile empty(stem + QStringLiteral("-empty.") + game.extensions.first());
        empty.open(QIODevice::WriteOnly);
        QFile half(stem + QStringLiteral("-half.") + game.extensions.first());
        if (half.open(QIODevice::WriteOnly))
            half.write(QByteArrayLiteral("{\"game\": \"") + game.id.toUtf8() +
                       QByteArrayLiteral("\", \"version\": 1, \"seats\": ["));
    }
}

/// One run of random actions on a window, remembering the last ones.
class Monkey {
public:
    Monkey(app::MainWindow* window, QString gameId, quint64 seed, const QString& folder)
        : window_(window), gameId_(std::move(gameId)), rng_(seed), answers_(&rng_, folder) {
        trace_ = qEnvironmentVariableIntValue("PLAYERS_CLUB_MONKEY_TRACE") != 0;
        answers_.setLog([this](const QString& line) { note(line); });
    }

    QString recent() const {
        QStringList lines(recent_.begin(), recent_.end());
        return lines.join(QLatin1Char('\n'));
    }
    const int* counts() const { return counts_; }
    const monkey::ModalAnswerer& answers() const { return answers_; }

    void step(int index) {
        index_ = index;
        // Back to the row's game now and then, from the chooser or another game.
        const app::GamePage* page = window_->currentGamePage();
        if ((!page || page->gameId() != gameId_) && rng_.below(6) == 0) {
            note(QStringLiteral("open game %1").arg(gameId_));
            window_->openGame(gameId_);
            return;
        }
        int roll = int(rng_.below(std::accumulate(std::begin(weights), std::end(weights), 0)));
        int act = 0;
        while (roll >= weights[act])
            roll -= weights[act++];
        ++counts_[act];
        switch (Act(act)) {
        case Act::Menu:
            return menu();
        case Act::Board:
            return board();
        case Act::Accessible:
            return accessible();
        case Act::Button:
            return button();
        case Act::Key:
            return key();
        case Act::Wait: {
            const int ms = rng_.between(10, 250);
            note(QStringLiteral("wait %1 ms").arg(ms));
            QTest::qWait(ms);
            return;
        }
        case Act::Resize: {
            const QSize size = windowSizes[rng_.below(std::size(windowSizes))];
            note(QStringLiteral("resize %1x%2").arg(size.width()).arg(size.height()));
            window_->resize(size);
            return;
        }
        case Act::Count:
            return;
        }
    }

private:
    void note(const QString& line) {
        const QString text = line.startsWith(QLatin1Char(' '))
                                 ? line
                                 : QStringLiteral("#%1 %2").arg(index_).arg(line);
        if (trace_) qInfo("%s", qPrintable(text));
        recent_.push_back(text);
        if (recent_.size() > 40) recent_.pop_front();
    }

    /// What is on screen: the game's page, or the chooser.
    QWidget* screen() const {
        if (app::GamePage* page = window_->currentGamePage()) return page;
        return window_->chooser();
    }

    QGraphicsView* someView() {
        const QList<QGraphicsView*> views = liveChildren<QGraphicsView>(screen());
        return views.isEmpty() ? nullptr : views[int(rng_.below(views.size()))];
    }

    /// A click where a person would click: the widget on top at that place
    /// gets it (a pass or cut screen covering the board, say).
    void clickAt(QWidget* from, QPoint at, bool twice) {
        const QPoint inWindow = from->mapTo(window_, at);
        QWidget* target = window_->childAt(inWindow);
        if (!target) target = window_;
        const QPoint local = target->mapFrom(window_, inWindow);
        note(QStringLiteral("click%1 %2 at %3,%4")
                 .arg(twice ? QStringLiteral(" twice") : QString(),
                      QString::fromLatin1(target->metaObject()->className()))
                 .arg(local.x())
                 .arg(local.y()));
        if (twice)
            QTest::mouseDClick(target, Qt::LeftButton, Qt::NoModifier, local);
        else
            QTest::mouseClick(target, Qt::LeftButton, Qt::NoModifier, local);
    }

    void menu() {
        QList<QAction*> actions;
        collectMenuActions(window_->menuBar()->actions(), actions);
        if (actions.isEmpty()) return;
        QAction* action = actions[int(rng_.below(actions.size()))];
        note(QStringLiteral("menu %1").arg(action->text()));
        action->trigger();
    }

    void board() {
        QGraphicsView* view = someView();
        if (!view) return button(); // the chooser: its tiles
        QWidget* port = view->viewport();
        QList<QGraphicsItem*> items;
        for (QGraphicsItem* item : view->items())
            if (item->isVisible() && (item->acceptedMouseButtons() & Qt::LeftButton))
                items.append(item);
        QPoint at(rng_.between(0, port->width() - 1), rng_.between(0, port->height() - 1));
        if (!items.isEmpty() && rng_.below(5) != 0) {
            QGraphicsItem* item = items[int(rng_.below(items.size()))];
            at = view->mapFromScene(item->sceneBoundingRect().center());
        }
        if (!port->rect().contains(at)) return;
        clickAt(port, at, rng_.below(10) == 0);
    }

    void accessible() {
        QGraphicsView* view = someView();
        if (!view) return;
        QList<QAccessibleInterface*> pressable;
        collectPressable(QAccessible::queryAccessibleInterface(view), 0, pressable);
        if (pressable.isEmpty()) return;
        QAccessibleInterface* cell = pressable[int(rng_.below(pressable.size()))];
        note(QStringLiteral("press \"%1\"").arg(cell->text(QAccessible::Name).left(60)));
        cell->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    }

    void button() {
        // The page's buttons, and those of windows beside it (the score sheet).
        QList<QAbstractButton*> buttons = liveChildren<QAbstractButton>(screen());
        for (QWidget* top : QApplication::topLevelWidgets())
            if (top != window_ && top->isVisible() && !qobject_cast<QMenu*>(top))
                buttons += liveChildren<QAbstractButton>(top);
        if (buttons.isEmpty()) return;
        QAbstractButton* b = buttons[int(rng_.below(buttons.size()))];
        note(QStringLiteral("button %1 \"%2\"")
                 .arg(QString::fromLatin1(b->metaObject()->className()), b->text()));
        b->click();
    }

    void key() {
        const Key k = keys[rng_.below(std::size(keys))];
        QWidget* target = QApplication::focusWidget();
        if (!target || !target->isVisible()) target = window_;
        note(QStringLiteral("key %1 to %2")
                 .arg(QKeySequence(QKeyCombination(k.modifiers, Qt::Key(k.key))).toString(),
                      QString::fromLatin1(target->metaObject()->className())));
        QTest::keyClick(target, Qt::Key(k.key), k.modifiers);
    }

    app::MainWindow* window_;
    QString gameId_;
    Random rng_;
    monkey::ModalAnswerer answers_;
    bool trace_ = false;
    int index_ = 0;
    int counts_[int(Act::Count)] = {};
    std::deque<QString> recent_;
};

} // namespace

class TestPageMonkey : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        club::test::useClearTestSettings(QStringLiteral("players-club-monkey-tests"));
        // Qt's own file dialogs, which the answers can fill in, on every platform.
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QGuiApplication::setQuitOnLastWindowClosed(false);
        app::registerBuiltInGames();
        previousHandler = qInstallMessageHandler(recordWarnings);
    }

    void cleanupTestCase() { qInstallMessageHandler(previousHandler); }

    void randomActions_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("actions");
        // At least 5,000 actions a run, shared by the games registered.
        const int games = int(app::GameRegistry::games().size());
        int actions = (5000 + games - 1) / std::max(1, games);
        if (qEnvironmentVariableIsSet("PLAYERS_CLUB_MONKEY_ACTIONS"))
            actions = qEnvironmentVariableIntValue("PLAYERS_CLUB_MONKEY_ACTIONS");
        const bool chosen = qEnvironmentVariableIsSet("PLAYERS_CLUB_MONKEY_SEED");
        const quint64 chosenSeed = qEnvironmentVariable("PLAYERS_CLUB_MONKEY_SEED").toULongLong();
        quint64 seed = 20261125;
        for (const app::GameRegistration& game : app::GameRegistry::games()) {
            const quint64 rowSeed = chosen ? chosenSeed : seed++;
            QTest::addRow("%s seed %llu", qPrintable(game.id), rowSeed)
                << game.id << rowSeed << actions;
        }
        if (chosen) return;
        // Seeds that once found a bug (the bug named), replayed every run.
    }

    void randomActions() {
        QFETCH(QString, game);
        QFETCH(quint64, seed);
        QFETCH(int, actions);
        qInfo("monkey: %s, seed %llu, %d actions (PLAYERS_CLUB_MONKEY_SEED=%llu to repeat)",
              qPrintable(game), seed, actions, seed);
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        gatherFiles(folder.path());
        takeWarnings();

        app::MainWindow window(false);
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Monkey monkey(&window, game, seed, folder.path());
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < actions; ++i) {
            monkey.step(i);
            QCoreApplication::processEvents();
            const QStringList seen = takeWarnings();
            if (!seen.isEmpty())
                QFAIL(qPrintable(
                    QStringLiteral("seed %1, action %2: Qt warned: %3\nLast actions:\n%4")
                        .arg(seed)
                        .arg(i)
                        .arg(seen.join(QStringLiteral(" | ")), monkey.recent())));
            if (!window.isVisible())
                QFAIL(qPrintable(QStringLiteral("seed %1, action %2: the window closed\n%3")
                                     .arg(seed)
                                     .arg(i)
                                     .arg(monkey.recent())));
        }
        QStringList summary;
        for (int a = 0; a < int(Act::Count); ++a)
            summary << QStringLiteral("%1 %2").arg(monkey.counts()[a]).arg(actNames[a]);
        qInfo("monkey: %s in %.1f s; dialogs %d accepted, %d cancelled",
              qPrintable(summary.join(", ")), clock.elapsed() / 1000.0, monkey.answers().accepted(),
              monkey.answers().cancelled());
        // The run reached what it was meant to: menus, dialogs both ways, the board.
        if (actions >= 1000) {
            QVERIFY(monkey.counts()[int(Act::Menu)] > 0);
            QVERIFY(monkey.counts()[int(Act::Board)] > 0);
            QVERIFY(monkey.answers().accepted() > 0);
            QVERIFY(monkey.answers().cancelled() > 0);
        }
        window.close();
        QTest::qWait(10);
        QCOMPARE(takeWarnings(), QStringList());
    }
};

QTEST_MAIN(TestPageMonkey)
#include "tst_page_monkey.moc"
