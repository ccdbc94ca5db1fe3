// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 11: the King's Men page and side panel read the record from the
// game's own start, as the engine does. A game opened from a set-up
// position once showed "clear " in the move list where the engine records
// "clear:all" (KM-6), because the panel replayed it from the KM-B2 start.
#include "../km/km_test_util.h"
#include "engine/km/game.h"
#include "engine/km/rules.h"
#include "engine/km/table.h"
#include "km/km_page.h"
#include "km/km_side_panel.h"
#include "km/km_words.h"
#include "test_settings.h"

#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace club;

class TestKmSetupRecord : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { club::test::useTestSettings(); }

    void moveListOfASetUpGame() {
        // KM-6: a step that forms a row, then the rows cleared.
        const km::Position start = kmtest::setup("A:c5 d5 e6 A:c1 e1 g1 i1 B:d1 f1 h1 B:g7 g8 g9");
        km::Game game = km::Game::fromPosition(start, 7);
        game.play("e6-e5");
        const km::Position beforeClear = game.position();
        game.play("clear:all");
        QCOMPARE(QString::fromStdString(game.notation(1)), QStringLiteral("clear:all"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("setup.kingsmen"));
        QVERIFY(game.trySave(path).isEmpty());

        app::KmPage page;
        page.setPace(0, 0);
        QCOMPARE(page.openFile(path), QString());
        QCOMPARE(page.table()->game().moves().size(), std::size_t(2));
        const QString clearWords = app::kmwords::moveText(beforeClear, game.moves()[1]);
        QVERIFY(!clearWords.trimmed().isEmpty());
        QListWidget* list = page.panel()->moveList();
        QVERIFY(list->count() >= 2);
        const QString line = list->item(1)->text();
        QVERIFY2(line.endsWith(clearWords), qPrintable(line + " | " + clearWords));
        QVERIFY2(!line.endsWith(QLatin1Char(' ')), qPrintable(line));
    }

    void undoStopsWhereAPersonChoosesInASetUpGame() {
        // The table says where a take-back goes, from the set-up start too.
        const km::Position start = kmtest::setup("A:c5 d5 e6 A:c1 e1 g1 i1 B:d1 f1 h1 B:g7 g8 g9");
        km::Game game = km::Game::fromPosition(start, 7);
        game.play("e6-e5");
        game.play("clear:all");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("setup.kingsmen"));
        QVERIFY(game.trySave(path).isEmpty());
        km::Table table;
        QVERIFY(table.tryLoad(path).isEmpty());
        const std::vector<bool> computerAt = table.computerChoosesAt();
        QCOMPARE(computerAt.size(), std::size_t(3));
        QCOMPARE(table.stepTarget(-1), 1); // two people: one choice back
        km::Seats seats;
        seats.setLevel(km::Side::B, km::Level::Standard);
        table.setSeats(seats);
        QCOMPARE(table.stepTarget(-1), 1);
    }
};

QTEST_MAIN(TestKmSetupRecord)
#include "tst_km_setup_record.moc"
