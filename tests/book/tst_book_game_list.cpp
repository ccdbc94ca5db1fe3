// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page's Game List at scale (issue 27): read a page at a time,
// newest first, without the games' records (book_game_list.h); the list
// shows its first page and reads more only as it is scrolled; a game's
// record is read when it is replayed.
#include "book.h"
#include "book/book_games_model.h"
#include "book/book_games_tab.h"
#include "book_game_list.h"
#include "book_test_util.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QPushButton>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace club;
using namespace club::book;

namespace {
constexpr int Games = 250;
} // namespace

class TstBookGameList : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    Book book_;

    /// The games the list should show, newest first: Ada's, or every game,
    /// as the book gives them whole (Book::games, oldest first).
    QList<FinishedGame> expected(const QString& member) const {
        QList<FinishedGame> games;
        for (const FinishedGame& game : book_.games())
            if (member.isEmpty() ||
                std::any_of(game.seats.begin(), game.seats.end(), [&](const FinishedSeat& s) {
                    return s.computer.isEmpty() && s.name == member;
                }))
                games.prepend(game);
        return games;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QCOMPARE(book_.open(dir_.filePath("book.sqlite")), QString());
        // Ada in two games of three; two games finishing at the same moment
        // (the list then goes by the order they were written, newest first).
        for (int n = 0; n < Games; ++n) {
            FinishedGame game = test::sampleGame(QStringLiteral("g%1").arg(n),
                                                 n % 3 == 2 ? QStringList{"Bert", "Clara"}
                                                            : QStringList{"Ada", "Bert", "Expert"},
                                                 n % 3 == 2 ? QString() : QStringLiteral("expert"));
            game.finished = game.finished.addSecs(60 * (n == 102 ? 100 : n));
            game.record[QStringLiteral("moves")] = QJsonArray{n, n + 1};
            QCOMPARE(book_.record(game), QString());
        }
    }

    void pagesWalkTheBookNewestFirst_data() {
        QTest::addColumn<QString>("member");
        QTest::newRow("Ada's games") << QStringLiteral("Ada");
        QTest::newRow("every game") << QString();
    }
    void pagesWalkTheBookNewestFirst() {
        QFETCH(QString, member);
        const QList<FinishedGame> want = expected(member);
        QList<FinishedGame> listed;
        GameListCursor after;
        for (int pages = 0;; ++pages) {
            QVERIFY(pages < 10);
            const GameListPage page = gameListPage(book_.database(), member, after, 40);
            QVERIFY(page.games.size() <= 40);
            listed << page.games;
            after = page.next;
            if (!page.more) break;
        }
        QCOMPARE(listed.size(), want.size());
        for (int i = 0; i < listed.size(); ++i) {
            QCOMPARE(listed[i].id, want[i].id);
            QCOMPARE(listed[i].finished, want[i].finished);
            QCOMPARE(listed[i].seats, want[i].seats);
            QVERIFY(listed[i].record.isEmpty()); // records are not read for the list
        }
    }

    void notAMemberHasNoGames() {
        QVERIFY(gameListPage(book_.database(), "Nobody", {}, 40).games.isEmpty());
    }

    void aGameIsReadWholeForItsReplay() {
        const std::optional<FinishedGame> game = bookGame(book_.database(), "g7");
        QVERIFY(game);
        const QList<FinishedGame> all = book_.games();
        const FinishedGame& want = *std::find_if(
            all.begin(), all.end(), [](const FinishedGame& g) { return g.id == "g7"; });
        QCOMPARE(game->record, want.record);
        QCOMPARE(game->record.value("moves"), QJsonValue(QJsonArray{7, 8}));
        QCOMPARE(game->seats, want.seats);
        QCOMPARE(game->options, want.options);
        QVERIFY(!bookGame(book_.database(), "no-such-game"));
    }

    // The tab shows the first page only, reads more as it is scrolled, and
    // asks for a listed game's replay (its record read by the page then).
    void theListReadsAPageAtATime() {
        app::BookGamesTab tab;
        int pagesRead = 0;
        tab.setGames(
            [&](const GameListCursor& after, int count) {
                ++pagesRead;
                return gameListPage(book_.database(), "Ada", after, count);
            },
            "Ada");
        tab.resize(800, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QAbstractItemModel* model = tab.table()->model();
        QCOMPARE(model->rowCount(), 100);
        // The players take the room left.
        QCOMPARE(tab.table()->horizontalHeader()->sectionResizeMode(2), QHeaderView::Stretch);
        QCOMPARE(pagesRead, 1);
        QVERIFY(model->canFetchMore({}));
        tab.table()->scrollToBottom(); // the view asks for the next page
        QTRY_COMPARE(model->rowCount(), 167);
        QCOMPARE(tab.games().first().id, expected("Ada").first().id);
        QSignalSpy asked(&tab, &app::BookGamesTab::replayRequested);
        tab.table()->setCurrentIndex(model->index(3, 0));
        tab.replayButton()->click();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked[0][0].value<FinishedGame>().id, expected("Ada")[3].id);
    }

    // A game of eight seats: the players' names have the room, the one
    // winner's name no more than it needs. The two columns shared the room
    // left, so at 1024x768 the players wrapped over eight lines beside a
    // winner's column mostly empty.
    void thePlayersHaveTheRoomTheWinnerDoesNotNeed() {
        QTemporaryDir dir;
        Book book;
        QCOMPARE(book.open(dir.filePath("eight.sqlite")), QString());
        const QStringList names = {"Ada",    "Bert",  "Cecily", "Dora",
                                   "Edmund", "Flora", "Gus",    "Mr Suckling"};
        QCOMPARE(book.record(test::sampleGame("eight", names, "expert")), QString());
        app::BookGamesTab tab;
        tab.setGames([&](const GameListCursor& after,
                         int count) { return gameListPage(book.database(), {}, after, count); },
                     {});
        tab.resize(980, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QHeaderView* header = tab.table()->horizontalHeader();
        const int players = header->sectionSize(app::BookGamesModel::Players);
        const int won = header->sectionSize(app::BookGamesModel::Won);
        const QString winner =
            tab.table()->model()->index(0, app::BookGamesModel::Won).data().toString();
        QVERIFY2(players > 2 * won, qPrintable(QStringLiteral("%1 %2").arg(players).arg(won)));
        QVERIFY(won >= tab.table()->fontMetrics().horizontalAdvance(winner)); // on one line
        QVERIFY(won <= tab.table()->viewport()->width() / 4);
    }

    // Against three computers the list says which of them won: each by the
    // name it played under and its level. A seat written before the book
    // kept computers' names is still listed by its level alone.
    void aComputerIsListedByTheNameItPlayedUnder() {
        QTemporaryDir dir;
        Book book;
        QCOMPARE(book.open(dir.filePath("names.sqlite")), QString());
        FinishedGame game = test::sampleGame("named", {"Ada", "Mr Suckling"}, "expert");
        QCOMPARE(book.record(game), QString());
        FinishedGame older = test::sampleGame("older", {"Ada", "Lady Fifteen"}, "standard");
        older.finished = older.finished.addSecs(-60);
        QCOMPARE(book.record(older), QString());
        QSqlQuery query(book.database());
        QVERIFY(query.exec("UPDATE seats SET name = NULL WHERE game = (SELECT id FROM games "
                           "WHERE uid = 'older')"));

        const GameListPage page = gameListPage(book.database(), {}, {}, 40);
        QCOMPARE(page.games.size(), 2);
        QCOMPARE(page.games[0].seats[1].name, QStringLiteral("Mr Suckling"));
        QCOMPARE(page.games[0].seats[1].computer, QStringLiteral("expert"));
        QCOMPARE(page.games[0].seats[0].name, QStringLiteral("Ada")); // a member's own name

        app::BookGamesTab tab;
        tab.setGames([&](const GameListCursor& after,
                         int count) { return gameListPage(book.database(), {}, after, count); },
                     {});
        const QAbstractItemModel* model = tab.table()->model();
        QCOMPARE(model->rowCount(), 2);
        const auto cell = [&](int row, int column) {
            return model->index(row, column).data().toString();
        };
        QCOMPARE(cell(0, app::BookGamesModel::Players),
                 QStringLiteral("Ada, Mr Suckling (computer, Expert)"));
        QCOMPARE(cell(0, app::BookGamesModel::Won),
                 QStringLiteral("Mr Suckling (computer, Expert)"));
        QCOMPARE(cell(1, app::BookGamesModel::Players), QStringLiteral("Ada, Computer (Standard)"));
    }
};

QTEST_MAIN(TstBookGameList)
#include "tst_book_game_list.moc"
