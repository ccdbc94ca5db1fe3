// SPDX-License-Identifier: GPL-3.0-or-later
// The club's book at scale (issue 27, "Scale"). Not a test: it prints
// figures, run by hand under `nice` (README, "Club's book"):
//   1. builds a book of 100,000 games as a club would have after years of
//      evenings: 12 members and the computer's three levels, the four games
//      with their numbers of seats (2 to 8), a P.M. rubber or cribbage match
//      now and then, spread over five years, each with a record of about a
//      kilobyte and a half; in one transaction, straight into the schema;
//   2. times, each over repeats (wall clock: the book is a file), the
//      median and a 95% confidence interval of it: opening the book (the
//      schema check), recording one game (as the program does, and on a
//      book already open, and a week late), the member list, and a table
//      of named steps on an open book: the page's own functions (standings
//      with their stored ratings, a member's card and rating chart), and
//      the bare queries under them; and the Game List's first showing
//      (offscreen: its first page read and the tab drawn).
// A step is one line of `steps` below; the page's own queries go there.
//
//   book_scale [--games N] [--repeats R] [--book PATH]
// --book keeps the book built at PATH and uses it again the next time.
#include "book.h"
#include "book/book_games_tab.h"
#include "book_game_list.h"
#include "book_recorder.h"
#include "book_stats.h"
#include "rating_history.h"
#include "seat_counts.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

using namespace club;
using namespace club::book;

namespace {

const QStringList Members = {"Ada",    "Bert",  "Clara", "Dora", "Edwin", "Flora",
                             "George", "Hetty", "Ivor",  "Jane", "Kit",   "Lettie"};
const QStringList Levels = {"beginner", "standard", "expert"};

struct Kind {
    const char* id;
    int minSeats, maxSeats;
    int lowScore, highScore;
    const char* whole; ///< the unit a few games close, or nullptr
    int weight;        ///< how often it is played, of 100
};
const Kind Kinds[] = {{"pm", 2, 8, -40, 120, "rubber", 35},
                      {"kings-men", 2, 2, 0, 1, nullptr, 25},
                      {"patchesi", 2, 4, 0, 4, nullptr, 20},
                      {"cribbage", 2, 3, 60, 121, "match", 20}};

void fail(const QString& what) {
    std::fprintf(stderr, "book_scale: %s\n", qPrintable(what));
    std::exit(1);
}

const Kind& pickKind(QRandomGenerator& rng) {
    int roll = int(rng.bounded(100));
    for (const Kind& kind : Kinds) {
        if (roll < kind.weight) return kind;
        roll -= kind.weight;
    }
    return Kinds[0];
}

/// A finished game as the program would write it; `number` makes its id.
FinishedGame madeUpGame(QRandomGenerator& rng, qint64 number, const QDateTime& finished,
                        const Kind& kind, const QString& unit) {
    FinishedGame game;
    game.id = QStringLiteral("bench-%1").arg(number);
    game.kind = QString::fromLatin1(kind.id);
    game.unit = unit;
    const int seats = kind.minSeats + int(rng.bounded(kind.maxSeats - kind.minSeats + 1));
    game.options = {{QStringLiteral("players"), seats}, {QStringLiteral("house"), QJsonArray{}}};
    game.durationSeconds = 600 + rng.bounded(3000);
    game.finished = finished;
    game.started = finished.addSecs(-game.durationSeconds);
    QJsonArray moves; // a record of about 1.5 kB, as a short game's save
    for (int i = 0; i < 300; ++i)
        moves.append(int(rng.bounded(64)));
    game.record = {{QStringLiteral("game"), game.kind}, {QStringLiteral("moves"), moves}};
    QStringList members = Members;
    QList<int> scores;
    for (int i = 0; i < seats; ++i) {
        FinishedSeat seat;
        if (rng.bounded(100) < 25 || members.isEmpty()) { // a computer in a quarter of the seats
            seat.computer = Levels.at(int(rng.bounded(3)));
            seat.name = QStringLiteral("Computer %1").arg(i + 1);
        } else {
            seat.name = members.takeAt(int(rng.bounded(int(members.size()))));
        }
        seat.score = kind.lowScore + int(rng.bounded(kind.highScore - kind.lowScore + 1));
        scores << seat.score;
        game.seats << seat;
    }
    for (FinishedSeat& seat : game.seats) {
        seat.place = 1 + int(std::count_if(scores.begin(), scores.end(),
                                           [&](int s) { return s > seat.score; }));
        seat.winner = seat.place == 1;
    }
    // What the card counts from the options, as the games write it:
    // cribbage's skunks by side and best hands and cribs by seat, Patchesi's
    // captures by seat.
    const auto bySeat = [&](int most) {
        QJsonArray values;
        for (int i = 0; i < seats; ++i)
            values.append(int(rng.bounded(most + 1)));
        return values;
    };
    if (game.kind == QLatin1String("cribbage")) {
        game.options.insert(QStringLiteral("skunks"), QJsonArray{int(rng.bounded(100) < 5), 0});
        game.options.insert(QStringLiteral("highHands"), bySeat(29));
        game.options.insert(QStringLiteral("highCribs"), bySeat(24));
    } else if (game.kind == QLatin1String("patchesi")) {
        game.options.insert(QStringLiteral("captures"), bySeat(6));
        game.options.insert(QStringLiteral("captured"), bySeat(6));
    }
    return game;
}

/// The book of `count` games, in one transaction, straight into the tables
/// (Book::record writes each in a transaction of its own: far slower).
void buildBook(const QString& path, int count) {
    Book book;
    if (const QString problem = book.open(path); !problem.isEmpty()) fail(problem);
    QSqlDatabase& db = book.database();
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA synchronous = OFF"));
    if (!db.transaction()) fail(db.lastError().text());
    QHash<QString, qint64> memberIds;
    for (const QString& name : Members) {
        query.prepare(QStringLiteral("INSERT INTO members (name) VALUES (?)"));
        query.addBindValue(name);
        if (!query.exec()) fail(query.lastError().text());
        memberIds.insert(name, query.lastInsertId().toLongLong());
    }
    QSqlQuery games(db), seats(db);
    games.prepare(QStringLiteral(
        "INSERT INTO games (uid, kind, unit, options, started, finished, duration, record) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    seats.prepare(QStringLiteral("INSERT INTO seats (game, seat, member, computer, score, place, "
                                 "winner, kind, unit, hand, crib, captures, captured, "
                                 "skunks_taken, skunks_given) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                                 "?, ?, ?, ?, ?, ?, ?)"));
    QRandomGenerator rng(27);
    // Five years of evenings, oldest first, about 55 games a day, the last
    // some weeks ago (a game of tonight then starts a night of its own).
    QDateTime when = QDateTime::currentDateTimeUtc().addYears(-5);
    const qint64 step = 49LL * 365 * 86400 / 10 / count;
    for (int n = 0; n < count; ++n) {
        when = when.addSecs(1 + rng.bounded(2 * step));
        const Kind& kind = pickKind(rng);
        const bool whole = kind.whole && rng.bounded(100) < 10;
        const FinishedGame game = madeUpGame(
            rng, n, when, kind, whole ? QString::fromLatin1(kind.whole) : QStringLiteral("game"));
        games.bindValue(0, game.id);
        games.bindValue(1, game.kind);
        games.bindValue(2, game.unit);
        // Text, as Book::record writes it (bytes would be a BLOB, which the
        // card's LIKE on the options never matches).
        games.bindValue(
            3, QString::fromUtf8(QJsonDocument(game.options).toJson(QJsonDocument::Compact)));
        games.bindValue(4, game.started.toString(Qt::ISODateWithMs));
        games.bindValue(5, game.finished.toString(Qt::ISODateWithMs));
        games.bindValue(6, game.durationSeconds);
        games.bindValue(
            7, QString::fromUtf8(QJsonDocument(game.record).toJson(QJsonDocument::Compact)));
        if (!games.exec()) fail(games.lastError().text());
        const qint64 row = games.lastInsertId().toLongLong();
        for (int i = 0; i < game.seats.size(); ++i) {
            const FinishedSeat& seat = game.seats.at(i);
            seats.bindValue(0, row);
            seats.bindValue(1, i);
            seats.bindValue(2, seat.computer.isEmpty() ? QVariant(memberIds.value(seat.name))
                                                       : QVariant(QMetaType(QMetaType::LongLong)));
            seats.bindValue(3, seat.computer.isEmpty() ? QVariant(QMetaType(QMetaType::QString))
                                                       : QVariant(seat.computer));
            seats.bindValue(4, seat.score);
            seats.bindValue(5, seat.place);
            seats.bindValue(6, seat.winner ? 1 : 0);
            seats.bindValue(7, game.kind); // as Book::record writes them
            seats.bindValue(8, game.unit);
            const SeatCounts counts = seatCounts(game.options, i, seat.winner);
            int column = 9;
            for (const std::optional<int>& value :
                 {counts.highHand, counts.highCrib, counts.captures, counts.captured,
                  counts.skunksTaken, counts.skunksGiven})
                seats.bindValue(column++, columnValue(value));
            if (!seats.exec()) fail(seats.lastError().text());
        }
    }
    // Written past Book::record, so rated as a book from before ratings were
    // kept is: when it next opens (timed below).
    if (!query.exec(QStringLiteral("INSERT INTO ratings_due (due) VALUES (1)")))
        fail(query.lastError().text());
    if (!db.commit()) fail(db.lastError().text());
    query.exec(QStringLiteral("ANALYZE"));
}

/// The median's 95% confidence interval, from the order statistics
/// (distribution-free: the ranks from the binomial(n, 1/2)).
struct Figures {
    double median, low, high, worst;
};

Figures figuresOf(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    const int n = int(ms.size());
    // Largest j with P(Binomial(n, 1/2) < j) <= 2.5%: [x_j, x_(n+1-j)], 1-based.
    double below = 0, term = std::pow(0.5, n);
    int j = 0;
    for (int k = 0; k < n; ++k) {
        if (below + term > 0.025) break;
        below += term;
        j = k + 1;
        term = term * double(n - k) / double(k + 1);
    }
    const int lowRank = std::max(1, j), highRank = std::min(n, n + 1 - std::max(1, j));
    const double median =
        n % 2 ? ms[std::size_t(n / 2)] : (ms[std::size_t(n / 2 - 1)] + ms[std::size_t(n / 2)]) / 2;
    return {median, ms[std::size_t(lowRank - 1)], ms[std::size_t(highRank - 1)], ms.back()};
}

void printRow(const char* name, const Figures& f, double target) {
    std::printf("| %-44s | %8.2f | %8.2f-%-8.2f | %8.2f | %s |\n", name, f.median, f.low, f.high,
                f.worst, target > 0 ? qPrintable(QStringLiteral("< %1").arg(target)) : "");
    std::fflush(stdout);
}

/// Times `run` `repeats` times (after one run to warm the caches).
Figures timed(int repeats, const std::function<void()>& run) {
    run();
    std::vector<double> ms;
    for (int r = 0; r < repeats; ++r) {
        QElapsedTimer timer;
        timer.start();
        run();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return figuresOf(ms);
}

/// Runs `sql` with `values` bound and reads every row (as a page would).
int rowsOf(QSqlDatabase& db, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(sql)) fail(query.lastError().text() + QStringLiteral(": ") + sql);
    for (const QVariant& value : values)
        query.addBindValue(value);
    if (!query.exec()) fail(query.lastError().text() + QStringLiteral(": ") + sql);
    int rows = 0;
    const int columns = query.record().count();
    while (query.next()) {
        for (int c = 0; c < columns; ++c)
            (void)query.value(c);
        ++rows;
    }
    if (rows == 0) fail(QStringLiteral("no rows from ") + sql); // the work is real
    return rows;
}

// A member's standing-like figures for each member in one game (and
// period): played, won, best and average score.
const QString StandingsSql = QStringLiteral(
    "SELECT members.name, figures.* FROM (SELECT seats.member AS member, count(*) AS played, "
    "sum(seats.winner) AS won, max(seats.score), avg(seats.score) "
    "FROM games JOIN seats ON seats.game = games.id "
    "WHERE games.kind = ? AND games.unit = 'game' AND games.finished >= ? "
    "AND seats.member IS NOT NULL GROUP BY seats.member) AS figures "
    "JOIN members ON members.id = figures.member ORDER BY won DESC");
// A member's card: the same figures for each game, for one member.
const QString CardSql = QStringLiteral(
    "SELECT games.kind, count(*), sum(seats.winner), max(seats.score), avg(seats.score) "
    "FROM seats JOIN games ON games.id = seats.game "
    "WHERE seats.member = ? AND games.unit = 'game' GROUP BY games.kind");
// A member's games of one kind, oldest first (their chart's points).
const QString MemberGamesSql = QStringLiteral(
    "SELECT games.finished, seats.score, seats.place, seats.winner "
    "FROM seats JOIN games ON games.id = seats.game "
    "WHERE seats.member = ? AND games.kind = ? AND games.unit = 'game' ORDER BY games.finished");

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // the Game List is drawn, never shown
    QApplication app(argc, argv);
    int count = 100'000, repeats = 31;
    QString kept;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--games"))
            count = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--repeats"))
            repeats = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--book"))
            kept = args[i + 1];
        else
            fail(QStringLiteral("usage: book_scale [--games N] [--repeats R] [--book PATH]"));
    }
    if (count < 1 || repeats < 3) fail(QStringLiteral("--games >= 1, --repeats >= 3"));
    QTemporaryDir dir;
    const QString path = kept.isEmpty() ? dir.filePath(QStringLiteral("club-book.sqlite")) : kept;
    if (!QFile::exists(path)) {
        QElapsedTimer building;
        building.start();
        buildBook(path, count);
        std::printf("built %d games in %.1f s, %.0f MB: %s\n", count,
                    double(building.elapsed()) / 1000, double(QFileInfo(path).size()) / 1e6,
                    qPrintable(path));
    }
    {
        QElapsedTimer rating;
        rating.start();
        Book book; // an old book kept with --book is brought up to date here, once
        if (const QString problem = book.open(path); !problem.isEmpty()) fail(problem);
        std::printf("opened (rating games not rated yet, once) in %.1f s\n",
                    double(rating.elapsed()) / 1000);
        QSqlQuery query(book.database());
        if (!query.exec(QStringLiteral("SELECT count(*) FROM games")) || !query.next())
            fail(query.lastError().text());
        std::printf("the book: %lld games\n\n", query.value(0).toLongLong());
    }

    std::printf(
        "| step (ms, %d repeats) | median | 95%% interval of the median | worst | target |\n",
        repeats);
    std::printf("| --- | ---: | ---: | ---: | --- |\n");
    printRow("open the book (schema check)",
             timed(repeats,
                   [&] {
                       Book book;
                       if (const QString problem = book.open(path); !problem.isEmpty())
                           fail(problem);
                   }),
             0);
    qint64 next = QDateTime::currentMSecsSinceEpoch() * 1000; // new ids each run of a kept book
    QRandomGenerator rng(1927);
    const auto newGame = [&] {
        return madeUpGame(rng, next++, QDateTime::currentDateTimeUtc(), Kinds[0],
                          QStringLiteral("game"));
    };
    BookRecorder recorder(path); // as the book writer's thread holds it
    printRow("record one game (BookRecorder, as the program)",
             timed(repeats,
                   [&] {
                       if (!recorder.record(newGame())) fail(QStringLiteral("a game went pending"));
                   }),
             10);
    recorder.closeBook();
    printRow("first game of a session (open, write, close)",
             timed(repeats,
                   [&] {
                       if (!BookRecorder(path).record(newGame()))
                           fail(QStringLiteral("a game went pending"));
                   }),
             0);

    Book book;
    if (const QString problem = book.open(path); !problem.isEmpty()) fail(problem);
    QSqlDatabase& db = book.database();
    printRow("record one game (a book already open)",
             timed(repeats,
                   [&] {
                       if (const QString problem = book.record(newGame()); !problem.isEmpty())
                           fail(problem);
                   }),
             10);
    printRow("record one game a week late (rated again since)",
             timed(repeats,
                   [&] {
                       FinishedGame late = newGame();
                       late.finished = late.finished.addDays(-7);
                       late.started = late.finished.addSecs(-late.durationSeconds);
                       if (const QString problem = book.record(late); !problem.isEmpty())
                           fail(problem);
                   }),
             0);
    printRow("member list (Book::members)",
             timed(repeats,
                   [&] {
                       if (book.members().size() != Members.size()) fail(QStringLiteral("members"));
                   }),
             0);

    const QString allTime = QStringLiteral("0000");
    const QString thisYear = QDateTime::currentDateTimeUtc().addYears(-1).toString(Qt::ISODate);
    qint64 ada = 0;
    {
        QSqlQuery query(db);
        query.exec(QStringLiteral("SELECT id FROM members WHERE name = 'Ada'"));
        if (!query.next()) fail(QStringLiteral("no Ada"));
        ada = query.value(0).toLongLong();
    }
    struct Step {
        const char* name;
        std::function<void()> run;
        double targetMs = 0;
    };
    // One line a step: each runs on the open book `db` (as the page holds it).
    QList<Step> steps;
    // As the Club Book page: the book opened, its kinds and units read,
    // then a game's standings with the ratings the book keeps.
    steps.append({"page: open + standings P.M. all time",
                  [&] {
                      Book fresh;
                      if (const QString problem = fresh.open(path); !problem.isEmpty())
                          fail(problem);
                      const QString unit = countedUnit(fresh.database(), "pm");
                      if (standings(fresh.database(), "pm", unit).isEmpty())
                          fail(QStringLiteral("no standings"));
                  },
                  200});
    steps.append({"page: standings cribbage this year",
                  [&] {
                      if (standings(db, "cribbage", countedUnit(db, "cribbage"),
                                    QDateTime::currentDateTimeUtc().addYears(-1))
                              .isEmpty())
                          fail(QStringLiteral("no standings"));
                  },
                  200});
    steps.append({"page: member's card + P.M. rating chart",
                  [&] {
                      if (memberCard(db, "Ada").isEmpty() ||
                          ratingHistory(db, "pm", "Ada").isEmpty())
                          fail(QStringLiteral("no card"));
                  },
                  100});
    steps.append({"page: member's card alone",
                  [&] {
                      if (memberCard(db, "Ada").isEmpty()) fail(QStringLiteral("no card"));
                  },
                  100});
    steps.append({"page: P.M. rating chart alone",
                  [&] {
                      if (ratingHistory(db, "pm", "Ada").isEmpty())
                          fail(QStringLiteral("no chart"));
                  },
                  100});
    steps.append({"standings P.M. all time",
                  [&] {
                      rowsOf(db, StandingsSql, {"pm", allTime});
                  },
                  200});
    steps.append({"standings P.M. this year",
                  [&] {
                      rowsOf(db, StandingsSql, {"pm", thisYear});
                  },
                  200});
    steps.append({"standings cribbage all time",
                  [&] {
                      rowsOf(db, StandingsSql, {"cribbage", allTime});
                  },
                  200});
    steps.append({"open + standings P.M. all time",
                  [&] {
                      Book fresh;
                      if (const QString problem = fresh.open(path); !problem.isEmpty())
                          fail(problem);
                      rowsOf(fresh.database(), StandingsSql, {"pm", allTime});
                  },
                  200});
    steps.append({"a member's card (every game)", [&] { rowsOf(db, CardSql, {ada}); }, 100});
    steps.append({"a member's P.M. games (chart)",
                  [&] {
                      rowsOf(db, MemberGamesSql, {ada, "pm"});
                  },
                  100});
    steps.append({"a member's card + P.M. games",
                  [&] {
                      rowsOf(db, CardSql, {ada});
                      rowsOf(db, MemberGamesSql, {ada, "pm"});
                  },
                  100});
    // The Game List as the page shows it: its first page read (no records),
    // laid out and drawn; a member's games, and every game.
    app::BookGamesTab tab;
    tab.resize(900, 600);
    const auto showList = [&](const QString& member) {
        tab.setGames([&db, member](const GameListCursor& after,
                                   int count) { return gameListPage(db, member, after, count); },
                     member);
        if (tab.grab().isNull() || tab.games().isEmpty()) fail(QStringLiteral("no game list"));
    };
    steps.append({"Game List: first showing, Ada's games", [&] { showList("Ada"); }, 200});
    steps.append({"Game List: first showing, every game", [&] { showList(QString()); }, 200});
    steps.append({"Game List: first page of Ada's (query alone)",
                  [&] {
                      if (gameListPage(db, "Ada", {}, 100).games.size() != 100)
                          fail(QStringLiteral("no page"));
                  },
                  0});
    for (const Step& step : steps)
        printRow(step.name, timed(repeats, step.run), step.targetMs);
    {
        QElapsedTimer before; // the list as it was: every game read, records and all
        before.start();
        const qsizetype all = book.games().size();
        std::printf("\nthe Game List before (every game with its record, %lld games, once): "
                    "%.0f ms\n",
                    qlonglong(all), double(before.elapsed()));
    }
    return 0;
}
