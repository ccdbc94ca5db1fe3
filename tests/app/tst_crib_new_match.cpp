// SPDX-License-Identifier: GPL-3.0-or-later
// Once Around Cribbage's New Match dialog: as tall as the seats it shows;
// the board chosen is kept while the number of hands allows it (CR-20).
#include "crib/crib_new_match_dialog.h"
#include "test_settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace club;

class TestCribNewMatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { club::test::useTestSettings(); }

    // Fewer hands hide seats' rows: the dialog shrinks to the height it
    // opens at for that many, with no empty space where the rows were.
    void shrinksWhenSeatsAreHidden() {
        app::CribNewMatchDialog two;
        two.handsBox()->setValue(2);
        two.show();
        QVERIFY(QTest::qWaitForWindowExposed(&two));
        app::CribNewMatchDialog dialog;
        dialog.handsBox()->setValue(4);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(two.height() < dialog.height());
        dialog.handsBox()->setValue(2);
        QTRY_COMPARE(dialog.height(), two.height());
    }

    // CR-6: the words under the hands speak of partnerships only where
    // there are some (four or six hands); with three they spoke of a
    // partnership's pegs.
    void partnershipsAreNamedOnlyWithPartners() {
        app::CribNewMatchDialog dialog;
        const auto said = [&dialog] {
            for (QLabel* label : dialog.findChildren<QLabel*>())
                if (label->text().contains(QStringLiteral("The cut decides who deals")))
                    return label->text();
            return QString();
        };
        for (int hands = 2; hands <= 6; ++hands) {
            dialog.handsBox()->setValue(hands);
            QVERIFY2(!said().isEmpty(), qPrintable(QString::number(hands)));
            QCOMPARE(said().contains(QStringLiteral("partnership")), hands == 4 || hands == 6);
        }
    }

    // A width the player chose by dragging is kept when the hands change.
    void keepsAWidthChosen() {
        app::CribNewMatchDialog dialog;
        dialog.handsBox()->setValue(4);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int wider = dialog.width() + 150;
        dialog.resize(wider, dialog.height());
        QTRY_COMPARE(dialog.width(), wider);
        const int four = dialog.height();
        dialog.handsBox()->setValue(2);
        QTRY_VERIFY(dialog.height() < four);
        QCOMPARE(dialog.width(), wider);
    }

    // Issue 26: a person may play on a phone; the choice is a person's seat
    // with `phone`, and the dialog remembers it as the rest.
    void aPersonOnAPhone() {
        {
            app::CribNewMatchDialog dialog;
            dialog.handsBox()->setValue(3);
            QComboBox* player = dialog.playerBox(1);
            const int phone = player->findData(QStringLiteral("phone"));
            QVERIFY(phone >= 0);
            QCOMPARE(player->itemText(phone), QStringLiteral("Person on a phone"));
            player->setCurrentIndex(phone);
            const std::vector<crib::Seat> seats = dialog.seats();
            QCOMPARE(seats[1].player, QStringLiteral("person"));
            QVERIFY(seats[1].phone);
            QVERIFY(seats[1].isPerson());
            QVERIFY(!seats[0].phone && !seats[2].phone);
            dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        }
        app::CribNewMatchDialog again;
        QCOMPARE(again.playerBox(1)->currentData().toString(), QStringLiteral("phone"));
        QVERIFY(again.seats()[1].phone);
        again.playerBox(1)->setCurrentIndex(again.playerBox(1)->findData(QStringLiteral("person")));
        QVERIFY(!again.seats()[1].phone);
    }

    void keepsTheBoardChosen_data() {
        QTest::addColumn<int>("board");
        QTest::addColumn<QList<int>>("hands");
        QTest::addColumn<QList<int>>("shown");
        // Two to four hands steps through three, which two-track does not serve.
        QTest::newRow("CR-20 two-track, 2-3-4-3-2")
            << int(crib::Board::TwoTrack) << QList<int>{3, 4, 3, 2}
            << QList<int>{int(crib::Board::ThreeTrack), int(crib::Board::TwoTrack),
                          int(crib::Board::ThreeTrack), int(crib::Board::TwoTrack)};
        QTest::newRow("CR-20 four-track, 2-5-6-4-2")
            << int(crib::Board::FourTrack) << QList<int>{5, 6, 4, 2}
            << QList<int>{int(crib::Board::TwoAndThree), int(crib::Board::FourTrack),
                          int(crib::Board::FourTrack), int(crib::Board::FourTrack)};
        QTest::newRow("CR-20 three-track, 2-4-6-3")
            << int(crib::Board::ThreeTrack) << QList<int>{4, 6, 3}
            << QList<int>{int(crib::Board::TwoTrack), int(crib::Board::ThreeTrack),
                          int(crib::Board::ThreeTrack)};
    }

    // The player picks a board at two hands, then changes the hands: where
    // the board is not made for them another is shown, and the chosen one
    // comes back as soon as it serves again.
    void keepsTheBoardChosen() {
        QFETCH(int, board);
        QFETCH(QList<int>, hands);
        QFETCH(QList<int>, shown);
        app::CribNewMatchDialog dialog;
        dialog.handsBox()->setValue(2);
        QComboBox* boards = dialog.boardBox();
        const int chosen = boards->findData(board);
        QVERIFY(chosen >= 0);
        boards->setCurrentIndex(chosen);
        emit boards->activated(chosen); // as a click on the list does
        for (qsizetype i = 0; i < hands.size(); ++i) {
            dialog.handsBox()->setValue(hands[i]);
            QCOMPARE(boards->currentData().toInt(), shown[i]);
            QCOMPARE(int(dialog.setup().board), shown[i]);
        }
    }
};

QTEST_MAIN(TestCribNewMatch)
#include "tst_crib_new_match.moc"
