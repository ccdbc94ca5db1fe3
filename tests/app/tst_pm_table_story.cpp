// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. table tells what happened and stays legible with eight seats on
// a laptop (issue 10): the move list, each player's last turn marked on
// his board, the end of a game and of a rubber in words, markers cleared
// when the game is over, the board's squares and men, the hand in two
// rows, the score sheet on white paper and blank sheets for several rubbers.
#include "common/sprite_item.h"
#include "common/sprite_sheet.h"
#include "engine/pm/table.h"
#include "main_window.h"
#include "pm/pm_art.h"
#include "pm/pm_board_item.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_move_log.h"
#include "pm/pm_page.h"
#include "pm/pm_result_words.h"
#include "pm/pm_scene.h"
#include "pm/pm_score_sheet.h"
#include "pm/pm_side_panel.h"
#include "pm/pm_words.h"
#include "pm_test_window.h"
#include "test_paths.h"
#include "test_settings.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGraphicsView>
#include <QListWidget>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace club;

namespace {
const QStringList Names{"Alice", "Bertie", "Clara", "Dennis", "Edith", "Frank", "Gwen", "Harold"};

pm::RubberConfig config(int players, const char* kind, std::uint64_t seed, bool human = false) {
    pm::RubberConfig c;
    for (int i = 0; i < players; ++i)
        c.seats.push_back({Names[i], i, human && i == 0 ? "person" : kind});
    c.seed = seed;
    return c;
}

void playOut(pm::Table* table) {
    while (!table->game().isOver())
        table->isComputerToMove() ? table->playComputerTurn()
                                  : table->play(table->game().legalMoves()[0]);
}
} // namespace

class TestPmTableStory : public QObject {
    Q_OBJECT

    app::MainWindow* window_ = nullptr;
    app::PmPage* page_ = nullptr;

    void open(const pm::RubberConfig& c, QSize size = {1024, 768}) {
        test::openPmRubber(window_, page_, c, size);
    }

private slots:
    void initTestCase() { club::test::useTestSettings(); }
    void cleanup() {
        delete window_;
        window_ = nullptr;
    }

    // A line per turn, in order, with the player and the card; Undo and a
    // new game redraw the list.
    void moveListNamesEveryTurn() {
        open(config(4, "greedy", 7, true));
        pm::Table* table = page_->table();
        QListWidget* list = page_->panel()->moveList();
        QCOMPARE(list->count(), 0);
        // Nine turns or more: on until the last card laid is the person's,
        // the only one Undo takes back (issue 23: no card of another's).
        for (int turn = 0; turn < 9 || table->takeBackCountFor(0) == 0; ++turn) {
            const int seat = table->seatToMove();
            if (table->isComputerToMove())
                table->playComputerTurn();
            else
                table->play(table->game().legalMoves()[0]);
            QCOMPARE(list->count(), turn + 1);
            const std::vector<app::PmLoggedTurn> turns = app::currentGameTurns(table->rubber());
            const QString line = list->item(turn)->text();
            QVERIFY2(line.startsWith(Names[seat] + QLatin1Char(':')), qPrintable(line));
            QVERIFY2(line.contains(app::pmwords::cardName(turns.back().change.cardValue)),
                     qPrintable(line));
            // Words for players: no rule ids, no "0" for the stars.
            QVERIFY2(!line.contains(QRegularExpression(QStringLiteral("PM-\\d|\\b0\\b"))),
                     qPrintable(line));
        }
        const int before = list->count();
        QVERIFY(page_->canUndo());
        page_->undo();
        QCOMPARE(list->count(), before - 1);
        QCOMPARE(list->count(), int(table->rubber().currentRecord().moves.size()));
    }

    // Each player's last card and man stay marked on his board until he
    // plays again; a bust is in the list too.
    void lastTurnIsMarkedOnEachBoard() {
        open(config(4, "greedy", 11));
        pm::Table* table = page_->table();
        app::PmScene* scene = page_->scene();
        for (int turn = 0; turn < 20 && !table->game().isOver(); ++turn) {
            const int seat = table->seatToMove();
            table->playComputerTurn();
            const pm::Change c = app::currentGameTurns(table->rubber()).back().change;
            app::PmBoardItem* board = scene->board(seat);
            QCOMPARE(board->lastCard(), std::optional(c.cardValue));
            QCOMPARE(board->lastMan(), c.man);
        }
        // Every board that has played shows a card; the others none.
        const auto turns = app::currentGameTurns(table->rubber());
        for (int s = 0; s < 4; ++s) {
            const bool played = std::any_of(turns.begin(), turns.end(),
                                            [&](const auto& t) { return t.rubberSeat == s; });
            QCOMPARE(scene->board(s)->lastCard().has_value(), played);
        }
    }

    // The end of a game: markers off the table, the winner and the rubber
    // standing in words; at the end of the rubber, its winner(s) named and
    // a New Rubber button.
    void endOfAGameAndOfARubber() {
        open(config(3, "greedy", 5));
        pm::Table* table = page_->table();
        app::PmScene* scene = page_->scene();
        app::PmSidePanel* panel = page_->panel();
        playOut(table);
        QTest::qWait(20);
        for (int s = 0; s < 3; ++s) {
            QVERIFY(!scene->board(s)->isActive());
            QVERIFY(!scene->board(s)->isNext());
        }
        const QString result = panel->resultText();
        QVERIFY2(result.contains(QStringLiteral("wins game 1 with")) ||
                     result.contains(QStringLiteral("share game 1 with")),
                 qPrintable(result));
        // (The English plural comes from the program's catalogue, not loaded here.)
        QVERIFY2(result.contains(QStringLiteral("Rubber after 1 game")), qPrintable(result));
        QVERIFY(panel->nextGameButton()->isVisibleTo(panel));
        QVERIFY2(panel->nextGameButton()->text().contains(QStringLiteral("Game 2 of 5")),
                 qPrintable(panel->nextGameButton()->text()));
        QVERIFY(!panel->newRubberButton()->isVisibleTo(panel));
        while (table->nextGame())
            playOut(table);
        QVERIFY(table->rubber().isOver());
        QTest::qWait(20);
        const std::vector<int> leaders = table->rubber().leaders();
        const QString end = panel->resultText();
        for (int s : leaders)
            QVERIFY2(end.contains(Names[s]), qPrintable(end));
        QVERIFY2(end.contains(leaders.size() == 1 ? QStringLiteral("wins the rubber with")
                                                  : QStringLiteral("share the rubber with")),
                 qPrintable(end));
        QVERIFY(panel->newRubberButton()->isVisibleTo(panel));
        QSignalSpy asked(page_, &app::PmPage::newGameRequested);
        // The window answers with the New Rubber dialog: close it again.
        QTimer::singleShot(200, [] {
            if (QWidget* dialog = QApplication::activeModalWidget()) dialog->close();
        });
        panel->newRubberButton()->click();
        QCOMPARE(asked.count(), 1);
    }

    // Several winners are named as a list: "Alice and Dennis share ...".
    void sharedRubberIsNamedProperly() {
        QLocale::setDefault(QLocale(QLocale::English));
        pm::Table table;
        pm::RubberConfig c = config(2, "greedy", 1);
        // Two random players of equal strength: look for a shared rubber.
        for (std::uint64_t seed = 1; seed < 400; ++seed) {
            c.seed = seed;
            QVERIFY(table.newRubber(c).isEmpty());
            while (true) {
                playOut(&table);
                if (!table.nextGame()) break;
            }
            if (table.rubber().leaders().size() < 2) continue;
            QCOMPARE(app::pmwords::rubberResult(table.rubber()),
                     QStringLiteral("Alice and Bertie share the rubber with %1.")
                         .arg(table.rubber().total(0)));
            return;
        }
        QSKIP("no shared rubber in the seeds tried");
    }

    // Play Card waits while a computer chooses.
    void playCardIsOffWhileAComputerThinks() {
        open(config(2, "greedy", 3, true));
        pm::Table* table = page_->table();
        app::PmSidePanel* panel = page_->panel();
        if (!table->isComputerToMove()) table->play(table->game().legalMoves()[0]);
        QTRY_VERIFY(table->isComputerToMove());
        QVERIFY(!panel->playButton()->isEnabled());
        QVERIFY(!panel->hintButton()->isEnabled());
        table->playComputerTurn();
        QTRY_VERIFY(!table->isComputerToMove());
        QVERIFY(panel->playButton()->isEnabled());
    }

    // PM-21: players of the other section, who have not played yet, show a
    // dash in the rubber column, not a 0 they never scored.
    void notPlayedYetShowsADash() {
        pm::RubberConfig c = config(8, "greedy", 21);
        c.sections = true;
        open(c);
        pm::Table* table = page_->table();
        playOut(table);
        QTest::qWait(20);
        auto* scores = page_->panel()->findChild<QTableWidget*>();
        const auto& played = table->rubber().currentRecord().seats;
        for (int s = 0; s < 8; ++s) {
            const bool inFirst = std::find(played.begin(), played.end(), s) != played.end();
            const QString total = scores->item(s, 2)->text();
            if (inFirst)
                QCOMPARE(total, QString::number(table->rubber().total(s))
                                    .replace(QLatin1Char('-'), QChar(0x2212)));
            else
                QCOMPARE(total, QStringLiteral("\u2014"));
        }
        QVERIFY2(page_->panel()->nextGameButton()->text().contains(QStringLiteral("Section 2")),
                 qPrintable(page_->panel()->nextGameButton()->text()));
    }

    // Eight seats at 1024x768: numbers and names at 9 pt (12 px) or more,
    // the hand's values in view, the side panel folds away.
    void eightSeatsAreLegibleOnALaptop() {
        open(config(8, "greedy", 8, true));
        pm::Table* table = page_->table();
        app::PmScene* scene = page_->scene();
        while (table->isComputerToMove())
            table->playComputerTurn();
        QTest::qWait(50);
        auto* view = qobject_cast<QGraphicsView*>(scene->views().value(0));
        QVERIFY(view);
        const qreal scale = view->transform().m11();
        const QSizeF board = scene->board(0)->boardSize() * scale;
        // The board's numbers are printed at 50 of its 880 units.
        QVERIFY2(board.height() * 50 / 880 >= 12, qPrintable(QString::number(board.height())));
        // The hand: every card shows at least 58% of its width.
        QVERIFY(scene->handSize() >= 5);
        for (int i = 0; i + 1 < scene->handSize(); ++i) {
            const QRectF a = scene->handCardRect(i), b = scene->handCardRect(i + 1);
            if (qFuzzyCompare(a.top(), b.top()))
                QVERIFY2(b.left() - a.left() >= 0.58 * a.width() - 0.5,
                         qPrintable(QString::number(i)));
            QVERIFY(a.height() * scale >= 60); // a card's numeral stays large
        }
        // The panel folds to a strip and the boards grow.
        app::PmSidePanel* panel = page_->panel();
        const int before = panel->width();
        panel->collapseButton()->click();
        QTest::qWait(50);
        QVERIFY(panel->width() < before / 4);
        QTRY_VERIFY(scene->board(0)->boardSize().width() * view->transform().m11() >
                    board.width() + 1);
        panel->collapseButton()->click();
        QCOMPARE(panel->width(), before);
    }

    // Men stand clear of the next number; men on 25 below its number; the
    // whole square takes the click.
    void menStandInsideTheirSquare() {
        app::SpriteSheet sheet(QStringLiteral(":/players-club/pm.svg"));
        app::PmBoardItem board(&sheet, 0, QStringLiteral("Alice"), 0);
        board.setBoardSize({320, 440});
        const qreal disc = board.manSize().width() * 0.8; // the disc in the man's sprite
        for (int place = 1; place <= 24; ++place) {
            const QRectF box = board.placeBox(place);
            const QPointF c = board.placeCentre(place, 0);
            const QRectF man(c - QPointF(disc / 2, disc / 2), QSizeF(disc, disc));
            QVERIFY2(box.contains(man), qPrintable(QString::number(place)));
        }
        const QRectF home = board.placeBox(pm::Home);
        for (int m = 0; m < 4; ++m) {
            const QPointF c = board.placeCentre(pm::Home, m);
            const QRectF man(c - QPointF(disc / 2, disc / 2), QSizeF(disc, disc));
            QVERIFY(home.contains(man));
            // The number 25 fills the square's upper half.
            QVERIFY(man.top() > home.top() + home.height() * 0.45);
            if (m > 0) QVERIFY(c.x() - board.placeCentre(pm::Home, m - 1).x() >= disc * 0.99);
        }
    }

    void aClickAnywhereOnTheSquarePlays() {
        open(config(2, "greedy", 13, true));
        pm::Table* table = page_->table();
        app::PmScene* scene = page_->scene();
        if (table->isComputerToMove()) table->playComputerTurn();
        QTRY_VERIFY(!table->isComputerToMove());
        // A card whose move lands a man on a numbered place.
        for (int i = 0; i < scene->handSize(); ++i) {
            scene->selectCard(i);
            for (int k = 0; k < int(scene->options().size()); ++k) {
                const pm::Move m = scene->options()[k];
                if (!m.movesMan() || m.bust || m.to == pm::Home) continue;
                app::PmBoardItem* board = scene->board(table->seatToMove());
                // The square's top left corner, far from the landing ring.
                const QRectF box = board->placeBox(m.to);
                const QPointF corner = board->mapToScene(box.topLeft() + QPointF(3, 3));
                auto* view = scene->views().value(0);
                const int before = table->game().turnsPlayed();
                QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(corner));
                QCOMPARE(table->game().turnsPlayed(), before + 1);
                QCOMPARE(table->rubber().currentRecord().moves.back(), m);
                return;
            }
        }
        QSKIP("no move to a numbered place in this deal");
    }

    // The eight men's marks are told apart: no two alike.
    void menMarksDiffer() {
        QList<QList<int>> marks; // the middle of each man: dark, middle or light
        for (int c = 0; c < 8; ++c) {
            QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter p(&image);
            app::pm_art::paintMan(p, c, QRectF(0, 0, 64, 64));
            p.end();
            QList<int> mark;
            for (int y = 18; y < 42; ++y)
                for (int x = 18; x < 42; ++x) {
                    const int g = qGray(image.pixel(x, y));
                    mark << (g < 70 ? 0 : g > 200 ? 2 : 1);
                }
            marks << mark;
        }
        for (int a = 0; a < 8; ++a)
            for (int b = a + 1; b < 8; ++b) {
                int differ = 0;
                for (int i = 0; i < marks[a].size(); ++i)
                    differ += marks[a][i] != marks[b][i];
                QVERIFY2(differ > 40,
                         qPrintable(QStringLiteral("%1 and %2: %3").arg(a).arg(b).arg(differ)));
            }
    }

    // Paper is white unless the player keeps the cream; blank sheets come
    // several to a run, and the grid is closed on both sides.
    void printingUsesWhitePaper() {
        app::setPrintCreamPaper(false);
        app::ScoreSheet sheet = app::forPaper(app::blankScoreSheet(4));
        QVERIFY(!sheet.cream);
        QImage image(424, 600, QImage::Format_RGB32);
        image.fill(Qt::black);
        QPainter p(&image);
        app::paintScoreSheet(p, QRectF(image.rect()), sheet);
        p.end();
        QCOMPARE(image.pixel(2, 2), qRgb(255, 255, 255));
        app::setPrintCreamPaper(true);
        QVERIFY(app::forPaper(app::blankScoreSheet(4)).cream);
        app::setPrintCreamPaper(false);
    }

    void blankSheetsForSeveralRubbers() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("sheets.pdf"));
        QProcess app;
        app.start(club::test::appProgram(),
                  {QStringLiteral("--blank-score-sheet"), QStringLiteral("--players"),
                   QStringLiteral("8"), QStringLiteral("--count"), QStringLiteral("3"),
                   QStringLiteral("--output"), out});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 0);
        QFile pdf(out);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray data = pdf.readAll();
        QCOMPARE(data.count("/Type /Page\n") + data.count("/Type /Page\r") +
                     data.count("/Type /Page "),
                 3);
        app.start(club::test::appProgram(),
                  {QStringLiteral("--blank-score-sheet"), QStringLiteral("--count"),
                   QStringLiteral("0"), QStringLiteral("--output"), out});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 2);
    }

    // Words for players: no rule ids in the table's messages (the rules
    // window keeps them as references).
    void noRuleIdsInTheTablesWords() {
        const QStringList contexts{"PmWords",
                                   "PmMoveLog",
                                   "PmResultWords",
                                   "ScoreSheetWords",
                                   "KmWords",
                                   "KmSquareWords",
                                   "club::app::PmSidePanel",
                                   "club::app::PmBoardItem",
                                   "club::app::PmScoreDialog",
                                   "club::app::KmSidePanel"};
        for (const char* lang : {"fr", "de", "es"}) {
            QFile ts(club::test::sourcePath(QStringLiteral("/translations/players-club_%1.ts"))
                         .arg(QLatin1String(lang)));
            QVERIFY(ts.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(ts.readAll());
            static const QRegularExpression context(
                QStringLiteral("<context>\\s*<name>([^<]*)</name>(.*?)</context>"),
                QRegularExpression::DotMatchesEverythingOption);
            static const QRegularExpression id(
                QStringLiteral("<(source|translation)>[^<]*\\((PM|KM)-[0-9E]+[^<]*<"));
            for (auto it = context.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                if (!contexts.contains(m.captured(1))) continue;
                const auto found = id.match(m.captured(2));
                QVERIFY2(!found.hasMatch(),
                         qPrintable(m.captured(1) + QLatin1Char(' ') + found.captured(0)));
            }
        }
    }
};

QTEST_MAIN(TestPmTableStory)
#include "tst_pm_table_story.moc"
