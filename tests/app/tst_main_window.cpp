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

    void chooserListsTheGamesPmFirst() {
        const QList<GameInfo> games = gameCatalogue();
        QCOMPARE(games.size(), 5); // the four games and the party night
        QCOMPARE(games.first().id, QStringLiteral("pm"));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto tiles = window.chooser()->findChildren<GameTile*>();
        QCOMPARE(tiles.size(), 5);
        QStringList ids;
        for (const GameTile* t : tiles)
            ids << t->info().id;
        QVERIFY(ids.contains(QStringLiteral("pm")));
        QVERIFY(ids.contains(QStringLiteral("kings-men")));
        QVERIFY(ids.contains(QStringLiteral("patchesi")));
        QVERIFY(ids.contains(QStringLiteral("cribbage")));
        QVERIFY(ids.contains(QStringLiteral("party-night")));
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
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
