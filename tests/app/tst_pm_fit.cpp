// SPDX-License-Identifier: GPL-3.0-or-later
// P.M.'s windows fit what they hold: the New Rubber dialog is as tall as
// the seats it shows, and the table's boards keep clear of the hand.
#include "common/seats_editor.h"
#include "engine/pm/table.h"
#include "main_window.h"
#include "pm/pm_board_item.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_hand_layout.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_page.h"
#include "pm/pm_scene.h"
#include "pm/pm_side_panel.h"
#include "pm_test_window.h"
#include "test_settings.h"

#include "test_language.h"
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QTest>

using namespace club;

class TestPmFit : public QObject {
    Q_OBJECT

    /// What is drawn of a board: itself and its visible parts (the gold
    /// frame of the board to play, the tabs, the pointing hand).
    /// Whether the whole of `w` is on screen: no ancestor (a scroll area's
    /// viewport, the window) clips any of it.
    static bool wholeInView(const QWidget* w) {
        if (!w->isVisible()) return false;
        QRect r = w->rect();
        QRect seen = r;
        for (const QWidget* a = w->parentWidget(); a; a = a->parentWidget()) {
            const QPoint at = w->mapTo(a, QPoint(0, 0));
            seen &= a->rect().translated(-at);
            if (a->isWindow()) break;
        }
        return seen == r;
    }

    /// A rubber of `seats` greedy computers, seed 3.
    static pm::RubberConfig greedyRubber(int seats) {
        pm::RubberConfig config;
        for (int i = 0; i < seats; ++i)
            config.seats.push_back(
                {QStringLiteral("Player %1").arg(i + 1), i, QStringLiteral("greedy")});
        config.seed = 3;
        return config;
    }

    /// At 1024x768, a rubber of one person and seven greedy computers (the
    /// test plays them), dealt and played on to the person's first turn.
    static void eightSeatsToThePersonsTurn(app::MainWindow& window) {
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::PmPage* page = window.page<club::app::PmPage>();
        page->setPace(0, 600000);
        pm::RubberConfig config;
        for (int i = 0; i < 8; ++i)
            config.seats.push_back({QStringLiteral("Player %1").arg(i + 1), i,
                                    i == 0 ? QStringLiteral("person") : QStringLiteral("greedy")});
        config.seed = 8;
        QVERIFY(page->startRubber(config).isEmpty());
        window.openGame(QStringLiteral("pm"));
        page->cutScreen()->dealButton()->click();
        while (page->table()->isComputerToMove())
            page->table()->playComputerTurn();
        QTRY_COMPARE(page->scene()->handMode(), app::PmScene::HandMode::Play);
    }

    static QRectF drawn(const app::PmBoardItem* board) {
        QRectF r = board->sceneBoundingRect();
        for (const QGraphicsItem* child : board->childItems())
            if (child->isVisible()) r |= child->sceneBoundingRect();
        return r;
    }

private slots:
    void initTestCase() { club::test::useTestSettings(); }

    // Fewer players hide seats' rows: the dialog shrinks to the height it
    // opens at for that many, with no empty space where the rows were.
    void newRubberDialogShrinksWhenSeatsAreHidden() {
        app::PmNewRubberDialog two;
        two.setPlayerCount(2);
        two.show();
        QVERIFY(QTest::qWaitForWindowExposed(&two));
        app::PmNewRubberDialog dialog;
        dialog.setPlayerCount(4);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int four = dialog.height();
        QVERIFY(two.height() < four);
        dialog.setPlayerCount(2);
        QTRY_COMPARE(dialog.height(), two.height());
    }

    // A width the player chose by dragging is kept when the rows change.
    void newRubberDialogKeepsAWidthChosen() {
        app::PmNewRubberDialog dialog;
        dialog.setPlayerCount(4);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int wider = dialog.width() + 150;
        dialog.resize(wider, dialog.height());
        QTRY_COMPARE(dialog.width(), wider);
        const int four = dialog.height();
        dialog.setPlayerCount(2);
        QTRY_VERIFY(dialog.height() < four);
        QCOMPARE(dialog.width(), wider);
        dialog.setPlayerCount(6);
        QTRY_VERIFY(dialog.height() > four);
        QCOMPARE(dialog.width(), wider);
    }

    // The line that says what is wrong takes no room until there is
    // something to say (two seats sharing a colour).
    void problemLineAppearsOnlyWithAProblem() {
        app::PmNewRubberDialog dialog;
        dialog.setPlayerCount(2);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* seats = dialog.findChild<app::SeatsEditor*>();
        QVERIFY(seats);
        const auto shown = [&] {
            QStringList texts;
            for (const QLabel* label : dialog.findChildren<QLabel*>())
                if (label->isVisible() &&
                    label->text().contains(QStringLiteral("colour of his own")))
                    texts << label->text();
            return texts;
        };
        QVERIFY(shown().isEmpty());
        const int before = dialog.height();
        seats->colour(1)->setCurrentIndex(seats->colour(0)->currentIndex());
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected)); // not accepted: still open
        QVERIFY(dialog.isVisible());
        QCOMPARE(shown().size(), 1);
        QTRY_VERIFY(dialog.height() > before); // it had kept no room for it
    }

    void chosenCardKeepsClearOfTheBoards_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<qreal>("aspect");
        for (int n = 2; n <= 8; ++n)
            for (qreal aspect : {1.0, 1.34, 1.78, 2.4})
                QTest::addRow("%d players, aspect %.2f", n, aspect) << n << aspect;
    }

    // Each card of the hand in turn is chosen (it rises, with its
    // highlight); it and the boards, the frame of the board to play
    // included, never overlap, at any seat count and window shape (two
    // players at 1024x768 with the side panel folded overlapped).
    void chosenCardKeepsClearOfTheBoards() {
        QFETCH(int, players);
        QFETCH(qreal, aspect);
        app::MainWindow window(false);
        app::PmPage* page = window.page<club::app::PmPage>();
        page->setPace(0, 0);
        pm::RubberConfig config;
        for (int i = 0; i < players; ++i)
            config.seats.push_back({QStringLiteral("P%1").arg(i + 1), i,
                                    i == 0 ? QStringLiteral("person") : QStringLiteral("greedy")});
        config.seed = 7;
        QVERIFY(page->startRubber(config).isEmpty());
        page->cutScreen()->dealButton()->click();
        QTRY_VERIFY(!page->table()->isComputerToMove());
        app::PmScene* scene = page->scene();
        QCOMPARE(scene->handMode(), app::PmScene::HandMode::Play);
        QVERIFY(scene->board(0)->isActive());
        scene->relayout(aspect);
        for (int card = 0; card < scene->handSize(); ++card) {
            scene->selectCard(card);
            QCOMPARE(scene->selectedCard(), card);
            const QRectF chosen = scene->handCardRect(card);
            // The highlight stands 4% of the card's width out all round.
            const qreal grow = chosen.width() * 0.04;
            const QRectF lit = chosen.adjusted(-grow, -grow, grow, grow);
            for (int seat = 0; seat < players; ++seat) {
                const QRectF board = drawn(scene->board(seat));
                QVERIFY2(!lit.intersects(board),
                         qPrintable(QStringLiteral("card %1 (top %2) meets board %3 (bottom %4)")
                                        .arg(card)
                                        .arg(lit.top())
                                        .arg(seat)
                                        .arg(board.bottom())));
            }
        }
    }

    // Issue 25: the hand of eleven cards (PM-3) lies side by side, no card
    // over another, where the window has the room: a 4K screen (3840x2160)
    // at 96 dpi, and at twice the pixels per point (its layout is that of
    // 1920x1080, where the cards lay over each other by 7% of a card while
    // 90% of their size would have fitted them apart). At 1024x768 they may
    // overlap (each still shows its value, chosenCardKeepsClearOfTheBoards).
    void elevenCardsLieApartWhereThereIsRoom_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<QSize>("window");
        for (int n : {2, 4, 8}) {
            QTest::addRow("PM-3 %d players, 3840x2160 at 96 dpi", n) << n << QSize(3840, 2160);
            QTest::addRow("PM-3 %d players, 3840x2160 at 2x, 1920x1080", n)
                << n << QSize(1920, 1080);
        }
    }
    void elevenCardsLieApartWhereThereIsRoom() {
        QFETCH(int, players);
        QFETCH(QSize, window);
        app::MainWindow main(false);
        main.resize(window);
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        app::PmPage* page = main.page<club::app::PmPage>();
        page->setPace(0, 600000); // the test plays the computers
        pm::RubberConfig config;
        for (int i = 0; i < players; ++i)
            config.seats.push_back({QStringLiteral("P%1").arg(i + 1), i,
                                    i == 0 ? QStringLiteral("person") : QStringLiteral("greedy")});
        config.seed = 11;
        QVERIFY(page->startRubber(config).isEmpty());
        main.openGame(QStringLiteral("pm"));
        page->cutScreen()->dealButton()->click();
        while (page->table()->isComputerToMove())
            page->table()->playComputerTurn();
        app::PmScene* scene = page->scene();
        QTRY_COMPARE(scene->handMode(), app::PmScene::HandMode::Play);
        QCOMPARE(scene->handSize(), 11);
        QTest::qWait(50);
        // The layout the scene drew is the layout function's for its strip.
        const app::PmHandLayout layout = app::pmHandLayout(scene->handArea(), 11);
        QCOMPARE(layout.rows, 1);
        for (int card = 0; card < scene->handSize(); ++card) {
            const QRectF drawn = scene->handCardRect(card);
            QCOMPARE(drawn.size(), layout.card);
            if (card == scene->selectedCard()) continue; // it rises
            QCOMPARE(drawn.topLeft(), layout.at[card]);
        }
        for (int card = 0; card + 1 < scene->handSize(); ++card) {
            const QRectF a = scene->handCardRect(card), b = scene->handCardRect(card + 1);
            QVERIFY2(b.left() >= a.right(),
                     qPrintable(QStringLiteral("card %1 ends at %2, card %3 starts at %4")
                                    .arg(card)
                                    .arg(a.right())
                                    .arg(card + 1)
                                    .arg(b.left())));
        }
    }

    // Where side by side would make the cards much smaller (a 4:3 window),
    // they keep their size and overlap, each showing its value, or go to two
    // rows: the hand is not shrunk past legibility to keep the cards apart.
    void aNarrowStripOverlapsRatherThanShrinkingFar() {
        const QRectF narrow(20, 785, 900, 200);
        const app::PmHandLayout layout = app::pmHandLayout(narrow, 11);
        const qreal full = (narrow.height() - 30) * 5.0 / 7.0;
        if (layout.rows == 1) {
            QCOMPARE(layout.card.width(), full);
            QVERIFY(layout.at[1].x() - layout.at[0].x() < full); // overlapping
        }
        // The hand stays in its strip.
        QVERIFY(layout.at.first().x() >= narrow.left() - 0.01);
        QVERIFY(layout.at.last().x() + layout.card.width() <= narrow.right() + 0.01);
    }

    // Issue 25: at 1024x768 with eight seats, a hint or the game-over box
    // pushed Score Sheet, Next: Deal Game and New Rubber below the panel's
    // fold; they stay in view, and only the scores and moves scroll.
    void panelButtonsStayInViewWithEightSeats() {
        app::MainWindow window(false);
        eightSeatsToThePersonsTurn(window);
        if (QTest::currentTestFailed()) return;
        app::PmPage* page = window.page<club::app::PmPage>();
        pm::Table* table = page->table();
        app::PmSidePanel* panel = page->panel();
        page->hintAction()->trigger();
        QTest::qWait(20);
        for (QPushButton* b : {panel->playButton(), panel->hintButton(), panel->scoreSheetButton()})
            QVERIFY2(wholeInView(b), qPrintable(QStringLiteral("%1 at %2,%3 in a window %4 high")
                                                    .arg(b->text())
                                                    .arg(b->mapTo(&window, QPoint()).y())
                                                    .arg(b->height())
                                                    .arg(window.height())));
        for (int game = 0; !table->rubber().isOver(); ++game) {
            while (!table->game().isOver())
                table->isComputerToMove() ? table->playComputerTurn()
                                          : table->play(table->game().legalMoves()[0]);
            QTest::qWait(20);
            for (auto* dialog : page->findChildren<QDialog*>())
                dialog->close();
            QVERIFY(!panel->resultText().isEmpty());
            QPushButton* next =
                table->rubber().isOver() ? panel->newRubberButton() : panel->nextGameButton();
            for (QPushButton* b : {next, panel->scoreSheetButton()})
                QVERIFY2(wholeInView(b),
                         qPrintable(QStringLiteral("game %1: %2").arg(game + 1).arg(b->text())));
            if (!table->rubber().isOver()) next->click();
        }
    }

    // In Spanish at 1024x768 with eight seats, a long hint left the list of
    // moves about one line in sight: the box of the move chosen kept its
    // room for several lines above the hint. With a hint shown it takes
    // only what it says, and the list keeps three lines in sight.
    void aLongHintLeavesTheMovesInSight() {
        const club::test::TestLanguage spanish(QStringLiteral("es"));
        QVERIFY(spanish.isLoaded());
        app::MainWindow window(false);
        eightSeatsToThePersonsTurn(window);
        if (QTest::currentTestFailed()) return;
        app::PmPage* page = window.page<club::app::PmPage>();
        page->hintAction()->trigger();
        QTRY_VERIFY(!page->panel()->hintText().isEmpty());
        QTest::qWait(50);
        auto* moves = page->panel()->findChild<QListWidget*>();
        QVERIFY(moves);
        // The part of the list in sight: its area scrolls as a whole.
        auto* area = qobject_cast<QAbstractScrollArea*>(
            moves->parentWidget()->parentWidget()->parentWidget());
        QVERIFY(area);
        const QRect shown = QRect(moves->mapTo(area->viewport(), QPoint()), moves->size())
                                .intersected(area->viewport()->rect());
        const int lines = moves->fontMetrics().lineSpacing();
        QVERIFY2(shown.height() >= 3 * lines,
                 qPrintable(QStringLiteral("%1 pixels of the moves in sight, a line is %2; the "
                                           "hint: %3")
                                .arg(shown.height())
                                .arg(lines)
                                .arg(page->panel()->hintText())));
    }

    // The list of this game's moves shows its latest line whole after every
    // turn at the first window of a 1024x768 screen, in German (long lines
    // wrap to three), and still when the list grows shorter. Before, the
    // scores and the list were laid out at their preferred heights in a
    // middle area too short for them, which hid the list's last lines, and
    // a shorter list kept its top, cutting the latest line off.
    void latestMoveStaysInSight_data() {
        QTest::addColumn<int>("seats");
        QTest::newRow("4 seats") << 4;
        QTest::newRow("8 seats") << 8;
    }
    void latestMoveStaysInSight() {
        QFETCH(int, seats);
        const club::test::TestLanguage translated(QStringLiteral("de"));
        QVERIFY(translated.isLoaded());
        // The first window of a 1024x768 screen; the test plays the computers.
        app::MainWindow* window = nullptr;
        app::PmPage* page = nullptr;
        const auto close = qScopeGuard([&] { delete window; });
        club::test::openPmRubber(window, page, greedyRubber(seats), {921, 691}, 0);
        pm::Table* table = page->table();
        auto* moves = page->panel()->findChild<QListWidget*>();
        QVERIFY(moves);
        // The latest line, where the window shows it: inside the list's own
        // view and inside every area that holds the list.
        const auto latestSeen = [&] {
            const QRect item = moves->visualItemRect(moves->item(moves->count() - 1));
            QRect seen = item;
            for (QWidget* w = moves->viewport(); w && w != window; w = w->parentWidget()) {
                const QPoint at = moves->viewport()->mapTo(w, QPoint());
                seen &= w->rect().translated(-at);
            }
            return seen == item;
        };
        int wrapped = 0;
        for (int turn = 0; turn < 12 && !table->game().isOver(); ++turn) {
            table->playComputerTurn();
            QTest::qWait(5);
            const QRect r = moves->visualItemRect(moves->item(moves->count() - 1));
            if (r.height() > 2 * moves->fontMetrics().lineSpacing()) ++wrapped;
            QVERIFY2(latestSeen(), qPrintable(QStringLiteral("turn %1").arg(turn)));
        }
        QVERIFY(wrapped > 0);  // lines of three rows were met
        if (seats > 4) return; // lower still, eight seats' middle area scrolls as a whole
        const int before = moves->viewport()->height();
        window->resize(921, 691 - 40);
        QTRY_VERIFY(moves->viewport()->height() < before);
        QTest::qWait(5);
        QVERIFY(latestSeen());
        // Scrolled back to read, the list stays where the player put it.
        moves->verticalScrollBar()->setValue(0);
        table->playComputerTurn();
        QTest::qWait(5);
        QCOMPARE(moves->verticalScrollBar()->value(), 0);
    }

    // The dealer is often the next to play: his two tabs stand side by side
    // on every board, in every language, at 8 seats on a 1024x768 screen
    // (in German "NÄCHSTER AM ZUG" ran over "GEBER").
    void dealerAndNextTabsStandApart_data() {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de", "fr", "es"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void dealerAndNextTabsStandApart() {
        QFETCH(QString, language);
        const club::test::TestLanguage translated(language);
        QVERIFY(translated.isLoaded());
        app::MainWindow* window = nullptr;
        app::PmPage* page = nullptr;
        const auto close = qScopeGuard([&] { delete window; });
        club::test::openPmRubber(window, page, greedyRubber(8), {921, 691}, 20);
        for (int seat = 0; seat < 8; ++seat) {
            const app::PmBoardItem* board = page->scene()->board(seat);
            QVERIFY(board);
            const QRectF dealer = board->dealerTagRect(), next = board->nextTagRect();
            QVERIFY2(dealer.right() < next.left(),
                     qPrintable(QStringLiteral("seat %1: dealer's tab to %2, next's from %3")
                                    .arg(seat)
                                    .arg(dealer.right())
                                    .arg(next.left())));
            QVERIFY(dealer.left() >= 0 && next.right() <= board->boardSize().width());
        }
    }
};

QTEST_MAIN(TestPmFit)
#include "tst_pm_fit.moc"
