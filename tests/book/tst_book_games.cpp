// SPDX-License-Identifier: GPL-3.0-or-later
// Every game's finished game reaches the club's book (issue 27): each game
// played to its end through the real table on its page in the real window,
// the moves chosen by the computer players, and the book read back: the
// right seats, scores and winners, once, with a record that opens again.
#include "book.h"
#include "book_stats.h"
#include "book_test_util.h"
#include "book_words.h"
#include "book_writer.h"
#include "crib/crib_page.h"
#include "engine/crib/match_file.h"
#include "engine/km/table.h"
#include "engine/party/night.h"
#include "engine/pat/table.h"
#include "engine/pm/table.h"
#include "km/km_page.h"
#include "main_window.h"
#include "own_book_home.h"
#include "party/party_page.h"
#include "pat/pat_page.h"
#include "pm/pm_page.h"
#include "test_settings.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QMessageBox>
#include <QSettings>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <numeric>

using namespace club;

namespace {

/// The window under test: its book is written on a thread of its own.
app::MainWindow* shownWindow = nullptr;

/// Waits for the window's book writer to write the games handed to it.
void waitForTheBook() {
    if (!shownWindow) return;
    if (auto* writer = shownWindow->findChild<book::BookWriter*>()) writer->waitUntilWritten();
}

/// The book's games of `kind` (and `unit`), oldest first, once the games
/// finished so far are written.
QList<int> intsOf(const QJsonObject& options, const char* key) {
    QList<int> values;
    for (const QJsonValue& value : options.value(QLatin1String(key)).toArray())
        values << value.toInt();
    return values;
}

/// The card of `game`'s first seat in a book of that game alone, the seat
/// made a member's (the tables here are played by the computer).
book::MemberGameRecord cardOfFirstSeat(FinishedGame game) {
    game.seats[0].name = QStringLiteral("Ada");
    game.seats[0].computer.clear();
    QTemporaryDir dir;
    book::Book book;
    if (!book.open(dir.filePath(QStringLiteral("card.sqlite"))).isEmpty()) return {};
    if (!book.record(game).isEmpty()) return {};
    const QList<book::MemberGameRecord> card = book::memberCard(book.database(), "Ada");
    return card.isEmpty() ? book::MemberGameRecord{} : card.first();
}

QList<FinishedGame> booked(const QString& kind, const QString& unit = QStringLiteral("game")) {
    return test::gamesInTheBook(shownWindow, kind, unit);
}

QList<int> scoresOf(const FinishedGame& game) {
    QList<int> scores;
    for (const FinishedSeat& seat : game.seats)
        scores << seat.score;
    return scores;
}

QList<int> winnersOf(const FinishedGame& game) {
    QList<int> winners;
    for (int i = 0; i < game.seats.size(); ++i)
        if (game.seats[i].winner) winners << i;
    return winners;
}

/// The record written to a file, for the game's own loader.
QString recordFile(const QTemporaryDir& dir, const FinishedGame& game) {
    const QString path = dir.filePath(QStringLiteral("record.json"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) file.write(QJsonDocument(game.record).toJson());
    return path;
}

} // namespace

class TestBookGames : public QObject {
    Q_OBJECT

    std::unique_ptr<app::MainWindow> window_;
    test::OwnBookHome home_;

private slots:
    void initTestCase() { home_.enter(QStringLiteral("players-club-book-games-tests")); }
    void init() {
        test::OwnBookHome::removeTheBook();
        window_ = std::make_unique<app::MainWindow>(false);
        shownWindow = window_.get();
        // The writer opens the book at the start for the members' names: a
        // case that damages the file does so after, not while a connection
        // it would not see writes its pages back over the damage.
        waitForTheBook();
    }
    void cleanup() {
        shownWindow = nullptr;
        window_.reset();
    }

    void pmRubberAndEachGame();
    void kmGame();
    void resumedGameIsTheSameGame();
    void damagedBookIsToldOnceAndPlayGoesOn();
    void patGame();
    void cribGames();
    void partyNight();
    void gameEndDoesNotWaitForALockedBook();
    void quitWritesTheGameJustFinished();
};

void TestBookGames::pmRubberAndEachGame() {
    auto* page = window_->page<app::PmPage>();
    pm::RubberConfig config;
    config.seats = {{QStringLiteral("Ada"), 0, QStringLiteral("standard")},
                    {QStringLiteral("Bert"), 1, QStringLiteral("beginner")},
                    {QStringLiteral("Cora"), 2, QStringLiteral("standard")}};
    config.seed = 27;
    QCOMPARE(page->startRubber(config), QString());
    pm::Table* table = page->table();
    // The whole rubber in one go: the page's own paced computers never get
    // a turn in between (their late answers are dropped as stale).
    for (int game = 0; game < config.games; ++game) {
        if (game > 0) QVERIFY(table->nextGame());
        for (int turn = 0; turn < 2000 && !table->game().isOver(); ++turn)
            QVERIFY(table->playComputerTurn());
        QVERIFY(table->game().isOver());
    }
    QVERIFY(table->rubber().isOver());

    const QList<FinishedGame> games = booked(QStringLiteral("pm"));
    QCOMPARE(games.size(), config.games);
    for (int n = 0; n < games.size(); ++n) {
        QList<int> scores;
        for (int seat = 0; seat < 3; ++seat)
            scores << *table->rubber().score(n, seat);
        QCOMPARE(scoresOf(games[n]), scores);
        QCOMPARE(games[n].options.value(QStringLiteral("game")).toInt(), n + 1);
    }
    const QList<FinishedGame> rubbers = booked(QStringLiteral("pm"), QStringLiteral("rubber"));
    QCOMPARE(rubbers.size(), 1);
    const std::vector<int> leaders = table->rubber().leaders(); // PM-20
    QCOMPARE(winnersOf(rubbers[0]), QList<int>(leaders.begin(), leaders.end()));
    QCOMPARE(rubbers[0].seats[1].computer, QStringLiteral("beginner"));
    QVERIFY(games[0].id.startsWith(rubbers[0].id + QLatin1Char('/')));
    // The record is the rubber's save: it opens, at its end.
    QTemporaryDir dir;
    pm::Table replay;
    QCOMPARE(replay.load(recordFile(dir, rubbers[0])), QString());
    QVERIFY(replay.rubber().isOver());
    for (int seat = 0; seat < 3; ++seat)
        QCOMPARE(replay.rubber().total(seat), table->rubber().total(seat));
}

void TestBookGames::kmGame() {
    auto* page = window_->page<app::KmPage>();
    km::Seats seats;
    seats.seat[0] = {QStringLiteral("Ada"), 0, QStringLiteral("random")};
    seats.seat[1] = {QStringLiteral("Bert"), 1, QStringLiteral("random")};
    page->startGame(seats, 27);
    km::Table* table = page->table();
    for (int turn = 0; turn < 20000 && !table->game().isOver(); ++turn)
        QVERIFY(table->play(table->computerTurn(quint64(turn)).choose()));
    QVERIFY(table->game().isOver());
    const QList<FinishedGame> games = booked(QStringLiteral("kings-men"));
    QCOMPARE(games.size(), 1);
    const km::Outcome outcome = table->game().outcome();
    QCOMPARE(winnersOf(games[0]), outcome == km::Outcome::WinA   ? QList<int>{0}
                                  : outcome == km::Outcome::WinB ? QList<int>{1}
                                                                 : QList<int>{});
    // A computer is kept by its level (the Beginner, the engine's "random"
    // kind, as "beginner") and the name it played under.
    QCOMPARE(games[0].seats[0].name, QStringLiteral("Ada"));
    QCOMPARE(games[0].seats[0].computer, QStringLiteral("beginner"));
    QTemporaryDir dir;
    km::Table replay;
    QCOMPARE(replay.load(recordFile(dir, games[0])), QString());
    QCOMPARE(replay.game().outcome(), outcome);
}

// A game saved half-way, opened again (twice) and finished each time is one
// game in the book, under the id its file carries; a file written before
// games had ids is one game too, however often it is opened.
void TestBookGames::resumedGameIsTheSameGame() {
    auto* page = window_->page<app::KmPage>();
    km::Seats seats;
    seats.seat[0] = {QStringLiteral("Ada"), 0, QStringLiteral("random")};
    seats.seat[1] = {QStringLiteral("Bert"), 1, QStringLiteral("random")};
    page->startGame(seats, 5);
    km::Table* table = page->table();
    const auto playOn = [table](int moves) {
        for (int turn = 0; turn < moves && !table->game().isOver(); ++turn)
            table->play(table->computerTurn(quint64(table->game().current())).choose());
    };
    playOn(10);
    QVERIFY(!table->game().isOver());
    QTemporaryDir dir;
    const QString half = dir.filePath(QStringLiteral("half.kingsmen"));
    QCOMPARE(page->saveFile(half), QString());
    QFile file(half);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    const QString id =
        saved.value(QStringLiteral("book")).toObject().value(QStringLiteral("id")).toString();
    QVERIFY(!id.isEmpty());

    for (int again = 0; again < 2; ++again) {
        page->startGame(seats, 6); // another game on the table meanwhile
        QCOMPARE(page->openFile(half), QString());
        playOn(20000);
        QVERIFY(table->game().isOver());
        const QList<FinishedGame> games = booked(QStringLiteral("kings-men"));
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].id, id);
    }

    saved.remove(QStringLiteral("book")); // as written before games had ids
    const QString old = dir.filePath(QStringLiteral("old.kingsmen"));
    QFile oldFile(old);
    QVERIFY(oldFile.open(QIODevice::WriteOnly));
    oldFile.write(QJsonDocument(saved).toJson());
    oldFile.close();
    for (int again = 0; again < 2; ++again) {
        QCOMPARE(page->openFile(old), QString());
        playOn(20000);
        QVERIFY(table->game().isOver());
        QCOMPARE(booked(QStringLiteral("kings-men")).size(), 2);
    }
}

// The window with a damaged book: a plain message once, play goes on, the
// games wait and go in once the book can be written again.
void TestBookGames::damagedBookIsToldOnceAndPlayGoesOn() {
    {
        QFile damaged(book::Book::defaultPath());
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write(QByteArray(4096, 'x'));
    }
    auto* page = window_->page<app::KmPage>();
    km::Seats seats;
    seats.seat[0] = {QStringLiteral("Ada"), 0, QStringLiteral("random")};
    seats.seat[1] = {QStringLiteral("Bert"), 1, QStringLiteral("random")};
    km::Table* table = page->table();
    for (int game = 0; game < 2; ++game) {
        page->startGame(seats, quint64(40 + game));
        for (int turn = 0; turn < 20000 && !table->game().isOver(); ++turn)
            QVERIFY(table->play(table->computerTurn(quint64(turn)).choose()));
        QVERIFY(table->game().isOver());
    }
    waitForTheBook();
    QTRY_COMPARE(window_->findChildren<QMessageBox*>().size(), 1); // told once, for two games
    QVERIFY(window_->findChildren<QMessageBox*>().first()->isVisible());
    QVERIFY(page->hasGame()); // play goes on
    QVERIFY(QFile::exists(book::Book::defaultPath() + QStringLiteral(".pending")));

    QVERIFY(QFile::remove(book::Book::defaultPath())); // the secretary sets the damaged book aside
    page->startGame(seats, 42);
    for (int turn = 0; turn < 20000 && !table->game().isOver(); ++turn)
        QVERIFY(table->play(table->computerTurn(quint64(turn)).choose()));
    QCOMPARE(booked(QStringLiteral("kings-men")).size(), 3);
    QVERIFY(!QFile::exists(book::Book::defaultPath() + QStringLiteral(".pending")));
}

void TestBookGames::patGame() {
    auto* page = window_->page<app::PatPage>();
    pat::Setup setup = pat::Setup::standard(pat::Kind::Single, 3);
    for (pat::Seat& seat : setup.seats)
        seat.player = QStringLiteral("standard");
    QCOMPARE(page->startGame(setup, 27), QString());
    pat::Table* table = page->table();
    // The captures as the table announced them, by seat (PAT-7).
    QList<int> made(3, 0), suffered(3, 0);
    connect(table, &pat::Table::moved, this, [&](const pat::MoveReport& report) {
        if (report.capturedSeat < 0) return;
        ++made[report.seat];
        ++suffered[report.capturedSeat];
    });
    for (int i = 0; i < 100000 && !table->isOver(); ++i) {
        if (table->phase() == pat::Phase::Choose)
            QVERIFY(table->play(table->computerTurn(quint64(i)).choose()));
        else
            QVERIFY(table->throwDie());
    }
    QVERIFY(table->isOver());
    const QList<FinishedGame> games = booked(QStringLiteral("patchesi"));
    QCOMPARE(games.size(), 1);
    const std::vector<int> home = table->game().finishingSeats(); // PAT-11
    QCOMPARE(winnersOf(games[0]), QList<int>{home.front()});
    QCOMPARE(games[0].seats[home.front()].place, 1);
    QCOMPARE(games[0].seats[home[1]].place, 2);
    QTemporaryDir dir;
    pat::Table replay;
    QVERIFY(replay.tryLoad(recordFile(dir, games[0])).isEmpty());
    QVERIFY(replay.isOver());
    QCOMPARE(replay.game().finishingSeats(), home);
    // The captures reach the book (PAT-7), and a member's card.
    QVERIFY(std::accumulate(made.begin(), made.end(), 0) > 0); // seed 27 has some
    QCOMPARE(intsOf(games[0].options, "captures"), made);
    QCOMPARE(intsOf(games[0].options, "captured"), suffered);
    const book::MemberGameRecord card = cardOfFirstSeat(games[0]);
    QVERIFY(card.hasCaptures);
    QCOMPARE(card.capturesMade, made[0]);
    QCOMPARE(card.capturesSuffered, suffered[0]);
    QVERIFY(app::BookWords::ofNote(card).contains(
        QStringLiteral("captures: %1 made, %2 suffered").arg(made[0]).arg(suffered[0])));
}

void TestBookGames::cribGames() {
    auto* page = window_->page<app::CribPage>();
    crib::Setup setup;
    setup.game = 61;
    const std::vector<crib::Seat> seats = {{QStringLiteral("Ada"), 0, QStringLiteral("standard")},
                                           {QStringLiteral("Bert"), 1, QStringLiteral("standard")}};
    QVERIFY(page->startMatch(setup, seats, 27));
    crib::Table* table = page->table();
    Random rng(27);
    // Each game's best hand and crib by seat, as the table showed them (CR-25).
    QList<QList<int>> hands(2, QList<int>(2, 0)), cribs(2, QList<int>(2, 0));
    int current = 0;
    connect(table, &crib::Table::happened, this, [&](const crib::Event& e) {
        if (e.kind != crib::Event::Show) return;
        int& best = (e.crib ? cribs : hands)[current][e.seat];
        best = std::max(best, e.points);
    });
    for (int game = 1; game <= 2; ++game) {
        current = game - 1;
        if (game > 1) QVERIFY(table->play(crib::Move{crib::Move::NextGame}));
        for (int i = 0; i < 5000 && table->match().phase() != crib::Phase::GameOver; ++i)
            QVERIFY(table->playComputer(rng));
        QCOMPARE(table->match().phase(), crib::Phase::GameOver);
    }
    const QList<FinishedGame> games = booked(QStringLiteral("cribbage"));
    QCOMPARE(games.size(), 2);
    for (int g = 0; g < 2; ++g) {
        const crib::GameResult& result = table->match().results()[std::size_t(g)];
        QCOMPARE(scoresOf(games[g]), QList<int>(result.scores.begin(), result.scores.end()));
        QCOMPARE(winnersOf(games[g]), QList<int>{result.winner});
        QCOMPARE(games[g].options.value(QStringLiteral("gameInMatch")).toInt(), g + 1);
        QCOMPARE(scoresOf(games[g])[result.winner], 61); // CR-18: the winner pegs out
        QCOMPARE(intsOf(games[g].options, "highHands"), hands[g]);
        QCOMPARE(intsOf(games[g].options, "highCribs"), cribs[g]);
    }
    QVERIFY(hands[0][0] > 0 && cribs[0][0] + cribs[0][1] > 0);
    // A member's card: their best hand and crib over the games.
    book::MemberGameRecord card = cardOfFirstSeat(games[0]);
    QVERIFY(card.hasHands);
    QCOMPARE(card.highHand, hands[0][0]);
    QCOMPARE(card.highCrib, cribs[0][0]);
    QVERIFY(app::BookWords::ofNote(card).contains(
        QStringLiteral("best hand %1, best crib %2").arg(hands[0][0]).arg(cribs[0][0])));
}

void TestBookGames::partyNight() {
    auto* page = window_->page<app::PartyPage>();
    party::Setup setup;
    setup.format = party::Format::Drive;
    for (const char* name : {"Ada", "Bert", "Cora", "Dan"})
        setup.entrants.push_back({{QString::fromLatin1(name)}});
    setup.options.rounds = 2;
    setup.seed = 27;
    QCOMPARE(page->drawNight(setup), QString());
    party::Night* night = page->night();
    for (int round = 0; round < 2; ++round) {
        QVERIFY(booked(QStringLiteral("party-night"), QStringLiteral("night")).isEmpty());
        QVERIFY(night->enterScores(1, {10 + round, 20, 30, 40 - round}).isEmpty());
    }
    QVERIFY(night->isOver());
    const QList<FinishedGame> nights =
        booked(QStringLiteral("party-night"), QStringLiteral("night"));
    QCOMPARE(nights.size(), 1);
    for (const party::Standing& standing : night->standings()) {
        const FinishedSeat& seat = nights[0].seats[standing.entrant];
        QCOMPARE(seat.name, night->state().entrants()[std::size_t(standing.entrant)].names[0]);
        QCOMPARE(seat.score, standing.total);
        QCOMPARE(seat.place, standing.place);
        QCOMPARE(seat.winner, standing.place == 1);
    }
}

// Another program holds the book in a write transaction (issue 27, "a
// locked book"): the game's end goes back to the event loop at once, well
// under the book's 2 s busy timeout, and the game goes in when the lock goes.
void TestBookGames::gameEndDoesNotWaitForALockedBook() {
    {
        book::Book book; // the book made, as by an earlier evening
        QCOMPARE(book.open(book::Book::defaultPath()), QString());
    }
    book::Book other;
    QCOMPARE(other.open(book::Book::defaultPath()), QString());
    QSqlQuery lock(other.database());
    QVERIFY(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    auto* page = window_->page<app::KmPage>();
    QElapsedTimer ending;
    ending.start();
    emit page->gameFinished(test::sampleGame(QStringLiteral("while locked")));
    QVERIFY2(ending.elapsed() < 500,
             qPrintable(QStringLiteral("the game's end waited %1 ms").arg(ending.elapsed())));
    QTest::qWait(300); // the writer waits within the busy timeout
    QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
    QCOMPARE(booked(QStringLiteral("sample")).size(), 1);
    QVERIFY(window_->findChildren<QMessageBox*>().isEmpty()); // it went in: nothing to tell
}

// A game finished just before the program quits is in the book when the
// window has gone.
void TestBookGames::quitWritesTheGameJustFinished() {
    auto* page = window_->page<app::KmPage>();
    emit page->gameFinished(test::sampleGame(QStringLiteral("last of the evening")));
    shownWindow = nullptr;
    window_.reset();
    const QList<FinishedGame> games = booked(QStringLiteral("sample"));
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].id, QStringLiteral("last of the evening"));
}

QTEST_MAIN(TestBookGames)
#include "tst_book_games.moc"
