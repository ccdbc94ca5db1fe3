// SPDX-License-Identifier: GPL-3.0-or-later
// Once Around Cribbage played through the widgets (offscreen): a whole match
// played by computers through the page to the end, a person's discard and
// play by mouse and by keyboard, the show waiting for a person, the hint,
// undo against a computer (never back past the starter, a computer's card or
// a new deal: issue 23), save and re-open, and a damaged file refused with
// the match in hand untouched.
#include "common/pass_screen.h"
#include "crib/crib_board_item.h"
#include "crib/crib_hint.h"
#include "crib/crib_page.h"
#include "crib/crib_phone_table.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "crib/crib_view.h"
#include "crib/crib_words.h"
#include "engine/core/random.h"
#include "engine/crib/player.h"
#include "engine/crib/table.h"
#include "file_dialog_answer.h"
#include "main_window.h"
#include "test_settings.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>

using namespace club;
using crib::Phase;

namespace {
crib::Seat person(const QString& name) {
    return {name, 0, QStringLiteral("person")};
}
crib::Seat computer(const QString& name, crib::Level level) {
    return {name, 1, QString::fromStdString(crib::levelName(level))};
}
} // namespace

class TestCribTableGui : public QObject {
    Q_OBJECT

    std::unique_ptr<app::MainWindow> window_;
    app::CribPage* page_ = nullptr;

    void open(const crib::Setup& setup, const std::vector<crib::Seat>& seats, std::uint64_t seed) {
        window_ = std::make_unique<app::MainWindow>(false);
        window_->resize(1024, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        page_ = window_->page<club::app::CribPage>();
        QVERIFY(page_);
        page_->setPace(0, 0);
        QVERIFY(page_->startMatch(setup, seats, seed));
        window_->openGame(QStringLiteral("cribbage"));
        QCOMPARE(window_->windowTitle(), QStringLiteral("Once Around Cribbage"));
    }

    crib::Table* table() const { return page_->table(); }

    /// Waits until a person (seat 0) must decide in `phase`, clicking
    /// Continue after each show and picking the first playable card.
    bool waitForPerson(Phase phase) {
        for (int i = 0; i < 4000; ++i) {
            if (page_->panel()->continueButton()->isVisible()) {
                page_->panel()->continueButton()->click();
                continue;
            }
            if (page_->isSettled()) {
                const crib::Match& m = table()->match();
                if (m.phase() == Phase::GameOver) return false;
                if (m.phase() == phase) return true;
                if (m.phase() == Phase::Discard) {
                    const crib::Hand best = app::bestDiscard(m, m.toAct());
                    const auto& hand = page_->scene()->hand();
                    for (int k = 0; k < int(hand.size()); ++k)
                        if (std::count(best.begin(), best.end(), hand[std::size_t(k)]))
                            page_->scene()->pressCard(k);
                    page_->layAway();
                } else if (m.phase() == Phase::Play) {
                    for (int k = 0; k < int(page_->scene()->hand().size()); ++k)
                        if (page_->scene()->isPlayable(k)) {
                            page_->scene()->pressCard(k);
                            break;
                        }
                } else if (m.phase() == Phase::Count) {
                    page_->panel()->countButton()->click(); // says nothing: muggins
                } else if (m.phase() == Phase::Muggins) {
                    page_->panel()->passButton()->click();
                }
                continue;
            }
            QTest::qWait(5);
        }
        return false;
    }

    /// Plays on as waitForPerson() does until the person may undo in the
    /// play (his last card and nothing hidden shown since, as when the
    /// computer has no card left).
    bool waitForUndoInPlay() {
        for (int i = 0; i < 400; ++i) {
            if (!waitForPerson(Phase::Play)) {
                // the moment may take more than a game to come
                if (table()->match().phase() != Phase::GameOver || !page_->nextGame()) return false;
                continue;
            }
            if (table()->canUndo()) return true;
            for (int k = 0; k < int(page_->scene()->hand().size()); ++k)
                if (page_->scene()->isPlayable(k)) {
                    page_->scene()->pressCard(k);
                    break;
                }
        }
        return false;
    }

    QAction* menuUndo() const {
        for (QAction* a : window_->findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QKeySequence::Undo)) return a;
        return nullptr;
    }

    QPoint cardPoint(int index) const {
        return page_->view()->mapFromScene(page_->scene()->handCardRect(index).center());
    }

private slots:
    void initTestCase() { club::test::useTestSettings(); }
    void cleanup() { window_.reset(); }

    void wholeMatchByComputers_data() {
        QTest::addColumn<int>("hands");
        QTest::addColumn<int>("board");
        QTest::newRow("two hands, 121") << 2 << int(crib::Board::TwoTrack);
        QTest::newRow("six hands, three partnerships") << 6 << int(crib::Board::FourTrack);
    }

    // Computers in every seat play a game to the end through the page; the
    // pegs on the board follow the engine's score exactly.
    void wholeMatchByComputers() {
        QFETCH(int, hands);
        QFETCH(int, board);
        std::vector<crib::Seat> seats;
        for (int s = 0; s < hands; ++s)
            seats.push_back(computer(QStringLiteral("C%1").arg(s),
                                     s % 2 ? crib::Level::Standard : crib::Level::Beginner));
        open(crib::Setup{hands, 121, crib::Board(board), false}, seats, 77);
        // Computers alone play on game after game: stop them after this one.
        QVERIFY(page_->isWatching());
        QVERIFY(page_->panel()->stopButton()->isVisible());
        page_->panel()->stopButton()->click();
        QVERIFY(!page_->isWatching());
        QTRY_VERIFY_WITH_TIMEOUT(table()->match().phase() == Phase::GameOver && page_->isSettled(),
                                 120000);
        const crib::Match& m = table()->match();
        const crib::GameResult& r = m.results().back();
        QCOMPARE(r.scores[std::size_t(r.winner)], 121);
        for (int side = 0; side < m.sides(); ++side) {
            QCOMPARE(page_->scene()->board()->front(side), m.scores()[std::size_t(side)]);
            QCOMPARE(page_->scene()->board()->rear(side), m.rearPegs()[std::size_t(side)]);
        }
        QVERIFY(m.board().corners[std::size_t(r.winner)] >= 1); // the last corner, out
        QVERIFY(page_->panel()->saidList()->count() > 20);
        // What was said is read, not chosen: a click marks no line (a line
        // stood highlighted once the list had the focus).
        {
            QListWidget* said = page_->panel()->saidList();
            const QRect first = said->visualItemRect(said->item(0));
            QTest::mouseClick(said->viewport(), Qt::LeftButton, {}, first.center());
            QVERIFY(said->selectedItems().isEmpty());
        }
        QCOMPARE(m.gameNumber(), 1);
        // Stopped: the match waits for Next game.
        QVERIFY(page_->panel()->nextGameButton()->isVisible());
        QVERIFY(!page_->panel()->stopButton()->isVisible());
    }

    // Computers alone: the match goes on game after game on the same board
    // until the person stops it; Next game (the button, the N key) carries
    // on, with the match's corners, games, points, skunks and high hands
    // carried over. Then the match sheet as PDF, read back.
    void computersPlayOnAndMatchSheet() {
        open(crib::Setup{2, 61, crib::Board::TwoTrack, false},
             {computer(QStringLiteral("Ann"), crib::Level::Beginner),
              computer(QStringLiteral("Bob"), crib::Level::Standard)},
             404);
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        // Two games played without anyone asking, then Stop.
        QTRY_VERIFY_WITH_TIMEOUT(table()->match().gameNumber() >= 2, 120000);
        page_->panel()->stopButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(table()->match().phase() == Phase::GameOver && page_->isSettled(),
                                 120000);
        const int playedGames = table()->match().gameNumber();
        QVERIFY(playedGames >= 2);
        QCOMPARE(int(table()->match().results().size()), playedGames);
        QTest::qWait(50); // stopped: nothing starts by itself
        QCOMPARE(table()->match().gameNumber(), playedGames);
        QVERIFY(page_->panel()->nextGameButton()->isVisible());
        QVERIFY(page_->nextGameAction()->isEnabled());
        // The board of the match carries both games.
        const crib::Match& m = table()->match();
        std::vector<int> games(2, 0), points(2, 0), corners(2, 0);
        for (const crib::GameResult& r : m.results()) {
            games[std::size_t(r.winner)] += r.lurch ? 2 : 1;
            for (int s = 0; s < 2; ++s) {
                points[std::size_t(s)] += r.scores[std::size_t(s)];
                corners[std::size_t(s)] += r.corners[std::size_t(s)];
            }
        }
        QCOMPARE(m.board().games, games);
        QCOMPARE(m.board().points, points);
        QCOMPARE(m.board().corners, corners);
        QCOMPARE(corners[0] + corners[1], 2 * playedGames); // a 61 game has two corners
        const QString figures = page_->panel()->scoresLabel()->text();
        QVERIFY2(figures.contains(QStringLiteral("points %1").arg(points[0])), qPrintable(figures));

        // The match sheet as PDF, read back as text.
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        QCOMPARE(page_->exportMatchSheet(pdf), QString());
        QVERIFY(QFileInfo(pdf).size() > 1000);
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (!pdftotext.isEmpty()) {
            QProcess p;
            p.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
            QVERIFY(p.waitForFinished(30000));
            const QString text = QString::fromUtf8(p.readAllStandardOutput());
            QVERIFY2(text.contains(QStringLiteral("Ann")) && text.contains(QStringLiteral("Bob")),
                     qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("match sheet")), qPrintable(text));
            for (int s = 0; s < 2; ++s) {
                const QString name = s == 0 ? QStringLiteral("Ann") : QStringLiteral("Bob");
                // the match line of each side, with its figures
                const QString line =
                    QStringLiteral("%1: %2 game").arg(name).arg(games[std::size_t(s)]);
                QVERIFY2(text.contains(line), qPrintable(line + QStringLiteral("\n") + text));
                // (no catalogue here: the plurals read "point(s)")
                QVERIFY2(
                    text.contains(QStringLiteral("%1 point").arg(points[std::size_t(s)])) &&
                        text.contains(QStringLiteral("%1 corner").arg(corners[std::size_t(s)])),
                    qPrintable(text));
            }
            // game by game: each game's scores are on the sheet
            for (const crib::GameResult& r : m.results())
                for (int score : r.scores)
                    QVERIFY2(text.contains(QString::number(score)), qPrintable(text));
        }

        // Next game by the keyboard: N.
        page_->view()->setFocus();
        QTest::keyClick(page_->view(), Qt::Key_N);
        QCOMPARE(table()->match().gameNumber(), playedGames + 1);
        QVERIFY(table()->match().phase() != Phase::GameOver);
        QCOMPARE(m.board().games, games); // carried over, not reset
        QVERIFY(page_->isWatching());     // the computers play on again
        if (pdftotext.isEmpty()) QSKIP("pdftotext (poppler-utils) is not installed");
    }

    // Undo against a computer: not once its card has answered the person's
    // (issue 23: he would play again knowing it); where nothing hidden has
    // been shown since his card, Undo takes it back and Redo plays it again
    // as recorded.
    void undoRedoAgainstComputer() {
        open(crib::Setup{2, 121, crib::Board::TwoTrack, false},
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Expert)},
             12);
        QVERIFY(waitForPerson(Phase::Discard));
        QVERIFY(waitForPerson(Phase::Play));
        // play a card, let the computer answer
        const std::size_t mine = table()->match().record().size();
        for (int k = 0; k < int(page_->scene()->hand().size()); ++k)
            if (page_->scene()->isPlayable(k)) {
                page_->scene()->pressCard(k);
                break;
            }
        QTRY_VERIFY_WITH_TIMEOUT(
            page_->isSettled() || page_->panel()->continueButton()->isVisible(), 30000);
        if (!page_->isSettled()) QSKIP("the deal ended at once; seed gives no answer to test");
        QCOMPARE(table()->match().record().size(), mine + 2);
        QCOMPARE(table()->match().record().back().kind, crib::Move::Play); // the computer's card
        QVERIFY(!page_->canUndo());
        QVERIFY(!page_->panel()->undoButton()->isEnabled());

        QVERIFY(waitForUndoInPlay());
        const auto record = table()->match().record();
        const auto scores = table()->match().scores();
        const int played = int(table()->match().played().size());
        QVERIFY(!page_->canRedo());
        QVERIFY(page_->canUndo());
        page_->undo();
        QTRY_VERIFY(page_->isSettled());
        QVERIFY(int(table()->match().record().size()) < int(record.size()));
        QVERIFY(int(table()->match().played().size()) < played);
        QCOMPARE(table()->match().toAct(), 0);
        QVERIFY(page_->canRedo());
        page_->redo();
        QTRY_VERIFY_WITH_TIMEOUT(page_->isSettled(), 30000);
        QCOMPARE(table()->match().record(), record);
        QCOMPARE(table()->match().scores(), scores);
        QCOMPARE(int(table()->match().played().size()), played);
        QCOMPARE(page_->scene()->board()->front(0), scores[0]);
        QCOMPARE(page_->scene()->board()->front(1), scores[1]);
        QVERIFY(!page_->canRedo());
    }

    // The show: the panel says a hand's count as the pegs move, never before.
    void showCountInStepWithPegs() {
        open(crib::Setup{2, 121, crib::Board::TwoTrack, false},
             {computer(QStringLiteral("Ann"), crib::Level::Standard),
              computer(QStringLiteral("Bob"), crib::Level::Standard)},
             31);
        page_->setPace(10, 0); // paced, so the steps are apart
        page_->stopWatching();
        crib::Table* t = table();
        struct Count {
            QString line;
            int side, to;
        };
        std::vector<Count> counts;
        crib::Event show;
        connect(t, &crib::Table::shown, this, [&](const crib::Event& e) { show = e; });
        connect(t, &crib::Table::scored, this, [&](const crib::Event& e) {
            if ((e.reason == crib::ScoreReason::Hand || e.reason == crib::ScoreReason::Crib) &&
                !e.parts.empty())
                counts.push_back({app::cribwords::eventWords(show, t->match().setup(), t->seats()),
                                  e.side, e.to});
        });
        int checked = 0, early = 0;
        std::size_t next = 0;
        QListWidget* said = page_->panel()->saidList();
        connect(said->model(), &QAbstractItemModel::rowsInserted, this,
                [&](const QModelIndex&, int first, int) {
                    const QString line = said->item(first)->text();
                    if (next < counts.size() && counts[next].line == line) {
                        const Count& c = counts[next++];
                        ++checked;
                        if (page_->scene()->board()->front(c.side) != c.to) ++early;
                    }
                });
        QTRY_VERIFY_WITH_TIMEOUT(checked >= 6 || t->match().phase() == Phase::GameOver, 120000);
        QVERIFY(checked >= 6);
        QCOMPARE(early, 0);
    }

    // A peg sent on while it is still moving: Qt stops the first animation
    // without its finished signal, and the board must not wait for it for
    // ever (under load this froze a computers' match in CI).
    void pegSentOnWhileMoving() {
        open(crib::Setup{2, 121, crib::Board::TwoTrack, false},
             {person(QStringLiteral("Ann")), person(QStringLiteral("Bob"))}, 7);
        app::CribBoardItem* board = page_->scene()->board();
        QTRY_VERIFY(page_->isSettled()); // the deal shown: nothing else moves the pegs
        QSignalSpy finished(board, &app::CribBoardItem::animationsFinished);
        board->setPegs(0, 5, 0, 400);
        QVERIFY(board->isAnimating());
        board->setPegs(0, 9, 5, 400); // both pegs again, mid-way
        QTRY_VERIFY_WITH_TIMEOUT(!board->isAnimating(), 3000);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(board->front(0), 9);
    }

    // A person's turn that comes while pegs still move (a computer's score
    // at a quick pace): Undo comes back once they stop.
    void undoComesBackWhenThePegsStop() {
        open(
            crib::Setup{2, 121, crib::Board::TwoTrack, false},
            {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Standard)},
            5);
        QVERIFY(waitForUndoInPlay());
        QPushButton* undo = page_->panel()->undoButton();
        QVERIFY(undo->isEnabled());
        app::CribBoardItem* board = page_->scene()->board();
        board->setPegs(1, board->front(1) + 2, board->front(1), 300);
        emit page_->scene()->selectionChanged(); // the panel looks while they move
        QVERIFY(!undo->isEnabled());
        QTRY_VERIFY(!board->isAnimating());
        QTRY_VERIFY(undo->isEnabled());
        // Edit > Undo too (the menu follows the page's actionsChanged).
        QVERIFY(menuUndo());
        QVERIFY(menuUndo()->isEnabled());
        // It takes back the person's card, and Redo plays it again.
        const std::size_t moves = table()->match().record().size();
        page_->undo();
        QTRY_VERIFY(page_->isSettled());
        QCOMPARE(table()->match().record().size(), moves - 1);
        QCOMPARE(table()->match().toAct(), 0);
        QVERIFY(page_->canRedo());
        page_->redo();
        QTRY_VERIFY(page_->isSettled());
        QCOMPARE(table()->match().record().size(), moves);
    }

    // Issue 23: a new deal's cards were hidden when the last deal's
    // decisions were taken: Undo does not go back into it, and the talk of
    // the new deal stays.
    void undoNeverGoesBackIntoTheLastDeal() {
        open(
            crib::Setup{2, 121, crib::Board::TwoTrack, false},
            {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Standard)},
            9);
        QVERIFY(waitForPerson(Phase::Discard));
        QCOMPARE(table()->match().dealNumber(), 1);
        QVERIFY(waitForPerson(Phase::Play));
        for (int i = 0; i < 50 && table()->match().dealNumber() == 1; ++i)
            if (!waitForPerson(Phase::Discard)) break;
        QCOMPARE(table()->match().dealNumber(), 2);
        QVERIFY(!page_->canUndo());
        QVERIFY(!page_->panel()->undoButton()->isEnabled());
        QVERIFY(!menuUndo()->isEnabled());
        const std::size_t moves = table()->match().record().size();
        page_->undo();
        QCOMPARE(table()->match().record().size(), moves);
        QCOMPARE(table()->match().dealNumber(), 2);
        QListWidget* said = page_->panel()->saidList();
        for (int i = 0; i < said->count(); ++i)
            QVERIFY(said->item(i)->text() != QStringLiteral("The table is set as it stood."));
    }

    // Issue 23: at the end of a game won in the show, Export Match Sheet as
    // PDF (through its file dialog), then Next game: one press deals the
    // next game (it asked for Continue as after any show, and that second
    // press cleared the talk), and the game's result is still said above
    // the new deal's talk. The export is the path it was found on; the
    // show that won the game is what matters.
    void nextGameAfterExportingTheSheet() {
        open(
            crib::Setup{2, 61, crib::Board::TwoTrack, false},
            {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Beginner)},
            3);
        QSignalSpy scored(table(), &crib::Table::scored);
        for (int i = 0; i < 100 && waitForPerson(Phase::Count); ++i) {
        } // no muggins: plays to the end of the game
        QTRY_VERIFY_WITH_TIMEOUT(table()->match().phase() == Phase::GameOver && page_->isSettled(),
                                 60000);
        const crib::ScoreReason last = scored.last().at(0).value<crib::Event>().reason;
        QVERIFY2(last == crib::ScoreReason::Hand || last == crib::ScoreReason::Crib,
                 "the seed must end the game in the show");
        QListWidget* said = page_->panel()->saidList();
        const auto lines = [said] {
            QStringList all;
            for (int i = 0; i < said->count(); ++i)
                all << said->item(i)->text();
            return all;
        };
        const QString result = app::cribwords::resultWords(
            table()->match().results().back(), table()->match().setup(), table()->seats());
        QVERIFY2(lines().contains(result), qPrintable(lines().join(QLatin1Char('|'))));
        QVERIFY(page_->panel()->nextGameButton()->isVisible());

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        bool answered = false;
        const std::function<void()> answer = [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog) {
                QTimer::singleShot(20, answer);
                return;
            }
            club::test::answerFileDialog(dialog, pdf);
            answered = true;
        };
        QTimer::singleShot(20, answer);
        QAction* exportSheet = page_->gameMenuActions().at(1);
        QVERIFY(exportSheet->isEnabled());
        exportSheet->trigger();
        QVERIFY(answered);
        QVERIFY(QFileInfo::exists(pdf));
        QVERIFY2(lines().contains(result), qPrintable(lines().join(QLatin1Char('|'))));
        QVERIFY(page_->panel()->nextGameButton()->isVisible());

        page_->panel()->nextGameButton()->click(); // once
        QTRY_COMPARE(table()->match().gameNumber(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(
            page_->isSettled() || page_->panel()->continueButton()->isVisible(), 10000);
        QVERIFY2(!page_->panel()->continueButton()->isVisible(), "a second press was asked for");
        QCOMPARE(table()->match().dealNumber(), 1);
        QCOMPARE(table()->match().phase(), Phase::Discard);
        QVERIFY2(lines().size() >= 2 && lines().at(0) == result &&
                     lines().at(1).endsWith(QStringLiteral(" deals.")),
                 qPrintable(lines().join(QLatin1Char('|'))));
    }

    // Stop asked for in a computers' match: the line that says so stays
    // through the next deals, whose talk starts afresh.
    void stopIsStillSaidAfterTheNextDeal() {
        open(crib::Setup{2, 121, crib::Board::TwoTrack, false},
             {computer(QStringLiteral("Ann"), crib::Level::Beginner),
              computer(QStringLiteral("Bob"), crib::Level::Beginner)},
             13);
        page_->stopWatching();
        const QString stop = QStringLiteral("The match stops at the end of this game.");
        QListWidget* said = page_->panel()->saidList();
        const auto lines = [said] {
            QStringList all;
            for (int i = 0; i < said->count(); ++i)
                all << said->item(i)->text();
            return all;
        };
        QVERIFY(lines().contains(stop));
        QTRY_VERIFY_WITH_TIMEOUT(table()->match().dealNumber() >= 2, 60000);
        // The new deal's talk has begun (at no pace, at once). The game may
        // even be over by now on a slow machine: its end clears no talk, so
        // the line must still be there either way.
        QTest::qWait(200);
        QVERIFY2(lines().contains(stop), qPrintable(lines().join(QLatin1Char('|'))));
    }

    // The next game of a match: the pegs start again from the start as its
    // first deal is dealt, not when the first points of it are pegged.
    void nextGameStartsThePegsAgain() {
        open(crib::Setup{2, 61, crib::Board::TwoTrack, false},
             {computer(QStringLiteral("Ann"), crib::Level::Beginner),
              computer(QStringLiteral("Bob"), crib::Level::Beginner)},
             17);
        page_->stopWatching(); // the next game only when asked
        QTRY_VERIFY_WITH_TIMEOUT(table()->match().phase() == Phase::GameOver, 60000);
        QTRY_VERIFY(page_->isSettled());
        QVERIFY(!page_->canUndo()); // computers alone: no person's move to take back
        int dealt = 0, highest = -1;
        QListWidget* said = page_->panel()->saidList();
        connect(said->model(), &QAbstractItemModel::rowsInserted, this,
                [&](const QModelIndex&, int first, int) {
                    if (dealt || !said->item(first)->text().endsWith(QStringLiteral(" deals.")))
                        return;
                    dealt = 1;
                    for (int side = 0; side < 2; ++side)
                        highest = std::max(highest, page_->scene()->board()->front(side));
                });
        page_->setPace(200, 0);
        QVERIFY(page_->nextGame());
        QTRY_VERIFY_WITH_TIMEOUT(dealt == 1, 10000);
        QCOMPARE(table()->match().gameNumber(), 2);
        QCOMPARE(highest, 0);
    }

    // The hint is taken up on the table, so that Enter plays it: asked with
    // the mouse too (the focus stayed on Hint, and Enter asked again).
    void enterLaysAwayTheHintAskedByTheMouse() {
        open(crib::Setup{2, 121, crib::Board::TwoTrack, false},
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Expert)},
             5);
        QVERIFY(waitForPerson(Phase::Discard));
        const crib::Hand hinted = app::bestDiscard(table()->match(), 0);
        QTest::mouseClick(page_->panel()->hintButton(), Qt::LeftButton);
        QTRY_VERIFY(!page_->panel()->hintLabel()->text().isEmpty());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        const auto& record = table()->match().record();
        QVERIFY(std::any_of(record.begin(), record.end(), [&](const crib::Move& move) {
            return move.kind == crib::Move::Discard && move.cards == hinted;
        }));
    }

    // A person lays away by clicking two cards and Lay away, then plays a
    // card by clicking it.
    void personByMouse() {
        open(crib::Setup{2, 121, crib::Board::TwoTrack, false},
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Expert)},
             5);
        QVERIFY(waitForPerson(Phase::Discard));
        QCOMPARE(page_->scene()->handSeat(), 0);
        QCOMPARE(page_->scene()->hand().size(), std::size_t(6));
        QVERIFY(!page_->panel()->discardButton()->isEnabled());
        const crib::Hand dealt = page_->scene()->hand();
        QTest::mouseClick(page_->view()->viewport(), Qt::LeftButton, {}, cardPoint(1));
        QTest::mouseClick(page_->view()->viewport(), Qt::LeftButton, {}, cardPoint(4));
        QVERIFY(page_->panel()->discardButton()->isEnabled());
        page_->panel()->discardButton()->click();
        const auto& record = table()->match().record();
        const auto mine = std::find_if(record.begin(), record.end(), [&](const crib::Move& mv) {
            return mv.kind == crib::Move::Discard && mv.cards == crib::Hand{dealt[1], dealt[4]};
        });
        QVERIFY(mine != record.end());
        QVERIFY(waitForPerson(Phase::Play));
        int playable = -1;
        for (int k = 0; k < int(page_->scene()->hand().size()) && playable < 0; ++k)
            if (page_->scene()->isPlayable(k)) playable = k;
        QVERIFY(playable >= 0);
        const crib::Card card = page_->scene()->hand()[std::size_t(playable)];
        const std::size_t before = table()->match().played().size();
        QTest::mouseClick(page_->view()->viewport(), Qt::LeftButton, {}, cardPoint(playable));
        QVERIFY(table()->match().played().size() > before);
        QCOMPARE(table()->match().played()[before], std::make_pair(0, card));
    }

    // A match of a set length says how far it has to go ("Game 1 of 3");
    // an endless match says "of the match".
    void headingSaysWhichGameOfASetLength() {
        crib::Setup setup{2, 121, crib::Board::TwoTrack, false};
        setup.matchGames = 3;
        open(setup,
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Expert)},
             5);
        QVERIFY(waitForPerson(Phase::Discard));
        QVERIFY2(page_->panel()->headingLabel()->text().startsWith(QStringLiteral("Game 1 of 3")),
                 qPrintable(page_->panel()->headingLabel()->text()));
        open(crib::Setup{2, 121, crib::Board::TwoTrack, false},
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Expert)},
             5);
        QVERIFY(waitForPerson(Phase::Discard));
        QVERIFY2(page_->panel()->headingLabel()->text().startsWith(
                     QStringLiteral("Game 1 of the match")),
                 qPrintable(page_->panel()->headingLabel()->text()));
    }

    // A match of a set length that is over is not offered again at the next
    // start (it was, at every start, resumed at the show before its end).
    // An endless match is kept after each game: its tallies go on.
    void finishedMatchLeavesNoAutosave() {
        crib::Setup setup{2, 61, crib::Board::TwoTrack, false};
        setup.matchGames = 1;
        open(setup,
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Expert)},
             12);
        waitForPerson(Phase::GameOver); // plays the person's turns to the end
        QTRY_VERIFY(table()->match().phase() == Phase::GameOver && page_->isSettled());
        QVERIFY(table()->match().isOver());
        QTest::qWait(400); // past any autosave still pending
        QVERIFY(!QFile::exists(app::CribPage::autosavePath()));
        window_.reset(); // closing writes any autosave still pending
        QVERIFY(!QFile::exists(app::CribPage::autosavePath()));

        open(crib::Setup{2, 61, crib::Board::TwoTrack, false},
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Expert)},
             12);
        waitForPerson(Phase::GameOver);
        QTRY_VERIFY(table()->match().phase() == Phase::GameOver && page_->isSettled());
        QVERIFY(!table()->match().isOver());
        QTRY_VERIFY(QFile::exists(app::CribPage::autosavePath()));
    }

    // The same by keyboard alone: arrows, Space to choose, Enter to lay away
    // and to play.
    void personByKeyboard() {
        open(
            crib::Setup{2, 61, crib::Board::TwoTrack, false},
            {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Standard)},
            9);
        QVERIFY(waitForPerson(Phase::Discard));
        page_->view()->setFocus();
        const crib::Hand dealt = page_->scene()->hand();
        QTest::keyClick(page_->view(), Qt::Key_Home);
        QTest::keyClick(page_->view(), Qt::Key_Space); // the first card
        QTest::keyClick(page_->view(), Qt::Key_Right);
        QTest::keyClick(page_->view(), Qt::Key_Right);
        QTest::keyClick(page_->view(), Qt::Key_Space); // the third
        QCOMPARE(page_->scene()->selectedCards(), (crib::Hand{dealt[0], dealt[2]}));
        QTest::keyClick(page_->view(), Qt::Key_Return);
        QVERIFY(std::count(table()->match().record().begin(), table()->match().record().end(),
                           crib::Move{crib::Move::Discard, {dealt[0], dealt[2]}, 0}));
        QVERIFY(waitForPerson(Phase::Play));
        page_->view()->setFocus();
        int playable = -1;
        for (int k = 0; k < int(page_->scene()->hand().size()) && playable < 0; ++k)
            if (page_->scene()->isPlayable(k)) playable = k;
        const crib::Card card = page_->scene()->hand()[std::size_t(playable)];
        const std::size_t before = table()->match().played().size();
        QTest::keyClick(page_->view(), Qt::Key_Home);
        for (int k = 0; k < playable; ++k)
            QTest::keyClick(page_->view(), Qt::Key_Right);
        QTest::keyClick(page_->view(), Qt::Key_Return);
        QCOMPARE(table()->match().played()[before], std::make_pair(0, card));
    }

    // A game of a match goes into the book as begun at its first deal: it
    // was begun when the game before ended, the time between counted in.
    void aMatchsGameIsBookedFromItsDeal() {
        window_ = std::make_unique<app::MainWindow>(false);
        page_ = window_->page<club::app::CribPage>(); // not shown: the test plays
        QVERIFY(page_->startMatch(crib::Setup{2, 61, crib::Board::TwoTrack, false},
                                  {computer(QStringLiteral("Ann"), crib::Level::Standard),
                                   computer(QStringLiteral("Bob"), crib::Level::Standard)},
                                  12));
        QList<FinishedGame> booked;
        connect(page_, &app::GamePage::gameFinished, this,
                [&booked](const FinishedGame& game) { booked << game; });
        Random rng(12);
        const auto playOut = [&] {
            for (int i = 0; i < 5000 && table()->match().phase() != Phase::GameOver; ++i)
                if (!table()->playComputer(rng)) return false;
            return table()->match().phase() == Phase::GameOver;
        };
        QVERIFY(playOut());
        QCOMPARE(booked.size(), 1);
        QTest::qWait(400); // the end of the game read
        const QDateTime dealt = QDateTime::currentDateTimeUtc();
        QVERIFY(table()->play(crib::Move{crib::Move::NextGame}));
        QVERIFY(playOut());
        QCOMPARE(booked.size(), 2);
        QVERIFY2(booked[1].started >= dealt.addMSecs(-50),
                 qPrintable(QStringLiteral("begun %1, dealt %2")
                                .arg(booked[1].started.toString(Qt::ISODateWithMs),
                                     dealt.toString(Qt::ISODateWithMs))));
    }

    // With two people at the screen, a hand left face up when the page is
    // left (for the chooser, the club's book) is passed again on coming back.
    void aHandLeftShowingIsPassedAgainOnComingBack() {
        open(crib::Setup{2, 61, crib::Board::TwoTrack, false},
             {person(QStringLiteral("Ann")), person(QStringLiteral("Bob"))}, 9);
        QTRY_VERIFY(page_->isSettled() || page_->passScreen()->isVisible());
        QTRY_VERIFY(page_->passScreen()->isVisible());
        page_->passScreen()->readyButton()->click();
        QCOMPARE(page_->scene()->handMode(), app::CribScene::HandMode::Play);
        const int seat = table()->match().toAct();
        window_->openClubBook();
        window_->openGame(QStringLiteral("cribbage"));
        QVERIFY(page_->passScreen()->isVisible());
        QCOMPARE(page_->scene()->handMode(), app::CribScene::HandMode::Hidden);
        page_->passScreen()->readyButton()->click();
        QCOMPARE(page_->scene()->handMode(), app::CribScene::HandMode::Play);
        QCOMPARE(page_->scene()->handSeat(), seat);
    }

    // The Game menu's entries of the page look usable only when they do
    // something: Next Game in the middle of a deal, and Phones... with no
    // seat on a phone, stood enabled and did nothing.
    void gameMenuOffersOnlyWhatWorks() {
        open(
            crib::Setup{2, 61, crib::Board::TwoTrack, false},
            {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Standard)},
            9);
        QVERIFY(waitForPerson(Phase::Discard));
        const auto entry = [this](const QString& text) -> QAction* {
            for (QAction* a : window_->findChildren<QAction*>())
                if (a->text() == text && a->isVisible()) return a;
            return nullptr;
        };
        const QString next = QStringLiteral("Ne&xt Game");
        const QString phones = QStringLiteral("Ph&ones\u2026");
        QVERIFY(entry(next));
        QVERIFY(entry(phones));
        QVERIFY(!entry(next)->isEnabled());
        QVERIFY(!entry(phones)->isEnabled());
        // Away to the club's book and back: the same.
        window_->openClubBook();
        QVERIFY(!entry(next));
        window_->openGame(QStringLiteral("cribbage"));
        QVERIFY(entry(next) && !entry(next)->isEnabled());
        QVERIFY(entry(phones) && !entry(phones)->isEnabled());
    }

    // Issue 24: the hint is worked out off the GUI thread; asked, then a
    // new match before it comes: the old hint never shows on the new table.
    void aHintUnderWayIsDroppedByANewMatch() {
        const crib::Setup setup{2, 121, crib::Board::TwoTrack, false};
        const std::vector<crib::Seat> seats{person(QStringLiteral("Ann")),
                                            computer(QStringLiteral("Bob"), crib::Level::Expert)};
        open(setup, seats, 21);
        QVERIFY(waitForPerson(Phase::Discard));
        page_->showHint();
        QVERIFY(page_->isHinting()); // its answer cannot come before the loop turns
        QVERIFY(page_->startMatch(setup, seats, 22));
        QVERIFY(!page_->isHinting());
        QVERIFY(waitForPerson(Phase::Discard));
        QTest::qWait(1000); // longer than the analysis
        QCOMPARE(page_->panel()->hintLabel()->text(), QString());
        // Asked again, it comes for the new hand.
        page_->showHint();
        QTRY_VERIFY(page_->panel()->hintLabel()->text().contains(QStringLiteral("Total")));
    }

    // Issue 28: the hint lays away what the Expert would, and its table is
    // his reckoning: with two hands the crib counted with what the other is
    // likely to lay away and a column for the play; the total, his choice
    // first.
    void discardHintIsTheExpertsChoice() {
        int differ = 0, deals = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            crib::Match m(crib::Setup{2, 121, crib::Board::TwoTrack, false}, seed);
            if (m.phase() != Phase::Discard) continue;
            const int seat = m.toAct();
            club::Random rng(seed);
            const crib::Hand expert =
                crib::chooseDiscard(crib::Level::Expert, m.discardView(seat), rng);
            const crib::Hand standard =
                crib::chooseDiscard(crib::Level::Standard, m.discardView(seat), rng);
            QCOMPARE(app::bestDiscard(m, seat), expert);
            const QString html = app::discardHintHtml(m, seat);
            QVERIFY(html.contains(QStringLiteral(">Play<")));
            // his choice is the first row, in bold
            QVERIFY2(html.contains(QStringLiteral("<b>") +
                                   app::cribwords::cardList(expert).toHtmlEscaped() +
                                   QStringLiteral("</b>")),
                     qPrintable(html));
            differ += expert != standard;
            ++deals;
        }
        QVERIFY(deals >= 50);
        QVERIFY2(differ > 0, "no deal where the Expert and the plain count differ");
    }

    // A phone sees the table as the screen shows it: nothing reaches the
    // phones while the screen is still showing what was done (a phone
    // said who won the game while the pegs still moved on the screen).
    void phonesSeeWhatTheScreenShows() {
        crib::Seat ann = person(QStringLiteral("Ann"));
        ann.phone = true;
        open(crib::Setup{2, 61, crib::Board::TwoTrack, false},
             {ann, computer(QStringLiteral("Bob"), crib::Level::Expert)}, 5);
        page_->setPace(40, 0);
        app::CribPhoneTable* phones = page_->phoneTable();
        int early = 0, told = 0;
        connect(phones, &app::PhoneTable::changed, this, [&] {
            ++told;
            if (page_->isShowing()) ++early;
        });
        for (int i = 0; i < 20000 && table()->match().phase() != Phase::GameOver; ++i) {
            if (page_->panel()->continueButton()->isVisible())
                page_->panel()->continueButton()->click();
            if (phones->seatAwaited() == 0 && !page_->isShowing()) {
                const QJsonArray choices =
                    phones->seatView(0).value(QStringLiteral("choices")).toArray();
                if (!choices.isEmpty())
                    QVERIFY(
                        phones
                            ->play(
                                0,
                                choices.first().toObject().value(QStringLiteral("id")).toString())
                            .isEmpty());
            }
            QTest::qWait(5);
        }
        QCOMPARE(table()->match().phase(), Phase::GameOver);
        QVERIFY(told > 20);
        QCOMPARE(early, 0);
    }

    // At 1024x768 the discard hint's table leaves the panel's buttons in
    // sight: the talk below it took the height it would like, not its least,
    // and the panel scrolled Undo and New Match out of view.
    void discardHintLeavesTheButtonsInSight() {
        open(crib::Setup{2, 121, crib::Board::TwoTrack, false},
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Expert)},
             21);
        QVERIFY(waitForPerson(Phase::Discard));
        page_->showHint();
        QTRY_VERIFY(page_->panel()->hintLabel()->text().contains(QStringLiteral("Total")));
        QTest::qWait(50); // the panel laid out again
        auto* area = qobject_cast<QScrollArea*>(page_->panel()->parentWidget()->parentWidget());
        QVERIFY(area);
        QCOMPARE(area->verticalScrollBar()->maximum(), 0);
        QPushButton* undo = page_->panel()->undoButton();
        const QRect shown(undo->mapTo(area->viewport(), QPoint(0, 0)), undo->size());
        QVERIFY(area->viewport()->rect().contains(shown));
    }

    // The show stays on the table until the person goes on; the hint lists
    // the discards; once the starter is turned Undo cannot take back the
    // laying away (issue 23: he would lay away again knowing the starter).
    void showHintAndNoUndoPastTheStarter() {
        open(crib::Setup{2, 121, crib::Board::TwoTrack, false},
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Expert)},
             21);
        QVERIFY(waitForPerson(Phase::Discard));
        page_->showHint();
        QTRY_VERIFY(page_->panel()->hintLabel()->text().contains(QStringLiteral("Total")));
        {
            // The averages are written as the language writes numbers.
            const QLocale before;
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
            const QString html = app::discardHintHtml(table()->match(), 0);
            QLocale::setDefault(before);
            QVERIFY(html.contains(QRegularExpression(QStringLiteral("\\d,\\d\\d<"))));
            QVERIFY(!html.contains(QRegularExpression(QStringLiteral("\\d\\.\\d\\d<"))));
        }
        // The hint picks the Expert's two cards, as the other games' hints
        // take up their move: Enter lays them away.
        crib::Hand best = app::bestDiscard(table()->match(), 0);
        crib::Hand picked = page_->scene()->selectedCards();
        std::sort(best.begin(), best.end());
        std::sort(picked.begin(), picked.end());
        QCOMPARE(picked, best);
        QVERIFY(page_->layAway());
        QTRY_VERIFY(page_->isSettled() || page_->panel()->continueButton()->isVisible());
        QVERIFY(table()->match().starter() != crib::NoCard);
        QVERIFY(!page_->canUndo());
        QVERIFY(!page_->panel()->undoButton()->isEnabled());
        QVERIFY(!menuUndo()->isEnabled());
        const auto moves = table()->match().record().size();
        page_->undo(); // Ctrl+Z all the same: nothing happens
        QCOMPARE(table()->match().record().size(), moves);
        QVERIFY(table()->match().phase() != Phase::Discard || table()->match().dealNumber() > 1);
        // Play on to the end of the first show: it waits for Continue with
        // the crib shown (a computer's hand before it waits for its own).
        QVERIFY(waitForPerson(Phase::Discard));
        QPushButton* go = page_->panel()->continueButton();
        const QString toNextDeal = QStringLiteral("&Continue: the next deal");
        for (int i = 0; i < 4000 && !(go->isVisible() && go->text() == toNextDeal); ++i) {
            if (go->isVisible())
                go->click();
            else if (page_->isSettled() && table()->match().phase() == Phase::Discard)
                waitForPerson(Phase::Play);
            else if (page_->isSettled() && table()->match().phase() == Phase::Play)
                for (int k = 0; k < int(page_->scene()->hand().size()); ++k)
                    if (page_->scene()->isPlayable(k)) {
                        page_->scene()->pressCard(k);
                        break;
                    }
            QTest::qWait(5);
        }
        QVERIFY(page_->panel()->continueButton()->isVisible());
        QCOMPARE(page_->scene()->showCards().size(), std::size_t(4)); // the crib, laid out
        // The next deal waits: no new hand and no discard asked for yet.
        QVERIFY(page_->scene()->hand().empty());
        QVERIFY(!page_->panel()->discardButton()->isVisible());
        QVERIFY(!page_->scene()->caption().isEmpty());
        page_->panel()->continueButton()->click();
        QTRY_VERIFY(page_->scene()->showCards().empty());
    }

    // Save and open give back the same match; a damaged file is refused and
    // the match in hand stays as it was.
    // Open tells the deal as the file has it: the talk of the moves played
    // since the save went (a count said after it stayed told), and what
    // went before it stays.
    void openTellsTheDealAsTheFileHasIt() {
        open(
            crib::Setup{2, 121, crib::Board::TwoTrack, false},
            {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Standard)},
            35);
        QVERIFY(waitForPerson(Phase::Play));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.cribbage"));
        QCOMPARE(page_->saveFile(path), QString());
        const auto talk = [this] {
            QStringList lines;
            for (int i = 0; i < page_->panel()->saidList()->count(); ++i)
                lines << page_->panel()->saidList()->item(i)->text();
            return lines;
        };
        const QStringList atTheSave = talk();
        QVERIFY(!atTheSave.isEmpty());
        for (int k = 0; k < int(page_->scene()->hand().size()); ++k)
            if (page_->scene()->isPlayable(k)) {
                page_->scene()->pressCard(k);
                break;
            }
        QTRY_VERIFY_WITH_TIMEOUT(page_->isSettled(), 10000);
        QVERIFY(talk().size() > atTheSave.size());
        QCOMPARE(page_->openFile(path), QString());
        QCOMPARE(talk(), atTheSave + QStringList{QStringLiteral("The table is set as it stood.")});
    }

    void saveOpenAndDamagedFile() {
        open(crib::Setup{3, 121, crib::Board::ThreeTrack, true},
             {person(QStringLiteral("Ann")), computer(QStringLiteral("Bob"), crib::Level::Standard),
              computer(QStringLiteral("Cy"), crib::Level::Beginner)},
             33);
        QVERIFY(waitForPerson(Phase::Play));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.cribbage"));
        QCOMPARE(page_->saveFile(path), QString());
        const auto record = table()->match().record();
        const auto scores = table()->match().scores();
        QVERIFY(waitForPerson(Phase::Discard) || true); // play on a little
        QCOMPARE(page_->openFile(path), QString());
        QCOMPARE(table()->match().record(), record);
        QCOMPARE(table()->match().scores(), scores);
        QCOMPARE(page_->currentPath(), path);

        QFile bad(dir.filePath(QStringLiteral("bad.cribbage")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        QByteArray data;
        {
            QFile good(path);
            QVERIFY(good.open(QIODevice::ReadOnly));
            data = good.readAll();
        }
        data.replace("\"play ", "\"play QQ"); // a card that is no card
        bad.write(data);
        bad.close();
        const auto held = table()->match().record();
        const QString problem = page_->openFile(bad.fileName());
        QVERIFY(!problem.isEmpty());
        QCOMPARE(table()->match().record(), held);
        QCOMPARE(page_->currentPath(), path);
    }
};

QTEST_MAIN(TestCribTableGui)
#include "tst_crib_table_gui.moc"
