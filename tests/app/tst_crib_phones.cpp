// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26, Once Around Cribbage with people on phones: a four-hand match
// of two phones, one person at the screen and a computer. A phone's turn
// gets no pass screen and the table waits for it, saying whose phone; the
// screen never shows a phone's hand or the cards it laid away; the phones'
// choices, played through CribPhoneTable as the server plays them, move
// the game on (laying away, the play, the count and muggins); a seat moved
// back to the screen gets the pass screen; save and open keep the phones;
// --new's seats start a match or are refused in plain words.
#include "common/pass_screen.h"
#include "crib/crib_cut_screen.h"
#include "crib/crib_page.h"
#include "crib/crib_phone_table.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "crib/crib_words.h"
#include "crib_screen_person.h"
#include "engine/crib/seat_view_json.h"
#include "engine/crib/table.h"
#include "language.h"
#include "main_window.h"
#include "phone_on_socket.h"
#include "phones/phone_hosting.h"
#include "phones/phone_join_screen.h"
#include "phones/phone_server.h"
#include "phones/phone_words.h"
#include "test_settings.h"

#include <QAccessible>
#include <QAction>
#include <QGraphicsItem>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace club;
using crib::Phase;

namespace {

void collectAccessible(QAccessibleInterface* iface, QStringList& out, int depth = 0) {
    if (!iface || depth > 64) return;
    if (iface->state().invisible) return;
    for (QAccessible::Text t :
         {QAccessible::Name, QAccessible::Description, QAccessible::Value, QAccessible::Help})
        out << iface->text(t);
    for (int i = 0; i < iface->childCount(); ++i)
        collectAccessible(iface->child(i), out, depth + 1);
}

/// Everything a program (or a person) can read off the window now.
QString exposedText(app::MainWindow& window, app::CribPage* page) {
    QStringList out;
    collectAccessible(QAccessible::queryAccessibleInterface(&window), out);
    out << window.windowTitle() << window.statusBar()->currentMessage();
    for (QWidget* w : window.findChildren<QWidget*>())
        if (w->isVisible())
            out << w->toolTip() << w->accessibleName() << w->accessibleDescription()
                << w->whatsThis() << w->statusTip();
    for (QGraphicsItem* item : page->scene()->items())
        out << item->toolTip();
    return out.join(QLatin1Char('\n'));
}

/// The choice of `kind` in a seat's view (the first, or the one `points`
/// says for a count), "" when there is none.
QString choiceOf(const QJsonObject& view, const QString& kind, int points = -1) {
    for (const QJsonValue& v : view.value(QStringLiteral("choices")).toArray()) {
        const QJsonObject c = v.toObject();
        if (c.value(QStringLiteral("kind")).toString() != kind) continue;
        if (points >= 0 && c.value(QStringLiteral("points")).toInt() != points) continue;
        return c.value(QStringLiteral("id")).toString();
    }
    return {};
}

std::vector<crib::Seat> fourSeats() {
    std::vector<crib::Seat> seats{{QStringLiteral("Ann"), 0, QStringLiteral("person")},
                                  {QStringLiteral("Ben"), 1, QStringLiteral("person")},
                                  {QStringLiteral("Clock"), 2, QStringLiteral("standard")},
                                  {QStringLiteral("Dora"), 3, QStringLiteral("person")}};
    seats[0].phone = true;
    seats[3].phone = true;
    return seats;
}

} // namespace

class TestCribPhones : public QObject {
    Q_OBJECT

    app::MainWindow* window_ = nullptr;
    app::CribPage* page_ = nullptr;

    crib::Table* table() const { return page_->table(); }

    /// Cards nobody at the screen may see now: every hand but `shownSeat`'s
    /// (a phone's above all) and the crib, less what lies face up.
    QStringList hiddenCardNames(int shownSeat) const {
        const crib::Match& m = table()->match();
        QStringList visible, hidden;
        for (const auto& [seat, c] : m.played())
            visible << app::cribwords::cardName(c);
        if (m.starter() != crib::NoCard) visible << app::cribwords::cardName(m.starter());
        for (int s = 0; s < m.seats(); ++s)
            for (crib::Card c : m.hand(s))
                (s == shownSeat ? visible : hidden) << app::cribwords::cardName(c);
        for (crib::Card c : m.crib()) // the phones' cards laid away among them
            hidden << app::cribwords::cardName(c);
        QStringList result;
        for (const QString& name : hidden)
            if (!visible.contains(name) && !result.contains(name)) result << name;
        return result;
    }

    void checkNothingRevealed(int shownSeat, const char* when) {
        const crib::Match& m = table()->match();
        if (m.phase() != Phase::Discard && m.phase() != Phase::Play) return; // the show is public
        const QStringList hidden = hiddenCardNames(shownSeat);
        QVERIFY2(!hidden.isEmpty(), when);
        const QString text = exposedText(*window_, page_);
        for (const QString& name : hidden) {
            const QRegularExpression re(QStringLiteral("\\b%1\\b").arg(name));
            const auto found = re.match(text);
            QVERIFY2(!found.hasMatch(),
                     qPrintable(QStringLiteral("%1: %2 is exposed in \"%3\"")
                                    .arg(when, name, text.mid(found.capturedStart() - 60, 120))));
        }
    }

    void openWindow() {
        window_ = new app::MainWindow(false);
        window_->resize(1024, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
        page_ = window_->page<club::app::CribPage>();
        page_->setPace(0, 0);
    }

    /// The page on screen, once its match is started (with none, the
    /// window would ask for a new one).
    void showPage() { window_->openGame(QStringLiteral("cribbage")); }
    /// Ann on a phone against the Expert, a game of 61, shown.
    bool startAnnOnAPhoneAgainstClock() {
        openWindow();
        std::vector<crib::Seat> seats{{QStringLiteral("Ann"), 0, QStringLiteral("person")},
                                      {QStringLiteral("Clock"), 1, QStringLiteral("expert")}};
        seats[0].phone = true;
        if (!page_->startMatch(crib::Setup{2, 61, crib::Board::TwoTrack, false}, seats, 3))
            return false;
        showPage();
        return true;
    }

    /// The table waits for someone: the screen's person, a phone, Continue,
    /// the pass screen or a computer.
    void waitForTheTable() {
        QTRY_VERIFY_WITH_TIMEOUT(page_->isSettled() || page_->passScreen()->isVisible() ||
                                     page_->panel()->continueButton()->isVisible() ||
                                     table()->isComputerToAct(),
                                 20000);
    }

    /// A person at the screen takes the first choice open to him.
    void screenPersonActs() {
        const bool discarding = table()->match().phase() == Phase::Discard;
        const bool acted = test::cribScreenPersonActs(page_);
        if (discarding) QVERIFY(acted);
    }

private slots:
    void initTestCase() {
        club::test::useTestSettings();
        app::PhoneHosting::setListenOverride(QHostAddress(QHostAddress::LocalHost), 0);
    }
    void cleanup() {
        delete window_;
        window_ = nullptr;
    }

    void twoPhonesAPersonAndAComputer() {
        openWindow();
        // CR-15 muggins: the phones count their own hands, and are called.
        QVERIFY(
            page_->startMatch(crib::Setup{4, 121, crib::Board::TwoTrack, true}, fourSeats(), 26));
        showPage();
        QVERIFY(page_->panel()->phonesButton()->isVisible());
        QVERIFY(page_->gameMenuActions().contains(page_->phoneHosting()->phonesAction()));
        app::CribPhoneTable* phones = page_->phoneTable();
        QCOMPARE(phones->gameId(), QStringLiteral("cribbage"));
        QCOMPARE(phones->seatCount(), 4);
        QVERIFY(phones->isPhoneSeat(0) && phones->isPhoneSeat(3));
        QVERIFY(!phones->isPhoneSeat(1) && !phones->isPhoneSeat(2));
        QSignalSpy changed(phones, &app::PhoneTable::changed);

        QMap<Phase, int> phoneActs;
        int passScreens = 0, screenTurns = 0, passedToDora = 0;
        bool phoneActed = false; // since the screen's person last acted
        bool moved = false;
        for (int step = 0; step < 600; ++step) {
            waitForTheTable();
            const crib::Match& m = table()->match();
            const int seat = m.toAct();
            // Never a phone's hand on the screen, whatever happens.
            QVERIFY(!phones->isPhoneSeat(page_->scene()->handSeat()));
            if (m.phase() == Phase::GameOver || (moved && screenTurns > 40)) break;
            if (page_->panel()->continueButton()->isVisible()) {
                page_->panel()->continueButton()->click();
                continue;
            }
            if (table()->isComputerToAct()) {
                // (Once the table shows what the engine did: until then a
                // shown hand of the deal before may hold cards dealt anew.)
                if (!page_->isShowing()) checkNothingRevealed(-1, "during the computer's turn");
                // It plays, or the table still shows a count and waits for Continue.
                const auto moves = m.record().size();
                QTRY_VERIFY_WITH_TIMEOUT(table()->match().record().size() != moves ||
                                             page_->panel()->continueButton()->isVisible(),
                                         20000);
                continue;
            }
            if (phones->isPhoneSeat(seat)) {
                // The table waits for the phone: no pass screen, no hand up,
                // and it says whose phone it waits for.
                QVERIFY(!page_->passScreen()->isVisible());
                QCOMPARE(page_->scene()->handMode() == app::CribScene::HandMode::Play, false);
                const QString name = seat == 0 ? QStringLiteral("Ann") : QStringLiteral("Dora");
                const QString waiting = QStringLiteral("Waiting for %1's phone.").arg(name);
                QCOMPARE(page_->panel()->promptLabel()->text(), waiting);
                QCOMPARE(window_->statusBar()->currentMessage(), waiting);
                checkNothingRevealed(-1, "while a phone acts");
                // No phone has joined here: its code is in the pass screen's place.
                QVERIFY(page_->phoneHosting()->joinScreen()->isVisible());
                QCOMPARE(page_->phoneHosting()->joinScreen()->seat(), seat);
                if (!moved && seat == 3 && phoneActs[Phase::Count] >= 2) {
                    // After a deal on her phone, Dora comes to the screen
                    // (the Phones dialog's Move to screen): the table, which
                    // waited for her phone, passes her the cards.
                    emit page_->phoneHosting()->moveToScreenRequested(3);
                    QVERIFY(!phones->isPhoneSeat(3));
                    QVERIFY(page_->passScreen()->isVisible());
                    QCOMPARE(page_->panel()->promptLabel()->text(),
                             QStringLiteral("Pass to Dora."));
                    moved = true;
                    continue;
                }
                QVERIFY(!page_->panel()->hintButton()->isEnabled());
                const QJsonObject view = phones->seatView(seat);
                // The phone offers Hint where it is answered: laying away and
                // the play, not a count or muggins (it stood unanswered there).
                QCOMPARE(view.value(QStringLiteral("hintOffered")).toBool(),
                         m.phase() == Phase::Discard || m.phase() == Phase::Play);
                QString choice;
                switch (m.phase()) {
                case Phase::Discard:
                    choice = choiceOf(view, QStringLiteral("lay-away"));
                    break;
                case Phase::Play:
                    choice = choiceOf(view, QStringLiteral("play"));
                    break;
                case Phase::Count:
                    choice = choiceOf(view, QStringLiteral("count"), 0); // under: muggins
                    break;
                case Phase::Muggins:
                    choice = choiceOf(view, QStringLiteral("claim"));
                    break;
                case Phase::GameOver:
                    break;
                }
                QVERIFY2(!choice.isEmpty(), qPrintable(QString::number(int(m.phase()))));
                const auto moves = m.record().size();
                const int before = int(changed.count());
                QVERIFY(phones->play(seat, choice).isEmpty());
                QCOMPARE(table()->match().record().size(), moves + 1); // the game moved on
                // The phones are told, once the screen has shown the move.
                QTRY_VERIFY(changed.count() > before);
                ++phoneActs[m.phase()];
                phoneActed = true;
                // A choice played twice (an old view) is refused, nothing changed.
                QVERIFY(!phones->play(seat, choice).isEmpty());
                QCOMPARE(table()->match().record().size(), moves + 1);
                continue;
            }
            // The person at the screen: the pass screen before his hand, since
            // the phones' holders see the screen.
            const bool passed = page_->passScreen()->isVisible();
            if (passed) {
                checkNothingRevealed(-1, "on the pass screen");
                ++passScreens;
                page_->passScreen()->readyButton()->click();
            }
            // A phone's holder saw the screen: the hand is shown only after
            // the pass screen (the phones' holders look away).
            if (phoneActed) QVERIFY(passed);
            phoneActed = false;
            if (moved && seat == 3 && passedToDora == 0) {
                // Dora's first turn at the screen: her cards are passed to her.
                QVERIFY(passed);
                ++passedToDora;
            }
            QVERIFY(page_->isSettled());
            if (m.phase() == Phase::Discard || m.phase() == Phase::Play) {
                QCOMPARE(page_->scene()->handSeat(), seat);
                checkNothingRevealed(seat, "during the screen's person's turn");
            }
            ++screenTurns;
            const int told = int(changed.count());
            screenPersonActs();
            // The phones hear of every move, one that shows nothing too
            // (muggins let stand: no event, the next hand to count), once
            // the screen has shown it.
            QTRY_VERIFY(changed.count() > told);
        }
        QVERIFY(phoneActs[Phase::Discard] >= 2);
        QVERIFY(phoneActs[Phase::Play] >= 4);
        QVERIFY(phoneActs[Phase::Count] >= 2);
        QVERIFY(phoneActs[Phase::Muggins] >= 1); // CR-15: Ann calls muggins on Dora's count
        QVERIFY(passedToDora >= 1);
        QVERIFY(passScreens >= 4);
        QVERIFY(moved);
        // The screen person, each of his turns after a pass screen or his own
        // last one (the only person acting between: nobody).
        QVERIFY(screenTurns >= 8);
    }

    // One person, on a phone, against a computer: his hand never lies face
    // up on the screen (as a lone person's at the screen does), and with
    // nobody at the screen to press Continue the shows keep their pauses.
    void aPhoneAloneAgainstTheComputer() {
        QVERIFY(startAnnOnAPhoneAgainstClock());
        app::CribPhoneTable* phones = page_->phoneTable();
        int acts = 0;
        for (int step = 0; step < 400 && acts < 30; ++step) {
            QTRY_VERIFY_WITH_TIMEOUT(page_->isSettled() || table()->isComputerToAct(), 20000);
            QCOMPARE(page_->scene()->handSeat(), -1);
            QVERIFY(!page_->passScreen()->isVisible());
            QVERIFY(!page_->panel()->continueButton()->isVisible());
            const crib::Match& m = table()->match();
            if (m.phase() == Phase::GameOver) break;
            if (table()->isComputerToAct()) {
                if (!page_->isShowing()) checkNothingRevealed(-1, "during the computer's turn");
                const auto moves = m.record().size();
                QTRY_VERIFY_WITH_TIMEOUT(table()->match().record().size() != moves, 20000);
                continue;
            }
            QCOMPARE(m.toAct(), 0);
            checkNothingRevealed(-1, "while the phone acts");
            const QJsonObject view = phones->seatView(0);
            QString choice = choiceOf(view, QStringLiteral("lay-away"));
            if (choice.isEmpty()) choice = choiceOf(view, QStringLiteral("play"));
            QVERIFY(!choice.isEmpty());
            QVERIFY(phones->play(0, choice).isEmpty());
            ++acts;
        }
        QVERIFY(acts >= 10);
    }

    /// While the cut for the deal waits for Deal on the screen, a phone is
    /// not asked to lay away, and a lay-away it sends is refused: one was
    /// played, the cut screen went, and the table stood still for good.
    void phoneWaitsForTheDealOnTheScreen() {
        openWindow();
        page_->setPace(200, 0); // the cut waits for Deal
        std::vector<crib::Seat> seats{{QStringLiteral("Ann"), 0, QStringLiteral("person")},
                                      {QStringLiteral("Bob"), 1, QStringLiteral("person")},
                                      {QStringLiteral("Cy"), 2, QStringLiteral("person")}};
        seats[0].phone = true;
        seats[1].phone = true;
        app::CribPhoneTable* phones = page_->phoneTable();
        // A deal whose first to lay away is on a phone.
        std::uint64_t seed = 1;
        for (; seed < 40; ++seed) {
            QVERIFY(
                page_->startMatch(crib::Setup{3, 61, crib::Board::ThreeTrack, false}, seats, seed));
            if (phones->isPhoneSeat(table()->match().toAct())) break;
        }
        QVERIFY(seed < 40);
        showPage();
        QVERIFY(page_->cutScreen()->isVisible());
        const int seat = table()->match().toAct();
        // (With the phones served, the cut comes up a moment after the page.)
        QTRY_COMPARE(phones->seatView(seat).value(QStringLiteral("phase")).toString(),
                     QStringLiteral("waiting"));
        const QJsonObject view = phones->seatView(seat);
        QCOMPARE(view.value(QStringLiteral("phase")).toString(), QStringLiteral("waiting"));
        QVERIFY(view.value(QStringLiteral("choices")).toArray().isEmpty());
        QVERIFY(view.value(QStringLiteral("hand")).toArray().isEmpty());
        QCOMPARE(phones->seatAwaited(), -1);
        // The choice the engine offers the seat, sent all the same.
        const QString choice =
            choiceOf(crib::seatViewJson(*table(), seat), QStringLiteral("lay-away"));
        QVERIFY(!choice.isEmpty());
        const auto moves = table()->match().record().size();
        QVERIFY(!phones->play(seat, choice).isEmpty());
        QCOMPARE(table()->match().record().size(), moves);
        QVERIFY(page_->cutScreen()->isVisible());
        // Deal on the screen: the phone is asked, and its lay-away plays.
        page_->cutScreen()->dealButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(phones->seatAwaited(), seat, 20000);
        QVERIFY(!phones->seatView(seat).value(QStringLiteral("choices")).toArray().isEmpty());
        QVERIFY(phones->play(seat, choice).isEmpty());
        QVERIFY(table()->match().record().size() > moves);
    }

    /// The panel says how each phone seat's phone stands, under its side.
    void eachPhoneSeatSaysHowItsPhoneStands() {
        QVERIFY(startAnnOnAPhoneAgainstClock());
        auto panel = [this] { return page_->panel()->scoresLabel()->text(); };
        QTRY_VERIFY(panel().contains(QStringLiteral("Ann: phone not joined")));
        QVERIFY(!panel().contains(QStringLiteral("Clock: ")));
        test::PhoneOnSocket phone(page_->phoneHosting()->server());
        QVERIFY(phone.join(0));
        QTRY_VERIFY(panel().contains(QStringLiteral("Ann: phone connected")));
        phone.leave();
        QTRY_VERIFY(panel().contains(QStringLiteral("Ann: phone away")));
    }

    // CR-15, two people at the screen: muggins let stand shows nothing (the
    // engine announces no event), and the table still goes on to the next
    // count. (It waited for ever on the old page, asking for muggins.)
    void mugginsLetStandGoesOn() {
        openWindow();
        std::vector<crib::Seat> seats{{QStringLiteral("Ann"), 0, QStringLiteral("person")},
                                      {QStringLiteral("Ben"), 1, QStringLiteral("person")}};
        QVERIFY(page_->startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, true}, seats, 8));
        showPage();
        int letStand = 0;
        for (int step = 0; step < 300 && letStand < 2; ++step) {
            waitForTheTable();
            const crib::Match& m = table()->match();
            if (m.phase() == Phase::GameOver) break;
            if (page_->panel()->continueButton()->isVisible()) {
                page_->panel()->continueButton()->click();
                continue;
            }
            if (page_->passScreen()->isVisible()) page_->passScreen()->readyButton()->click();
            if (m.phase() != Phase::Muggins) {
                screenPersonActs(); // a count is said as 0
                continue;
            }
            QCOMPARE(page_->panel()->asking(), app::CribSidePanel::Ask::Muggins);
            const auto moves = m.record().size();
            page_->panel()->passButton()->click();
            QCOMPARE(table()->match().record().size(), moves + 1);
            ++letStand;
            QTRY_VERIFY_WITH_TIMEOUT(page_->passScreen()->isVisible() ||
                                         page_->panel()->asking() !=
                                             app::CribSidePanel::Ask::Muggins,
                                     5000);
        }
        QVERIFY(letStand >= 1);
    }

    // A phone's hint: the screen's choice, named as its view names it.
    // The phones speak the table's language: a change of it on the screen
    // sends every view again, saying the language, and the page fetches
    // its words in it (it kept the words it first had).
    void phoneViewsFollowTheLanguage() {
        QVERIFY(startAnnOnAPhoneAgainstClock());
        app::CribPhoneTable* phones = page_->phoneTable();
        const QString before = QLocale().bcp47Name();
        QCOMPARE(phones->seatView(0).value(QStringLiteral("language")).toString(), before);
        QSignalSpy changed(phones, &app::PhoneTable::changed);
        app::installTranslations(app::localeForLanguage(QStringLiteral("de")));
        QTRY_VERIFY(!changed.isEmpty());
        const QString language = phones->seatView(0).value(QStringLiteral("language")).toString();
        const QByteArray words = app::phoneWordsJson();
        app::installTranslations(app::localeForLanguage(QStringLiteral("en")));
        QCOMPARE(language, QStringLiteral("de"));
        QVERIFY2(words.contains("\"lang\":\"de\"") && words.contains("Warten auf"),
                 words.constData());
    }

    void phoneHintIsAChoiceOfItsView() {
        openWindow();
        QVERIFY(
            page_->startMatch(crib::Setup{4, 121, crib::Board::TwoTrack, true}, fourSeats(), 26));
        showPage();
        for (int step = 0; step < 60 && !page_->phoneTable()->isPhoneSeat(table()->match().toAct());
             ++step) {
            waitForTheTable();
            if (page_->passScreen()->isVisible()) page_->passScreen()->readyButton()->click();
            if (table()->isComputerToAct()) {
                const auto moves = table()->match().record().size();
                QTRY_VERIFY_WITH_TIMEOUT(table()->match().record().size() != moves, 20000);
            } else if (!page_->phoneTable()->isPhoneSeat(table()->match().toAct())) {
                screenPersonActs();
            }
        }
        const int seat = table()->match().toAct();
        QVERIFY(page_->phoneTable()->isPhoneSeat(seat));
        QSignalSpy hint(page_->phoneTable(), &app::PhoneTable::hintReady);
        page_->phoneTable()->requestHint(seat);
        QVERIFY(hint.wait(20000));
        QCOMPARE(hint.at(0).at(0).toInt(), seat);
        const QString id = hint.at(0).at(1).toString();
        QStringList ids;
        for (const QJsonValue& v :
             page_->phoneTable()->seatView(seat).value(QStringLiteral("choices")).toArray())
            ids << v.toObject().value(QStringLiteral("id")).toString();
        QVERIFY2(ids.contains(id), qPrintable(id));
        const QString reason = hint.at(0).at(2).toString();
        QVERIFY(!reason.isEmpty() && !reason.contains(QLatin1Char('<')));
        // Another seat's turn has no hint for this one.
        hint.clear();
        page_->phoneTable()->requestHint(seat == 0 ? 3 : 0);
        QVERIFY(!hint.wait(300));
    }

    void saveAndOpenKeepThePhones() {
        openWindow();
        QVERIFY(
            page_->startMatch(crib::Setup{4, 121, crib::Board::TwoTrack, true}, fourSeats(), 5));
        showPage();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("phones.cribbage"));
        QVERIFY(table()->trySave(path).isEmpty());
        QVERIFY(
            page_
                ->startFromSeats({club::Seat{QStringLiteral("Eve"), 0, QStringLiteral("person")},
                                  club::Seat{QStringLiteral("Fox"), 1, QStringLiteral("expert")}})
                .isEmpty());
        QVERIFY(!page_->panel()->phonesButton()->isVisible());
        QSignalSpy seatsChanged(page_->phoneTable(), &app::PhoneTable::seatsChanged);
        QVERIFY(page_->openFile(path).isEmpty());
        QVERIFY(seatsChanged.count() >= 1); // the server makes the links again
        QVERIFY(page_->isPhoneSeat(0) && page_->isPhoneSeat(3));
        QVERIFY(!page_->isPhoneSeat(1));
        QVERIFY(page_->panel()->phonesButton()->isVisible());
    }

    void startFromSeats() {
        openWindow();
        QList<club::Seat> four{{QStringLiteral("Ann"), 0, QStringLiteral("person")},
                               {QStringLiteral("Ben"), 0, QStringLiteral("person")},
                               {QStringLiteral("Clock"), 0, QStringLiteral("expert")},
                               {QStringLiteral("Dora"), 0, QStringLiteral("person")}};
        four[1].phone = true;
        four[3].phone = true;
        QCOMPARE(page_->startFromSeats(four), QString());
        showPage();
        QVERIFY(page_->hasGame());
        const crib::Match& m = table()->match();
        QCOMPARE(m.setup().hands, 4);
        QCOMPARE(m.setup().game, 121);
        QCOMPARE(m.setup().muggins, false);
        QCOMPARE(table()->seats().size(), std::size_t(4));
        QCOMPARE(table()->seats()[2].player, QStringLiteral("expert"));
        QVERIFY(table()->seats()[1].phone && table()->seats()[3].phone);
        QVERIFY(!table()->seats()[0].phone);
        QCOMPARE(table()->seats()[3].colour, 3); // each seat its own pegs
        const std::vector<crib::Seat> before = table()->seats();
        const auto seed = m.seed();
        // Refused in plain words, the match in hand untouched.
        const QString one = page_->startFromSeats(four.mid(0, 1));
        QVERIFY(one.contains(QStringLiteral("two to six")));
        QList<club::Seat> seven = four + four.mid(0, 3);
        QVERIFY(!page_->startFromSeats(seven).isEmpty());
        QList<club::Seat> odd = four;
        odd[2].player = QStringLiteral("wizard");
        QVERIFY(page_->startFromSeats(odd).contains(QStringLiteral("wizard")));
        QCOMPARE(table()->seats(), before);
        QCOMPARE(table()->match().seed(), seed);
    }
};

QTEST_MAIN(TestCribPhones)
#include "tst_crib_phones.moc"
