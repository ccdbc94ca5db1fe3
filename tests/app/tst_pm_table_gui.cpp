// Whole P.M. games played through the widgets (offscreen): two people at
// one screen, where the pass screen must hide every hand between their
// turns (PM-16), and computer players alone.
#include "engine/pm/table.h"
#include "main_window.h"
#include "pm/pm_page.h"
#include "pm/pm_pass_screen.h"
#include "pm/pm_scene.h"

#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace club;

class TestPmTableGui : public QObject {
    Q_OBJECT

    static pm::RubberConfig config(QStringList players, std::uint64_t seed) {
        pm::RubberConfig c;
        for (int i = 0; i < players.size(); ++i)
            c.seats.push_back({QStringLiteral("P%1").arg(i + 1), i, players[i]});
        c.seed = seed;
        return c;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("players-club-tests"));
    }

    // PM-16: with two people at the screen a hand is shown only to its
    // owner, after a "Pass to NAME" screen that hides everything.
    void twoPeoplePlayAWholeGameThroughTheWidgets() {
        app::MainWindow window(false);
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::PmPage* page = window.pmPage();
        page->setPace(0, 0);
        QVERIFY(page->startRubber(config({"human", "human"}, 11)).isEmpty());
        window.openGame(QStringLiteral("pm"));
        pm::Table* table = page->table();
        app::PmScene* scene = page->scene();
        int passes = 0;
        int lastViewer = -1;
        while (!table->game().isOver()) {
            const int seat = table->seatToMove();
            if (seat != lastViewer) {
                // A different person: the pass screen covers the table and no
                // hand is in the scene until he says he is ready.
                QTRY_VERIFY(page->passScreen()->isVisible());
                QCOMPARE(scene->handMode(), app::PmScene::HandMode::Hidden);
                QCOMPARE(scene->handSize(), 0);
                QVERIFY(!window.windowTitle().contains(QStringLiteral("PLUS")));
                QTest::mouseClick(page->passScreen()->readyButton(), Qt::LeftButton);
                ++passes;
            }
            QVERIFY(!page->passScreen()->isVisible());
            QCOMPARE(scene->handMode(), app::PmScene::HandMode::Play);
            QCOMPARE(scene->handSeat(), seat);
            QCOMPARE(scene->handSize(), int(table->game().hand(table->game().toMove()).size()));
            // Keyboard: Right picks a card; a card with no legal move (a
            // MINUS card at the lead, PM-5) offers nothing, so go on along.
            const int before = int(table->rubber().currentRecord().moves.size());
            for (int tries = 0; tries < scene->handSize() && scene->options().empty(); ++tries)
                QTest::keyClick(window.focusWidget() ? window.focusWidget() : &window,
                                Qt::Key_Right);
            if (scene->options().empty()) scene->moveSelection(1);
            QVERIFY(!scene->options().empty());
            QVERIFY(scene->playFocused());
            QCOMPARE(int(table->rubber().currentRecord().moves.size()), before + 1);
            lastViewer = seat;
        }
        QVERIFY(passes >= 22); // every turn changes hands with two people
        QCOMPARE(scene->handMode(), app::PmScene::HandMode::Hidden);
    }

    void computerPlayersAlonePlayAWholeGame() {
        app::MainWindow window(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::PmPage* page = window.pmPage();
        page->setPace(0, 0);
        QVERIFY(page->startRubber(config({"greedy", "random", "greedy"}, 5)).isEmpty());
        window.openGame(QStringLiteral("pm"));
        QTRY_VERIFY_WITH_TIMEOUT(page->table()->game().isOver(), 20000);
        QVERIFY(!page->passScreen()->isVisible());
        // The game's scores reached the rubber (PM-18, PM-20).
        QVERIFY(page->table()->rubber().score(0, 0).has_value());
    }

    void undoTakesBackOwnMoveAgainstComputers() {
        app::MainWindow window(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::PmPage* page = window.pmPage();
        page->setPace(0, 0);
        QVERIFY(page->startRubber(config({"human", "greedy"}, 21)).isEmpty());
        pm::Table* table = page->table();
        QTRY_VERIFY(!table->isComputerToMove());
        const auto hand = std::vector<pm::CardId>(table->game().hand(0).begin(),
                                                  table->game().hand(0).end());
        page->scene()->moveSelection(1);
        while (page->scene()->options().empty()) page->scene()->moveSelection(1);
        QVERIFY(page->scene()->playFocused());
        QTRY_VERIFY(!table->isComputerToMove());
        QVERIFY(page->canUndo());
        page->undo();
        QCOMPARE(table->seatToMove(), 0);
        const auto after = std::vector<pm::CardId>(table->game().hand(0).begin(),
                                                   table->game().hand(0).end());
        QCOMPARE(after, hand);
    }

    void noUndoWithTwoPeople() {
        app::MainWindow window(false);
        app::PmPage* page = window.pmPage();
        QVERIFY(page->startRubber(config({"human", "human", "greedy"}, 3)).isEmpty());
        QVERIFY(!page->canUndo());
    }
};

QTEST_MAIN(TestPmTableGui)
#include "tst_pm_table_gui.moc"
