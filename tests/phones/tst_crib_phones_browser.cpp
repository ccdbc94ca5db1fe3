// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26, end to end in a real browser: a four-hand cribbage game with
// two phones and two people at the screen. The table is the real window
// (its page, server and pass screens), serving on 127.0.0.1; the two
// phones are headless Chromium pages (phone_game_browser.py --urls)
// tapping enabled choices at random, one frozen and thawed and one
// reloaded on its turn; the two people at the screen are played here
// through the window's own buttons and cards. The game must end on the
// laptop and on both phones, and the screen must never have shown a phone
// seat's hand. Skipped where Chromium or Selenium is missing, and under
// the sanitizers' quick run (the server's sockets are checked there by
// tst_phone_games).
#include "common/pass_screen.h"
#include "crib/crib_page.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "crib_screen_person.h"
#include "engine/crib/table.h"
#include "main_window.h"
#include "phones/phone_hosting.h"
#include "phones/phone_server.h"
#include "test_paths.h"
#include "test_settings.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QProcess>
#include <QPushButton>
#include <QTest>

using namespace club;
using crib::Phase;

namespace {

constexpr int SkipCode = 77; // phone_game_browser.py: no Chromium or Selenium
constexpr qint64 TimeLimitMs = 7 * 60 * 1000;

} // namespace

class TestCribPhonesBrowser : public QObject {
    Q_OBJECT

    app::CribPage* page_ = nullptr;

    crib::Table* table() const { return page_->table(); }

private slots:
    void initTestCase() {
        if (qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS"))
            QSKIP("a whole game in Chromium is left to the full run");
        club::test::useTestSettings();
        app::PhoneHosting::setListenOverride(QHostAddress::LocalHost, 0);
    }

    void twoPhonesAndTwoPeopleAtTheScreen() {
        app::MainWindow window(false);
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        page_ = window.page<app::CribPage>();
        page_->setPace(0, 0);
        QList<club::Seat> seats{{QStringLiteral("Ann"), 0, QStringLiteral("person")},
                                {QStringLiteral("Ben"), 0, QStringLiteral("person")},
                                {QStringLiteral("Cleo"), 0, QStringLiteral("person")},
                                {QStringLiteral("Dora"), 0, QStringLiteral("person")}};
        seats[0].phone = true;
        seats[2].phone = true;
        QCOMPARE(page_->startFromSeats(seats), QString());
        window.openGame(QStringLiteral("cribbage"));
        QVERIFY(page_->phoneHosting()->server());
        const QUrl ann = page_->phoneHosting()->server()->seatUrl(0);
        const QUrl cleo = page_->phoneHosting()->server()->seatUrl(2);
        QCOMPARE(ann.host(), QStringLiteral("127.0.0.1"));
        QCOMPARE(cleo.host(), QStringLiteral("127.0.0.1"));

        QProcess phones;
        phones.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        phones.start(QStringLiteral("/usr/bin/python3"),
                     {club::test::sourcePath(QStringLiteral("/tests/phones/phone_game_browser.py")),
                      QStringLiteral("--urls"), ann.toString(), cleo.toString()});
        if (!phones.waitForStarted()) QSKIP("no /usr/bin/python3");

        QElapsedTimer clock;
        clock.start();
        int screenTurns = 0, passScreens = 0;
        while (phones.state() != QProcess::NotRunning) {
            QVERIFY2(clock.elapsed() < TimeLimitMs, "the game did not end in time");
            QTest::qWait(20);
            const crib::Match& m = table()->match();
            // Never a phone's hand on the screen, whatever happens.
            if (page_->scene()->handMode() == app::CribScene::HandMode::Play)
                QVERIFY(!table()->seats()[page_->scene()->handSeat()].phone);
            if (m.phase() == Phase::GameOver) continue; // the phones see it too
            if (page_->panel()->continueButton()->isVisible()) {
                page_->panel()->continueButton()->click();
                continue;
            }
            const int seat = m.toAct();
            if (table()->isComputerToAct() || table()->seats()[seat].phone) continue;
            if (page_->passScreen()->isVisible()) {
                ++passScreens;
                page_->passScreen()->readyButton()->click();
                continue;
            }
            if (!page_->isSettled()) continue;
            if (test::cribScreenPersonActs(page_)) ++screenTurns;
        }
        const QByteArray said = phones.readAllStandardOutput();
        if (phones.exitCode() == SkipCode) QSKIP("Chromium or Selenium is not installed");
        QVERIFY2(phones.exitStatus() == QProcess::NormalExit && phones.exitCode() == 0,
                 said.constData());
        QVERIFY(said.contains("the game finished on 2 phones"));
        // The laptop's game ended too, with both people at the screen playing.
        QCOMPARE(table()->match().phase(), Phase::GameOver);
        QVERIFY(screenTurns >= 8);
        QVERIFY(passScreens >= 4);
    }
};

QTEST_MAIN(TestCribPhonesBrowser)
#include "tst_crib_phones_browser.moc"
