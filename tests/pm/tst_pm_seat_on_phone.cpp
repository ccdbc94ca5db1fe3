// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26: a person's seat played on a phone, or moved back to the screen
// (Table::setSeatOnPhone): announced by a signal, no move in the record,
// refused for a computer's seat, and kept by the save file ("phone": true).
#include "pm/table.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace club::pm;

namespace {

RubberConfig annOnPhone() {
    RubberConfig config;
    config.seed = 26;
    config.seats = {{QStringLiteral("Ann"), 0, QStringLiteral("person"), true},
                    {QStringLiteral("Bob"), 1, QStringLiteral("person")},
                    {QStringLiteral("Clock"), 2, QStringLiteral("standard")}};
    return config;
}

} // namespace

class TestPmSeatOnPhone : public QObject {
    Q_OBJECT

private slots:
    void movesASeatToTheScreenWithoutAMove() {
        Table table;
        QVERIFY(table.tryNewRubber(annOnPhone()).isEmpty());
        QVERIFY(table.rubber().config().seats[0].phone);
        const auto movesBefore = table.rubber().currentRecord().moves.size();
        QSignalSpy spy(&table, &Table::seatOnPhoneChanged);
        QVERIFY(table.setSeatOnPhone(0, false));
        QVERIFY(!table.rubber().config().seats[0].phone);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 0);
        QCOMPARE(spy.at(0).at(1).toBool(), false);
        QCOMPARE(table.rubber().currentRecord().moves.size(), movesBefore);
        QVERIFY(!table.canUndo()); // nothing to take back: it was no move
        // Asked again, nothing changes and nothing is announced.
        QVERIFY(table.setSeatOnPhone(0, false));
        QCOMPARE(spy.size(), 1);
        QVERIFY(table.setSeatOnPhone(1, true));
        QVERIFY(table.rubber().config().seats[1].phone);
        QCOMPARE(spy.size(), 2);
    }

    void refusesAComputerOrAMissingSeat() {
        Table table;
        QVERIFY(!table.setSeatOnPhone(0, true)); // no rubber
        QVERIFY(table.tryNewRubber(annOnPhone()).isEmpty());
        QSignalSpy spy(&table, &Table::seatOnPhoneChanged);
        QVERIFY(!table.setSeatOnPhone(2, true));
        QVERIFY(!table.rubber().config().seats[2].phone);
        QVERIFY(!table.setSeatOnPhone(3, true));
        QVERIFY(!table.setSeatOnPhone(-1, true));
        QCOMPARE(spy.size(), 0);
    }

    void theSaveFileKeepsThePhone() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("phones.pmrubber"));
        Table table;
        QVERIFY(table.tryNewRubber(annOnPhone()).isEmpty());
        QVERIFY(table.trySave(path).isEmpty());
        Table read;
        QVERIFY(read.tryLoad(path).isEmpty());
        QVERIFY(read.rubber().config().seats[0].phone);
        QVERIFY(!read.rubber().config().seats[1].phone);
        // Moved back to the screen, saved again: read back at the screen.
        QVERIFY(table.setSeatOnPhone(0, false));
        QVERIFY(table.trySave(path).isEmpty());
        QVERIFY(read.tryLoad(path).isEmpty());
        QVERIFY(!read.rubber().config().seats[0].phone);
    }
};

QTEST_GUILESS_MAIN(TestPmSeatOnPhone)
#include "tst_pm_seat_on_phone.moc"
