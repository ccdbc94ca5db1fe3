// SPDX-License-Identifier: GPL-3.0-or-later
// The main window opens on the game chooser, P.M. first.
#include "common/game_page.h"
#include "common/game_registry.h"
#include "core/game_formats.h"
#include "game_catalogue.h"
#include "game_chooser.h"
#include "main_window.h"

#include <QSignalSpy>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTest>

using namespace club::app;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("players-club-tests"));
        registerBuiltInGames();
    }

    void chooserListsTheGamesPmFirst() {
        const QList<GameInfo> games = gameCatalogue();
        QCOMPARE(games.size(), 5); // the four games and the party night
        QCOMPARE(games.first().id, QStringLiteral("pm"));
        // Every lid is worded and drawn by its game's registration.
        QSvgRenderer art(QStringLiteral(":/players-club/chooser.svg"));
        for (const GameInfo& game : games) {
            QVERIFY2(!game.title.isEmpty() && !game.blurb.isEmpty(), qPrintable(game.id));
            QVERIFY2(art.elementExists(game.art), qPrintable(game.id));
        }
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto tiles = window.chooser()->findChildren<GameTile*>();
        QCOMPARE(tiles.size(), 5);
        QStringList ids;
        for (const GameTile* t : tiles)
            ids << t->info().id;
        // A lid for every game the engine registers (core/game_formats.h).
        club::registerEngineGames();
        QCOMPARE(qsizetype(club::GameFormats::all().size()), ids.size());
        for (const club::GameFormat& format : club::GameFormats::all())
            QVERIFY2(ids.contains(format.id), qPrintable(format.id));
    }

    // A game playing on out of sight says nothing in the status bar.
    void onlyThePageShownSpeaksInTheStatusBar() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString chooserWords = window.statusBar()->currentMessage();
        const auto pages = window.findChildren<GamePage*>();
        QVERIFY(pages.size() >= 4);
        for (GamePage* page : pages) {
            QVERIFY(window.currentGamePage() != page);
            emit page->statusMessage(QStringLiteral("Green throws."));
            QCOMPARE(window.statusBar()->currentMessage(), chooserWords);
        }
    }

    void tileIsChosenFromTheKeyboard() {
        // The chooser alone: every game is playable now, and opening one
        // from a whole window would bring its start question.
        GameChooser chooser;
        chooser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chooser));
        QSignalSpy chosen(&chooser, &GameChooser::gameChosen);
        const auto tiles = chooser.findChildren<GameTile*>();
        QVERIFY(tiles.size() >= 2);
        GameTile* tile = tiles.last();
        tile->setFocus();
        QTest::keyClick(tile, Qt::Key_Space);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.first().first().toString(), tile->info().id);
    }

    void downReachesTheLoneLastTile() {
        // The party night's lid runs across the last row: Down from either
        // lid above it goes there.
        GameChooser chooser;
        chooser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chooser));
        const auto tiles = chooser.findChildren<GameTile*>();
        QVERIFY(tiles.size() % 2 == 1); // the last lid is alone on its row
        for (int above : {int(tiles.size()) - 3, int(tiles.size()) - 2}) {
            tiles[above]->setFocus();
            QTest::keyClick(tiles[above], Qt::Key_Down);
            QVERIFY2(tiles.last()->hasFocus(), qPrintable(tiles[above]->info().id));
        }
    }

    void everyLidFitsALaptopScreen() {
        // At 1024x768 (the window a little smaller, the menu and status bars
        // taking their share) every lid shows whole, without scrolling.
        GameChooser chooser;
        chooser.resize(924, 650);
        chooser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chooser));
        for (const GameTile* t : chooser.findChildren<GameTile*>()) {
            const QRect r(t->mapTo(&chooser, QPoint(0, 0)), t->size());
            QVERIFY2(chooser.rect().contains(r), qPrintable(t->info().id));
        }
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
