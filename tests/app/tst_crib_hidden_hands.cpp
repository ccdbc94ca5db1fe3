// SPDX-License-Identifier: GPL-3.0-or-later
// Hidden hands at cribbage: with several people at one screen, nothing a
// program can read reveals a hand its owner is not looking at. The test
// walks the whole accessibility tree (names, descriptions, values, help),
// every widget's and scene item's tooltip, the window title and the status
// bar, on the pass screen, during a computer's turn and during a person's
// turn, and looks for the names of the cards hidden in other hands and in
// the crib. (The same check as P.M.'s, for the cribbage table.)
#include "common/pass_screen.h"
#include "crib/crib_page.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "crib/crib_words.h"
#include "engine/crib/table.h"
#include "main_window.h"
#include "test_settings.h"

#include <QAccessible>
#include <QGraphicsItem>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
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

} // namespace

class TestCribHiddenHands : public QObject {
    Q_OBJECT

    app::MainWindow* window_ = nullptr;
    app::CribPage* page_ = nullptr;

    crib::Table* table() const { return page_->table(); }

    /// Cards no one may see now: every hand but `shownSeat`'s, the crib,
    /// less what lies face up (played cards, the starter).
    QStringList hiddenCardNames(int shownSeat) const {
        const crib::Match& m = table()->match();
        QStringList visible, hidden;
        for (const auto& [seat, c] : m.played())
            visible << app::cribwords::cardName(c);
        if (m.starter() != crib::NoCard) visible << app::cribwords::cardName(m.starter());
        for (int s = 0; s < m.seats(); ++s)
            for (crib::Card c : m.hand(s))
                (s == shownSeat ? visible : hidden) << app::cribwords::cardName(c);
        for (crib::Card c : m.crib())
            hidden << app::cribwords::cardName(c);
        QStringList result;
        for (const QString& name : hidden)
            if (!visible.contains(name) && !result.contains(name)) result << name;
        return result;
    }

    void checkNothingRevealed(int shownSeat, const char* when) {
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

private slots:
    void initTestCase() { club::test::useTestSettings(); }

    void noHiddenCardIsExposedBetweenPeople() {
        window_ = new app::MainWindow(false);
        window_->resize(1024, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
        page_ = window_->page<club::app::CribPage>();
        page_->setPace(0, 0);
        std::vector<crib::Seat> seats{{QStringLiteral("Ada"), 0, QStringLiteral("person")},
                                      {QStringLiteral("Basil"), 1, QStringLiteral("person")},
                                      {QStringLiteral("Clock"), 2, QStringLiteral("standard")}};
        QVERIFY(page_->startMatch(crib::Setup{3, 121, crib::Board::ThreeTrack, false}, seats, 16));
        window_->openGame(QStringLiteral("cribbage"));

        int passScreens = 0, computerTurns = 0, personTurns = 0;
        for (int step = 0; step < 300 && personTurns < 14; ++step) {
            QTRY_VERIFY_WITH_TIMEOUT(page_->isSettled() || page_->passScreen()->isVisible() ||
                                         page_->panel()->continueButton()->isVisible() ||
                                         table()->isComputerToAct(),
                                     20000);
            const crib::Match& m = table()->match();
            if (m.phase() == Phase::GameOver) break;
            if (page_->panel()->continueButton()->isVisible()) {
                page_->panel()->continueButton()->click();
                continue;
            }
            if (table()->isComputerToAct()) {
                checkNothingRevealed(-1, "during the computer's turn");
                ++computerTurns;
                const auto moves = m.record().size();
                QTRY_VERIFY_WITH_TIMEOUT(table()->match().record().size() != moves, 20000);
                continue;
            }
            if (page_->passScreen()->isVisible()) {
                checkNothingRevealed(-1, "on the pass screen");
                ++passScreens;
                page_->passScreen()->readyButton()->click();
            }
            const int seat = m.toAct();
            QCOMPARE(page_->scene()->handSeat(), seat);
            checkNothingRevealed(seat, "during a person's turn");
            ++personTurns;
            // The check can fail: the person's own cards are there to read.
            const QString own = app::cribwords::cardName(m.hand(seat).front());
            QVERIFY2(exposedText(*window_, page_).contains(own), "the walk sees the hand shown");
            if (m.phase() == Phase::Discard) {
                page_->scene()->pressCard(0);
                QVERIFY(page_->layAway());
            } else {
                for (int k = 0; k < int(page_->scene()->hand().size()); ++k)
                    if (page_->scene()->isPlayable(k)) {
                        page_->scene()->pressCard(k);
                        break;
                    }
            }
        }
        QVERIFY(passScreens >= 4);
        QVERIFY(computerTurns >= 2);
        QVERIFY(personTurns >= 8);
        delete window_;
    }
};

QTEST_MAIN(TestCribHiddenHands)
#include "tst_crib_hidden_hands.moc"
