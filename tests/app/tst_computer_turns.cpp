// SPDX-License-Identifier: GPL-3.0-or-later
// The driver of the computers' turns every page uses (issue 24): it waits
// for the animations and the pause, chooses off the GUI thread, plays only
// an answer that still fits the table, and stops on New, Open, Undo or a
// page closed; a hint to a position gone is not shown. While its page is
// hidden (the player went to another page) the computers wait.
#include "common/computer_turns.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>
#include <QThread>

#include <chrono>
#include <memory>
#include <optional>
#include <thread>

using club::app::ComputerTurns;

namespace {

/// A computer's turn that holds its answer until the test lets it go.
struct HeldTurn {
    int move = 0;
    std::shared_ptr<QSemaphore> release;
    Qt::HANDLE* thread = nullptr; ///< where choose() ran
    int choose() const {
        if (thread) *thread = QThread::currentThreadId();
        // Not for ever: a driver that fails to drop the answer fails the
        // test rather than hanging it.
        if (release) release->tryAcquire(1, 5000);
        return move;
    }
};
static_assert(club::ComputerTurn<HeldTurn>);

/// A table as the driver sees it, and a page over it.
struct FakePage {
    quint64 revision = 0;
    bool computerToPlay = true;
    bool animating = false;
    QList<int> played;
    int nextMove = 1;
    std::shared_ptr<QSemaphore> release = std::make_shared<QSemaphore>();
    Qt::HANDLE chosenOn = nullptr;

    /// A driver for the page `widget` (none: a page not shown in a window).
    std::unique_ptr<ComputerTurns> driver(QWidget* widget = nullptr) {
        auto turns = std::make_unique<ComputerTurns>(
            ComputerTurns::Page{[this] { return revision; }, [this] { return computerToPlay; },
                                [this] { return animating; }},
            widget);
        turns->setTurns<HeldTurn>(
            [this] {
                return std::optional<HeldTurn>(HeldTurn{nextMove, release, &chosenOn});
            },
            [this](const int& move) {
                played << move;
                ++revision;
            });
        return turns;
    }
};

/// A window of two pages, the game's shown first, as the main window holds them.
struct PageWindow {
    QStackedWidget window;
    QWidget* game = new QWidget;
    QWidget* other = new QWidget;
    PageWindow() {
        window.addWidget(game);
        window.addWidget(other);
        window.show();
    }
};

} // namespace

class TestComputerTurns : public QObject {
    Q_OBJECT
private slots:
    void playsAfterThePauseOffTheGuiThread() {
        FakePage page;
        page.release->release(1);
        auto turns = page.driver();
        turns->setPause(30);
        turns->schedule();
        QVERIFY(turns->isPausing());
        QVERIFY(page.played.isEmpty());
        QTRY_COMPARE(page.played, QList<int>{1});
        QVERIFY(page.chosenOn != nullptr);
        QVERIFY(page.chosenOn != QThread::currentThreadId());
        QVERIFY(!turns->isBusy());
    }

    void waitsForTheAnimations() {
        FakePage page;
        page.release->release(1);
        page.animating = true;
        auto turns = page.driver();
        turns->schedule();
        QVERIFY(!turns->isPausing());
        QTest::qWait(50);
        QVERIFY(page.played.isEmpty());
        // An animation begun during the pause holds the turn back too.
        page.animating = false;
        turns->setPause(30);
        turns->schedule();
        page.animating = true;
        QTest::qWait(80);
        QVERIFY(page.played.isEmpty());
        QVERIFY(!turns->isBusy());
        page.animating = false; // the page hears the animations end
        turns->schedule();
        QTRY_COMPARE(page.played, QList<int>{1});
    }

    void nothingWhenNoComputerIsToPlay() {
        FakePage page;
        page.release->release(1);
        page.computerToPlay = false;
        auto turns = page.driver();
        turns->schedule();
        QVERIFY(!turns->isBusy());
        // Still so when the pause ends (a person's turn came meanwhile).
        page.computerToPlay = true;
        turns->setPause(30);
        turns->schedule();
        page.computerToPlay = false;
        QTest::qWait(80);
        QVERIFY(page.played.isEmpty());
    }

    // New, Open, Undo: stop() in the pause, or while the computer thinks,
    // and the table not changed yet: nothing is played.
    void stopEndsThePause() {
        FakePage page;
        page.release->release(1);
        auto turns = page.driver();
        turns->setPause(30);
        turns->schedule();
        turns->stop();
        QVERIFY(!turns->isBusy());
        QTest::qWait(80);
        QVERIFY(page.played.isEmpty());
    }

    void stopDropsTheAnswerUnderWay() {
        FakePage page;
        auto turns = page.driver();
        QSignalSpy dropped(turns.get(), &ComputerTurns::answerDropped);
        turns->schedule();
        QTRY_VERIFY(turns->isThinking());
        turns->stop();
        QVERIFY(!turns->isThinking());
        page.release->release(1);
        QTRY_COMPARE(dropped.count(), 1);
        QVERIFY(page.played.isEmpty());
        // The next turn is played as usual.
        page.nextMove = 2;
        page.release->release(1);
        turns->schedule();
        QTRY_COMPARE(page.played, QList<int>{2});
    }

    // The table moved on while the computer thought (an undo, a file
    // opened): the answer is dropped.
    void anAnswerToAPositionGoneIsDropped() {
        FakePage page;
        auto turns = page.driver();
        QSignalSpy dropped(turns.get(), &ComputerTurns::answerDropped);
        turns->schedule();
        QTRY_VERIFY(turns->isThinking());
        ++page.revision;
        QVERIFY(!turns->isThinking());
        page.release->release(1);
        QTRY_COMPARE(dropped.count(), 1);
        QVERIFY(page.played.isEmpty());
    }

    // The page closes while the computer thinks: the driver waits for the
    // worker and plays nothing.
    void closingWaitsAndPlaysNothing() {
        FakePage page;
        auto turns = page.driver();
        turns->schedule();
        QTRY_VERIFY(turns->isThinking());
        // The worker is let go from another thread while this one waits.
        std::thread releaser([release = page.release] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            release->release(1);
        });
        turns.reset();
        QCOMPARE(page.release->available(), 0); // the worker had taken its answer
        releaser.join();
        QCoreApplication::processEvents();
        QVERIFY(page.played.isEmpty());
    }

    void aHintIsShownForItsPosition() {
        FakePage page;
        page.computerToPlay = false;
        auto turns = page.driver();
        QString shown;
        auto gate = std::make_shared<QSemaphore>();
        Qt::HANDLE workedOn = nullptr;
        turns->hint<QString>(
            [gate, &workedOn] {
                workedOn = QThread::currentThreadId();
                gate->tryAcquire(1, 5000);
                return QStringLiteral("play the ace");
            },
            [&shown](const QString& text) { shown = text; });
        QVERIFY(turns->isHinting());
        gate->release(1);
        QTRY_COMPARE(shown, QStringLiteral("play the ace"));
        QVERIFY(workedOn != QThread::currentThreadId());
        QVERIFY(!turns->isHinting());
    }

    // A hint asked, then Undo or New before it comes: it is not shown.
    void aStaleHintIsDropped_data() {
        QTest::addColumn<bool>("tableMoved");
        QTest::newRow("undo: the table moved on") << true;
        QTest::newRow("stop: the game left") << false;
    }
    void aStaleHintIsDropped() {
        QFETCH(bool, tableMoved);
        FakePage page;
        page.computerToPlay = false;
        auto turns = page.driver();
        QSignalSpy dropped(turns.get(), &ComputerTurns::answerDropped);
        bool shown = false;
        auto gate = std::make_shared<QSemaphore>();
        turns->hint<int>(
            [gate] {
                gate->tryAcquire(1, 5000);
                return 1;
            },
            [&shown](const int&) { shown = true; });
        if (tableMoved)
            ++page.revision;
        else
            turns->stop();
        QVERIFY(!turns->isHinting());
        gate->release(1);
        QTRY_COMPARE(dropped.count(), 1);
        QVERIFY(!shown);
    }

    // Fast forward: the pause ends now.
    void hurryEndsThePauseNow() {
        FakePage page;
        page.release->release(1);
        auto turns = page.driver();
        turns->setPause(600000);
        QVERIFY(!turns->hurry());
        turns->schedule();
        QVERIFY(turns->hurry());
        QTRY_COMPARE(page.played, QList<int>{1});
    }

    // The player leaves a page where computers play on (back to the chooser,
    // another game): nothing more is played on it until it is shown again.
    void aHiddenPageWaitsUntilShownAgain() {
        FakePage page; // outlives the window, which deletes the driver
        PageWindow pages;
        QVERIFY(QTest::qWaitForWindowExposed(&pages.window));
        QWidget* gamePage = pages.game;
        QWidget* otherPage = pages.other;
        QStackedWidget& window = pages.window;
        ComputerTurns* turns = page.driver(gamePage).release();
        page.release->release(1000);
        turns->setPause(10);
        // As a page does: the next turn is looked at when one is played.
        connect(turns, &ComputerTurns::played, turns, &ComputerTurns::schedule);
        turns->schedule();
        QTRY_VERIFY(page.played.size() >= 3);

        window.setCurrentWidget(otherPage);
        QVERIFY(!turns->isBusy());
        const qsizetype left = page.played.size();
        turns->schedule(); // a turn announced on the hidden page waits too
        QTest::qWait(200);
        QCOMPARE(page.played.size(), left);
        QVERIFY(!turns->hurry());

        window.setCurrentWidget(gamePage);
        QTRY_VERIFY(page.played.size() >= left + 3);
    }

    // The player leaves while a computer thinks: its answer is dropped, and
    // the turn is chosen again when the page is back.
    void anAnswerForAHiddenPageIsDropped() {
        FakePage page;
        PageWindow pages;
        QVERIFY(QTest::qWaitForWindowExposed(&pages.window));
        QWidget* gamePage = pages.game;
        QWidget* otherPage = pages.other;
        QStackedWidget& window = pages.window;
        ComputerTurns* turns = page.driver(gamePage).release();
        QSignalSpy dropped(turns, &ComputerTurns::answerDropped);
        turns->schedule();
        QTRY_VERIFY(turns->isThinking());
        window.setCurrentWidget(otherPage);
        QVERIFY(!turns->isThinking());
        page.release->release(1);
        QTRY_COMPARE(dropped.count(), 1);
        QTest::qWait(50);
        QVERIFY(page.played.isEmpty());

        page.release->release(1);
        window.setCurrentWidget(gamePage);
        QTRY_COMPARE(page.played, QList<int>{1});
    }

    // The page is deleted while its computer thinks unseen: nothing is
    // played and nothing breaks.
    void aHiddenPageDeletedWhileThinking() {
        FakePage page;
        PageWindow pages;
        QVERIFY(QTest::qWaitForWindowExposed(&pages.window));
        QWidget* gamePage = pages.game;
        QStackedWidget& window = pages.window;
        ComputerTurns* turns = page.driver(gamePage).release();
        turns->schedule();
        QTRY_VERIFY(turns->isThinking());
        window.setCurrentIndex(1);
        std::thread releaser([release = page.release] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            release->release(1);
        });
        delete gamePage;
        releaser.join();
        QCoreApplication::processEvents();
        QVERIFY(page.played.isEmpty());
    }

    // A step needing no thought (a throw of the die) is taken instead.
    void aStepWithoutThought() {
        FakePage page;
        auto turns = page.driver();
        int thrown = 0;
        turns->setActWithoutThought([&thrown] { return ++thrown == 1; });
        page.release->release(1);
        turns->schedule();
        QTRY_COMPARE(thrown, 1);
        QVERIFY(!turns->isThinking());
        turns->schedule(); // the second time it has nothing to do: the computer thinks
        QTRY_COMPARE(page.played, QList<int>{1});
    }
};

QTEST_MAIN(TestComputerTurns)
#include "tst_computer_turns.moc"
