// The main window opens on the game chooser, P.M. first.
#include "game_catalogue.h"
#include "game_chooser.h"
#include "main_window.h"

#include <QSignalSpy>
#include <QTest>

using namespace club::app;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("players-club-tests"));
    }

    void chooserListsTheFourGamesPmFirst() {
        const QList<GameInfo> games = gameCatalogue();
        QCOMPARE(games.size(), 4);
        QCOMPARE(games.first().id, QStringLiteral("pm"));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto tiles = window.chooser()->findChildren<GameTile*>();
        QCOMPARE(tiles.size(), 4);
        QStringList ids;
        for (const GameTile* t : tiles) ids << t->info().id;
        QVERIFY(ids.contains(QStringLiteral("pm")));
        QVERIFY(ids.contains(QStringLiteral("kings-men")));
        QVERIFY(ids.contains(QStringLiteral("patchesi")));
        QVERIFY(ids.contains(QStringLiteral("cribbage")));
    }

    void tileIsChosenFromTheKeyboard() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy chosen(window.chooser(), &GameChooser::gameChosen);
        // A game still in preparation: choosing it opens no modal dialog.
        GameTile* tile = nullptr;
        for (GameTile* t : window.chooser()->findChildren<GameTile*>())
            if (!t->info().playable) tile = t;
        QVERIFY(tile);
        tile->setFocus();
        QTest::keyClick(tile, Qt::Key_Space);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.first().first().toString(), tile->info().id);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
