// SPDX-License-Identifier: GPL-3.0-or-later
// PM-16, hidden hands: with two people at one screen, nothing a program
// can read reveals a hand its owner is not looking at. The test walks the
// whole accessibility tree (names, descriptions, values, help) and every
// widget's and scene item's tooltip, the window title and the status bar,
// during a pass screen, during a computer's turn and during the other
// person's turn, and looks for the names of the hidden cards.
#include "common/pass_screen.h"
#include "engine/pm/table.h"
#include "main_window.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_page.h"
#include "pm/pm_scene.h"
#include "pm/pm_words.h"
#include "test_settings.h"

#include <QAccessible>
#include <QGraphicsItem>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTest>

using namespace club;

namespace {

void collectAccessible(QAccessibleInterface* iface, QStringList& out, int depth = 0) {
    if (!iface || depth > 64) return;
    if (iface->state().invisible) return; // not shown, so not read out
    for (QAccessible::Text t :
         {QAccessible::Name, QAccessible::Description, QAccessible::Value, QAccessible::Help})
        out << iface->text(t);
    for (int i = 0; i < iface->childCount(); ++i)
        collectAccessible(iface->child(i), out, depth + 1);
}

/// The accessible object named `name` with `role` anywhere under `iface`.
QAccessibleInterface* findNamed(QAccessibleInterface* iface, const QString& name,
                                QAccessible::Role role, int depth = 0) {
    if (!iface || depth > 64) return nullptr;
    if (iface->role() == role && iface->text(QAccessible::Name) == name) return iface;
    for (int i = 0; i < iface->childCount(); ++i)
        if (QAccessibleInterface* found = findNamed(iface->child(i), name, role, depth + 1))
            return found;
    return nullptr;
}

/// Everything a screen reader, a tooltip or the title bar could tell.
QString exposedText(app::MainWindow& window) {
    QStringList out;
    collectAccessible(QAccessible::queryAccessibleInterface(&window), out);
    out << window.windowTitle() << window.statusBar()->currentMessage();
    for (QWidget* w : window.findChildren<QWidget*>())
        if (w->isVisible()) // a hidden widget tells no one anything
            out << w->toolTip() << w->accessibleName() << w->accessibleDescription()
                << w->whatsThis() << w->statusTip();
    for (QGraphicsItem* item : window.page<club::app::PmPage>()->scene()->items())
        out << item->toolTip();
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestPmHiddenHands : public QObject {
    Q_OBJECT

    app::MainWindow* window_ = nullptr;
    app::PmPage* page_ = nullptr;
    pm::Table* table_ = nullptr;

    /// The names of cards in hands that no one may see now: every hand but
    /// `shownSeat`'s, less the names visible anyway (that hand, the top card).
    QStringList hiddenCardNames(int shownSeat) const {
        const pm::Game& g = table_->game();
        const auto& seats = table_->rubber().currentRecord().seats;
        QStringList visible;
        if (g.hasTop()) visible << app::pmwords::cardName(g.topValue());
        // Every played card was laid face up for all to see; the move list names it.
        for (pm::CardId id : g.pile())
            visible << app::pmwords::cardName(g.card(id).value);
        // The cut for dealer is laid face up for all to see (PM-2).
        if (page_->cutScreen()->isVisible())
            for (int s = 0; s < table_->rubber().sectionCount(); ++s)
                for (const auto& round : table_->rubber().cut(s).rounds)
                    for (const pm::CutCard& c : round)
                        visible << app::pmwords::cardName(c.value);
        QStringList hidden;
        for (int i = 0; i < g.players(); ++i)
            for (pm::CardId id : g.hand(i)) {
                const QString name = app::pmwords::cardName(g.card(id).value);
                (seats[i] == shownSeat ? visible : hidden) << name;
            }
        QStringList result;
        for (const QString& name : hidden)
            if (!visible.contains(name) && !result.contains(name)) result << name;
        return result;
    }

    void checkNothingRevealed(int shownSeat, const char* when) {
        const QStringList hidden = hiddenCardNames(shownSeat);
        QVERIFY2(!hidden.isEmpty(), when); // else the check below proves nothing
        const QString text = exposedText(*window_);
        for (const QString& name : hidden) {
            // "PLUS 1" must not match inside "PLUS 12": match whole names.
            const QRegularExpression re(QStringLiteral("\\b%1\\b").arg(name));
            const auto found = re.match(text);
            QVERIFY2(!found.hasMatch(),
                     qPrintable(QStringLiteral("%1: %2 is exposed in \"%3\"")
                                    .arg(when, name, text.mid(found.capturedStart() - 60, 120))));
        }
    }

private slots:
    void initTestCase() { club::test::useTestSettings(); }

    void init() {
        window_ = new app::MainWindow(false);
        window_->resize(1024, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
        page_ = window_->page<club::app::PmPage>();
        page_->setPace(0, 0);
        table_ = page_->table();
    }
    void cleanup() {
        delete window_;
        window_ = nullptr;
    }

    void noHiddenCardIsExposedBetweenTwoPeople() {
        pm::RubberConfig config;
        config.seats = {{QStringLiteral("Ada"), 0, QStringLiteral("person")},
                        {QStringLiteral("Basil"), 1, QStringLiteral("person")},
                        {QStringLiteral("Clock"), 2, QStringLiteral("greedy")}};
        config.seed = 16;
        QVERIFY(page_->startRubber(config).isEmpty());
        window_->openGame(QStringLiteral("pm"));
        checkNothingRevealed(-1, "PM-16 during the cut for dealer");
        page_->cutScreen()->dealButton()->click();

        int passScreens = 0, computerTurns = 0, personTurns = 0;
        for (int turn = 0; turn < 18 && !table_->game().isOver(); ++turn) {
            const int seat = table_->seatToMove();
            if (table_->isComputerToMove()) {
                checkNothingRevealed(-1, "PM-16 during the computer's turn");
                ++computerTurns;
                QTRY_VERIFY_WITH_TIMEOUT(table_->seatToMove() != seat || table_->game().isOver(),
                                         20000);
                continue;
            }
            if (page_->passScreen()->isVisible()) {
                checkNothingRevealed(-1, "PM-16 on the pass screen");
                ++passScreens;
                page_->passScreen()->readyButton()->click();
            }
            // The person to move sees his own hand, and only his own.
            QCOMPARE(page_->scene()->handSeat(), seat);
            page_->scene()->moveSelection(1);
            checkNothingRevealed(seat, "PM-16 during a person's turn");
            ++personTurns;
            // The check can fail: the person's own cards are there to read.
            const pm::Game& g = table_->game();
            const QString own = app::pmwords::cardName(g.card(g.hand(g.toMove()).front()).value);
            QVERIFY2(exposedText(*window_).contains(own), "the walk sees the hand shown");
            // ... down to the board view's cells: the hand's own cards (children of children).
            QVERIFY2(findNamed(QAccessible::queryAccessibleInterface(window_), own,
                               QAccessible::ListItem),
                     "the walk reaches the hand's cells");
            while (page_->scene()->options().empty())
                page_->scene()->moveSelection(1);
            QVERIFY(page_->scene()->playFocused());
        }
        QVERIFY(passScreens >= 4);
        QVERIFY(computerTurns >= 4);
        QVERIFY(personTurns >= 8);
    }

    // A new game keeps every hand hidden until its owner asks: the last
    // person to play a game saw his next hand at once when the next game
    // came round to him, with no pass screen (the page still took him for
    // the one looking at the screen).
    void nextGameStartsBehindThePassScreen() {
        int firstTurnsInGameTwo = 0;
        for (const std::uint64_t seed : {16, 17, 18, 19, 20, 21}) {
            pm::RubberConfig config;
            config.seats = {{QStringLiteral("Ada"), 0, QStringLiteral("person")},
                            {QStringLiteral("Basil"), 1, QStringLiteral("person")},
                            {QStringLiteral("Clock"), 2, QStringLiteral("greedy")}};
            config.seed = seed;
            QVERIFY(page_->startRubber(config).isEmpty());
            window_->openGame(QStringLiteral("pm"));
            page_->cutScreen()->dealButton()->click();
            QList<int> seenInGameTwo;
            for (int turn = 0; turn < 400 && seenInGameTwo.size() < 2; ++turn) {
                if (table_->game().isOver()) {
                    QCOMPARE(table_->rubber().currentRecord().number, 0);
                    QVERIFY(table_->nextGame());
                    continue;
                }
                const int seat = table_->seatToMove();
                if (table_->isComputerToMove()) {
                    QTRY_VERIFY_WITH_TIMEOUT(
                        table_->seatToMove() != seat || table_->game().isOver(), 20000);
                    continue;
                }
                const bool gameTwo = table_->rubber().currentRecord().number == 1;
                if (gameTwo && !seenInGameTwo.contains(seat)) {
                    seenInGameTwo << seat;
                    ++firstTurnsInGameTwo;
                    QVERIFY2(page_->passScreen()->isVisible(),
                             qPrintable(QStringLiteral("seed %1: %2's first hand of the game "
                                                       "shows without the pass screen")
                                            .arg(seed)
                                            .arg(table_->rubber().config().seats[seat].name)));
                    QCOMPARE(page_->scene()->handSeat(), -1);
                }
                if (page_->passScreen()->isVisible()) page_->passScreen()->readyButton()->click();
                QCOMPARE(page_->scene()->handSeat(), seat);
                while (page_->scene()->options().empty())
                    page_->scene()->moveSelection(1);
                QVERIFY(page_->scene()->playFocused());
            }
            QCOMPARE(seenInGameTwo.size(), 2);
        }
        QCOMPARE(firstTurnsInGameTwo, 12);
    }

    // The mover sees his card land before the screen is passed on: the pass
    // screen came at once and hid the move. Meanwhile his hand is face down.
    void passScreenWaitsForTheMoveToLand() {
        page_->setPace(60, 0);
        pm::RubberConfig config;
        config.seats = {{QStringLiteral("Ada"), 0, QStringLiteral("person")},
                        {QStringLiteral("Basil"), 1, QStringLiteral("person")}};
        config.seed = 16;
        QVERIFY(page_->startRubber(config).isEmpty());
        window_->openGame(QStringLiteral("pm"));
        page_->cutScreen()->dealButton()->click();
        for (int turn = 0; turn < 3; ++turn) {
            QTRY_VERIFY(page_->passScreen()->isVisible());
            page_->passScreen()->readyButton()->click();
            while (page_->scene()->options().empty())
                page_->scene()->moveSelection(1);
            QVERIFY(page_->scene()->playFocused());
            QVERIFY(page_->scene()->isAnimating());
            QVERIFY2(!page_->passScreen()->isVisible(), "the move is in sight as it lands");
            QCOMPARE(page_->scene()->handSeat(), -1);
            checkNothingRevealed(-1, "PM-16 while the move lands");
        }
        // A new rubber while a move lands: no pass screen for the old game.
        QTRY_VERIFY(page_->passScreen()->isVisible());
        page_->passScreen()->readyButton()->click();
        while (page_->scene()->options().empty())
            page_->scene()->moveSelection(1);
        QVERIFY(page_->scene()->playFocused());
        QVERIFY(page_->startRubber(config).isEmpty());
        QTest::qWait(1500);
        QVERIFY(page_->cutScreen()->isVisible());
        QVERIFY(!page_->passScreen()->isVisible());
    }
};

QTEST_MAIN(TestPmHiddenHands)
#include "tst_pm_hidden_hands.moc"
