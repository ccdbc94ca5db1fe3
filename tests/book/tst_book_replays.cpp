// SPDX-License-Identifier: GPL-3.0-or-later
// Replays of the club's book (issue 27): each game played to its end through
// the real window by computer players, taken back from the book and replayed
// on its own page (replay_window.h): the end of the replay is the position
// the game ended in, stepping back and forward again comes to it again, the
// board takes no input, the game in progress on the window's page and its
// autosave are as they were, and a damaged record gives a plain message.
#include "book.h"
#include "book_games_tab.h"
#include "book_stats.h"
#include "book_writer.h"
#include "club_book_page.h"
#include "common/read_only_guard.h"
#include "crib/crib_page.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "crib/crib_view.h"
#include "crib/crib_words.h"
#include "engine/core/seat.h"
#include "engine/crib/table.h"
#include "engine/km/player.h"
#include "engine/km/table.h"
#include "engine/pat/table.h"
#include "engine/pm/table.h"
#include "km/km_page.h"
#include "km/km_side_panel.h"
#include "km/km_view.h"
#include "main_window.h"
#include "own_book_home.h"
#include "pat/pat_page.h"
#include "pat/pat_side_panel.h"
#include "pat/pat_view.h"
#include "pm/pm_page.h"
#include "pm/pm_score_dialog.h"
#include "pm/pm_side_panel.h"
#include "pm/pm_view.h"
#include "replay_window.h"
#include "test_settings.h"

#include "engine/core/random.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace club;

namespace {

app::MainWindow* shownWindow = nullptr;

QList<FinishedGame> booked(const QString& kind, const QString& unit = QStringLiteral("game")) {
    return test::gamesInTheBook(shownWindow, kind, unit);
}

/// Counts the input that reaches a widget.
class InputSpy : public QObject {
public:
    explicit InputSpy(QWidget* widget) { widget->installEventFilter(this); }
    int input = 0;

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        const QEvent::Type t = event->type();
        if (t == QEvent::MouseButtonPress || t == QEvent::MouseButtonRelease ||
            t == QEvent::KeyPress || t == QEvent::MouseButtonDblClick)
            ++input;
        return false;
    }
};

/// The replay of `game` steps to the same end as `ended`, back and forth,
/// and its board takes no input. `key` says where a page's table is.
template <class Page, class Key, class Ended>
void checkReplay(const FinishedGame& game, const Key& key, const Ended& ended) {
    app::ReplayWindow window(game);
    QCOMPARE(window.openRecord(), QString());
    auto* page = qobject_cast<Page*>(window.page());
    QVERIFY(page);
    QVERIFY(window.length() > 0);
    QCOMPARE(window.step(), window.length()); // it opens at its end
    QVERIFY(key(page) == ended);
    window.toStart();
    QCOMPARE(window.step(), 0);
    QVERIFY(!(key(page) == ended));
    window.forward();
    QCOMPARE(window.step(), 1);
    window.toEnd();
    QCOMPARE(window.step(), window.length());
    QVERIFY(key(page) == ended);
    window.back();
    QCOMPARE(window.step(), window.length() - 1);
    QVERIFY(!(key(page) == ended));
    window.forward();
    QVERIFY(key(page) == ended);
    QVERIFY(!window.forwardButton()->isEnabled());
    // Steps, not moves: the move list numbers the game's moves, fewer than
    // its decisions ("136 of 136" beside a list of 112).
    QCOMPARE(window.moveLabel()->text(), QStringLiteral("Step %1 of %1").arg(window.length()));

    // Played at a pace: it goes on by itself to the end.
    window.toStart();
    window.setPace(2);
    window.playOrPause();
    QVERIFY(window.isPlaying());
    // (A loaded machine may be slow to run the pace's timer.)
    QTRY_VERIFY_WITH_TIMEOUT(window.step() >= 2, 15000);
    window.toEnd();
    QVERIFY(!window.isPlaying());

    // The board takes no click and no key, half-way as at the end.
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showStep(window.length() / 2);
    const auto middle = key(page);
    const quint64 revision = page->table()->revision();
    QWidget* board = page->view()->viewport();
    InputSpy spy(board);
    InputSpy viewSpy(page->view());
    for (const QPoint at : {board->rect().center(), board->rect().center() / 2,
                            board->rect().bottomRight() - QPoint(40, 40)})
        QTest::mouseClick(board, Qt::LeftButton, {}, at);
    QTest::mouseDClick(board, Qt::LeftButton, {}, board->rect().center());
    // (Home, End, Left, Right and Space are the window's: below.)
    for (const Qt::Key k : {Qt::Key_Return, Qt::Key_Up, Qt::Key_1, Qt::Key_H, Qt::Key_Down})
        QTest::keyClick(page->view(), k);
    QCOMPARE(spy.input, 0);
    QCOMPARE(viewSpy.input, 0);
    QCOMPARE(page->table()->revision(), revision);
    QVERIFY(key(page) == middle);
    // The window's own keys step the replay, the focus on the board or not.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(window.step(), 0);
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(window.step(), 1);
    QTest::keyClick(&window, Qt::Key_End);
    QVERIFY(key(page) == ended);
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(window.step(), window.length() - 1);
    QVERIFY(window.guard()->stops(
        board, std::make_unique<QMouseEvent>(QEvent::MouseButtonPress, QPointF(1, 1), QPointF(1, 1),
                                             Qt::LeftButton, Qt::LeftButton, Qt::NoModifier)
                   .get()));
}

/// Plays the rubber on `table` to its end by its computers, in one go.
bool playRubberByComputers(pm::Table* table, int games) {
    for (int game = 0; game < games; ++game) {
        if (game > 0 && !table->nextGame()) return false;
        for (int turn = 0; turn < 2000 && !table->game().isOver(); ++turn)
            if (!table->playComputerTurn()) return false;
    }
    return table->rubber().isOver();
}

} // namespace

class TestBookReplays : public QObject {
    Q_OBJECT

    std::unique_ptr<app::MainWindow> window_;
    test::OwnBookHome home_;

private slots:
    void initTestCase() { home_.enter(QStringLiteral("players-club-book-replays-tests")); }
    void init() {
        test::OwnBookHome::removeTheBook();
        window_ = std::make_unique<app::MainWindow>(false);
        shownWindow = window_.get();
    }
    void cleanup() {
        shownWindow = nullptr;
        window_.reset();
    }

    void kmReplay();
    void kmReplayOffersNoHint();
    void pmReplayOffersNoHint();
    void patReplay();
    void pmReplay();
    void pmEveryGameOfARubber();
    void pmSectionsGamePlayedAside();
    void cribReplay();
    void cribMatchIsAUnit();
    void gameInProgressUntouched();
    void damagedRecordIsAPlainMessage();
    void bookPageListsAndReplays();

private:
    /// Plays a King's Men game to its end on the window's page.
    void playKm(std::uint64_t seed);
};

void TestBookReplays::playKm(std::uint64_t seed) {
    auto* page = window_->page<app::KmPage>();
    km::Seats seats;
    seats.seat[0] = {QStringLiteral("Ada"), 0, QStringLiteral("random")};
    seats.seat[1] = {QStringLiteral("Bert"), 1, QStringLiteral("random")};
    page->startGame(seats, seed);
    km::Table* table = page->table();
    for (int turn = 0; turn < 20000 && !table->game().isOver(); ++turn)
        QVERIFY(table->play(table->computerTurn(quint64(turn)).choose()));
    QVERIFY(table->game().isOver());
}

/// Under the sanitizers' quick run the King's Men game of random players
/// (about 200 moves, each step of its replay a replay from the start) took
/// minutes: the other games' replays cover the same window there.
bool quickRun() {
    return qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS");
}

void TestBookReplays::kmReplay() {
    if (quickRun()) QSKIP("a long King's Men game is left to the full run");
    playKm(27);
    km::Table* played = window_->page<app::KmPage>()->table();
    const QList<FinishedGame> games = booked(QStringLiteral("kings-men"));
    QCOMPARE(games.size(), 1);
    const auto key = [](app::KmPage* page) {
        return std::pair(page->table()->position(), page->table()->game().current());
    };
    checkReplay<app::KmPage>(games[0], key,
                             std::pair(played->position(), played->game().current()));
    QCOMPARE(booked(QStringLiteral("kings-men")).size(), 1); // the replay wrote nothing
}

void TestBookReplays::kmReplayOffersNoHint() {
    // Two people, whose moves are played here at random.
    auto* page = window_->page<app::KmPage>();
    km::Seats seats;
    seats.seat[0] = {QStringLiteral("Ada"), 0, QString::fromLatin1(club::Seat::Person)};
    seats.seat[1] = {QStringLiteral("Bert"), 1, QString::fromLatin1(club::Seat::Person)};
    page->startGame(seats, 31);
    km::Table* table = page->table();
    QVERIFY(!table->isComputerToMove());
    const std::unique_ptr<km::Player> people = km::makePlayer(km::Level::Random);
    Random rng(31);
    for (int turn = 0; turn < 20000 && !table->game().isOver(); ++turn)
        QVERIFY(table->play(people->choose(table->position(), rng)));
    QVERIFY(table->game().isOver());
    const QList<FinishedGame> games = booked(QStringLiteral("kings-men"));
    QCOMPARE(games.size(), 1);
    // At the replay's start a person is to move: no hint, whose answer
    // would never come from the replay's held computers.
    app::ReplayWindow replay(games[0]);
    QCOMPARE(replay.openRecord(), QString());
    auto* shown = qobject_cast<app::KmPage*>(replay.page());
    QVERIFY(shown && shown->hintAction());
    replay.showStep(0);
    QVERIFY(!shown->table()->isComputerToMove());
    QVERIFY(!shown->hintAction()->isEnabled());
    shown->showHint();
    QVERIFY(!shown->isHinting());
    // Nor any play on the panel: Hint, Undo, Redo and New Game stood greyed.
    for (int step : {0, replay.length() / 2, replay.length()}) {
        replay.showStep(step);
        for (QPushButton* b : {shown->panel()->hintButton(), shown->panel()->undoButton(),
                               shown->panel()->redoButton(), shown->panel()->newGameButton()})
            QVERIFY2(!b->isVisibleTo(shown->panel()), qPrintable(b->text()));
    }
}

void TestBookReplays::pmReplayOffersNoHint() {
    // A person (whose first legal card is played here) against a computer.
    auto* page = window_->page<app::PmPage>();
    pm::RubberConfig config;
    config.seats = {{QStringLiteral("Ada"), 0, QString::fromLatin1(club::Seat::Person)},
                    {QStringLiteral("Bert"), 1, QStringLiteral("standard")}};
    config.games = 1;
    config.seed = 29;
    QCOMPARE(page->startRubber(config), QString());
    pm::Table* table = page->table();
    for (int turn = 0; turn < 2000 && !table->game().isOver(); ++turn)
        QVERIFY(table->isComputerToMove() ? table->playComputerTurn()
                                          : table->play(table->game().legalMoves()[0]));
    QVERIFY(table->rubber().isOver());
    const QList<FinishedGame> games = booked(QStringLiteral("pm"));
    QCOMPARE(games.size(), 1);
    app::ReplayWindow replay(games[0]);
    QCOMPARE(replay.openRecord(), QString());
    auto* shown = qobject_cast<app::PmPage*>(replay.page());
    QVERIFY(shown && shown->hintAction());
    // At the first step where the person is to play: no hint, whose answer
    // would never come from the replay's held computers.
    int step = 0;
    for (; step < 200; ++step) {
        replay.showStep(step);
        if (!shown->table()->game().isOver() && !shown->table()->isComputerToMove()) break;
    }
    QVERIFY(step < 200);
    QVERIFY(!shown->hintAction()->isEnabled());
    QVERIFY(!shown->panel()->hintButton()->isEnabled());
    shown->showHint();
    QVERIFY(!shown->isHinting());
    // Nor any play on the panel (it stood greyed); the score sheet is read.
    for (QPushButton* b :
         {shown->panel()->playButton(), shown->panel()->hintButton(), shown->panel()->undoButton()})
        QVERIFY2(!b->isVisibleTo(shown->panel()), qPrintable(b->text()));
    QVERIFY(shown->panel()->scoreSheetButton()->isVisibleTo(shown->panel()));
    // ... and works (it stood greyed, taking no click): the sheet opens,
    // takes the keys and clicks a dialog takes, and neither deals on nor
    // starts a rubber from the replay.
    {
        QPushButton* sheetButton = shown->panel()->scoreSheetButton();
        QVERIFY(sheetButton->isEnabled());
        const auto press = [](QEvent::Type type) {
            return std::make_unique<QMouseEvent>(type, QPointF(1, 1), QPointF(1, 1), Qt::LeftButton,
                                                 Qt::LeftButton, Qt::NoModifier);
        };
        QVERIFY(!replay.guard()->stops(sheetButton, press(QEvent::MouseButtonPress).get()));
        replay.showStep(replay.length());
        const auto revision = shown->table()->revision();
        sheetButton->click();
        auto* sheet = shown->findChild<app::PmScoreDialog*>();
        QVERIFY(sheet && sheet->isVisible());
        for (QPushButton* b : sheet->findChildren<QPushButton*>()) {
            QVERIFY2(!replay.guard()->stops(b, press(QEvent::MouseButtonRelease).get()),
                     qPrintable(b->text()));
            if (b->isVisibleTo(sheet))
                QVERIFY2(!b->text().contains(QStringLiteral("Deal")) &&
                             !b->text().contains(QStringLiteral("Rubber")),
                         qPrintable(b->text()));
        }
        const QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
        QVERIFY(!replay.guard()->stops(sheet, &escape));
        sheet->close();
        QCOMPARE(shown->table()->revision(), revision);
        // The rest of the panel is still the replay's: no click gets in.
        QVERIFY(replay.guard()->stops(shown->panel()->playButton(),
                                      press(QEvent::MouseButtonPress).get()));
    }
    // The computer's moves are the record's: nobody "is thinking" in a
    // replay, paused on his turn (it said "Bert is thinking…").
    QSignalSpy said(shown, &app::GamePage::statusMessage);
    for (step = 0; step < 200; ++step) {
        replay.showStep(step);
        if (!shown->table()->game().isOver() && shown->table()->isComputerToMove()) break;
    }
    QVERIFY(step < 200);
    QCOMPARE(shown->panel()->turnText(), QStringLiteral("Bert to play (Sky blue, ring)"));
    for (const QList<QVariant>& s : said)
        QVERIFY2(!s.at(0).toString().contains(QStringLiteral("thinking")),
                 qPrintable(s.at(0).toString()));
}

void TestBookReplays::patReplay() {
    auto* page = window_->page<app::PatPage>();
    pat::Setup setup = pat::Setup::standard(pat::Kind::Single, 3);
    for (pat::Seat& seat : setup.seats)
        seat.player = QStringLiteral("standard");
    // A person where the replay's first step waits for his choice (he
    // begins); played here by the loop below.
    setup.seats[2].player = QStringLiteral("person");
    QCOMPARE(page->startGame(setup, 27), QString());
    pat::Table* table = page->table();
    for (int i = 0; i < 100000 && !table->isOver(); ++i) {
        if (table->phase() == pat::Phase::Choose)
            QVERIFY(table->play(table->computerTurn(quint64(i)).choose()));
        else
            QVERIFY(table->throwDie());
    }
    QVERIFY(table->isOver());
    const QList<FinishedGame> games = booked(QStringLiteral("patchesi"));
    QCOMPARE(games.size(), 1);
    const auto key = [](app::PatPage* p) {
        const pat::Table* t = p->table();
        return std::tuple(t->game().current(), t->isOver(), t->game().finishingSeats(),
                          t->game().stakes());
    };
    checkReplay<app::PatPage>(games[0], key, key(page));
    QCOMPARE(booked(QStringLiteral("patchesi")).size(), 1);

    // A replay offers no hint, even where the person is to choose (at its
    // start): its computers are held, so a hint asked would never come.
    app::ReplayWindow replay(games[0]);
    QCOMPARE(replay.openRecord(), QString());
    auto* shown = qobject_cast<app::PatPage*>(replay.page());
    QVERIFY(shown && shown->hintAction());
    int personChoices = 0;
    for (int step = 0; step < replay.length(); ++step) {
        replay.showStep(step);
        const pat::Table* t = shown->table();
        if (t->phase() != pat::Phase::Choose || t->isComputerToMove()) continue;
        ++personChoices;
        QVERIFY(!shown->hintAction()->isEnabled());
        shown->showHint();
        QVERIFY(!shown->isHinting());
        QVERIFY(!shown->panel()->note().contains(QStringLiteral("Expert")));
    }
    QVERIFY(personChoices > 0);
    // Nor any play on the panel, to its end: Throw, Hint, Undo and the rest
    // stood greyed, and the end offered New Game.
    for (int step : {0, replay.length()}) {
        replay.showStep(step);
        for (QWidget* w : std::initializer_list<QWidget*>{
                 shown->panel()->throwButton(), shown->panel()->fastForwardButton(),
                 shown->panel()->hintButton(), shown->panel()->autoOnlyBox(),
                 shown->panel()->undoButton(), shown->panel()->redoButton(),
                 shown->panel()->newGameButton(), shown->panel()->endNewGameButton()})
            QVERIFY2(!w->isVisibleTo(shown->panel()), qPrintable(QString::number(step)));
    }
}

void TestBookReplays::pmReplay() {
    auto* page = window_->page<app::PmPage>();
    pm::RubberConfig config;
    config.seats = {{QStringLiteral("Ada"), 0, QStringLiteral("standard")},
                    {QStringLiteral("Bert"), 1, QStringLiteral("beginner")},
                    {QStringLiteral("Cora"), 2, QStringLiteral("standard")}};
    config.seed = 27;
    QCOMPARE(page->startRubber(config), QString());
    pm::Table* table = page->table();
    QVERIFY(playRubberByComputers(table, config.games));
    // The window's own sheet comes up as its rubber ends, and takes the
    // keys: closed first, it does not take them from a replay later.
    QTRY_VERIFY(page->findChild<app::PmScoreDialog*>());
    page->findChild<app::PmScoreDialog*>()->close();
    // Each seat's totals, and the cards laid in the game on the table.
    const auto key = [](app::PmPage* p) {
        const pm::Table* t = p->table();
        QList<int> k{int(t->rubber().currentRecord().moves.size()), t->game().isOver() ? 1 : 0};
        for (int seat = 0; seat < 3; ++seat)
            k << t->rubber().total(seat);
        return k;
    };
    const QList<FinishedGame> rubbers = booked(QStringLiteral("pm"), QStringLiteral("rubber"));
    QCOMPARE(rubbers.size(), 1);
    checkReplay<app::PmPage>(rubbers[0], key, key(page)); // the rubber's last game
    // A game of the rubber, at its own end: the scores the book keeps.
    const QList<FinishedGame> games = booked(QStringLiteral("pm"));
    QVERIFY(!games.isEmpty());
    const auto firstGame = [](app::PmPage* p) {
        QList<int> k{int(p->table()->rubber().currentRecord().moves.size())};
        for (int seat = 0; seat < 3; ++seat)
            k << p->table()->rubber().score(0, seat).value_or(-1);
        return k;
    };
    QList<int> ended{int(table->rubber().records()[0].moves.size())};
    for (const FinishedSeat& seat : games[0].seats)
        ended << seat.score;
    checkReplay<app::PmPage>(games[0], firstGame, ended);
    QCOMPARE(booked(QStringLiteral("pm")).size(), games.size());
}

// Each game of a rubber replays that game, from its deal (the rubber as it
// stood before it) to its end, with the scores the book has; the rubber
// replays every game in turn (PM-20: a rubber's games, their deal passing left).
void TestBookReplays::pmEveryGameOfARubber() {
    auto* page = window_->page<app::PmPage>();
    pm::RubberConfig config;
    config.seats = {{QStringLiteral("Ada"), 0, QStringLiteral("standard")},
                    {QStringLiteral("Bert"), 1, QStringLiteral("beginner")}};
    config.games = 3;
    config.seed = 31;
    QCOMPARE(page->startRubber(config), QString());
    pm::Table* table = page->table();
    QVERIFY(playRubberByComputers(table, config.games));
    const std::vector<pm::GameRecord> played = table->rubber().records();
    const QList<FinishedGame> games = booked(QStringLiteral("pm"));
    QCOMPARE(games.size(), config.games);
    for (int number = 0; number < config.games; ++number) {
        const FinishedGame& game = games[number];
        QCOMPARE(game.options.value(QStringLiteral("game")).toInt(), number + 1);
        app::ReplayWindow window(game);
        QCOMPARE(window.openRecord(), QString());
        auto* replayed = qobject_cast<app::PmPage*>(window.page());
        QVERIFY(replayed);
        // Each step puts a rubber of its own on the table.
        const auto rubber = [replayed]() -> const pm::Rubber& {
            return replayed->table()->rubber();
        };
        QCOMPARE(window.length(), int(played[std::size_t(number)].moves.size()));
        // At its end: that game over, with the book's scores.
        QCOMPARE(rubber().currentRecord().number, number);
        QVERIFY(rubber().current().isOver());
        for (int seat = 0; seat < 2; ++seat)
            QCOMPARE(rubber().score(number, seat).value_or(-1), game.seats[seat].score);
        // At its start: that game as dealt, the games before it played out.
        window.toStart();
        QCOMPARE(rubber().currentRecord().number, number);
        QVERIFY(rubber().currentRecord().moves.empty());
        QCOMPARE(int(rubber().records().size()), number + 1);
        for (int before = 0; before < number; ++before)
            QVERIFY(rubber().score(before, 0).has_value());
        window.forward();
        QCOMPARE(rubber().currentRecord().moves.size(), std::size_t(1));
        QVERIFY(rubber().currentRecord().moves[0] == played[std::size_t(number)].moves[0]);
        window.toEnd();
        QVERIFY(rubber().current().isOver());
        QCOMPARE(rubber().currentRecord().number, number);
    }
    // The rubber: every game, from the first deal to the last card.
    const QList<FinishedGame> rubbers = booked(QStringLiteral("pm"), QStringLiteral("rubber"));
    QCOMPARE(rubbers.size(), 1);
    app::ReplayWindow window(rubbers[0]);
    QCOMPARE(window.openRecord(), QString());
    auto* replayed = qobject_cast<app::PmPage*>(window.page());
    QVERIFY(replayed);
    int moves = 0;
    for (const pm::GameRecord& record : played)
        moves += int(record.moves.size());
    QCOMPARE(window.length(), moves);
    window.toStart();
    QCOMPARE(replayed->table()->rubber().currentRecord().number, 0);
    QVERIFY(replayed->table()->rubber().currentRecord().moves.empty());
    window.showStep(int(played[0].moves.size()) + 1); // the second game's first card
    QCOMPARE(replayed->table()->rubber().currentRecord().number, 1);
    QVERIFY(replayed->table()->rubber().currentRecord().moves[0] == played[1].moves[0]);
    window.toEnd();
    for (int seat = 0; seat < 2; ++seat)
        QCOMPARE(replayed->table()->rubber().total(seat), table->rubber().total(seat));
    QCOMPARE(booked(QStringLiteral("pm")).size(), games.size()); // the replays wrote nothing
}

// PM-21 with a person in the first section only: the second section's game
// is played aside as the person's ends, and both records are in each book
// row's record. Each row replays its own game, not the other section's.
void TestBookReplays::pmSectionsGamePlayedAside() {
    auto* page = window_->page<app::PmPage>();
    pm::RubberConfig config;
    for (int seat = 0; seat < 7; ++seat)
        config.seats.push_back(
            {QStringLiteral("Seat %1").arg(seat + 1), seat,
             seat == 0 ? QString::fromLatin1(Seat::Person) : QStringLiteral("beginner")});
    config.sections = true;
    config.games = 1;
    config.seed = 7;
    QCOMPARE(page->startRubber(config), QString());
    pm::Table* table = page->table();
    for (int turn = 0; turn < 2000 && !table->game().isOver(); ++turn) {
        if (table->isComputerToMove())
            QVERIFY(table->playComputerTurn());
        else
            QVERIFY(table->play(table->game().legalMoves()[0]));
    }
    QVERIFY(table->rubber().isOver());
    const std::vector<pm::GameRecord> played = table->rubber().records();
    QCOMPARE(played.size(), std::size_t(2));
    const QList<FinishedGame> games = booked(QStringLiteral("pm"));
    QCOMPARE(games.size(), 2);
    for (const FinishedGame& game : games) {
        const int section = game.id.endsWith(QStringLiteral("section-2")) ? 1 : 0;
        const pm::GameRecord& record = played[std::size_t(section)];
        app::ReplayWindow window(game);
        QCOMPARE(window.openRecord(), QString());
        auto* replayed = qobject_cast<app::PmPage*>(window.page());
        QVERIFY(replayed);
        const auto rubber = [replayed]() -> const pm::Rubber& {
            return replayed->table()->rubber();
        };
        QCOMPARE(window.length(), int(record.moves.size()));
        QCOMPARE(rubber().currentRecord().section, section);
        QVERIFY(rubber().current().isOver());
        const std::vector<int> seats = rubber().sectionSeats(section); // the book's order
        QCOMPARE(int(seats.size()), game.seats.size());
        for (int seat = 0; seat < int(seats.size()); ++seat)
            QCOMPARE(rubber().score(0, seats[std::size_t(seat)]).value_or(-1),
                     game.seats[seat].score);
        window.toStart();
        QCOMPARE(rubber().currentRecord().section, section);
        window.forward();
        QVERIFY(rubber().currentRecord().moves[0] == record.moves[0]);
    }
}

void TestBookReplays::cribReplay() {
    auto* page = window_->page<app::CribPage>();
    crib::Setup setup;
    setup.game = 61;
    const std::vector<crib::Seat> seats = {{QStringLiteral("Ada"), 0, QStringLiteral("standard")},
                                           {QStringLiteral("Bert"), 1, QStringLiteral("standard")}};
    QVERIFY(page->startMatch(setup, seats, 27));
    crib::Table* table = page->table();
    Random rng(27);
    for (int game = 1; game <= 2; ++game) {
        if (game > 1) QVERIFY(table->play(crib::Move{crib::Move::NextGame}));
        for (int i = 0; i < 5000 && table->match().phase() != crib::Phase::GameOver; ++i)
            QVERIFY(table->playComputer(rng));
        QCOMPARE(table->match().phase(), crib::Phase::GameOver);
    }
    const QList<FinishedGame> games = booked(QStringLiteral("cribbage"));
    QCOMPARE(games.size(), 2);
    const auto key = [](app::CribPage* p) {
        const crib::Match& m = p->table()->match();
        QList<int> k{p->table()->current(), int(m.phase()), int(m.results().size())};
        for (const crib::GameResult& r : m.results())
            k << r.winner << QList<int>(r.scores.begin(), r.scores.end());
        k << QList<int>(m.scores().begin(), m.scores().end());
        return k;
    };
    // The second game's record is the match so far: both games, to its end.
    checkReplay<app::CribPage>(games[1], key, key(page));
    QCOMPARE(booked(QStringLiteral("cribbage")).size(), 2);

    // Nobody thinks in a replay: the panel said a computer seat was thinking
    // wherever it was to act.
    app::ReplayWindow replay(games[0]);
    QCOMPARE(replay.openRecord(), QString());
    auto* shown = qobject_cast<app::CribPage*>(replay.page());
    QVERIFY(shown);
    // A replay tells each step in the talk, as the table did when it was
    // played (before, the talk said only "The table is set as it stood."):
    // once a card is played in the deal, the talk names the last one; stepped
    // back to, a step's talk is the same.
    const auto talk = [shown] {
        QStringList lines;
        for (int i = 0; i < shown->panel()->saidList()->count(); ++i)
            lines << shown->panel()->saidList()->item(i)->text();
        return lines;
    };
    std::vector<QStringList> talks;
    int told = 0;
    for (int step = 0; step <= replay.length(); ++step) {
        replay.showStep(step);
        const QString prompt = shown->panel()->promptLabel()->text();
        QVERIFY2(!prompt.contains(QStringLiteral("thinking")),
                 qPrintable(QStringLiteral("step %1: %2").arg(step).arg(prompt)));
        const QStringList said = talk();
        QVERIFY2(!said.contains(QStringLiteral("The table is set as it stood.")),
                 qPrintable(QString::number(step)));
        const std::vector<crib::Event> events = shown->table()->eventsOfTheDeal();
        const auto played = std::find_if(events.rbegin(), events.rend(), [](const crib::Event& e) {
            return e.kind == crib::Event::Play;
        });
        if (played != events.rend()) {
            const QString words = app::cribwords::eventWords(
                *played, shown->table()->match().setup(), shown->table()->seats());
            QVERIFY2(
                said.contains(words),
                qPrintable(
                    QStringLiteral("step %1: %2 not in %3").arg(step).arg(words, said.join(u'|'))));
            ++told;
        }
        talks.push_back(said);
        // The hand face up is named: any seat's may be shown where a
        // player's own hand sits.
        const int seat = shown->scene()->handSeat();
        if (seat >= 0 && !shown->scene()->hand().empty())
            QCOMPARE(shown->scene()->handOwnerText(),
                     shown->table()->seats()[std::size_t(seat)].name + QStringLiteral("'s hand"));
    }
    QVERIFY(told > 20);
    // At the end the game's result, and nothing offered that a replay cannot
    // do (before: "The next game starts in a moment." and Stop after this game).
    QCOMPARE(replay.length(), int(talks.size()) - 1);
    const QString end = shown->panel()->promptLabel()->text();
    QVERIFY2(end.contains(QStringLiteral("61")) && !end.contains(QStringLiteral("next game")),
             qPrintable(end));
    QVERIFY(!shown->panel()->stopButton()->isVisibleTo(shown->panel()));
    QVERIFY(!shown->panel()->nextGameButton()->isVisibleTo(shown->panel()));
    // The last step shows the game's end as the table did: the hand whose
    // count won it still laid out, and who won said (it showed the crib).
    int wonInShow = 0;
    for (const FinishedGame& game : games) {
        app::ReplayWindow last(game);
        QCOMPARE(last.openRecord(), QString());
        auto* end = qobject_cast<app::CribPage*>(last.page());
        last.showStep(last.length());
        const crib::Match& m = end->table()->match();
        QCOMPARE(m.phase(), crib::Phase::GameOver);
        QVERIFY2(end->scene()->saidWords().contains(QStringLiteral("wins the game")),
                 qPrintable(end->scene()->saidWords()));
        const crib::Match::Shown won = m.winningShow();
        if (won.seat < 0) continue;
        ++wonInShow;
        QCOMPARE(end->scene()->showCards(), won.crib ? m.crib() : m.kept(won.seat));
    }
    QVERIFY(wonInShow > 0); // seed 27: a game won by a count
    for (int step = replay.length(); step >= 0; --step) {
        replay.showStep(step);
        QCOMPARE(talk(), talks[std::size_t(step)]);
        // Nor is play offered at any step (Undo and New Match stood greyed).
        for (const QWidget* w : {shown->panel()->undoButton(), shown->panel()->newMatchButton(),
                                 shown->panel()->hintButton()})
            QVERIFY2(!w->isVisibleTo(shown->panel()), qPrintable(QString::number(step)));
    }
}

// A cribbage match of a set length is written to the book once, as its last
// game is won: its games, its winner, each seat's games on the board (CR-22);
// unfinished, it is not written; saved, put aside and opened again, it is the
// same match. It is counted in the match standings, as rubbers are.
void TestBookReplays::cribMatchIsAUnit() {
    auto* page = window_->page<app::CribPage>();
    crib::Setup setup;
    setup.game = 61;
    setup.matchGames = 2;
    const std::vector<crib::Seat> seats = {{QStringLiteral("Ada"), 0, QStringLiteral("beginner")},
                                           {QStringLiteral("Bert"), 1, QStringLiteral("standard")}};
    QVERIFY(page->startMatch(setup, seats, 41));
    crib::Table* table = page->table();
    Random rng(41);
    const auto playGame = [&] {
        for (int i = 0; i < 5000 && table->match().phase() != crib::Phase::GameOver; ++i)
            if (!table->playComputer(rng)) return false;
        return table->match().phase() == crib::Phase::GameOver;
    };
    QVERIFY(playGame());
    QVERIFY(!table->match().isOver());
    QCOMPARE(booked(QStringLiteral("cribbage"), QStringLiteral("match")).size(), 0);
    QVERIFY(table->play(crib::Move{crib::Move::NextGame, {}, 0}));
    for (int i = 0; i < 10; ++i)
        QVERIFY(table->playComputer(rng));
    // Saved mid-game, another match begun, then the saved one opened again.
    QTemporaryDir folder;
    const QString saved = folder.filePath(QStringLiteral("match.cribbage"));
    QCOMPARE(page->saveFile(saved), QString());
    QVERIFY(page->startMatch(setup, seats, 42));
    QCOMPARE(page->openFile(saved), QString());
    table = page->table();
    QVERIFY(playGame());
    QVERIFY(table->match().isOver());
    QVERIFY(!table->play(crib::Move{crib::Move::NextGame, {}, 0})); // the match has no third game

    const QList<FinishedGame> games = booked(QStringLiteral("cribbage"));
    QCOMPARE(games.size(), 2);
    const QList<FinishedGame> matches = booked(QStringLiteral("cribbage"), QStringLiteral("match"));
    QCOMPARE(matches.size(), 1);
    const FinishedGame& match = matches[0];
    for (const FinishedGame& game : games)
        QCOMPARE(game.id, match.id + QStringLiteral("/") + game.id.section(QLatin1Char('/'), -1));
    QCOMPARE(match.options.value(QStringLiteral("matchGames")).toInt(), 2);
    const std::vector<int>& won = table->match().board().games;
    QCOMPARE(match.seats.size(), 2);
    const int best = *std::max_element(won.begin(), won.end());
    for (int seat = 0; seat < 2; ++seat) {
        QCOMPARE(match.seats[seat].score, won[std::size_t(seat)]);
        QCOMPARE(match.seats[seat].winner, won[std::size_t(seat)] == best);
    }
    book::Book book;
    QCOMPARE(book.open(book::Book::defaultPath()), QString());
    const QList<book::Standing> standing =
        book::standings(book.database(), QStringLiteral("cribbage"), QStringLiteral("match"));
    QCOMPARE(standing.size(), 2);
    for (const book::Standing& s : standing)
        QCOMPARE(s.played, 1);
}

// A game under way on the window's page, autosaved: a replay opened from the
// Club Book page over it, stepped, played and closed leaves the game, its
// autosave and the book as they were.
void TestBookReplays::gameInProgressUntouched() {
    if (quickRun()) QSKIP("a long King's Men game is left to the full run");
    playKm(27);
    const QList<FinishedGame> games = booked(QStringLiteral("kings-men"));
    QCOMPARE(games.size(), 1);
    auto* page = window_->page<app::KmPage>();
    km::Seats seats;
    seats.seat[0] = {QStringLiteral("Ada"), 0, QStringLiteral("random")};
    seats.seat[1] = {QStringLiteral("Bert"), 1, QStringLiteral("random")};
    page->startGame(seats, 99);
    km::Table* table = page->table();
    for (int turn = 0; turn < 6; ++turn)
        QVERIFY(table->play(table->computerTurn(quint64(turn)).choose()));
    // People from now on: the page's own computers do not play on meanwhile.
    seats.seat[0].player = seats.seat[1].player = QString::fromLatin1(Seat::Person);
    table->setSeats(seats);
    const QString autosave = app::KmPage::autosavePath();
    QTRY_VERIFY(QFile::exists(autosave));
    QTest::qWait(300); // any write still due is done
    const auto bytes = [](const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray autosaved = bytes(autosave);
    QVERIFY(!autosaved.isEmpty());
    const quint64 revision = table->revision();
    const km::Position position = table->position();

    auto* bookPage = window_->findChild<app::ClubBookPage*>();
    QVERIFY(bookPage);
    QPointer<app::ReplayWindow> replay = bookPage->replay(games[0]);
    QVERIFY(replay);
    replay->toStart();
    replay->forward();
    replay->playOrPause();
    QTest::qWait(1200);
    replay->toEnd();
    replay->back();
    replay->close();
    QTRY_VERIFY(!replay); // gone with its page
    QTest::qWait(300);

    QCOMPARE(table->revision(), revision);
    QVERIFY(table->position() == position);
    QVERIFY(page->hasGameInProgress());
    QCOMPARE(bytes(autosave), autosaved);
    QCOMPARE(booked(QStringLiteral("kings-men")).size(), 1);
}

void TestBookReplays::damagedRecordIsAPlainMessage() {
    playKm(27);
    FinishedGame game = booked(QStringLiteral("kings-men")).value(0);
    QVERIFY(!game.record.isEmpty());
    // Damaged in the book itself: the record's text is no JSON.
    {
        book::Book book;
        QCOMPARE(book.open(book::Book::defaultPath()), QString());
        QSqlQuery damage(book.database());
        QVERIFY(damage.exec(QStringLiteral("UPDATE games SET record = '{\"game\": \"kings-me'")));
    }
    const FinishedGame damaged = booked(QStringLiteral("kings-men")).value(0);
    FinishedGame wrongMoves = game;
    wrongMoves.record.insert(QStringLiteral("moves"), QStringLiteral("not moves"));
    FinishedGame unknown = game;
    unknown.kind = QStringLiteral("no-such-game");
    for (const FinishedGame& bad : {damaged, wrongMoves, unknown}) {
        app::ReplayWindow window(bad);
        const QString problem = window.openRecord();
        QVERIFY2(problem.startsWith(QStringLiteral("This game cannot be replayed")),
                 qPrintable(problem));
        QVERIFY(!window.page());
        QCOMPARE(window.length(), 0);
    }
    // From the page: a message box, no window.
    auto* bookPage = window_->findChild<app::ClubBookPage*>();
    QTimer::singleShot(200, [] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->accept();
    });
    QVERIFY(!bookPage->replay(damaged));
}

// The Club Book page lists a member's games; Replay… opens the chosen one.
void TestBookReplays::bookPageListsAndReplays() {
    playKm(27);
    playKm(28);
    // Ada sat at both as a person: the first seat, a computer when played, made hers.
    const QList<FinishedGame> played = booked(QStringLiteral("kings-men"));
    QCOMPARE(played.size(), 2);
    {
        book::Book book;
        QCOMPARE(book.open(book::Book::defaultPath()), QString());
        for (FinishedGame game : played) {
            game.id += QStringLiteral("-ada");
            game.seats[0].name = QStringLiteral("Ada");
            game.seats[0].computer.clear();
            QCOMPARE(book.record(game), QString());
        }
    }
    auto* bookPage = window_->findChild<app::ClubBookPage*>();
    window_->show();
    bookPage->show();
    bookPage->refresh();
    bookPage->showMember(QStringLiteral("Ada"));
    bookPage->tabs()->setCurrentWidget(bookPage->gamesTab());
    QCOMPARE(bookPage->gamesTab()->games().size(), 2);
    QCOMPARE(bookPage->gamesTab()->table()->model()->rowCount(), 2);
    bookPage->gamesTab()->replayButton()->click();
    auto* replay = bookPage->findChild<app::ReplayWindow*>();
    QVERIFY(replay);
    QVERIFY(replay->isVisible());
    QVERIFY(replay->length() > 0);
    replay->close();
}

QTEST_MAIN(TestBookReplays)
#include "tst_book_replays.moc"
