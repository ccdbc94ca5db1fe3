// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. table as a screen reader sees it (issue 6): every board and its
// places as accessible objects matching the engine's position, a whole turn
// played through the accessibility API alone, the keyboard's focus, and the
// hand only where its owner may see it (PM-16).
#include "engine/pm/table.h"
#include "main_window.h"
#include "pm/pm_accessible_words.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_page.h"
#include "pm/pm_scene.h"
#include "pm/pm_view.h"
#include "pm/pm_words.h"
#include "test_settings.h"

#include <QAccessible>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>

using namespace club;

namespace {

QString dump(QAccessibleInterface* iface, int depth = 0) {
    QString out = QString(depth * 2, QLatin1Char(' ')) + iface->text(QAccessible::Name);
    const QString about = iface->text(QAccessible::Description);
    if (!about.isEmpty()) out += QStringLiteral(" -- ") + about;
    if (auto* action = iface->actionInterface(); action && !action->actionNames().isEmpty())
        out += QStringLiteral(" [press]");
    if (iface->state().selected) out += QStringLiteral(" [selected]");
    if (iface->state().focused) out += QStringLiteral(" [focused]");
    out += QLatin1Char('\n');
    for (int i = 0; i < iface->childCount(); ++i)
        out += dump(iface->child(i), depth + 1);
    return out;
}

/// The children of `iface` with `role`.
/// Draws every cell's rectangle over a picture of the window, to look at
/// where a screen magnifier or touch exploration would find each cell.
void drawCells(QPainter& painter, QWidget* window, QAccessibleInterface* iface) {
    for (int i = 0; i < iface->childCount(); ++i) {
        QAccessibleInterface* cell = iface->child(i);
        const QRect r = cell->rect().translated(-window->mapToGlobal(QPoint(0, 0)));
        painter.setPen(QPen(cell->childCount() > 0 ? Qt::cyan : Qt::magenta, 1));
        painter.drawRect(r);
        drawCells(painter, window, cell);
    }
}

QList<QAccessibleInterface*> childrenWithRole(QAccessibleInterface* iface, QAccessible::Role role) {
    QList<QAccessibleInterface*> found;
    for (int i = 0; i < iface->childCount(); ++i)
        if (iface->child(i)->role() == role) found << iface->child(i);
    return found;
}

QAccessibleInterface* hand(QAccessibleInterface* root) {
    for (int i = 0; i < root->childCount(); ++i)
        if (root->child(i)->role() == QAccessible::List) return root->child(i);
    return nullptr;
}

bool isPressable(QAccessibleInterface* iface) {
    QAccessibleActionInterface* action = iface->actionInterface();
    return action && action->actionNames().contains(QAccessibleActionInterface::pressAction());
}

void press(QAccessibleInterface* iface) {
    iface->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
}

} // namespace

class TestPmAccessible : public QObject {
    Q_OBJECT

    app::MainWindow* window_ = nullptr;
    app::PmPage* page_ = nullptr;
    pm::Table* table_ = nullptr;
    app::PmView* view_ = nullptr;

    void start(const QStringList& kinds, std::uint64_t seed) {
        pm::RubberConfig config;
        const QStringList names{QStringLiteral("Ada"), QStringLiteral("Basil"),
                                QStringLiteral("Clara"), QStringLiteral("Dora")};
        for (int i = 0; i < kinds.size(); ++i)
            config.seats.push_back({names[i], i, kinds[i]});
        config.seed = seed;
        QVERIFY(page_->startRubber(config).isEmpty());
        window_->openGame(QStringLiteral("pm"));
        page_->cutScreen()->dealButton()->click();
    }

    QAccessibleInterface* viewInterface() const {
        return QAccessible::queryAccessibleInterface(view_);
    }

    /// Waits for the person's turn (computers play meanwhile).
    bool waitForPerson() {
        const bool turn = QTest::qWaitFor(
            [&] { return table_->game().isOver() || !table_->isComputerToMove(); }, 20000);
        const bool still = QTest::qWaitFor([&] { return !page_->scene()->isAnimating(); }, 5000);
        return turn && still && !table_->game().isOver() && !table_->isComputerToMove();
    }

    /// Plays the person's turn through the scene: the first card with a move.
    void playSomething() {
        app::PmScene* scene = page_->scene();
        for (int i = 0; i < scene->handSize() && scene->options().empty(); ++i)
            scene->selectCard(i);
        QVERIFY(scene->playFocused());
    }

private slots:
    void initTestCase() { club::test::useTestSettings(); }

    void init() {
        window_ = new app::MainWindow(false);
        window_->resize(1100, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
        page_ = window_->page<club::app::PmPage>();
        page_->setPace(0, 0);
        table_ = page_->table();
        view_ = page_->findChild<app::PmView*>();
        QVERIFY(view_);
    }
    void cleanup() {
        delete window_;
        window_ = nullptr;
    }

    // PM-E1, PM-E5, PM-18: after some moves every board, every place and
    // the container say what the engine's position is.
    void treeMatchesTheEngine() {
        start({QStringLiteral("person"), QStringLiteral("greedy"), QStringLiteral("greedy")}, 3);
        for (int turn = 0; turn < 4; ++turn) {
            QVERIFY(waitForPerson());
            playSomething();
        }
        QVERIFY(waitForPerson());
        const pm::Game& g = table_->game();
        const auto& rec = table_->rubber().currentRecord();
        const auto& seats = table_->rubber().config().seats;
        QAccessibleInterface* root = viewInterface();
        QVERIFY(root);
        const QRect viewRect(view_->mapToGlobal(QPoint(0, 0)), view_->size());
        qInfo().noquote() << "The tree a screen reader walks:\n" << dump(root);
        if (qEnvironmentVariableIsSet("PM_ACCESSIBLE_PNG")) { // to look at, by hand
            QPixmap shot = window_->grab();
            QPainter painter(&shot);
            drawCells(painter, window_, root);
            painter.end();
            shot.save(qEnvironmentVariable("PM_ACCESSIBLE_PNG"));
        }

        const QList<QAccessibleInterface*> boards = childrenWithRole(root, QAccessible::Grouping);
        QCOMPARE(boards.size(), g.players());
        int menOffStars = 0;
        for (int i = 0; i < g.players(); ++i) {
            QAccessibleInterface* board = boards[i];
            const auto& seat = seats[rec.seats[std::size_t(i)]];
            QVERIFY(board->text(QAccessible::Name).contains(seat.name));
            // The colour is named with the men's mark, never alone.
            QCOMPARE(board->text(QAccessible::Name),
                     app::pmaccwords::boardName(seat.name, seat.colour));
            QVERIFY(board->text(QAccessible::Description)
                        .contains(app::pmaccwords::menAndScore(g.men(i), g.score(i))));
            QVERIFY(viewRect.contains(board->rect()));
            QCOMPARE(board->childCount(), 26); // the stars, 1 to 24, 25 (PM-E1)
            for (int place = pm::Stars; place <= pm::Home; ++place) {
                QAccessibleInterface* cell = board->child(place);
                QCOMPARE(cell->parent()->text(QAccessible::Name), board->text(QAccessible::Name));
                QCOMPARE(cell->text(QAccessible::Name),
                         app::pmaccwords::placeName(seat.name, place));
                const int men = int(std::count(g.men(i).begin(), g.men(i).end(), place));
                QVERIFY2(cell->text(QAccessible::Description)
                             .startsWith(app::pmaccwords::placeOccupants(seat.name, men, place)),
                         qPrintable(cell->text(QAccessible::Description)));
                if (place != pm::Stars) menOffStars += men;
                QVERIFY2(cell->rect().isValid() && board->rect().contains(cell->rect()),
                         qPrintable(cell->text(QAccessible::Name)));
            }
        }
        QVERIFY(menOffStars > 0); // the moves above brought men out (PM-5, PM-7)

        // The hand of the person to play, face up to him: the engine's cards.
        const QList<QAccessibleInterface*> hands = childrenWithRole(root, QAccessible::List);
        QCOMPARE(hands.size(), 1);
        QStringList shown, held;
        for (int i = 0; i < hands[0]->childCount(); ++i) {
            QAccessibleInterface* card = hands[0]->child(i);
            shown << card->text(QAccessible::Name);
            QVERIFY(!card->text(QAccessible::Description).isEmpty());
            QVERIFY(viewRect.contains(card->rect()));
            QVERIFY(isPressable(card));
        }
        for (pm::CardId id : g.hand(g.toMove()))
            held << app::pmwords::cardName(g.card(id).value);
        shown.sort();
        held.sort();
        QCOMPARE(shown, held);

        // The container shows the top card and no more (PM-E5, PM-6).
        const QList<QAccessibleInterface*> texts = childrenWithRole(root, QAccessible::StaticText);
        QCOMPARE(texts.size(), 1);
        QVERIFY(texts[0]
                    ->text(QAccessible::Description)
                    .contains(app::pmwords::cardName(g.topValue())));
        QVERIFY(viewRect.contains(texts[0]->rect()));
    }

    // PM-4, PM-7: a person selects a card and presses where the man lands,
    // through the accessibility API alone, and the engine records the move.
    void aWholeTurnThroughTheAccessibilityApi() {
        start({QStringLiteral("person"), QStringLiteral("greedy")}, 8);
        for (int turn = 0; turn < 3; ++turn) {
            QVERIFY(waitForPerson());
            QAccessibleInterface* root = viewInterface();
            QAccessibleInterface* hand = childrenWithRole(root, QAccessible::List).value(0);
            QVERIFY(hand);
            QAccessibleInterface* board =
                childrenWithRole(root, QAccessible::Grouping).value(table_->game().toMove());
            QVERIFY(board);
            const std::size_t before = table_->rubber().currentRecord().moves.size();
            QAccessibleInterface* target = nullptr;
            int cardIndex = -1;
            for (int i = 0; i < hand->childCount() && !target; ++i) {
                press(hand->child(i)); // selects it
                QVERIFY(hand->child(i)->state().selected);
                for (int place = 0; place < board->childCount() && !target; ++place)
                    if (isPressable(board->child(place))) target = board->child(place);
                cardIndex = i;
            }
            QVERIFY2(target, "no card offers a place to press");
            // Only the places the selected card can reach may be pressed.
            const pm::CardId card = page_->scene()->handCard(cardIndex);
            const int mover = table_->game().toMove();
            const QString targetName = target->text(QAccessible::Name);
            press(target);
            QCOMPARE(table_->rubber().currentRecord().moves.size(), before + 1);
            const pm::Move played = table_->rubber().currentRecord().moves.back();
            QCOMPARE(played.card, card);
            // The pressed place is where the man went (or, for a bust, came from).
            const int place = played.bust ? played.from : played.to;
            QCOMPARE(targetName, app::pmaccwords::placeName(QStringLiteral("Ada"), place));
            if (!played.bust) {
                const auto& men = table_->game().men(mover);
                QVERIFY(std::find(men.begin(), men.end(), played.to) != men.end());
            }
        }
    }

    // A card with exactly one move is played by pressing it twice, as by
    // clicking it twice.
    void pressingTheSelectedCardPlaysItsOnlyMove() {
        start({QStringLiteral("person"), QStringLiteral("greedy")}, 4);
        for (int turn = 0; turn < 6; ++turn) {
            QVERIFY(waitForPerson());
            app::PmScene* scene = page_->scene();
            QAccessibleInterface* hand =
                childrenWithRole(viewInterface(), QAccessible::List).value(0);
            QVERIFY(hand);
            for (int i = 0; i < hand->childCount(); ++i) {
                press(hand->child(i));
                if (scene->options().size() != 1) continue;
                const std::size_t before = table_->rubber().currentRecord().moves.size();
                const pm::Move only = scene->options().front();
                press(hand->child(i));
                QCOMPARE(table_->rubber().currentRecord().moves.size(), before + 1);
                QCOMPARE(table_->rubber().currentRecord().moves.back(), only);
                return;
            }
            playSomething(); // no card with one move this turn: try the next
        }
        QFAIL("no card with exactly one move in six turns");
    }

    // The keyboard's card is the accessible focus; Up and Down move it to the
    // place where the chosen man would land.
    void focusFollowsTheKeyboard() {
        start({QStringLiteral("person"), QStringLiteral("greedy")}, 5);
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_));
        app::PmScene* scene = page_->scene();
        for (int turn = 0; turn < 12; ++turn) {
            QVERIFY(waitForPerson());
            view_->setFocus();
            QVERIFY(view_->hasFocus());
            QAccessibleInterface* root = viewInterface();
            for (int i = 0; i < scene->handSize(); ++i) {
                QTest::keyClick(view_, Qt::Key_Right);
                QAccessibleInterface* focus = root->focusChild();
                QVERIFY(focus);
                QVERIFY(focus->state().focused && focus->state().selected);
                const pm::Game& g = table_->game();
                QCOMPARE(
                    focus->text(QAccessible::Name),
                    app::pmwords::cardName(g.card(scene->handCard(scene->selectedCard())).value));
                if (scene->options().size() < 2) continue;
                QTest::keyClick(view_, Qt::Key_Down);
                const pm::Move m = scene->options()[std::size_t(scene->focusedOption())];
                focus = root->focusChild();
                QVERIFY(focus);
                if (!m.movesMan()) return;
                QCOMPARE(focus->text(QAccessible::Name),
                         app::pmaccwords::placeName(QStringLiteral("Ada"), m.bust ? m.from : m.to));
                QVERIFY(focus->text(QAccessible::Description)
                            .contains(app::pmaccwords::chosenOption()));
                qInfo().noquote()
                    << "Down reads out:" << focus->text(QAccessible::Name) << "--"
                    << focus->text(QAccessible::Description) << "\nthe card:"
                    << hand(root)->child(scene->selectedCard())->text(QAccessible::Description);
                return;
            }
            playSomething();
        }
        QFAIL("no card with two moves in twelve turns");
    }

    // PM-16: a hand shown as backs says how many cards, never which; a
    // hand watched during a computer's turn cannot be played.
    void backsAndWatchedHands() {
        start({QStringLiteral("person"), QStringLiteral("greedy")}, 6);
        QVERIFY(waitForPerson());
        app::PmScene* scene = page_->scene();
        const int seat = table_->seatToMove();
        const pm::Game& g = table_->game();
        scene->showHand(seat, app::PmScene::HandMode::Backs);
        QAccessibleInterface* root = viewInterface();
        QAccessibleInterface* hand = childrenWithRole(root, QAccessible::List).value(0);
        QVERIFY(!hand); // no list of cards at all
        const QString all = dump(root);
        for (pm::CardId id : g.hand(g.toMove())) {
            const QString name = app::pmwords::cardName(g.card(id).value);
            if (g.hasTop() && name == app::pmwords::cardName(g.topValue())) continue;
            // "PLUS 1" must not match inside "PLUS 12": whole names only.
            const QRegularExpression re(QStringLiteral("\\b%1\\b").arg(name));
            QVERIFY2(!re.match(all).hasMatch(), qPrintable(name + QStringLiteral(" in ") + all));
        }
        QVERIFY(all.contains(app::pmaccwords::handFaceDown(int(g.hand(g.toMove()).size()))));

        scene->showHand(seat, app::PmScene::HandMode::Watch);
        hand = childrenWithRole(root, QAccessible::List).value(0);
        QVERIFY(hand);
        QCOMPARE(hand->childCount(), int(g.hand(g.toMove()).size()));
        for (int i = 0; i < hand->childCount(); ++i)
            QVERIFY(!isPressable(hand->child(i)));

        scene->showHand(-1, app::PmScene::HandMode::Hidden);
        QVERIFY(childrenWithRole(root, QAccessible::List).isEmpty());
        QCOMPARE(root->childCount(), g.players() + 1); // the boards and the container
    }
};

QTEST_MAIN(TestPmAccessible)
#include "tst_pm_accessible.moc"
