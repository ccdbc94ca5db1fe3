// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men board through the accessibility API alone, as a screen
// reader sees it: one accessible object per playable square (grouped by
// rows), named in the notation and describing the engine's position, drawn
// where the square is; a game played by pressing cells and the side panel's
// buttons (a step, a capture with the Lodge, the rows to clear, a pass); and
// the keyboard cursor's square as the focus.
#include "../km/km_test_util.h"
#include "engine/core/random.h"
#include "engine/km/game.h"
#include "engine/km/table.h"
#include "km/km_accessible_cells.h"
#include "km/km_accessible_words.h"
#include "km/km_page.h"
#include "km/km_scene.h"
#include "km/km_side_panel.h"
#include "km/km_view.h"
#include "main_window.h"
#include "test_settings.h"

#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QHelpEvent>
#include <QJsonDocument>
#include <QPushButton>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <functional>

using namespace club;
using namespace club::km;

namespace {

QString nameOf(int square) {
    return QString::fromStdString(squareName(square));
}

QString descriptionOf(QAccessibleInterface* cell) {
    return cell->text(QAccessible::Description);
}

// Every playable square's cell under the view, found by walking the tree.
QList<QAccessibleInterface*> leaves(QAccessibleInterface* node) {
    QList<QAccessibleInterface*> out;
    for (int i = 0; i < node->childCount(); ++i) {
        QAccessibleInterface* child = node->child(i);
        if (!child) continue;
        if (child->childCount() == 0)
            out << child;
        else
            out << leaves(child);
    }
    return out;
}

// Whether `target` can be reached from `node` by walking children.
bool reachable(QAccessibleInterface* node, QAccessibleInterface* target, int depth = 0) {
    if (!node || depth > 30) return false;
    if (node == target) return true;
    for (int i = 0; i < node->childCount(); ++i)
        if (reachable(node->child(i), target, depth + 1)) return true;
    return false;
}

bool canPress(QAccessibleInterface* item) {
    QAccessibleActionInterface* actions = item ? item->actionInterface() : nullptr;
    return actions && actions->actionNames().contains(QAccessibleActionInterface::pressAction());
}

} // namespace

class TestKmAccessible : public QObject {
    Q_OBJECT

    std::unique_ptr<app::MainWindow> window_;
    app::KmPage* page_ = nullptr;
    QTemporaryDir dir_;

    Table* table() const { return page_->table(); }
    QAccessibleInterface* board() const {
        return QAccessible::queryAccessibleInterface(page_->view());
    }

    // A fresh window showing King's Men between two people, moves at once.
    void open(std::uint64_t seed) {
        window_ = std::make_unique<app::MainWindow>(false);
        window_->resize(1024, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        page_ = window_->page<club::app::KmPage>();
        page_->setPace(0, 0);
        page_->startGame({}, seed);
        window_->openGame(QStringLiteral("kings-men"));
    }

    // The same, from a set-up position (tokens as in kmtest::setup).
    void openSetUp(const std::string& tokens, Side toMove) {
        open(1);
        const Game game = Game::fromPosition(kmtest::setup(tokens, toMove));
        const QString path = dir_.filePath(QStringLiteral("setup.kingsmen"));
        QCOMPARE(game.save(path), QString());
        QCOMPARE(page_->openFile(path), QString());
        QCOMPARE(table()->position(), game.position());
    }

    QAccessibleInterface* cell(int square) const {
        for (QAccessibleInterface* c : leaves(board()))
            if (c->text(QAccessible::Name) == nameOf(square)) return c;
        return nullptr;
    }

    // A press through the accessibility API, as assistive technology makes it.
    static bool press(QAccessibleInterface* item) {
        if (!canPress(item)) return false;
        item->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        return true;
    }

    bool pressSquare(const char* name) const { return press(cell(kmtest::sq(name))); }

    // A side panel button, checked to be in the window's accessible tree.
    QAccessibleInterface* panelItem(QWidget* widget) {
        QAccessibleInterface* item = QAccessible::queryAccessibleInterface(widget);
        QAccessibleInterface* root = QAccessible::queryAccessibleInterface(window_.get());
        if (!reachable(root, item)) return nullptr;
        if (item->state().invisible) return nullptr;
        return item;
    }

    QString lastNotation() const {
        const int current = table()->game().current();
        return current > 0 ? QString::fromStdString(table()->game().notation(current - 1))
                           : QString();
    }

private slots:
    void initTestCase() {
        club::test::useTestSettings();
        QVERIFY(dir_.isValid());
    }
    void cleanup() {
        window_.reset();
        page_ = nullptr;
        QFile::remove(app::KmPage::autosavePath());
    }

    // KM-B1: eleven rows, top first as drawn, holding the 105 playable
    // squares by their notation names; each says what the engine has there,
    // after some moves of a game.
    void treeNamesEverySquareAsTheEngineHasIt() {
        open(3);
        Random rng(11);
        for (int i = 0; i < 30 && !table()->game().isOver(); ++i) {
            const MoveList moves = table()->game().legalMoves();
            QVERIFY(table()->play(moves[int(rng.below(std::uint32_t(moves.size())))]));
        }
        QAccessibleInterface* view = board();
        QVERIFY(view);
        QCOMPARE(view->childCount(), BoardSize);
        QCOMPARE(view->child(0)->text(QAccessible::Name), QStringLiteral("Row 11"));
        QCOMPARE(view->child(BoardSize - 1)->text(QAccessible::Name), QStringLiteral("Row 1"));
        const QList<QAccessibleInterface*> squares = leaves(view);
        QCOMPARE(squares.size(), PlayableSquares);
        QSet<QString> names, expected;
        for (int sq = 0; sq < SquareCount; ++sq)
            if (zoneOf(sq) != Zone::Off) expected << nameOf(sq);
        const Position& p = table()->position();
        for (QAccessibleInterface* c : squares) {
            const QString name = c->text(QAccessible::Name);
            names << name;
            const int sq = parseSquare(name.toStdString());
            QVERIFY2(sq != NoSquare, qPrintable(name));
            QCOMPARE(c->role(), QAccessible::Cell);
            // In its row, as a child the row knows.
            QAccessibleInterface* row = c->parent();
            QCOMPARE(row->text(QAccessible::Name), QStringLiteral("Row %1").arg(rowOf(sq) + 1));
            QCOMPARE(row->child(row->indexOfChild(c)), c);
            const QString description = descriptionOf(c);
            QVERIFY2(description.startsWith(app::KmSquareWords::standing(sq, p.at(sq))),
                     qPrintable(name + QStringLiteral(": ") + description));
            // The words say the engine's side, not merely the same words twice.
            const QString first = description.section(QLatin1Char('.'), 0, 0);
            switch (p.at(sq)) {
            case Cell::A:
                QVERIFY2(first.startsWith(QStringLiteral("Orange token")), qPrintable(first));
                QVERIFY(row->text(QAccessible::Description).contains(name));
                break;
            case Cell::B:
                QVERIFY2(first.startsWith(QStringLiteral("Blue token")), qPrintable(first));
                QVERIFY(row->text(QAccessible::Description).contains(name));
                break;
            default:
                QVERIFY2(first.startsWith(QStringLiteral("Empty")), qPrintable(first));
                QVERIFY(!row->text(QAccessible::Description).contains(name + QLatin1Char(',')));
            }
            if (zoneOf(sq) == Zone::Lodge)
                QVERIFY(first.contains(lodgeColour(sq) == Side::A ? QStringLiteral("Orange Lodge")
                                                                  : QStringLiteral("Blue Lodge")));
        }
        QCOMPARE(names, expected);
        // The tokens that may move say so (KM-2, KM-3), and only they.
        QSet<int> movable;
        for (const Move& m : table()->game().legalMoves())
            if (m.kind == MoveKind::Step || m.kind == MoveKind::Jump) movable << m.from;
        for (QAccessibleInterface* c : squares) {
            const int sq = parseSquare(c->text(QAccessible::Name).toStdString());
            QCOMPARE(descriptionOf(c).contains(app::KmSquareWords::canMove()),
                     movable.contains(sq));
            QCOMPARE(canPress(c), movable.contains(sq));
        }
    }

    // The cells are where the squares are drawn: a1's corner bottom left
    // (c1 at the bottom, a3 at the left), inside the view, found by position.
    void cellsAreWhereTheSquaresAreDrawn() {
        open(4);
        app::KmView* view = page_->view();
        const QRect viewRect(view->mapToGlobal(QPoint(0, 0)), view->size());
        for (QAccessibleInterface* c : leaves(board())) {
            const int sq = parseSquare(c->text(QAccessible::Name).toStdString());
            const QRect r = c->rect();
            QVERIFY2(viewRect.contains(r), qPrintable(c->text(QAccessible::Name)));
            const QPoint drawn = view->viewport()->mapToGlobal(
                view->mapFromScene(page_->scene()->squareRect(sq).center()));
            QVERIFY((r.center() - drawn).manhattanLength() <= 2);
            QVERIFY(r.width() > 10 && r.height() > 10);
            // The view and the row find the square under a point.
            QAccessibleInterface* row = board()->childAt(r.center().x(), r.center().y());
            QVERIFY(row);
            QCOMPARE(row->childAt(r.center().x(), r.center().y()), c);
        }
        const auto at = [&](const char* name) { return cell(kmtest::sq(name))->rect().center(); };
        QVERIFY(at("c1").y() > at("c2").y());
        QVERIFY(at("c1").y() > at("c11").y());
        QVERIFY(at("a3").x() < at("b3").x());
        QVERIFY(at("a3").x() < at("k3").x());
        QVERIFY(at("a3").y() > at("a9").y());
        QCOMPARE(at("c1").x(), at("c11").x());
        // The rows are drawn top (row 11) to bottom.
        for (int i = 1; i < BoardSize; ++i)
            QVERIFY(board()->child(i)->rect().top() > board()->child(i - 1)->rect().top());
    }

    // KM-2: a step made by pressing two cells: the token, then where it goes.
    void stepByPressingCells() {
        open(5);
        const Move step = table()->game().legalMoves()[0];
        QCOMPARE(step.kind, MoveKind::Step);
        QVERIFY(press(cell(step.from)));
        QCOMPARE(page_->scene()->selected(), int(step.from));
        QVERIFY(cell(step.from)->state().selected);
        QVERIFY(descriptionOf(cell(step.from)).contains(app::KmSquareWords::selected()));
        QVERIFY(descriptionOf(cell(step.to)).contains(app::KmSquareWords::stepHere()));
        QVERIFY(canPress(cell(step.to)));
        // A square that is neither the token nor a destination does nothing.
        const int elsewhere = squareAt(5, 5);
        QVERIFY(!canPress(cell(elsewhere)));
        QVERIFY(press(cell(step.to)));
        QCOMPARE(table()->game().current(), 1);
        QCOMPARE(table()->game().moves()[0], step);
        QVERIFY(descriptionOf(cell(step.to)).contains(app::KmSquareWords::lastMoveTo()));
        QVERIFY(descriptionOf(cell(step.from)).contains(app::KmSquareWords::lastMoveFrom()));
    }

    // KM-4, KM-5, KM-6: e3 jumps e4 to e5, completing c5-e5 and e5-e7; the
    // captured Blue token goes to a Blue Lodge; one row is unticked and the
    // ticked one cleared; then the extra move. All through the API.
    void captureLodgeAndRowsByPressing() {
        openSetUp("A:e3 c5 d5 e6 e7 c1 e1 g1 i1 B:e4 d1 f1 h1", Side::A);
        QVERIFY(pressSquare("e3"));
        QVERIFY(descriptionOf(cell(kmtest::sq("e5")))
                    .contains(app::KmSquareWords::jumpHere(QStringLiteral("e4"))));
        QVERIFY(pressSquare("e5"));
        QCOMPARE(lastNotation(), QStringLiteral("e3xe5"));
        QCOMPARE(table()->position().phase(), Phase::PlaceCaptured);
        // The captured token waits on e4; the open Lodges are Blue's empty ones.
        QVERIFY(
            descriptionOf(cell(kmtest::sq("e4"))).contains(app::KmSquareWords::heldToken(Side::B)));
        for (QAccessibleInterface* c : leaves(board())) {
            const int sq = parseSquare(c->text(QAccessible::Name).toStdString());
            const bool open = zoneOf(sq) == Zone::Lodge && lodgeColour(sq) == Side::B &&
                              table()->position().at(sq) == Cell::Empty;
            QCOMPARE(canPress(c), open);
            QCOMPARE(descriptionOf(c).contains(app::KmSquareWords::lodgeOpen()), open);
        }
        QVERIFY(pressSquare("k5"));
        QCOMPARE(lastNotation(), QStringLiteral("@k5"));
        QCOMPARE(table()->position().at(kmtest::sq("k5")), Cell::B);

        // KM-6: two rows formed; their squares say so, the panel asks.
        QCOMPARE(table()->position().phase(), Phase::ClearRows);
        QCOMPARE(table()->position().rowCount(), 2);
        app::KmSidePanel* panel = page_->panel();
        QCOMPARE(panel->rowBoxes().size(), 2);
        QVERIFY(descriptionOf(cell(kmtest::sq("d5"))).contains(QStringLiteral("c5-e5")));
        QVERIFY(descriptionOf(cell(kmtest::sq("c5")))
                    .contains(app::KmSquareWords::rowEnd(QStringLiteral("c5-e5"))));
        QVERIFY(descriptionOf(cell(kmtest::sq("e6")))
                    .contains(app::KmSquareWords::rowMiddle(QStringLiteral("e5-e7"), true)));
        // Untick the upright row e5-e7 through its check box's toggle action.
        int upright = -1;
        for (int i = 0; i < 2; ++i)
            if (rowName(table()->position().row(i)) == "e5-e7") upright = i;
        QVERIFY(upright >= 0);
        QTRY_VERIFY(panel->rowBoxes()[upright]->isVisible()); // a layout shows it queued
        // Tab goes through the rows as drawn, then on to the Clear buttons.
        const auto nextByTab = [](QWidget* w) {
            do
                w = w->nextInFocusChain();
            while (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisible() || !w->isEnabled());
            return w;
        };
        QCOMPARE(nextByTab(panel->rowBoxes()[0]), panel->rowBoxes()[1]);
        QCOMPARE(nextByTab(panel->rowBoxes()[1]), panel->clearAllButton());
        QAccessibleInterface* box = panelItem(panel->rowBoxes()[upright]);
        QVERIFY(box);
        QVERIFY(box->state().checked);
        box->actionInterface()->doAction(QAccessibleActionInterface::toggleAction());
        QVERIFY(!panel->rowBoxes()[upright]->isChecked());
        QVERIFY(descriptionOf(cell(kmtest::sq("e6")))
                    .contains(app::KmSquareWords::rowMiddle(QStringLiteral("e5-e7"), false)));
        QVERIFY(descriptionOf(cell(kmtest::sq("d5")))
                    .contains(app::KmSquareWords::rowMiddle(QStringLiteral("c5-e5"), true)));
        QVERIFY(press(panelItem(panel->clearChosenButton())));
        QTRY_COMPARE(lastNotation(), QStringLiteral("clear:c5-e5")); // after the click's animation
        QCOMPARE(table()->position().at(kmtest::sq("d5")), Cell::Empty);
        QCOMPARE(table()->position().at(kmtest::sq("e6")), Cell::A);
        QVERIFY(descriptionOf(cell(kmtest::sq("d5")))
                    .startsWith(app::KmSquareWords::standing(kmtest::sq("d5"), Cell::Empty)));
        // KM-5: the jumper moves again, by pressing cells as before.
        QCOMPARE(table()->position().phase(), Phase::ExtraMove);
        QCOMPARE(table()->position().toMove(), Side::A);
        QVERIFY(pressSquare("e6"));
        QVERIFY(pressSquare("f6"));
        QCOMPARE(lastNotation(), QStringLiteral("e6-f6"));
        QCOMPARE(table()->position().toMove(), Side::B);
    }

    // KM-6 with one row: "Clear all" through the API; the board's squares
    // say which token leaves.
    void clearAllByPressing() {
        openSetUp("A:c5 d5 e6 c1 e1 g1 i1 B:d1 f1 h1", Side::A);
        QVERIFY(pressSquare("e6"));
        QVERIFY(pressSquare("e5"));
        QCOMPARE(table()->position().phase(), Phase::ClearRows);
        QVERIFY(descriptionOf(cell(kmtest::sq("d5")))
                    .contains(app::KmSquareWords::rowMiddlePending(QStringLiteral("c5-e5"))));
        // The choice is asked for: the keyboard focus goes to it.
        QTRY_COMPARE(QApplication::focusWidget(), page_->panel()->clearAllButton());
        QVERIFY(press(panelItem(page_->panel()->clearAllButton())));
        QTRY_COMPARE(lastNotation(), QStringLiteral("clear:all")); // after the click's animation
        QCOMPARE(table()->position().at(kmtest::sq("d5")), Cell::Empty);
    }

    // KM-8: a player with no move passes, by the panel's Pass button, which
    // takes the focus; no square can be pressed meanwhile.
    void passByPressing() {
        openSetUp("A:c3 c1 e1 B:c2 e2 c4 d3", Side::A);
        for (QAccessibleInterface* c : leaves(board()))
            QVERIFY2(!canPress(c), qPrintable(c->text(QAccessible::Name)));
        QAccessibleInterface* pass = panelItem(page_->panel()->passButton());
        QVERIFY(pass);
        QTRY_COMPARE(QApplication::focusWidget(), page_->panel()->passButton());
        QVERIFY(press(pass));
        QTRY_COMPARE(lastNotation(), QStringLiteral("pass")); // after the click's animation
        QCOMPARE(table()->position().toMove(), Side::B);
        QVERIFY(!panelItem(page_->panel()->passButton())); // hidden again
    }

    // The keyboard cursor's square is the view's focus child. (The Focus
    // events themselves need a live accessibility bridge, which an
    // offscreen test does not have.)
    void cursorSquareIsTheFocus() {
        open(6);
        app::KmView* view = page_->view();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        page_->panel()->newGameButton()->setFocus(); // so the board gains it by Tab
        view->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(view->hasFocus());
        QVERIFY(page_->scene()->isCursorShown());
        const struct {
            Qt::Key key;
            int dColumn, dRow;
        } walk[] = {{Qt::Key_Left, -1, 0}, {Qt::Key_Up, 0, 1},    {Qt::Key_Up, 0, 1},
                    {Qt::Key_Right, 1, 0}, {Qt::Key_Down, 0, -1}, {Qt::Key_Right, 1, 0}};
        for (const auto& step : walk) {
            const int before = page_->scene()->cursor();
            QTest::keyClick(view, step.key);
            const int now = page_->scene()->cursor();
            QCOMPARE(now, squareAt(columnOf(before) + step.dColumn, rowOf(before) + step.dRow));
            QAccessibleInterface* focus = board()->focusChild();
            QVERIFY(focus);
            QCOMPARE(focus->text(QAccessible::Name), nameOf(now));
            QVERIFY(focus->state().focused);
        }
        // Only one square has the focus.
        int focused = 0;
        for (QAccessibleInterface* c : leaves(board()))
            focused += c->state().focused;
        QCOMPARE(focused, 1);
        // Enter on a token that can move selects it, and the focus stays.
        const Move m = table()->game().legalMoves()[0];
        while (page_->scene()->cursor() != m.from) {
            const int dc = columnOf(m.from) - columnOf(page_->scene()->cursor());
            const int dr = rowOf(m.from) - rowOf(page_->scene()->cursor());
            QTest::keyClick(view, dc > 0   ? Qt::Key_Right
                                  : dc < 0 ? Qt::Key_Left
                                  : dr > 0 ? Qt::Key_Up
                                           : Qt::Key_Down);
        }
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(board()->focusChild()->text(QAccessible::Name), nameOf(m.from));
        QVERIFY(board()->focusChild()->state().selected);
        // The tooltip over a square says the same as its cell.
        const QPoint over = view->mapFromScene(page_->scene()->squareRect(m.from).center());
        QHelpEvent help(QEvent::ToolTip, over, view->viewport()->mapToGlobal(over));
        QApplication::sendEvent(view->viewport(), &help);
        QCOMPARE(QToolTip::text(),
                 nameOf(m.from) + QStringLiteral(": ") + descriptionOf(cell(m.from)));
        // Without the keyboard focus on the board, no square claims it.
        page_->panel()->newGameButton()->setFocus();
        QVERIFY(!board()->focusChild());
    }

    // The tree as a screen reader walks it, one line per object; printed
    // when KM_ACCESSIBLE_DUMP is set, to read it as a listener would.
    void treeReadsAsText() {
        openSetUp("A:e3 c5 d5 e6 e7 c1 e1 g1 i1 B:e4 d1 f1 h1", Side::A);
        QVERIFY(pressSquare("e3"));
        QStringList lines;
        const std::function<void(QAccessibleInterface*, int)> walk = [&](QAccessibleInterface* node,
                                                                         int depth) {
            QStringList flags;
            if (node->state().focused) flags << QStringLiteral("focused");
            if (node->state().selected) flags << QStringLiteral("selected");
            if (canPress(node)) flags << QStringLiteral("press");
            lines << QStringLiteral("%1%2 [%3] %4")
                         .arg(QString(depth * 2, QLatin1Char(' ')), node->text(QAccessible::Name),
                              flags.join(QLatin1Char(',')), node->text(QAccessible::Description))
                         .trimmed();
            for (int i = 0; i < node->childCount(); ++i)
                walk(node->child(i), depth + 1);
        };
        walk(board(), 0);
        if (qEnvironmentVariableIsSet("KM_ACCESSIBLE_DUMP"))
            for (const QString& line : lines)
                qInfo().noquote() << line;
        QCOMPARE(lines.size(), 1 + BoardSize + PlayableSquares);
        QVERIFY(lines[0].startsWith(page_->view()->accessibleName()));
        // Every square and row has something to say.
        for (const QString& line : lines)
            QVERIFY2(!line.endsWith(QLatin1Char(']')), qPrintable(line));
        QCOMPARE(lines.filter(QStringLiteral("[selected,press]")).size(), 1);
    }
};

QTEST_MAIN(TestKmAccessible)
#include "tst_km_accessible.moc"
