// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26: P.M. on the screen with seats on phones. One person at the
// screen, two on phones and a computer: a phone seat's turn brings no pass
// screen and its hand is never shown on the screen; the panel says whose
// phone the table waits for; a choice played through the PmPhoneTable moves
// the game on, and the computer then plays. The person at the screen still
// passes the screen before his hand shows (the phones' holders see it).
// Move to Screen makes a phone seat a screen seat, with its pass screen;
// the save file keeps who plays on a phone.
#include "common/pass_screen.h"
#include "engine/pm/table.h"
#include "phone_on_socket.h"
#include "phones/phone_hosting.h"
#include "phones/phone_join_screen.h"
#include "phones/phone_server.h"
#include "pm/pm_board_item.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_page.h"
#include "pm/pm_phone_table.h"
#include "pm/pm_scene.h"
#include "pm/pm_side_panel.h"
#include "test_settings.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace club;

namespace {

const int Ann = 0, Bob = 1, Cy = 2, Clock = 3;

QList<Seat> annBobCyClock() {
    QList<Seat> seats;
    seats << Seat{QStringLiteral("Ann"), 0, QStringLiteral("person"), false}
          << Seat{QStringLiteral("Bob"), 0, QStringLiteral("person"), true}
          << Seat{QStringLiteral("Cy"), 0, QStringLiteral("person"), true}
          << Seat{QStringLiteral("Clock"), 0, QStringLiteral("standard"), false};
    return seats;
}

/// The first choice in the seat's view, as a phone would send it.
QString firstChoice(app::PmPhoneTable* phones, int seat) {
    const QJsonArray choices = phones->seatView(seat).value(QStringLiteral("choices")).toArray();
    return choices.isEmpty() ? QString()
                             : choices.first().toObject().value(QStringLiteral("id")).toString();
}

} // namespace

class TestPmPhonesGui : public QObject {
    Q_OBJECT

    app::PmPage* page_ = nullptr;
    pm::Table* table_ = nullptr;

    bool phoneHandShown() const {
        const int shown = page_->scene()->handSeat();
        return page_->scene()->handMode() != app::PmScene::HandMode::Hidden && shown >= 0 &&
               table_->rubber().config().seats[std::size_t(shown)].phone;
    }

    /// Waits until the table settles on a turn that needs a person: a phone
    /// or the screen's pass screen or hand (the computer plays on its own).
    bool waitForAPerson() {
        const bool settled = QTest::qWaitFor(
            [this] {
                sawPhoneHand_ = sawPhoneHand_ || phoneHandShown();
                return table_->game().isOver() ||
                       (!table_->isComputerToMove() && !page_->scene()->isAnimating() &&
                        (page_->isPhoneSeat(table_->seatToMove()) ||
                         !page_->passScreen()->isHidden() ||
                         page_->scene()->handMode() == app::PmScene::HandMode::Play));
            },
            20000);
        return settled && !sawPhoneHand_;
    }
    bool sawPhoneHand_ = false; ///< a phone seat's hand was shown on the screen

private slots:
    void initTestCase() { club::test::useClearTestSettings(); }

    void init() {
        page_ = new app::PmPage;
        page_->resize(1024, 768);
        page_->setPace(0, 0);
        page_->show();
        QVERIFY(QTest::qWaitForWindowExposed(page_));
        table_ = page_->table();
        QCOMPARE(page_->startFromSeats(annBobCyClock()), QString());
        QVERIFY(table_->rubber().config().seats[Bob].phone);
        QVERIFY(!table_->rubber().config().seats[Clock].phone);
        QTest::mouseClick(page_->cutScreen()->dealButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return page_->cutScreen()->isHidden(); }, 5000));
    }
    void cleanup() {
        delete page_;
        page_ = nullptr;
    }

    /// Nobody at the screen to press Deal: the cut stays its pause, then
    /// play begins and the phone to lead may play.
    void phonesAloneDoNotWaitForDeal() {
        QList<Seat> seats = annBobCyClock();
        seats[Ann].phone = true;
        QCOMPARE(page_->startFromSeats(seats), QString());
        QVERIFY(!page_->cutScreen()->isHidden());
        QVERIFY(QTest::qWaitFor([this] { return page_->cutScreen()->isHidden(); }, 10000));
    }

    // Until Deal is pressed on the screen a phone shows no hand and no turn:
    // the leader's phone said "Your turn" for cards it could not play yet.
    void phonesWaitForTheDeal() {
        QCOMPARE(page_->startFromSeats(annBobCyClock()), QString());
        QVERIFY(!page_->cutScreen()->isHidden());
        app::PmPhoneTable* phones = page_->phoneTable();
        for (int seat : {Bob, Cy}) {
            const QJsonObject view = phones->seatView(seat);
            QCOMPARE(view.value(QStringLiteral("phase")).toString(), QStringLiteral("waiting"));
            QVERIFY(view.value(QStringLiteral("hand")).toArray().isEmpty());
            QVERIFY(view.value(QStringLiteral("choices")).toArray().isEmpty());
            QVERIFY(view.value(QStringLiteral("screenFirst")).toBool());
        }
        QTest::mouseClick(page_->cutScreen()->dealButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return page_->cutScreen()->isHidden(); }, 5000));
        for (int seat : {Bob, Cy}) {
            const QJsonObject view = phones->seatView(seat);
            QVERIFY(!view.value(QStringLiteral("hand")).toArray().isEmpty());
            QVERIFY(!view.contains(QStringLiteral("screenFirst")));
        }
    }

    void phonesPlayAndTheScreenWaitsForThem() {
        app::PmPhoneTable* phones = page_->phoneTable();
        QCOMPARE(phones->gameId(), QStringLiteral("pm"));
        QVERIFY(phones->isPhoneSeat(Bob) && phones->isPhoneSeat(Cy));
        QVERIFY(!phones->isPhoneSeat(Ann) && !phones->isPhoneSeat(Clock));
        QVERIFY(page_->panel()->phonesButton()->isVisibleTo(page_));
        QVERIFY(page_->gameMenuActions().contains(page_->phoneHosting()->phonesAction()));
        // The suites' environment keeps the server off the laptop's network.
        QCOMPARE(page_->phoneHosting()->server()->address(), QHostAddress(QHostAddress::LocalHost));
        app::PhoneJoinScreen* code = page_->phoneHosting()->joinScreen();

        int phoneTurns = 0, screenTurns = 0, computerAfterPhone = 0;
        for (int turn = 0; turn < 16 && !table_->game().isOver(); ++turn) {
            QVERIFY(waitForAPerson());
            if (table_->game().isOver()) break;
            const int seat = table_->seatToMove();
            const QString name = table_->rubber().config().seats[std::size_t(seat)].name;
            if (page_->isPhoneSeat(seat)) {
                ++phoneTurns;
                QVERIFY2(page_->passScreen()->isHidden(), "no pass screen for a phone seat");
                QVERIFY(!phoneHandShown());
                QCOMPARE(page_->panel()->turnText(),
                         QStringLiteral("Waiting for %1's phone").arg(name));
                QVERIFY(!page_->panel()->playButton()->isEnabled());
                // No phone has joined here: the seat's code is shown in the
                // pass screen's place.
                QVERIFY(QTest::qWaitFor([&] { return code->isVisible(); }, 2000));
                QCOMPARE(code->seat(), seat);
                QCOMPARE(code->linkText(), page_->phoneHosting()->server()->seatUrl(seat).toString(
                                               QUrl::FullyEncoded));
                // Nothing is scheduled for a phone: the table waits.
                QTest::qWait(100);
                QCOMPARE(table_->seatToMove(), seat);
                const quint64 before = table_->revision();
                const QString choice = firstChoice(phones, seat);
                QVERIFY(!choice.isEmpty());
                QSignalSpy changed(phones, &app::PhoneTable::changed);
                QVERIFY(phones->play(seat, choice).isEmpty());
                QVERIFY(table_->revision() > before);
                QVERIFY(changed.wait(2000)); // every phone is told
                if (table_->isComputerToMove()) {
                    const int computer = table_->seatToMove();
                    QVERIFY(QTest::qWaitFor(
                        [&] { return table_->seatToMove() != computer || table_->game().isOver(); },
                        20000));
                    ++computerAfterPhone;
                }
            } else {
                QCOMPARE(seat, Ann);
                ++screenTurns;
                // Several people see the screen: Ann's hand only after she asks.
                QVERIFY2(!page_->passScreen()->isHidden(), "a pass screen before Ann's hand");
                QVERIFY(QTest::qWaitFor([&] { return code->isHidden(); }, 2000));
                QVERIFY(page_->scene()->handSeat() != Ann ||
                        page_->scene()->handMode() == app::PmScene::HandMode::Hidden);
                QTest::mouseClick(page_->passScreen()->readyButton(), Qt::LeftButton);
                QCOMPARE(page_->scene()->handSeat(), Ann);
                QCOMPARE(page_->scene()->handMode(), app::PmScene::HandMode::Play);
                // A phone's choice is refused at the screen's turn.
                QVERIFY(!phones->play(Bob, firstChoice(phones, Bob)).isEmpty());
                page_->scene()->selectCard(0);
                QVERIFY(page_->scene()->playFocused());
            }
        }
        QVERIFY(phoneTurns >= 2);
        QVERIFY(screenTurns >= 1);
        QVERIFY(computerAfterPhone >= 1);
    }

    /// Each phone seat's board and its row in the scores say how its phone
    /// stands (not joined, connected, away); a seat at the screen or a
    /// computer says nothing of phones.
    void eachPhoneSeatSaysHowItsPhoneStands() {
        const app::PhoneServer* server = page_->phoneHosting()->server();
        QVERIFY(server);
        auto board = [this](int seat) { return page_->scene()->board(seat)->phoneState(); };
        auto row = [this](int seat) { return page_->panel()->seatCellText(seat); };
        const QString notJoined = QStringLiteral("phone not joined");
        QCOMPARE(board(Bob), notJoined);
        QCOMPARE(board(Cy), notJoined);
        QCOMPARE(board(Ann), QString());
        QCOMPARE(board(Clock), QString());
        QCOMPARE(row(Bob), QStringLiteral("Bob\n") + notJoined);
        QCOMPARE(row(Ann), QStringLiteral("Ann"));
        QCOMPARE(row(Clock), QStringLiteral("Clock"));

        test::PhoneOnSocket phone(server);
        QVERIFY(phone.join(Bob));
        QTRY_COMPARE(board(Bob), QStringLiteral("phone connected"));
        QCOMPARE(row(Bob), QStringLiteral("Bob\nphone connected"));
        QCOMPARE(board(Cy), notJoined);
        phone.leave();
        QTRY_COMPARE(board(Bob), QStringLiteral("phone away"));
        QCOMPARE(row(Bob), QStringLiteral("Bob\nphone away"));

        // Moved to the screen, the seat is no longer a phone's.
        emit page_->phoneHosting()->moveToScreenRequested(Bob);
        QCOMPARE(board(Bob), QString());
        QCOMPARE(row(Bob), QStringLiteral("Bob"));
        QCOMPARE(board(Cy), notJoined);
    }

    void moveToScreenBringsThePassScreen() {
        // Bob goes back to the screen: from his next turn he is passed to.
        emit page_->phoneHosting()->moveToScreenRequested(Bob);
        QVERIFY(!table_->rubber().config().seats[Bob].phone);
        QVERIFY(table_->rubber().config().seats[Cy].phone);
        app::PmPhoneTable* phones = page_->phoneTable();
        bool bobPassed = false;
        for (int turn = 0; turn < 12 && !bobPassed && !table_->game().isOver(); ++turn) {
            QVERIFY(waitForAPerson());
            const int seat = table_->seatToMove();
            if (page_->isPhoneSeat(seat)) {
                QVERIFY(phones->play(seat, firstChoice(phones, seat)).isEmpty());
                continue;
            }
            QVERIFY2(!page_->passScreen()->isHidden(), "a pass screen at the screen");
            if (seat == Bob) bobPassed = true;
            QTest::mouseClick(page_->passScreen()->readyButton(), Qt::LeftButton);
            page_->scene()->selectCard(0);
            QVERIFY(page_->scene()->playFocused());
        }
        QVERIFY(bobPassed);
    }

    void theSaveKeepsThePhones() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("phones.pmrubber"));
        emit page_->phoneHosting()->moveToScreenRequested(Cy);
        QCOMPARE(page_->saveFile(path), QString());
        app::PmPage reopened;
        QCOMPARE(reopened.openFile(path), QString());
        const auto& seats = reopened.table()->rubber().config().seats;
        QVERIFY(!seats[Ann].phone);
        QVERIFY(seats[Bob].phone);
        QVERIFY(!seats[Cy].phone);
        QVERIFY(reopened.phoneTable()->isPhoneSeat(Bob));
    }

    void aPhoneAsksForTheScreensHint() {
        app::PmPhoneTable* phones = page_->phoneTable();
        QVERIFY(waitForAPerson());
        // Ann plays at the screen until a phone is to play.
        for (int turn = 0; turn < 8 && !page_->isPhoneSeat(table_->seatToMove()); ++turn) {
            QTest::mouseClick(page_->passScreen()->readyButton(), Qt::LeftButton);
            page_->scene()->selectCard(0);
            QVERIFY(page_->scene()->playFocused());
            QVERIFY(waitForAPerson());
        }
        const int seat = table_->seatToMove();
        QVERIFY(page_->isPhoneSeat(seat));
        QSignalSpy hints(phones, &app::PhoneTable::hintReady);
        phones->requestHint(seat == Bob ? Cy : Bob); // not his turn: no answer
        phones->requestHint(seat);
        QVERIFY(hints.wait(20000));
        QCOMPARE(hints.size(), 1);
        QCOMPARE(hints.at(0).at(0).toInt(), seat);
        // The hint names a choice of the seat's view, and says why in words.
        const QString choice = hints.at(0).at(1).toString();
        QStringList ids;
        for (const auto& c : phones->seatView(seat).value(QStringLiteral("choices")).toArray())
            ids << c.toObject().value(QStringLiteral("id")).toString();
        QVERIFY2(ids.contains(choice), qPrintable(choice));
        QVERIFY(!hints.at(0).at(2).toString().isEmpty());
        // A hint to a turn gone by is dropped.
        hints.clear();
        phones->requestHint(seat);
        QVERIFY(phones->play(seat, choice).isEmpty());
        QVERIFY(!hints.wait(1500));
    }

    void newRubberOffersAPhoneAndRemembersIt() {
        {
            app::PmNewRubberDialog dialog;
            dialog.setPlayerCount(3);
            dialog.setSeat(0, QStringLiteral("Ann"), QStringLiteral("person"));
            dialog.setSeat(1, QStringLiteral("Bob"), QStringLiteral("phone"));
            dialog.setSeat(2, QStringLiteral("Clock"), QStringLiteral("expert"));
            const pm::RubberConfig config = dialog.config();
            QVERIFY(config.seats[1].isPerson());
            QVERIFY(config.seats[1].phone);
            QVERIFY(!config.seats[0].phone);
            QVERIFY(!config.seats[2].phone);
            dialog.accept(); // remembers the seats for next time
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        app::PmNewRubberDialog again;
        const pm::RubberConfig config = again.config();
        QCOMPARE(config.seats[1].name, QStringLiteral("Bob"));
        QVERIFY(config.seats[1].isPerson());
        QVERIFY(config.seats[1].phone);
        QVERIFY(!config.seats[0].phone);
    }

    void startFromSeatsRefusesWhatPmCannotPlay() {
        QList<Seat> one{Seat{QStringLiteral("Ann"), 0, QStringLiteral("person"), false}};
        QVERIFY(!page_->startFromSeats(one).isEmpty());
        QList<Seat> wizard = annBobCyClock();
        wizard[3].player = QStringLiteral("wizard");
        QVERIFY(!page_->startFromSeats(wizard).isEmpty());
        QVERIFY(table_->rubber().config().seats[Bob].phone); // the rubber stays
    }
};

QTEST_MAIN(TestPmPhonesGui)
#include "tst_pm_phones_gui.moc"
