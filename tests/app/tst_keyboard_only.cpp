// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 6, "every game playable from the keyboard alone": the real main
// window driven only by keys, as a player without a mouse would. Each key
// goes to the widget that has the focus, so a step fails when focus is lost
// or lands somewhere a player could not expect. State is only read.
#include "common/pass_screen.h"
#include "engine/km/rules.h"
#include "engine/km/table.h"
#include "engine/pat/table.h"
#include "engine/pm/table.h"
#include "game_chooser.h"
#include "km/km_page.h"
#include "km/km_scene.h"
#include "km/km_side_panel.h"
#include "km/km_view.h"
#include "main_window.h"
#include "pat/pat_page.h"
#include "pat/pat_scene.h"
#include "pat/pat_view.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_page.h"
#include "pm/pm_scene.h"
#include "pm/pm_score_dialog.h"
#include "pm/pm_side_panel.h"
#include "test_settings.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTest>
#include <QTimer>
#include <functional>

using namespace club;

namespace {

QWidget* focused() {
    return QApplication::focusWidget();
}

/// A key as the keyboard sends it: to whatever has the focus.
void press(int key, Qt::KeyboardModifiers mods = Qt::NoModifier) {
    QWidget* target = focused() ? focused() : QApplication::activeWindow();
    QVERIFY2(target, "no widget has the keyboard focus");
    QTest::keyClick(target, Qt::Key(key), mods);
}

void type(const QString& text) {
    QVERIFY(focused());
    QTest::keyClicks(focused(), text);
}

/// Runs `answer` on the next modal dialog once it is up (exec() blocks the
/// test meanwhile); `handled` tells the test the dialog was seen.
void whenModal(std::function<void(QWidget*)> answer, bool* handled) {
    *handled = false;
    // cleanup() removes a poll a failed test left behind.
    auto* poll = new QTimer(qApp);
    poll->setObjectName(QStringLiteral("modal-poll"));
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, [poll, answer, handled] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible()) return;
        poll->stop();
        poll->deleteLater();
        // A window manager activates a new dialog; the offscreen platform may not.
        modal->activateWindow();
        for (int i = 0; i < 100 && QApplication::activeWindow() != modal; ++i)
            QTest::qWait(10);
        *handled = true;
        answer(modal);
        // Keys that missed leave the dialog open: close it, or exec() waits for ever.
        for (int i = 0; i < 100 && modal->isVisible(); ++i)
            QTest::qWait(20);
        if (modal->isVisible()) {
            QTest::qFail("the dialog is still open after its keys", __FILE__, __LINE__);
            if (auto* dialog = qobject_cast<QDialog*>(modal)) dialog->reject();
        }
    });
    poll->start();
}

/// After a dialog closes, the window manager gives the main window back
/// its activation (the offscreen platform needs a word).
void backTo(QWidget* window) {
    if (QApplication::activeWindow() != window) window->activateWindow();
    QTRY_COMPARE(QApplication::activeWindow(), window);
}

/// Opens a main-window menu by its Alt accelerator and picks an entry by its
/// accelerator letter, as the menus promise.
void menu(QWidget* window, QChar menuLetter, QChar entryLetter) {
    press(Qt::Key_A + (menuLetter.toUpper().unicode() - 'A'), Qt::AltModifier);
    QTRY_VERIFY(qobject_cast<QMenu*>(QApplication::activePopupWidget()));
    QTest::keyClick(QApplication::activePopupWidget(),
                    Qt::Key(Qt::Key_A + (entryLetter.toUpper().unicode() - 'A')));
    QTRY_VERIFY(!QApplication::activePopupWidget());
    QTest::qWait(100); // the platform's late word that the menu was active
    backTo(window);    // the closed menu leaves the offscreen platform without one
}

bool isInside(const QWidget* w, const QWidget* ancestor) {
    return w && (w == ancestor || ancestor->isAncestorOf(w));
}

} // namespace

class TestKeyboardOnly : public QObject {
    Q_OBJECT

    std::unique_ptr<app::MainWindow> window_;

    app::GameTile* tileFocused() const { return qobject_cast<app::GameTile*>(focused()); }

    /// From the chooser, the arrow keys bring the focus to `id`'s tile.
    void walkToTile(const QString& id) {
        QVERIFY2(tileFocused(), "the chooser shows no focused tile");
        for (int i = 0; i < 4 && tileFocused() && tileFocused()->info().id != id; ++i)
            press(Qt::Key_Right);
        for (int i = 0; i < 4 && tileFocused() && tileFocused()->info().id != id; ++i)
            press(Qt::Key_Down);
        QVERIFY(tileFocused());
        QCOMPARE(tileFocused()->info().id, id);
    }

    /// Fills the New Rubber dialog from the keyboard: `kinds` are the rows of
    /// "Played by" to choose (0 Person, 1 Beginner ...).
    void fillNewRubber(QWidget* dialog, const QList<int>& kinds) {
        auto* count = dialog->findChild<QSpinBox*>();
        QVERIFY(count);
        QCOMPARE(focused(), count); // the dialog opens on the number of players
        while (count->value() > kinds.size())
            press(Qt::Key_Down);
        QCOMPARE(count->value(), int(kinds.size()));
        for (int seat = 0; seat < kinds.size(); ++seat) {
            press(Qt::Key_Tab); // the name
            QVERIFY(qobject_cast<QLineEdit*>(focused()));
            type(QStringLiteral("Keys%1").arg(seat + 1)); // Tab selected the old name
            press(Qt::Key_Tab);                           // the colour
            QVERIFY(qobject_cast<QComboBox*>(focused()));
            press(Qt::Key_Tab); // who plays
            auto* player = qobject_cast<QComboBox*>(focused());
            QVERIFY(player);
            press(Qt::Key_Home);
            for (int k = 0; k < kinds[seat]; ++k)
                press(Qt::Key_Down);
            QCOMPARE(player->currentIndex(), kinds[seat]);
        }
        press(Qt::Key_Return); // "Cut for Dealer", the default button
    }

    /// One P.M. turn by keys: Right until the card can move a man, Enter.
    void playPmTurnByKeys(app::PmPage* page) {
        app::PmScene* scene = page->scene();
        QVERIFY(isInside(focused(), page));
        QCOMPARE(scene->handMode(), app::PmScene::HandMode::Play);
        const int before = int(page->table()->rubber().currentRecord().moves.size());
        press(Qt::Key_Home);
        for (int i = 0; i < scene->handSize() && scene->options().empty(); ++i)
            press(Qt::Key_Right);
        QVERIFY2(!scene->options().empty(), "no card of the hand offers a move");
        press(Qt::Key_Down); // the next man, if the card moves several
        press(Qt::Key_Return);
        QTRY_COMPARE(int(page->table()->rubber().currentRecord().moves.size()), before + 1);
    }

private slots:
    void initTestCase() {
        club::test::useClearTestSettings(QStringLiteral("players-club-keyboard-tests"));
        QFile::remove(app::PmPage::autosavePath());
        QFile::remove(app::KmPage::autosavePath());
        QFile::remove(app::PatPage::autosavePath());
    }

    void init() {
        window_ = std::make_unique<app::MainWindow>(false);
        window_->resize(1200, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        window_->page<club::app::PmPage>()->setPace(0, 0);
        window_->page<club::app::KmPage>()->setPace(0, 0);
        window_->page<club::app::PatPage>()->setPace(0, 0);
    }
    void cleanup() {
        for (QTimer* poll : qApp->findChildren<QTimer*>(QStringLiteral("modal-poll")))
            delete poll;
        window_.reset();
    }

    // Chooser, New Rubber dialog, cut, pass screens, cards and men, Hint,
    // the score sheet and back; then a rubber against the computer abandoned
    // by keyboard, with undo.
    void pmFromTheKeyboard() {
        auto* pages = window_->findChild<QStackedWidget*>();
        app::PmPage* page = window_->page<club::app::PmPage>();
        // The chooser opens with a tile focused; Enter chooses it.
        QVERIFY(isInside(focused(), window_->chooser()));
        walkToTile(QStringLiteral("pm"));
        bool seen = false;
        whenModal([&](QWidget* d) { fillNewRubber(d, {0, 0}); }, &seen);
        press(Qt::Key_Return);
        QTRY_VERIFY(seen);
        backTo(window_.get());
        QCOMPARE(pages->currentWidget(), page);
        QCOMPARE(page->table()->rubber().players(), 2);
        QCOMPARE(page->table()->rubber().config().seats[0].name, QStringLiteral("Keys1"));
        QVERIFY(page->table()->rubber().config().seats[1].isPerson());

        // PM-2: the cut screen has the focus on Deal; Enter deals.
        QVERIFY(page->cutScreen()->isVisible());
        QCOMPARE(focused(), page->cutScreen()->dealButton());
        press(Qt::Key_Return);
        QVERIFY(!page->cutScreen()->isVisible());

        // PM-16: two people, so a pass screen, its Ready button focused.
        for (int turn = 0; turn < 4; ++turn) {
            QTRY_VERIFY(page->passScreen()->isVisible());
            QCOMPARE(focused(), page->passScreen()->readyButton());
            press(Qt::Key_Return);
            QTRY_VERIFY(!page->passScreen()->isVisible());
            QCOMPARE(focused(), page->findChild<QGraphicsView*>());
            playPmTurnByKeys(page);
        }

        // Hint (H) picks a card and a man and says why.
        QTRY_VERIFY(page->passScreen()->isVisible());
        press(Qt::Key_Return);
        QTRY_COMPARE(page->scene()->handMode(), app::PmScene::HandMode::Play);
        press(Qt::Key_H);
        QTRY_VERIFY(!page->isHinting()); // worked out off the GUI thread
        QVERIFY(!page->scene()->options().empty());
        const auto hintLabel = page->panel()->findChildren<QLabel*>();
        bool hintShown = false;
        for (QLabel* l : hintLabel)
            hintShown |= l->accessibleName() == QStringLiteral("Hint") && l->isVisible() &&
                         !l->text().isEmpty();
        QVERIFY(hintShown);
        QCOMPARE(focused(), page->findChild<QGraphicsView*>());

        // With two people undo would show a hand: Ctrl+Z is refused.
        const int moves = int(page->table()->rubber().currentRecord().moves.size());
        press(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(int(page->table()->rubber().currentRecord().moves.size()), moves);

        // The score sheet opens with its accelerator and Escape closes it.
        press(Qt::Key_S, Qt::AltModifier);
        QTRY_VERIFY(page->findChild<app::PmScoreDialog*>() &&
                    page->findChild<app::PmScoreDialog*>()->isVisible());
        QTRY_VERIFY(isInside(focused(), page->findChild<app::PmScoreDialog*>()));
        press(Qt::Key_Escape);
        QTRY_VERIFY(!page->findChild<app::PmScoreDialog*>() ||
                    !page->findChild<app::PmScoreDialog*>()->isVisible());
        backTo(window_.get());
        QTRY_COMPARE(focused(), page->findChild<QGraphicsView*>());
        playPmTurnByKeys(page); // the hinted move, played by Enter

        // Back to the chooser by the Game menu; the P.M. tile keeps the focus.
        menu(window_.get(), QLatin1Char('G'), QLatin1Char('C'));
        QTRY_COMPARE(pages->currentWidget(), window_->chooser());
        QVERIFY(tileFocused());

        // A new rubber abandons this one: Escape keeps it, Discard drops it.
        press(Qt::Key_Return); // the P.M. tile again: the rubber in progress
        QTRY_COMPARE(pages->currentWidget(), page);
        whenModal([&](QWidget*) { press(Qt::Key_Escape); }, &seen);
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(seen);
        backTo(window_.get());
        QCOMPARE(page->table()->rubber().config().seats[1].isPerson(), true);
        bool filled = false;
        whenModal(
            [&](QWidget* box) {
                auto* discard = qobject_cast<QMessageBox*>(box)->button(QMessageBox::Discard);
                for (int i = 0; i < 4 && focused() != discard; ++i)
                    press(Qt::Key_Tab);
                QCOMPARE(focused(), discard);
                // Seat 2: the third choice, Computer: Beginner (after a
                // person at the screen and a person on a phone).
                whenModal([&](QWidget* d) { fillNewRubber(d, {0, 2}); }, &filled);
                press(Qt::Key_Space);
            },
            &seen);
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(seen);
        backTo(window_.get());
        QTRY_VERIFY(filled);
        backTo(window_.get());
        QVERIFY(!page->table()->rubber().config().seats[1].isPerson());

        // One person against a computer: no pass screen, focus on the table.
        QCOMPARE(focused(), page->cutScreen()->dealButton());
        press(Qt::Key_Space);
        for (int i = 0; i < 3; ++i) {
            QTRY_VERIFY(!page->table()->isComputerToMove());
            QTRY_COMPARE(page->scene()->handMode(), app::PmScene::HandMode::Play);
            QVERIFY(!page->passScreen()->isVisible());
            QCOMPARE(focused(), page->findChild<QGraphicsView*>());
            playPmTurnByKeys(page);
        }
        // Ctrl+Z does not take back the person's turn once the computer has
        // answered with a card from its hidden hand (issue 23)...
        const auto played = [page] {
            return int(page->table()->rubber().currentRecord().moves.size());
        };
        QTRY_VERIFY(!page->table()->isComputerToMove());
        const int afterThree = played();
        press(Qt::Key_Z, Qt::ControlModifier);
        QTest::qWait(50);
        QCOMPARE(played(), afterThree);
        // ...but it does while the computer still thinks.
        page->setPace(0, 60000);
        QTRY_COMPARE(page->scene()->handMode(), app::PmScene::HandMode::Play);
        playPmTurnByKeys(page);
        QCOMPARE(played(), afterThree + 1);
        press(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(played(), afterThree);
        QVERIFY(!page->table()->isComputerToMove());
        QTRY_COMPARE(page->scene()->handMode(), app::PmScene::HandMode::Play);
        QVERIFY(isInside(focused(), page));
        menu(window_.get(), QLatin1Char('G'), QLatin1Char('C'));
        QTRY_COMPARE(pages->currentWidget(), window_->chooser());
    }

    // King's Men, two people: the New Game dialog, the cursor, a jump, the
    // Lodge (KM-4), the row choice if one forms (KM-6), undo and redo.
    void kingsMenFromTheKeyboard() {
        auto* pages = window_->findChild<QStackedWidget*>();
        app::KmPage* page = window_->page<club::app::KmPage>();
        walkToTile(QStringLiteral("kings-men"));
        bool seen = false;
        whenModal(
            [&](QWidget* d) {
                // "Seat &1:", "Seat &2:" go to who plays each side; Home
                // chooses the first, a person.
                const QList<QComboBox*> players =
                    d->findChildren<QComboBox*>(QString(), Qt::FindChildrenRecursively);
                for (const QKeyCombination seatKey :
                     {Qt::AltModifier | Qt::Key_1, Qt::AltModifier | Qt::Key_2}) {
                    press(seatKey.key(), seatKey.keyboardModifiers());
                    press(Qt::Key_Home);
                }
                int people = 0;
                for (QComboBox* box : players)
                    if (box->isEnabled() && box->currentIndex() == 0) // the tokens' boxes are not
                        ++people;
                QCOMPARE(people, 2);
                press(Qt::Key_Return); // "Draw Lots and Play"
            },
            &seen);
        press(Qt::Key_Return);
        QTRY_VERIFY(seen);
        backTo(window_.get());
        QTRY_COMPARE(pages->currentWidget(), page);
        QVERIFY(page->hasGame());
        QVERIFY(!page->table()->seats().isComputer(km::Side::A));
        QVERIFY(!page->table()->seats().isComputer(km::Side::B));
        QCOMPARE(focused(), page->view());

        auto walkTo = [&](int target) {
            app::KmScene* scene = page->scene();
            if (!scene->isCursorShown()) press(Qt::Key_Left); // shows the cursor
            for (int i = 0; i < 40 && scene->cursor() != target; ++i) {
                const int dc = km::columnOf(target) - km::columnOf(scene->cursor());
                const int dr = km::rowOf(target) - km::rowOf(scene->cursor());
                const int at = scene->cursor();
                // Across first; where a cut-off corner stops the cursor, up or down.
                if (dc != 0) press(dc > 0 ? Qt::Key_Right : Qt::Key_Left);
                if (scene->cursor() == at && dr != 0) press(dr > 0 ? Qt::Key_Up : Qt::Key_Down);
            }
            QCOMPARE(scene->cursor(), target);
        };
        auto playByKeys = [&](const km::Move& m) {
            const int before = page->table()->game().current();
            QCOMPARE(focused(), page->view());
            if (m.kind == km::MoveKind::Step || m.kind == km::MoveKind::Jump) {
                walkTo(m.from);
                press(Qt::Key_Return);
                QCOMPARE(page->scene()->selected(), int(m.from));
            }
            walkTo(m.to);
            press(Qt::Key_Return);
            QTRY_COMPARE(page->table()->game().current(), before + 1);
            QCOMPARE(page->table()->game().moves()[std::size_t(before)], m);
        };

        // KM-4: steer towards a jump. Each side steps where the other can
        // jump next, when it can; the move is read, then made with keys.
        bool jumped = false;
        for (int turn = 0; turn < 60 && !jumped && !page->table()->game().isOver(); ++turn) {
            const km::MoveList legal = page->table()->game().legalMoves();
            km::Move chosen = legal[0];
            bool offers = false;
            for (const km::Move& m : legal) {
                if (m.kind == km::MoveKind::Jump) {
                    chosen = m;
                    jumped = true;
                    break;
                }
                km::Position after = page->table()->position();
                km::apply(after, m);
                for (const km::Move& reply : km::legalMoves(after))
                    if (!offers && reply.kind == km::MoveKind::Jump) {
                        chosen = m;
                        offers = true;
                    }
            }
            if (!jumped && !offers) chosen = legal[std::size_t(turn) % legal.size()];
            if (chosen.kind == km::MoveKind::Pass) break;
            playByKeys(chosen);
            if (page->table()->position().phase() != km::Phase::Move) break;
        }
        QVERIFY2(jumped, "no jump was reached in 60 turns");
        QCOMPARE(page->table()->position().phase(), km::Phase::PlaceCaptured);
        // The Lodge: the cursor to one that is offered, Enter.
        const QList<int> lodges = page->scene()->lodgeChoices();
        QVERIFY(!lodges.isEmpty());
        playByKeys(km::Move::place(lodges.first()));
        if (page->table()->position().phase() == km::Phase::ClearRows) {
            // KM-6: the choice is the panel's; focus goes to it.
            QTRY_VERIFY(isInside(focused(), page->panel()));
            QCOMPARE(focused(), page->panel()->clearAllButton());
            const int before = page->table()->game().current();
            press(Qt::Key_Space);
            QTRY_COMPARE(page->table()->game().current(), before + 1);
            QTRY_COMPARE(focused(), page->view());
        }
        // Undo and redo from the keyboard.
        const int at = page->table()->game().current();
        press(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(page->table()->game().current(), at - 1);
        // README: Ctrl+Shift+Z (one of the platform's Redo keys, as Ctrl+Y).
        press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(page->table()->game().current(), at);
        QCOMPARE(focused(), page->view());
        menu(window_.get(), QLatin1Char('G'), QLatin1Char('C'));
        QTRY_COMPARE(pages->currentWidget(), window_->chooser());
        QVERIFY(tileFocused());
    }
    // Patchesi: the chooser's tile, the New Game dialog's default (a person
    // against three computers) by Enter, then T to throw, the arrows to
    // choose a counter and Enter to move it; Ctrl+Z takes the move back.
    void patchesiFromTheKeyboard() {
        auto* pages = window_->findChild<QStackedWidget*>();
        app::PatPage* page = window_->page<club::app::PatPage>();
        walkToTile(QStringLiteral("patchesi"));
        bool seen = false;
        whenModal([&](QWidget*) { press(Qt::Key_Return); }, &seen);
        press(Qt::Key_Return);
        QTRY_VERIFY(seen);
        backTo(window_.get());
        QTRY_COMPARE(pages->currentWidget(), page);
        QVERIFY(page->hasGame());
        QCOMPARE(focused(), page->view());
        pat::Table* table = page->table();
        QVERIFY(table->setup().seats[0].isPerson());

        // The person acts when it is his turn and the board is still.
        auto personToAct = [&] {
            if (table->isOver()) return true;
            if (table->isComputerToMove() || page->scene()->isAnimating()) return false;
            return table->phase() == pat::Phase::Throw ||
                   (table->phase() == pat::Phase::Choose && !page->scene()->choices().isEmpty());
        };
        int moves = 0;
        for (int i = 0; i < 400 && moves < 3 && !table->isOver(); ++i) {
            QVERIFY2(QTest::qWaitFor(personToAct, 20000),
                     qPrintable(QStringLiteral("phase %1, computer %2, animating %3, choices %4")
                                    .arg(int(table->phase()))
                                    .arg(table->isComputerToMove())
                                    .arg(page->scene()->isAnimating())
                                    .arg(page->scene()->choices().size())));
            if (table->isOver()) break;
            QCOMPARE(focused(), page->view());
            const std::size_t before = table->game().events().size();
            if (table->phase() == pat::Phase::Throw) {
                press(Qt::Key_T);
                QCOMPARE(table->game().events().size(), before + 1);
                continue;
            }
            const int first = page->scene()->selected();
            press(Qt::Key_Down);
            if (page->scene()->choices().size() > 1)
                QVERIFY(page->scene()->selected() != first); // the arrows choose
            press(Qt::Key_Return);
            QCOMPARE(table->game().events().size(), before + 1);
            ++moves;
        }
        QVERIFY2(moves == 3 || table->isOver(), "the person never had a choice to make");
        if (table->isOver()) return;
        // Ctrl+Z takes the person's last choice back; the throw stays.
        QTRY_VERIFY(personToAct());
        press(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(table->phase() == pat::Phase::Choose && !table->isComputerToMove());
    }
};

QTEST_MAIN(TestKeyboardOnly)
#include "tst_keyboard_only.moc"
