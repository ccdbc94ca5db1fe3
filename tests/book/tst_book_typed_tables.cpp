// SPDX-License-Identifier: GPL-3.0-or-later
// A party night's tables typed in from the club's own sets reach the club's
// book as games of their own (issue 27): P.M. at a drive, Patchesi at a
// knockout, with the scores, places and winners as typed, marked typed in
// (no record, no replay), written once across a save, a reopening and an
// undo, and counted on the members' cards, standings, head to head and
// ratings. Played through the party page in the real window.
#include "book.h"
#include "book_game_list.h"
#include "book_games_tab.h"
#include "book_stats.h"
#include "book_test_util.h"
#include "book_words.h"
#include "book_writer.h"
#include "core/typed_in_game.h"
#include "engine/party/night.h"
#include "main_window.h"
#include "own_book_home.h"
#include "party/party_page.h"
#include "ratings.h"
#include "test_settings.h"

#include <QAbstractItemModel>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace club;

namespace {

const QString pm = QStringLiteral("pm");
const QString patchesi = QStringLiteral("patchesi");
const QString partyNight = QStringLiteral("party-night");

QList<int> scoresOf(const FinishedGame& game) {
    QList<int> scores;
    for (const FinishedSeat& seat : game.seats)
        scores << seat.score;
    return scores;
}

QList<int> placesOf(const FinishedGame& game) {
    QList<int> places;
    for (const FinishedSeat& seat : game.seats)
        places << seat.place;
    return places;
}

QStringList namesOf(const FinishedGame& game) {
    QStringList names;
    for (const FinishedSeat& seat : game.seats)
        names << seat.name;
    return names;
}

QStringList winnersOf(const FinishedGame& game) {
    QStringList names;
    for (const FinishedSeat& seat : game.seats)
        if (seat.winner) names << seat.name;
    return names;
}

/// Who sits at `table` of `round`, in seat order, by name.
QStringList seatedAt(const party::NightState& night, int round, int table) {
    QStringList names;
    for (int entrant : night.table(round, table)->seats)
        names << night.entrants()[std::size_t(entrant)].names;
    return names;
}

party::Setup drive(int rounds) {
    party::Setup setup;
    setup.format = party::Format::Drive;
    setup.title = QStringLiteral("Charity drive");
    for (const char* name : {"Ada", "Bert", "Cora", "Dan"})
        setup.entrants.push_back({{QString::fromLatin1(name)}});
    setup.options.rounds = rounds;
    setup.seed = 27;
    return setup;
}

} // namespace

class TestBookTypedTables : public QObject {
    Q_OBJECT

    std::unique_ptr<app::MainWindow> window_;
    test::OwnBookHome home_;

    app::PartyPage* page() { return window_->page<app::PartyPage>(); }
    party::Night* night() { return page()->night(); }

    /// A new window, as the program started again (the book kept).
    void restart() {
        window_.reset();
        window_ = std::make_unique<app::MainWindow>(false);
    }

    /// The book's games of `kind` and `unit`, oldest first, once the games
    /// finished so far are written.
    QList<FinishedGame> booked(const QString& kind, const QString& unit = QStringLiteral("game")) {
        return test::gamesInTheBook(window_.get(), kind, unit);
    }

    /// The night's own id in the book (its standings' row).
    QString nightId() {
        const QList<FinishedGame> nights = booked(partyNight, QStringLiteral("night"));
        return nights.size() == 1 ? nights[0].id : QString();
    }

    /// A drive of two rounds, round 1 typed in as `first`, round 2 as `second`.
    void typedDrive(const std::vector<int>& first, const std::vector<int>& second) {
        QCOMPARE(page()->drawNight(drive(2)), QString());
        QVERIFY(night()->enterScores(1, first).isEmpty());
        QVERIFY(night()->enterScores(1, second).isEmpty());
        QVERIFY(night()->isOver());
    }

private slots:
    void initTestCase() { home_.enter(QStringLiteral("players-club-book-typed-tests")); }
    void init() {
        test::OwnBookHome::removeTheBook();
        QFile::remove(app::PartyPage::autosavePath());
        window_ = std::make_unique<app::MainWindow>(false);
    }
    void cleanup() { window_.reset(); }

    // PM-18, PM-20 [R]: each drive table typed in is a game of P.M. with its
    // people in seat order, the scores as typed (a minus score kept), places
    // from the scores and the highest winning, a tie for highest sharing
    // it; typed in, without a record; its id the night's and the table's.
    // A table played in the program is its own game already: not again.
    void driveTablesTypedInAreGamesOfPM() {
        QCOMPARE(page()->drawNight(drive(3)), QString());
        const QStringList first = seatedAt(night()->state(), 0, 1);
        QVERIFY(night()->enterScores(1, {48, -12, 48, 20}).isEmpty());
        const QStringList second = seatedAt(night()->state(), 1, 1);
        QVERIFY(night()->enterFromGame(1, {{30, 20, 10, 0}, -1, party::Source::App}).isEmpty());
        const QStringList third = seatedAt(night()->state(), 2, 1);
        QVERIFY(night()->enterScores(1, {5, 61, 9, 0}).isEmpty());
        QVERIFY(night()->isOver());

        const QList<FinishedGame> games = booked(pm);
        QCOMPARE(games.size(), 2); // round 2 was played here: not typed in
        const QString id = nightId();
        QVERIFY(!id.isEmpty());
        QCOMPARE(games[0].id, id + QStringLiteral("/round-1-table-1"));
        QCOMPARE(namesOf(games[0]), first);
        QCOMPARE(scoresOf(games[0]), QList<int>({48, -12, 48, 20}));
        QCOMPARE(placesOf(games[0]), QList<int>({1, 4, 1, 3}));
        QCOMPARE(winnersOf(games[0]), QStringList({first[0], first[2]}));
        QVERIFY(isTypedIn(games[0]));
        QVERIFY(games[0].record.isEmpty());
        QCOMPARE(games[1].id, id + QStringLiteral("/round-3-table-1"));
        QCOMPARE(namesOf(games[1]), third);
        QCOMPARE(scoresOf(games[1]), QList<int>({5, 61, 9, 0}));
        QCOMPARE(placesOf(games[1]), QList<int>({3, 1, 2, 4}));
        QCOMPARE(winnersOf(games[1]), QStringList({third[1]}));
        QVERIFY(isTypedIn(games[1]));
        for (const FinishedGame& game : games)
            QVERIFY(game.finished.isValid());
        Q_UNUSED(second);
    }

    // PAT-T1, PAT-T2, PAT-P1: each knockout table typed in is a partner game
    // of Patchesi: the two pairs (first pair's two, then the second's), the
    // winning pair first and both winners, no score typed (0 each).
    void knockoutTablesTypedInAreGamesOfPatchesi() {
        party::Setup setup;
        setup.format = party::Format::Knockout;
        setup.entrants = {
            {{"Ada", "Bert"}}, {{"Cora", "Dan"}}, {{"Eve", "Fred"}}, {{"Gil", "Hal"}}};
        setup.seed = 5;
        QCOMPARE(page()->drawNight(setup), QString());
        QStringList seated[2];
        QStringList winners[2];
        for (int table = 1; table <= 2; ++table) {
            const party::Table* t = night()->state().table(0, table);
            seated[table - 1] = seatedAt(night()->state(), 0, table);
            winners[table - 1] = night()->state().entrants()[std::size_t(t->seats[1])].names;
            QVERIFY(night()->enterWinner(table, t->seats[1]).isEmpty());
        }
        const party::Table* final = night()->state().table(1, 1);
        const QStringList finalists = seatedAt(night()->state(), 1, 1);
        QVERIFY(night()->enterWinner(1, final->seats[0]).isEmpty());
        QVERIFY(night()->isOver());

        const QList<FinishedGame> games = booked(patchesi);
        QCOMPARE(games.size(), 3);
        const QString id = nightId();
        QCOMPARE(games[0].id, id + QStringLiteral("/round-1-table-1"));
        QCOMPARE(games[1].id, id + QStringLiteral("/round-1-table-2"));
        QCOMPARE(games[2].id, id + QStringLiteral("/round-2-table-1"));
        for (int table = 0; table < 2; ++table) {
            QCOMPARE(namesOf(games[table]), seated[table]);
            QCOMPARE(placesOf(games[table]), QList<int>({2, 2, 1, 1}));
            QCOMPARE(winnersOf(games[table]), winners[table]);
        }
        QCOMPARE(namesOf(games[2]), finalists);
        QCOMPARE(placesOf(games[2]), QList<int>({1, 1, 2, 2}));
        QCOMPARE(winnersOf(games[2]), finalists.mid(0, 2));
        for (const FinishedGame& game : games) {
            QCOMPARE(scoresOf(game), QList<int>({0, 0, 0, 0}));
            QVERIFY(isTypedIn(game));
            QVERIFY(game.options.value(QStringLiteral("partners")).toBool());
        }
    }

    // A result corrected before the night ends (undo, typed again): only
    // the corrected one is in the book.
    void aResultCorrectedBeforeTheEndCountsAsCorrected() {
        QCOMPARE(page()->drawNight(drive(2)), QString());
        QVERIFY(night()->enterScores(1, {10, 20, 30, 40}).isEmpty());
        QVERIFY(night()->undo());
        QVERIFY(night()->enterScores(1, {40, 30, 20, 10}).isEmpty());
        QVERIFY(booked(pm).isEmpty()); // nothing before the night ends
        QVERIFY(night()->enterScores(1, {1, 2, 3, 4}).isEmpty());
        const QList<FinishedGame> games = booked(pm);
        QCOMPARE(games.size(), 2);
        QCOMPARE(scoresOf(games[0]), QList<int>({40, 30, 20, 10}));
        QCOMPARE(scoresOf(games[1]), QList<int>({1, 2, 3, 4}));
    }

    // A night saved half-way, opened again after the program restarted and
    // ended there, is the same night: its tables have its ids, once each;
    // ended again (the file opened once more, or an undo and the same
    // result again), nothing is written twice.
    void writtenOnceAcrossAResume() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("drive.pcnight"));
        QCOMPARE(page()->drawNight(drive(2)), QString());
        QVERIFY(night()->enterScores(1, {10, 20, 30, 40}).isEmpty());
        QCOMPARE(page()->saveFile(path), QString());
        restart();
        QCOMPARE(page()->openFile(path), QString());
        QVERIFY(night()->enterScores(1, {7, 8, 9, 6}).isEmpty());
        QVERIFY(night()->isOver());
        const QString id = nightId();
        QVERIFY(!id.isEmpty());
        QList<FinishedGame> games = booked(pm);
        QCOMPARE(games.size(), 2);
        QCOMPARE(games[0].id, id + QStringLiteral("/round-1-table-1"));
        QCOMPARE(scoresOf(games[0]), QList<int>({10, 20, 30, 40}));
        QCOMPARE(games[1].id, id + QStringLiteral("/round-2-table-1"));

        QVERIFY(night()->undo());
        QVERIFY(night()->enterScores(1, {7, 8, 9, 6}).isEmpty());
        restart();
        QCOMPARE(page()->openFile(path), QString());
        QVERIFY(night()->enterScores(1, {7, 8, 9, 6}).isEmpty());
        QVERIFY(night()->isOver());
        QCOMPARE(booked(pm), games);
        QCOMPARE(booked(partyNight, QStringLiteral("night")).size(), 1);
    }

    // A night ended, then a result taken back (the night goes on, in its
    // autosave), and the program stopped: resumed from the autosave, it is
    // the same night, and ended again it writes nothing twice. (Loading the
    // autosave once wrote it again with a new id before its id was read.)
    void aNightResumedFromItsAutosaveIsWrittenOnce() {
        typedDrive({10, 20, 30, 40}, {40, 30, 20, 10});
        const QList<FinishedGame> games = booked(pm);
        QCOMPARE(games.size(), 2);
        QVERIFY(night()->undo());
        QVERIFY(QFile::exists(app::PartyPage::autosavePath()));
        restart();
        QCOMPARE(page()->resume(), QString());
        QVERIFY(night()->enterScores(1, {40, 30, 20, 10}).isEmpty());
        QVERIFY(night()->isOver());
        QCOMPARE(booked(pm), games);
        QCOMPARE(booked(partyNight, QStringLiteral("night")).size(), 1);
    }

    // A night drawn after another and resumed from its autosave after the
    // program stopped is a night of its own: its tables are written (the
    // autosave written as it was drawn once carried the last night's id,
    // and the book took the new night's tables for the old one's).
    void aNightResumedAfterAStopIsNotTheNightBefore() {
        typedDrive({10, 20, 30, 40}, {40, 30, 20, 10});
        QCOMPARE(booked(pm).size(), 2);
        QCOMPARE(page()->drawNight(drive(2)), QString());
        restart(); // as after a crash: the night is in its autosave
        QCOMPARE(page()->resume(), QString());
        QVERIFY(night()->isDrawn());
        QVERIFY(night()->enterScores(1, {1, 2, 3, 4}).isEmpty());
        QVERIFY(night()->enterScores(1, {5, 6, 7, 8}).isEmpty());
        QVERIFY(night()->isOver());
        const QList<FinishedGame> games = booked(pm);
        QCOMPARE(games.size(), 4);
        QCOMPARE(scoresOf(games[3]), QList<int>({5, 6, 7, 8}));
        QCOMPARE(booked(partyNight, QStringLiteral("night")).size(), 2);
    }

    // The games typed in count on a member's card (played, won, best,
    // average, the minus games from the scores), in the standings (with a
    // rating moved from the start), and head to head, as any P.M. game.
    void typedGamesCountForTheMembers() {
        // One table: nobody moves (D3), the fourth seat wins both games.
        typedDrive({10, 20, 30, 40}, {12, 22, 32, 42});
        const QList<FinishedGame> games = booked(pm);
        QCOMPARE(games.size(), 2);
        // Who sat where, from the book: the draw decides.
        QMap<QString, QList<int>> scores;
        for (const FinishedGame& game : games)
            for (const FinishedSeat& seat : game.seats)
                scores[seat.name] << seat.score;
        book::Book book;
        QCOMPARE(book.open(book::Book::defaultPath()), QString());
        const QString ada = QStringLiteral("Ada");
        const QList<book::MemberGameRecord> card = book::memberCard(book.database(), ada);
        const auto row = std::find_if(card.begin(), card.end(), [&](const auto& r) {
            return r.kind == pm && r.unit == QLatin1String("game");
        });
        QVERIFY(row != card.end());
        QCOMPARE(row->played, 2);
        QCOMPARE(row->won, int(scores[ada].count(40) + scores[ada].count(42)));
        QCOMPARE(row->best, std::max(scores[ada][0], scores[ada][1]));
        QCOMPARE(row->average, (scores[ada][0] + scores[ada][1]) / 2.0);
        QCOMPARE(row->belowZero, 0);

        const QList<book::Standing> standings = book::standings(book.database(), pm, "game");
        QCOMPARE(standings.size(), 4);
        for (const book::Standing& line : standings) {
            QCOMPARE(line.played, 2);
            QCOMPARE(line.won, int(scores[line.member].count(40) + scores[line.member].count(42)));
        }
        // Rated as any game of P.M.: the winner of both above the start, the last of both below.
        QCOMPARE(standings.first().won, 2);
        QCOMPARE(namesOf(games[0]), namesOf(games[1]));
        QVERIFY(standings.first().rating > book::RatingRules{}.start);
        QVERIFY(standings.last().rating < book::RatingRules{}.start);

        const QList<book::HeadToHead> meetings =
            book::headToHead(book.database(), ada, QStringLiteral("Bert"));
        const auto met = std::find_if(meetings.begin(), meetings.end(),
                                      [&](const auto& m) { return m.kind == pm; });
        QVERIFY(met != meetings.end());
        QCOMPARE(met->together, 2);
    }

    // P.M.'s minus games are read from the scores, so a minus score typed in counts.
    void aMinusScoreTypedInIsAMinusGame() {
        typedDrive({-15, 20, 30, 40}, {-5, -2, 20, 10});
        const QList<FinishedGame> games = booked(pm);
        QCOMPARE(games.size(), 2);
        const QString minus = games[0].seats[0].name;
        book::Book book;
        QCOMPARE(book.open(book::Book::defaultPath()), QString());
        int expected = 0;
        for (const FinishedGame& game : games)
            for (const FinishedSeat& seat : game.seats)
                expected += seat.name == minus && seat.score < 0 ? 1 : 0;
        const QList<book::MemberGameRecord> card = book::memberCard(book.database(), minus);
        QVERIFY(!card.isEmpty());
        QCOMPARE(card.first().kind, pm);
        QCOMPARE(card.first().belowZero, expected);
        QVERIFY(expected >= 1);
    }

    // The Game List says a typed-in game was typed in, in words, and offers
    // no replay for it; a game played here is replayed as before.
    void theGameListSaysTypedInAndOffersNoReplay() {
        typedDrive({10, 20, 30, 40}, {40, 30, 20, 10});
        booked(pm);
        book::Book book;
        QCOMPARE(book.open(book::Book::defaultPath()), QString());
        FinishedGame played = test::sampleGame(QStringLiteral("played-here"));
        played.finished = QDateTime::currentDateTimeUtc().addDays(-1); // listed last
        QCOMPARE(book.record(played), QString());

        app::BookGamesTab tab;
        tab.setGames(
            [&](const book::GameListCursor& after, int count) {
                return book::gameListPage(book.database(), {}, after, count);
            },
            {});
        tab.resize(900, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QAbstractItemModel* model = tab.table()->model();
        QCOMPARE(model->rowCount(), 4); // the night, its two tables, the game played
        QSignalSpy asked(&tab, &app::BookGamesTab::replayRequested);
        int typedRows = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const FinishedGame& game = tab.games()[row];
            tab.table()->setCurrentIndex(model->index(row, 0));
            const QString words = model->index(row, 1).data().toString();
            if (game.kind != pm) {
                QVERIFY(!words.contains(QStringLiteral("typed in")));
                continue;
            }
            ++typedRows;
            QCOMPARE(words, app::BookWords::gameName(pm) + QStringLiteral(", typed in"));
            QVERIFY(!tab.replayButton()->isEnabled());
            tab.replayRow(row);
            emit tab.table()->doubleClicked(model->index(row, 0));
        }
        QCOMPARE(typedRows, 2);
        QCOMPARE(asked.size(), 0);
        // The note says why, in words.
        tab.table()->setCurrentIndex(model->index(1, 0));
        bool said = false;
        for (QLabel* label : tab.findChildren<QLabel*>())
            said = said || label->text().contains(QStringLiteral("typed in"));
        QVERIFY(said);
        // The game played here: Replay offered and asked for.
        tab.table()->setCurrentIndex(model->index(3, 0));
        QCOMPARE(tab.games()[3].id, played.id);
        QVERIFY(tab.replayButton()->isEnabled());
        tab.replayButton()->click();
        QCOMPARE(asked.size(), 1);
    }
};

QTEST_MAIN(TestBookTypedTables)
#include "tst_book_typed_tables.moc"
