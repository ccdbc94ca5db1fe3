// SPDX-License-Identifier: GPL-3.0-or-later
// King's Men played through the widgets (offscreen): clicks, a drag and the
// keyboard on the board, a capture with the Lodge choice (KM-4), the row
// clearing choice (KM-6), undo and redo, a whole game against the computer,
// save and re-open, and a corrupt file refused with the game kept.
#include "common/seats_editor.h"
#include "common/sprite_sheet.h"
#include "engine/core/game_formats.h"
#include "engine/core/random.h"
#include "engine/km/book_result.h"
#include "engine/km/notation.h"
#include "engine/km/player.h"
#include "engine/km/rules.h"
#include "engine/km/table.h"
#include "fonts.h"
#include "km/km_new_game_dialog.h"
#include "km/km_page.h"
#include "km/km_scene.h"
#include "km/km_side_panel.h"
#include "km/km_view.h"
#include "km/km_words.h"
#include "main_window.h"
#include "test_language.h"
#include "test_settings.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QtMath>
#include <cmath>

using namespace club;
using namespace club::km;

namespace {
Seats people() {
    return {};
}

Seats againstComputer(Side computer, Level level) {
    Seats s;
    s.setLevel(computer, level);
    return s;
}

QPoint pointOf(app::KmPage* page, int square) {
    return page->view()->mapFromScene(page->scene()->squareRect(square).center());
}

void clickSquare(app::KmPage* page, int square) {
    QTest::mouseClick(page->view()->viewport(), Qt::LeftButton, {}, pointOf(page, square));
}

bool hasJump(const Game& game) {
    for (const Move& m : game.legalMoves())
        if (m.kind == MoveKind::Jump) return true;
    return false;
}
} // namespace

class TestKmTableGui : public QObject {
    Q_OBJECT

    std::unique_ptr<app::MainWindow> window_;
    app::KmPage* page_ = nullptr;

    // A fresh window showing King's Men, moves at once.
    void open(const Seats& seats, std::uint64_t seed) {
        window_ = std::make_unique<app::MainWindow>(false);
        window_->resize(1024, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        page_ = window_->page<club::app::KmPage>();
        page_->setPace(0, 0);
        page_->startGame(seats, seed);
        window_->openGame(QStringLiteral("kings-men"));
        QCOMPARE(window_->windowTitle(), QStringLiteral("King's Men"));
    }

    Table* table() const { return page_->table(); }

    // Makes one choice the way a person does: clicks on the board, or the
    // panel's buttons for the clearing of rows and the pass.
    void playThroughWidgets(const Move& m) {
        app::KmScene* scene = page_->scene();
        app::KmSidePanel* panel = page_->panel();
        const int before = table()->game().current();
        switch (m.kind) {
        case MoveKind::Step:
        case MoveKind::Jump:
            clickSquare(page_, m.from);
            QCOMPARE(scene->selected(), int(m.from));
            QVERIFY(scene->destinations().contains(m.to)); // highlighted
            clickSquare(page_, m.to);
            break;
        case MoveKind::Place:
            QVERIFY(scene->lodgeChoices().contains(m.to));
            clickSquare(page_, m.to);
            break;
        case MoveKind::Clear: {
            const unsigned all = (1u << table()->position().rowCount()) - 1;
            // A lone row is told, not offered as a box that would change nothing.
            QCOMPARE(panel->rowBoxes().size(),
                     table()->position().rowCount() > 1 ? table()->position().rowCount() : 0);
            if (m.rows == all) {
                QTest::mouseClick(panel->clearAllButton(), Qt::LeftButton);
            } else if (m.rows == 0) {
                QTest::mouseClick(panel->clearNoneButton(), Qt::LeftButton);
            } else {
                for (int i = 0; i < panel->rowBoxes().size(); ++i)
                    panel->rowBoxes()[i]->setChecked(m.rows & (1u << i));
                QTest::mouseClick(panel->clearChosenButton(), Qt::LeftButton);
            }
            break;
        }
        case MoveKind::Pass:
            QVERIFY(panel->passButton()->isVisible());
            QTest::mouseClick(panel->passButton(), Qt::LeftButton);
            break;
        }
        QCOMPARE(table()->game().current(), before + 1);
        QCOMPARE(table()->game().moves()[std::size_t(before)], m);
    }

private slots:
    void initTestCase() { club::test::useTestSettings(); }
    void cleanup() {
        window_.reset();
        page_ = nullptr;
    }

    // ARTWORK.md: every element the King's Men table draws is in the SVG.
    void artworkHasEveryElement() {
        app::SpriteSheet sheet(QStringLiteral(":/players-club/km.svg"));
        QVERIFY(sheet.isValid());
        for (const char* id : {"km-board", "km-token-a", "km-token-b", "km-mark-step",
                               "km-mark-jump", "km-mark-lodge", "km-mark-selected",
                               "km-mark-cursor", "km-mark-movable", "km-mark-last"}) {
            QVERIFY2(sheet.has(QLatin1String(id)), id);
            QVERIFY2(!sheet.bounds(QLatin1String(id)).isEmpty(), id);
            QVERIFY2(!sheet.pixmap(QLatin1String(id), QSize(40, 40), 1.0).isNull(), id);
        }
        // Pieces and marks fill one square each, the board is square.
        const QRectF a = sheet.bounds(QStringLiteral("km-token-a"));
        QCOMPARE(a.size(), QSizeF(100, 100));
        QCOMPARE(sheet.bounds(QStringLiteral("km-token-b")).size(), a.size());
        const QRectF board = sheet.bounds(QStringLiteral("km-board"));
        QCOMPARE(board.width(), board.height());
    }

    // Issue 10: the inventor's roundels keep their lettering (PARKER
    // BROTHERS the widest line) inside the ring: in a band just outside
    // each ring the board shows only its cream, in the period fonts.
    void roundelLetteringStaysInside() {
        app::loadEmbeddedFonts();
        QSvgRenderer svg(QStringLiteral(":/players-club/km.svg"));
        QVERIFY(svg.isValid());
        const QRectF bounds = svg.boundsOnElement(QStringLiteral("km-board"));
        const qreal scale = 2;
        QImage image((bounds.size() * scale).toSize(), QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            svg.render(&painter, QStringLiteral("km-board"),
                       QRectF(QPointF(), bounds.size() * scale));
        }
        // The ring centres and radius, in the board's own units (resources/km.svg).
        for (const QPointF centre : {QPointF(1040, 140), QPointF(140, 1040)}) {
            QList<int> band;
            for (int deg = 0; deg < 360; deg += 2)
                for (qreal r = 85; r <= 89; r += 1) {
                    const QPointF at = centre + r * QPointF(std::cos(qDegreesToRadians(deg)),
                                                            std::sin(qDegreesToRadians(deg)));
                    band << image.pixelColor(((at - bounds.topLeft()) * scale).toPoint())
                                .lightness();
                }
            const int cream = *std::max_element(band.begin(), band.end());
            const int ink = int(
                std::count_if(band.begin(), band.end(), [cream](int l) { return l < cream - 60; }));
            QVERIFY2(ink == 0,
                     qPrintable(QStringLiteral("%1 dark pixels outside the roundel at %2,%3")
                                    .arg(ink)
                                    .arg(centre.x())
                                    .arg(centre.y())));
        }
    }

    // KM-2: the opening steps by click, by drag and by keyboard.
    void clickDragAndKeyboardMoves() {
        open(people(), 1);
        QVERIFY(window_->findChild<QAction*>() != nullptr);
        // Click: a token, then a highlighted square.
        playThroughWidgets(table()->game().legalMoves()[0]);
        // Drag: press on a token, move, release on its destination.
        const Move drag = table()->game().legalMoves()[1];
        QWidget* viewport = page_->view()->viewport();
        QTest::mousePress(viewport, Qt::LeftButton, {}, pointOf(page_, drag.from));
        const QPoint mid = (pointOf(page_, drag.from) + pointOf(page_, drag.to)) / 2;
        QTest::mouseMove(viewport, mid);
        QTest::mouseMove(viewport, pointOf(page_, drag.to));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, pointOf(page_, drag.to));
        QCOMPARE(table()->game().current(), 2);
        QCOMPARE(table()->game().moves()[1], drag);
        // Keyboard: arrows bring the cursor to the token, Enter picks it, then
        // the destination; the view says what stands under the cursor.
        const Move key = table()->game().legalMoves()[0];
        page_->view()->setFocus();
        auto walkTo = [&](int target) {
            for (int i = 0; i < 12 && columnOf(page_->scene()->cursor()) != columnOf(target); ++i)
                QTest::keyClick(page_->view(), columnOf(target) > columnOf(page_->scene()->cursor())
                                                   ? Qt::Key_Right
                                                   : Qt::Key_Left);
            for (int i = 0; i < 12 && rowOf(page_->scene()->cursor()) != rowOf(target); ++i)
                QTest::keyClick(page_->view(), rowOf(target) > rowOf(page_->scene()->cursor())
                                                   ? Qt::Key_Up
                                                   : Qt::Key_Down);
            QCOMPARE(page_->scene()->cursor(), target);
        };
        walkTo(key.from);
        QAccessibleInterface* square =
            QAccessible::queryAccessibleInterface(page_->view())->focusChild();
        QVERIFY(square);
        QCOMPARE(square->text(QAccessible::Name), QString::fromStdString(squareName(key.from)));
        QVERIFY(square->text(QAccessible::Description).contains(QStringLiteral("token")));
        QTest::keyClick(page_->view(), Qt::Key_Return);
        QCOMPARE(page_->scene()->selected(), int(key.from));
        walkTo(key.to);
        QTest::keyClick(page_->view(), Qt::Key_Space);
        QCOMPARE(table()->game().current(), 3);
        QCOMPARE(table()->game().moves()[2], key);
        // An illegal destination plays nothing.
        const Move next = table()->game().legalMoves()[0];
        const int target = squareAt(5, 5) == next.to ? squareAt(5, 6) : squareAt(5, 5);
        const Position before = table()->position();
        clickSquare(page_, next.from);
        clickSquare(page_, target);
        QCOMPARE(table()->game().current(), 3);
        // ... and says why (it was silent).
        QVERIFY(before.at(target) != cellOf(before.toMove()));
        const NotAllowed why = whyNot(before, next.from, target);
        QVERIFY(why != NotAllowed::Allowed);
        QCOMPARE(page_->panel()->noteText(), app::kmwords::notAllowedText(why));
    }

    // KM-4, KM-5, KM-6: a jump by clicks, the captured token to a Lodge of
    // its colour chosen by click, then the rows formed cleared as chosen.
    void captureWithTheLodgeChoiceAndTheRowChoice() {
        bool found = false;
        Random rng(5);
        for (std::uint64_t seed = 1; seed < 80 && !found; ++seed) {
            open(people(), seed);
            for (int i = 0; i < 3000 && !table()->game().isOver(); ++i) {
                if (table()->position().phase() == Phase::Move && hasJump(table()->game())) {
                    found = true;
                    break;
                }
                const MoveList moves = table()->game().legalMoves();
                table()->play(moves[int(rng.below(std::uint32_t(moves.size())))]);
            }
        }
        QVERIFY2(found, "no game reached a jump");
        Move jump;
        for (const Move& m : table()->game().legalMoves())
            if (m.kind == MoveKind::Jump) jump = m;
        const Side mover = table()->position().toMove();
        const Side captured = other(mover);
        playThroughWidgets(jump);
        QCOMPARE(table()->position().phase(), Phase::PlaceCaptured);
        // Every empty Lodge of the captured token's colour is offered, no other square.
        QList<int> expected;
        for (int sq = 0; sq < SquareCount; ++sq)
            if (zoneOf(sq) == Zone::Lodge && lodgeColour(sq) == captured &&
                table()->position().at(sq) == Cell::Empty)
                expected << sq;
        QList<int> offered = page_->scene()->lodgeChoices();
        std::sort(offered.begin(), offered.end());
        QCOMPARE(offered, expected);
        QVERIFY(page_->panel()->turnText().contains(QStringLiteral("Lodge")));
        // A click elsewhere places nothing.
        clickSquare(page_, squareAt(5, 5));
        QCOMPARE(table()->position().phase(), Phase::PlaceCaptured);
        const int lodge = expected.last();
        playThroughWidgets(Move::place(lodge));
        QCOMPARE(table()->position().at(lodge), cellOf(captured));
        // The move list says where the token went back to in words, not
        // the engine's sign ("@k5"), and wraps a long turn.
        auto* moves = page_->panel()->findChild<QListWidget*>();
        QVERIFY(moves && moves->count() > 0);
        const QString line = moves->item(moves->count() - 1)->text();
        const QString square = QString::fromStdString(squareName(lodge));
        QVERIFY2(line.endsWith(QStringLiteral("x") + QString::fromStdString(squareName(jump.to)) +
                               QStringLiteral(", back to ") + square),
                 qPrintable(line));
        QVERIFY2(!line.contains(QLatin1Char('@')), qPrintable(line));
        QVERIFY(moves->wordWrap());

        // The rows formed are shown and the choice is asked for.
        QCOMPARE(table()->position().phase(), Phase::ClearRows);
        QVERIFY(page_->panel()->clearAllButton()->isVisible());
        // Each choice's button shows its whole words, in every language
        // ("N'en éclaircir aucun" was cut at both ends beside its pair).
        for (const char* language : {"fr", "de", "es"}) {
            const club::test::TestLanguage translated(QString::fromLatin1(language));
            QVERIFY(translated.isLoaded());
            QCoreApplication::processEvents();
            for (const QPushButton* b : page_->panel()->findChildren<QPushButton*>())
                if (b->isVisible())
                    QVERIFY2(b->sizeHint().width() <= b->width(),
                             qPrintable(QStringLiteral("%1: \"%2\" needs %3, has %4")
                                            .arg(QString::fromLatin1(language), b->text())
                                            .arg(b->sizeHint().width())
                                            .arg(b->width())));
        }
        QCoreApplication::processEvents();
        const int rows = table()->position().rowCount();
        QVERIFY(rows >= 1);
        const int removedBefore = table()->position().removed(mover);
        // "Clear none" by the keyboard, as the hint leaves it: the button has
        // the focus and Return presses it (Return did nothing outside a dialog).
        QPushButton* none = page_->panel()->clearNoneButton();
        none->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(none, Qt::Key_Return);
        QVERIFY(table()->position().phase() != Phase::ClearRows);
        QCOMPARE(table()->position().removed(mover), removedBefore);
        // Undo the choice and clear all instead: the middle tokens leave the game.
        QTest::mouseClick(page_->panel()->undoButton(), Qt::LeftButton);
        QCOMPARE(table()->position().phase(), Phase::ClearRows);
        QSignalSpy made(table(), &Table::moveMade);
        playThroughWidgets(Move::clear((1u << rows) - 1));
        const Change change = made.first().first().value<Change>();
        QVERIFY(change.removedCount >= 1);
        QCOMPARE(table()->position().removed(mover), removedBefore + change.removedCount);
        for (int i = 0; i < change.removedCount; ++i)
            QCOMPARE(table()->position().at(change.removed[std::size_t(i)]), Cell::Empty);
        QVERIFY(
            page_->panel()
                ->countText(index(mover))
                .contains(QStringLiteral("removed: %1").arg(removedBefore + change.removedCount)));
        if (!table()->game().isOver()) {
            QCOMPARE(table()->position().phase(), Phase::ExtraMove); // KM-5
            QCOMPARE(table()->position().toMove(), mover);
        }
    }

    // Against the computer, undo goes back to the person's last choice and
    // redo replays the computer's answer; the panel's buttons follow.
    void undoAndRedoAgainstTheComputer() {
        open(againstComputer(Side::B, Level::Random), 2);
        for (int i = 0; i < 6; ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(!table()->isComputerToMove() && !page_->isThinking(), 10000);
            QVERIFY(page_->panel()->turnText().contains(QStringLiteral("Click a token")));
            playThroughWidgets(table()->game().legalMoves()[0]);
            // The computer's turn: no instructions meant for a person.
            if (table()->isComputerToMove())
                QVERIFY2(!page_->panel()->turnText().contains(QStringLiteral("Click a token")),
                         qPrintable(page_->panel()->turnText()));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!table()->isComputerToMove(), 10000);
        const int end = table()->game().current();
        QVERIFY(page_->panel()->undoButton()->isEnabled());
        QTest::mouseClick(page_->panel()->undoButton(), Qt::LeftButton);
        QVERIFY(table()->game().current() < end);
        QVERIFY(!table()->isComputerToMove());
        QVERIFY(page_->panel()->redoButton()->isEnabled());
        QTest::mouseClick(page_->panel()->redoButton(), Qt::LeftButton);
        QCOMPARE(table()->game().current(), end);
        // Undo all the way: the person's first choice (or the start) again.
        while (page_->canUndo())
            page_->undo();
        QVERIFY(table()->game().current() <= 1);
    }

    // A whole game against the computer at the Beginner (random) level, to
    // its end (KM-7 or KM-8); the person's choices, made through the widgets,
    // are the Standard player's, so the game does not wander for long.
    void wholeGameAgainstTheRandomComputer() {
        open(againstComputer(Side::A, Level::Random), 4);
        Random rng(9);
        auto person = makePlayer(Level::Standard);
        QSignalSpy over(table(), &Table::gameOver);
        for (int i = 0; i < 20000 && !table()->game().isOver(); ++i) {
            if (table()->isComputerToMove() || page_->scene()->isAnimating()) {
                QTest::qWait(1);
                continue;
            }
            playThroughWidgets(person->choose(table()->position(), rng));
        }
        QVERIFY(table()->game().isOver());
        QCOMPARE(over.size(), 1);
        QCOMPARE(page_->panel()->turnText(),
                 app::kmwords::outcomeText(table()->game().outcome(),
                                           table()->game().drawnByRepetition(), table()->seats()));
        QVERIFY(!page_->scene()->isInteractive());
        QVERIFY(!QFile::exists(app::KmPage::autosavePath())); // a finished game is not offered
        // The end stands: Undo is off, as in the other games (before, the
        // person could take back the last moves and finish the game again).
        QVERIFY(table()->canUndo()); // the record could, the page does not
        QVERIFY(!page_->canUndo());
        QVERIFY(!page_->panel()->undoButton()->isEnabled());
        page_->undo();
        QVERIFY(table()->game().isOver());
    }

    void saveAndReopen() {
        QTemporaryDir dir;
        open(people(), 6);
        Random rng(1);
        for (int i = 0; i < 40; ++i) {
            const MoveList moves = table()->game().legalMoves();
            table()->play(moves[int(rng.below(std::uint32_t(moves.size())))]);
        }
        QVERIFY(QFile::exists(app::KmPage::autosavePath())); // autosaved after each move
        const QString path = dir.filePath(QStringLiteral("saved.kingsmen"));
        QCOMPARE(page_->saveFile(path), QString());
        const auto moves = table()->game().moves();
        const Position position = table()->position();
        open(people(), 99);
        QCOMPARE(table()->game().current(), 0);
        QCOMPARE(page_->openFile(path), QString());
        QCOMPARE(table()->game().moves(), moves);
        QCOMPARE(table()->position(), position);
        QCOMPARE(page_->currentPath(), path);
        QVERIFY(window_->windowTitle().contains(QStringLiteral("saved.kingsmen")));
        // The move list shows the engine's notation.
        QVERIFY(page_->panel()->moveList()->count() > 1);
    }

    // A file opened with no game on the table (from the command line, or
    // Open from the chooser) can be played: its panel was left greyed and
    // its board dead, as the table was drawn before the game was on it.
    void aFileOpenedOnAnEmptyTableCanBePlayed() {
        QTemporaryDir dir;
        open(people(), 6);
        for (int i = 0; i < 6; ++i)
            table()->play(table()->game().legalMoves()[0]);
        const QString path = dir.filePath(QStringLiteral("saved.kingsmen"));
        QCOMPARE(page_->saveFile(path), QString());
        window_ = std::make_unique<app::MainWindow>(false);
        window_->resize(1024, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        page_ = window_->page<club::app::KmPage>();
        QVERIFY(!page_->hasGame());
        window_->openPath(path);
        QCOMPARE(table()->game().current(), 6);
        QVERIFY(page_->panel()->isEnabled());
        QVERIFY(page_->scene()->isInteractive());
        QVERIFY(page_->panel()->hintButton()->isEnabled());
        playThroughWidgets(table()->game().legalMoves()[0]);
    }

    void corruptFileIsRefusedAndTheGameKept() {
        QTemporaryDir dir;
        open(people(), 7);
        for (int i = 0; i < 8; ++i)
            table()->play(table()->game().legalMoves()[0]);
        const auto moves = table()->game().moves();
        const QString path = dir.filePath(QStringLiteral("bad.kingsmen"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"game":"kings-men","version":1,"first":"A","moves":["a1-a2","zz"]})");
        file.close();
        const QString problem = page_->openFile(path);
        QVERIFY(!problem.isEmpty());
        QCOMPARE(table()->game().moves(), moves);
        QCOMPARE(table()->game().current(), 8);
        QVERIFY(page_->currentPath().isEmpty());
    }

    // The New Game dialog gives the seats chosen and remembers them.
    void newGameDialogRemembersTheChoice() {
        {
            app::KmNewGameDialog dialog;
            app::SeatsEditor::choose(dialog.playerBox(Side::A), QStringLiteral("expert"));
            app::SeatsEditor::choose(dialog.playerBox(Side::B), QStringLiteral("person"));
            dialog.seatsEditor()->name(1)->setText(QStringLiteral(" Ada "));
            dialog.accept();
            const Seats seats = dialog.seats();
            QCOMPARE(seats.level(Side::A), std::optional<Level>(Level::Expert));
            QVERIFY(!seats.isComputer(Side::B));
            QCOMPARE(seats.of(Side::B).name, QStringLiteral("Ada"));
            QCOMPARE(seats.of(Side::A).name, QStringLiteral("Orange")); // none given: the side's
            QCOMPARE(app::KmNewGameDialog::rememberedSeats(), seats);
        }
        app::KmNewGameDialog again;
        QCOMPARE(again.playerBox(Side::A)->currentData().toString(), QStringLiteral("expert"));
        QCOMPARE(again.playerBox(Side::B)->currentData().toString(), QStringLiteral("person"));
        // The sides are the board's, named for their tokens: each seat shows
        // its own, not to be changed. A name may be given, for the book.
        QVERIFY(!again.seatsEditor()->name(0)->isHidden());
        QCOMPARE(again.seatsEditor()->name(0)->text(), QString());
        QCOMPARE(again.seatsEditor()->name(0)->placeholderText(), QStringLiteral("Orange"));
        QCOMPARE(again.seatsEditor()->name(1)->text(), QStringLiteral("Ada"));
        QCOMPARE(again.seatsEditor()->colour(0)->currentIndex(), 0);
        QCOMPARE(again.seatsEditor()->colour(1)->currentIndex(), 1);
        QVERIFY(!again.seatsEditor()->colour(1)->isEnabled());
        app::SeatsEditor::choose(again.playerBox(Side::A), QStringLiteral("person"));
        again.seatsEditor()->name(1)->clear();
        QCOMPARE(again.seats(), people());
    }

    // A side's player known by the name he gave: at the table, after the
    // game is saved and opened again, and in the club's book (a member
    // called "Orange" would be no one's record). A name typed with markup
    // is shown as typed.
    void aNamedSeatIsShownSavedAndBooked() {
        Seats seats = againstComputer(Side::A, Level::Standard);
        seats.seat[0].name = QStringLiteral("Bertie");
        seats.seat[1].name = QStringLiteral("<b>Ada</b>");
        open(seats, 12);
        // The panel's rich text: the name escaped, so shown as typed.
        QVERIFY(page_->panel()->countText(1).startsWith(
            QStringLiteral("<b>&lt;b&gt;Ada&lt;/b&gt; (Blue)</b>")));
        QVERIFY(page_->panel()->countText(0).startsWith(
            QStringLiteral("<b>Bertie (Orange, computer, Standard)</b>")));
        QCOMPARE(km::finishedGame(table()->game(), table()->seats()).seats[1].name,
                 QStringLiteral("<b>Ada</b>"));
        QCOMPARE(app::kmwords::outcomeText(Outcome::WinB, false, seats),
                 QStringLiteral("<b>Ada</b> (Blue) is down to two tokens and wins."));
        QCOMPARE(app::kmwords::outcomeText(Outcome::WinA, false, people()),
                 QStringLiteral("Orange is down to two tokens and wins."));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("named.kingsmen"));
        QCOMPARE(page_->saveFile(path), QString());
        open(people(), 99);
        QVERIFY(page_->panel()->countText(1).startsWith(QStringLiteral("<b>Blue</b>")));
        QCOMPARE(page_->openFile(path), QString());
        QCOMPARE(table()->seats(), seats);
        // Nameless, as before: the side's name, in the player's words.
        open(againstComputer(Side::A, Level::Expert), 13);
        QVERIFY(page_->panel()->countText(1).startsWith(QStringLiteral("<b>Blue (you)</b>")));
        QVERIFY(page_->panel()->countText(0).startsWith(
            QStringLiteral("<b>Orange (computer, Expert)</b>")));
    }

    // A choice remembered by the dialog before the seats editor (one person
    // against the computer, the person's colour, the level) is kept.
    void newGameDialogKeepsTheOldDialogsChoice() {
        {
            QSettings settings;
            settings.remove(QStringLiteral("km"));
            settings.setValue(QStringLiteral("km/opponent"), QStringLiteral("computer"));
            settings.setValue(QStringLiteral("km/level"), QStringLiteral("random"));
            settings.setValue(QStringLiteral("km/colour"), 1); // the person played Blue
        }
        QCOMPARE(app::KmNewGameDialog::rememberedSeats(), againstComputer(Side::A, Level::Random));
        app::KmNewGameDialog dialog;
        QCOMPARE(dialog.seats(), againstComputer(Side::A, Level::Random));
        QSettings().remove(QStringLiteral("km"));
        QCOMPARE(app::KmNewGameDialog::rememberedSeats(), people());
    }

    // The dialog offers a person and every kind of the engine's kinds'
    // table (core/game_formats.h), under the players' words; a seat chosen
    // there reaches the game through the page's New Game.
    void newGameDialogOffersTheKindsAndTheGameGetsThem() {
        registerEngineGames();
        const GameFormat* format = GameFormats::find(QStringLiteral("kings-men"));
        QVERIFY(format && format->playerKinds);
        QStringList kinds{QStringLiteral("person")};
        for (const std::string& kind : format->playerKinds())
            kinds << QString::fromStdString(kind);
        {
            app::KmNewGameDialog dialog;
            for (Side side : {Side::A, Side::B}) {
                QComboBox* box = dialog.playerBox(side);
                QStringList offered;
                for (int i = 0; i < box->count(); ++i) {
                    offered << box->itemData(i).toString();
                    // The players' words: the Beginner is not called by its kind's name.
                    QVERIFY2(
                        !box->itemText(i).contains(QStringLiteral("random"), Qt::CaseInsensitive),
                        qPrintable(box->itemText(i)));
                }
                QCOMPARE(offered, kinds);
            }
        }
        open(people(), 3);
        bool asked = false;
        QTimer::singleShot(0, this, [&asked] {
            auto* dialog = qobject_cast<app::KmNewGameDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            asked = true;
            app::SeatsEditor::choose(dialog->playerBox(Side::A), QStringLiteral("person"));
            app::SeatsEditor::choose(dialog->playerBox(Side::B), QStringLiteral("random"));
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
        });
        QVERIFY(page_->newGame());
        QVERIFY(asked);
        QCOMPARE(table()->seats(), againstComputer(Side::B, Level::Random));
    }

    // Issue 24: the player leaves a game the computers play (for the
    // chooser): nothing is played on the page unseen, and back on it the
    // game goes on.
    void computersWaitWhileThePageIsLeft() {
        Seats both = againstComputer(Side::A, Level::Random);
        both.setLevel(Side::B, Level::Random);
        open(both, 12);
        page_->setPace(0, 30);
        QTRY_VERIFY(table()->game().moves().size() >= 3);
        QAction* choose = nullptr;
        for (QAction* action : window_->findChildren<QAction*>())
            if (action->text() == QLatin1String("&Choose a Game")) choose = action;
        QVERIFY(choose);
        choose->trigger();
        QVERIFY(!page_->isVisible());
        const std::size_t left = table()->game().moves().size();
        QTest::qWait(500);
        QCOMPARE(table()->game().moves().size(), left);
        QVERIFY(!page_->isThinking());

        window_->openGame(QStringLiteral("kings-men"));
        QVERIFY(page_->isVisible());
        QTRY_VERIFY(table()->game().moves().size() >= left + 3);
    }

    // The game is autosaved after every move and resumed, seats and all.
    void autosavedGameIsResumed() {
        open(againstComputer(Side::B, Level::Standard), 8);
        for (int i = 0; i < 5; ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(!table()->isComputerToMove() && !page_->isThinking(), 10000);
            QVERIFY(page_->panel()->turnText().contains(QStringLiteral("Click a token")));
            playThroughWidgets(table()->game().legalMoves()[0]);
            // The computer's turn: no instructions meant for a person.
            if (table()->isComputerToMove())
                QVERIFY2(!page_->panel()->turnText().contains(QStringLiteral("Click a token")),
                         qPrintable(page_->panel()->turnText()));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!table()->isComputerToMove(), 10000);
        const auto moves = table()->game().moves();
        window_.reset(); // closing writes any autosave still pending
        QVERIFY(QFile::exists(app::KmPage::autosavePath()));
        window_ = std::make_unique<app::MainWindow>(false);
        page_ = window_->page<club::app::KmPage>();
        QCOMPARE(page_->resume(), QString());
        QCOMPARE(table()->game().moves(), moves);
        QCOMPARE(table()->seats(), againstComputer(Side::B, Level::Standard));
        QVERIFY(page_->currentPath().isEmpty()); // Save asks for a name
    }

    // The computer's answer to a position that was abandoned is dropped.
    void staleComputerAnswersAreIgnored() {
        open(people(), 1);
        Seats both;
        both.setLevel(Side::A, Level::Expert);
        both.setLevel(Side::B, Level::Expert);
        page_->startGame(both, 3);
        QTRY_VERIFY_WITH_TIMEOUT(page_->isThinking(), 5000);
        page_->startGame(people(), 4); // abandoned while it thinks
        QTest::qWait(1500);            // the Expert answers within about a second
        QCOMPARE(table()->game().current(), 0);
    }

    // Issue 10: the Hint (H) shows the Expert's move as a person would make
    // it (the token selected, the cursor on its destination, so Enter plays
    // it) with a reason in the panel; a hint to a position gone is dropped.
    void hintShowsTheExpertsMoveAndWhy() {
        open(againstComputer(Side::B, Level::Standard), 5);
        if (table()->position().toMove() == Side::B)
            QTRY_VERIFY_WITH_TIMEOUT(table()->position().toMove() == Side::A, 5000);
        QVERIFY(page_->hintAction()->isEnabled());
        // What a click cannot do is said in red (the scene's words for a
        // token that cannot move); the hint below, in ink.
        emit page_->scene()->hint(QStringLiteral("The token on e4 cannot move now."));
        QCOMPARE(page_->panel()->noteText(), QStringLiteral("The token on e4 cannot move now."));
        QVERIFY(page_->panel()->noteIsCorrection());
        page_->view()->setFocus();
        QTest::keyClick(page_->view(), Qt::Key_H);
        QVERIFY(page_->isHinting());
        QVERIFY(!page_->panel()->hintButton()->isEnabled()); // one hint at a time
        QTRY_VERIFY_WITH_TIMEOUT(!page_->isHinting(), 5000);
        const int from = page_->scene()->selected();
        const int to = page_->scene()->cursor();
        QVERIFY(from != NoSquare);
        QVERIFY(page_->scene()->destinations().contains(to));
        QVERIFY(page_->scene()->isCursorShown());
        // The reason names the move's squares in words, not as the move
        // list writes it (issue 25).
        const QString note = page_->panel()->noteText();
        QVERIFY2(note.contains(QString::fromStdString(squareName(from))) &&
                     note.contains(QString::fromStdString(squareName(to))),
                 qPrintable(note));
        QVERIFY(!page_->panel()->noteIsCorrection()); // advice, in the ink of the panel
        QVERIFY2(
            !note.contains(QString::fromStdString(toNotation(
                table()->position(), Move{MoveKind::Step, std::int8_t(from), std::int8_t(to), 0}))),
            qPrintable(note));
        const int before = table()->game().current();
        QTest::keyClick(page_->view(), Qt::Key_Return);
        QCOMPARE(table()->game().current(), before + 1);
        QCOMPARE(int(table()->game().moves()[std::size_t(before)].from), from);
        QCOMPARE(int(table()->game().moves()[std::size_t(before)].to), to);
        // Asked, then the position moves on (undo): the answer is not shown.
        QTRY_VERIFY_WITH_TIMEOUT(table()->position().toMove() == Side::A, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(page_->hintAction()->isEnabled(), 5000);
        page_->showHint();
        page_->undo();
        QTest::qWait(800); // the search has a budget of 400 ms
        QCOMPARE(page_->scene()->selected(), int(NoSquare));
    }

    // The panel says "click a token, then where it goes": after a hint, a
    // person does just that with the hinted token, and the move is made (the
    // click used to take the hint's selection away, and the second did nothing;
    // a press on it began no drag).
    void hintedMoveIsPlayedByClickingOrDraggingItsToken() {
        open(againstComputer(Side::B, Level::Standard), 5);
        if (table()->position().toMove() == Side::B)
            QTRY_VERIFY_WITH_TIMEOUT(table()->position().toMove() == Side::A, 5000);
        page_->showHint();
        QTRY_VERIFY_WITH_TIMEOUT(!page_->isHinting(), 5000);
        const int from = page_->scene()->selected();
        const int to = page_->scene()->cursor();
        QVERIFY(from != NoSquare);
        clickSquare(page_, from);
        QCOMPARE(page_->scene()->selected(), from);
        QVERIFY(page_->scene()->destinations().contains(to));
        const int before = table()->game().current();
        clickSquare(page_, to);
        QCOMPARE(table()->game().current(), before + 1);
        QCOMPARE(int(table()->game().moves()[std::size_t(before)].from), from);
        QCOMPARE(int(table()->game().moves()[std::size_t(before)].to), to);
        // A token the person selected is still put down by a second click.
        QTRY_VERIFY_WITH_TIMEOUT(table()->position().toMove() == Side::A, 5000);
        Move mine = table()->game().legalMoves()[0];
        for (const Move& m : table()->game().legalMoves())
            if (m.kind == MoveKind::Step) mine = m;
        QCOMPARE(mine.kind, MoveKind::Step);
        clickSquare(page_, mine.from);
        QCOMPARE(page_->scene()->selected(), int(mine.from));
        clickSquare(page_, mine.from);
        QCOMPARE(page_->scene()->selected(), int(NoSquare));
        // The hinted token can be dragged too.
        page_->showHint();
        QTRY_VERIFY_WITH_TIMEOUT(!page_->isHinting(), 5000);
        const int dragFrom = page_->scene()->selected(), dragTo = page_->scene()->cursor();
        QVERIFY(dragFrom != NoSquare);
        QWidget* viewport = page_->view()->viewport();
        const int moves = table()->game().current();
        QTest::mousePress(viewport, Qt::LeftButton, {}, pointOf(page_, dragFrom));
        QTest::mouseMove(viewport, (pointOf(page_, dragFrom) + pointOf(page_, dragTo)) / 2);
        QTest::mouseMove(viewport, pointOf(page_, dragTo));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, pointOf(page_, dragTo));
        QCOMPARE(table()->game().current(), moves + 1);
        QCOMPARE(int(table()->game().moves()[std::size_t(moves)].to), dragTo);
    }

    // The command line's --new kings-men --seat NAME:KIND ... (new_game_command.h).
    void startFromSeats() {
        open(Seats(), 5);
        const club::Seat ann{QStringLiteral("Ann"), 0, QStringLiteral("person")};
        const club::Seat bob{QStringLiteral("Bob"), 0, QStringLiteral("expert")};
        // Refused in plain words, the game in hand untouched.
        QVERIFY(page_->startFromSeats({ann, bob, bob}).contains(QStringLiteral("two players")));
        club::Seat onPhone = ann;
        onPhone.phone = true;
        QVERIFY(page_->startFromSeats({onPhone, bob}).contains(QStringLiteral("phone")));
        QCOMPARE(table()->seats(), Seats());

        QCOMPARE(page_->startFromSeats({ann, bob}), QString());
        QVERIFY(!table()->seats().isComputer(Side::A));
        QCOMPARE(table()->seats().level(Side::B), std::optional<Level>(Level::Expert));
        // The names given are the players' (for the table and the book).
        QCOMPARE(table()->seats().of(Side::A).name, QStringLiteral("Ann"));
        QCOMPARE(table()->seats().of(Side::B).name, QStringLiteral("Bob"));
        QVERIFY(page_->panel()->countText(1).contains(QStringLiteral("Bob (Blue, computer")));
        // The command line's beginner is King's Men's Beginner, the engine's random kind.
        const club::Seat child{QStringLiteral("Cy"), 0, QStringLiteral("beginner")};
        QCOMPARE(page_->startFromSeats({child, ann}), QString());
        QCOMPARE(table()->seats().level(Side::A), std::optional<Level>(Level::Random));
    }

    // Started from the command line (--new) before the page is shown, the
    // game says whose move it is in the status bar once it is (it said it
    // to nobody, and the status bar stayed empty).
    void commandLineGameSaysWhoMoves() {
        app::MainWindow window(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = window.page<app::KmPage>();
        const club::Seat ann{QStringLiteral("Ann"), 0, QStringLiteral("person")};
        const club::Seat bob{QStringLiteral("Bob"), 0, QStringLiteral("standard")};
        QCOMPARE(page->startFromSeats({ann, bob}), QString());
        window.openGame(QStringLiteral("kings-men"));
        QTRY_VERIFY2(!window.statusBar()->currentMessage().isEmpty(), "the status bar is empty");
    }
};

QTEST_MAIN(TestKmTableGui)
#include "tst_km_table_gui.moc"
