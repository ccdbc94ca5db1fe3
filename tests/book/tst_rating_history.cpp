// SPDX-License-Identifier: GPL-3.0-or-later
// A member's charts' data (app/book/rating_history.h) from a book made by
// hand: ratings night by night worked by hand, the last one the same as
// ratings()'s, scores in their bins, and games won in each game.
#include "book.h"
#include "rating_history.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace club;
using namespace club::book;

namespace {

struct Sitter {
    Sitter(const char* name, int score, int place, const char* computer = "")
        : name(QString::fromUtf8(name)), score(score), place(place),
          computer(QString::fromUtf8(computer)) {}
    Sitter(const QString& name, int score, int place) : name(name), score(score), place(place) {}
    QString name;
    int score = 0;
    int place = 1;
    QString computer;
};

FinishedGame played(const QString& id, const QString& kind, const QDateTime& finished,
                    const QList<Sitter>& sitters, const QString& unit = QStringLiteral("game")) {
    FinishedGame game;
    game.id = id;
    game.kind = kind;
    game.unit = unit;
    game.started = finished.addSecs(-1800);
    game.finished = finished;
    game.durationSeconds = 1800;
    for (const Sitter& s : sitters)
        game.seats.append({s.name, s.computer, s.score, s.place, s.place == 1});
    return game;
}

QDateTime at(int month, int day, int hour, int minute = 0) {
    return QDateTime(QDate(2026, month, day), QTime(hour, minute)); // local time
}

double expected(double mine, double theirs) {
    return 1.0 / (1.0 + qPow(10.0, (theirs - mine) / 400.0));
}

} // namespace

class TestRatingHistory : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    Book book_;

private slots:
    void init() {
        QVERIFY(dir_.isValid());
        QFile::remove(dir_.filePath("book.sqlite"));
        QCOMPARE(book_.open(dir_.filePath("book.sqlite")), QString());
    }
    void cleanup() { book_.close(); }

    void aNightRunsFromNoonToNoon() {
        QCOMPARE(nightOf(at(1, 10, 20)), QDate(2026, 1, 10));
        QCOMPARE(nightOf(at(1, 11, 1, 30)), QDate(2026, 1, 10));
        QCOMPARE(nightOf(at(1, 11, 12, 30)), QDate(2026, 1, 11));
    }

    // Night 1: Ada beats Bert twice (one game after midnight), at 1500
    // each: +16 twice. A rubber Ada lost is not rated (its games are).
    // Night 2: Bert first, the Expert second, Ada third: K / (n - 1) = 16.
    void ratingAfterEachNightWorkedByHand() {
        const QString pm = QStringLiteral("pm");
        QCOMPARE(book_.record(played("g1", pm, at(1, 10, 20), {{"Ada", 30, 1}, {"Bert", 10, 2}})),
                 QString());
        QCOMPARE(book_.record(played("g2", pm, at(1, 11, 0, 40), {{"Ada", 25, 1}, {"Bert", 5, 2}})),
                 QString());
        QCOMPARE(book_.record(played("r1", pm, at(1, 11, 1), {{"Ada", 1, 2}, {"Bert", 9, 1}},
                                     QStringLiteral("rubber"))),
                 QString());
        QCOMPARE(book_.record(played("g3", pm, at(1, 17, 21),
                                     {{"Ada", -4, 3}, {"Bert", 12, 1}, {"PC", 8, 2, "expert"}})),
                 QString());
        // Another game's night changes nothing here.
        QCOMPARE(book_.record(
                     played("c1", "cribbage", at(1, 12, 20), {{"Ada", 80, 2}, {"Bert", 121, 1}})),
                 QString());

        const QList<RatingPoint> ada = ratingHistory(book_.database(), pm, "Ada");
        QCOMPARE(ada.size(), 2);
        QCOMPARE(ada[0].night, QDate(2026, 1, 10));
        QCOMPARE(ada[0].games, 2);
        QCOMPARE(ada[0].rating, 1532.0);
        // Night 2 from Ada 1532, Bert 1468, the Expert 1500: Ada lost both.
        const double adaAfter =
            1532 + 16 * ((0 - expected(1532, 1468)) + (0 - expected(1532, 1500)));
        QCOMPARE(ada[1].night, QDate(2026, 1, 17));
        QCOMPARE(ada[1].games, 1);
        QVERIFY2(qAbs(ada[1].rating - adaAfter) < 1e-9, qPrintable(QString::number(ada[1].rating)));

        const QList<RatingPoint> expert = ratingHistory(book_.database(), pm, "computer:expert");
        QCOMPARE(expert.size(), 1);
        const double expertAfter =
            1500 + 16 * ((0 - expected(1500, 1468)) + (1 - expected(1500, 1532)));
        QVERIFY(qAbs(expert[0].rating - expertAfter) < 1e-9);

        QVERIFY(ratingHistory(book_.database(), pm, "Nobody").isEmpty());
    }

    // A season of random games: every player's last point is ratings()'s
    // answer for the whole book, in games entered in no particular order.
    void lastPointIsTheBooksRating() {
        QRandomGenerator rng(27);
        const QStringList names = {"Ada", "Bert", "Cora", "Dan", "Eve"};
        for (int g = 0; g < 300; ++g) {
            QList<Sitter> sitters;
            QStringList pool = names;
            const int n = 2 + int(rng.bounded(3));
            for (int s = 0; s < n; ++s)
                sitters.append(
                    {pool.takeAt(int(rng.bounded(int(pool.size())))), 0, 1 + int(rng.bounded(n))});
            if (rng.bounded(4) == 0) sitters.append({"PC", 0, 1 + int(rng.bounded(n)), "standard"});
            const QDateTime when = at(1 + int(rng.bounded(10)), 1 + int(rng.bounded(28)),
                                      12 + int(rng.bounded(12)), int(rng.bounded(60)));
            QCOMPARE(
                book_.record(played(QString::number(rng.generate()), "patchesi", when, sitters)),
                QString());
        }
        const QMap<QString, double> all = ratings(ratedGames(book_.database(), "patchesi"));
        QCOMPARE(all.size(), 6);
        for (auto it = all.begin(); it != all.end(); ++it) {
            const QList<RatingPoint> history =
                ratingHistory(book_.database(), "patchesi", it.key());
            QVERIFY(!history.isEmpty());
            QCOMPARE(history.last().rating, it.value());
            for (int i = 1; i < history.size(); ++i)
                QVERIFY(history[i - 1].night < history[i].night);
        }
    }

    void scoreBinsPerGame() {
        QCOMPARE(scoreBinWidth("cribbage", 40, 121), 10);
        QCOMPARE(scoreBinWidth("cribbage", 20, 61), 5);
        QCOMPARE(scoreBinWidth("pm", -12, 27), 5); // 40 scores: 8 bins of 5
        QCOMPARE(scoreBinWidth("pm", 0, 11), 1);
        QCOMPARE(scoreBinWidth("pm", -150, 320), 50);
        QVERIFY(!keepsScores("kings-men"));
    }

    // P.M. scores -12, 3, 27 (and a rubber's 300, not counted): bins of 5
    // from -15 to 29, the empty ones between kept.
    void scoreDistributionFromTheBook() {
        book_.record(played("p1", "pm", at(2, 1, 20), {{"Ada", -12, 2}, {"Bert", 0, 1}}));
        book_.record(played("p2", "pm", at(2, 1, 21), {{"Ada", 3, 1}, {"Bert", 0, 2}}));
        book_.record(played("p3", "pm", at(2, 8, 21), {{"Ada", 27, 1}, {"PC", 2, 2, "beginner"}}));
        book_.record(played("r", "pm", at(2, 8, 22), {{"Ada", 300, 1}, {"Bert", 0, 2}}, "rubber"));
        const QList<ScoreBin> bins = scoreDistribution(book_.database(), "pm", "Ada");
        QCOMPARE(bins.size(), 9);
        QCOMPARE(bins.first(), (ScoreBin{-15, -11, 1}));
        QCOMPARE(bins[3], (ScoreBin{0, 4, 1}));
        QCOMPARE(bins.last(), (ScoreBin{25, 29, 1}));
        int total = 0;
        for (const ScoreBin& bin : bins)
            total += bin.count;
        QCOMPARE(total, 3);
        QCOMPARE(scoreDistribution(book_.database(), "pm", "computer:beginner"),
                 (QList<ScoreBin>{{2, 2, 1}}));
        QVERIFY(scoreDistribution(book_.database(), "cribbage", "Ada").isEmpty());
        book_.record(played("k", "kings-men", at(2, 9, 20), {{"Ada", 1, 1}, {"Bert", 0, 2}}));
        QVERIFY(scoreDistribution(book_.database(), "kings-men", "Ada").isEmpty());
    }

    void winsByGame() {
        book_.record(played("p1", "pm", at(3, 1, 20), {{"Ada", 5, 1}, {"Bert", 0, 2}}));
        book_.record(played("p2", "pm", at(3, 1, 21), {{"Ada", 3, 2}, {"Bert", 9, 1}}));
        book_.record(played("r", "pm", at(3, 1, 22), {{"Ada", 8, 1}, {"Bert", 9, 2}}, "rubber"));
        book_.record(
            played("c1", "cribbage", at(3, 2, 20), {{"Ada", 121, 1}, {"PC", 90, 2, "expert"}}));
        book_.record(
            played("n", "party-night", at(3, 3, 23), {{"Ada", 12, 1}, {"Bert", 12, 1}}, "night"));
        QCOMPARE(winsByKind(book_.database(), "Ada"),
                 (QList<KindRecord>{{"cribbage", 1, 1}, {"party-night", 1, 1}, {"pm", 2, 1}}));
        QCOMPARE(winsByKind(book_.database(), "computer:expert"),
                 (QList<KindRecord>{{"cribbage", 1, 0}}));
        QVERIFY(winsByKind(book_.database(), "Nobody").isEmpty());
    }

    // How long each chart's data takes from a big book (issue 27: a card
    // and its chart in under 100 ms at 100,000 games). Run by hand:
    // PLAYERS_CLUB_BENCH_GAMES=100000 tst_rating_history scale
    void scale() {
        const int count = qEnvironmentVariableIntValue("PLAYERS_CLUB_BENCH_GAMES");
        if (count <= 0) QSKIP("set PLAYERS_CLUB_BENCH_GAMES to a number of games");
        QSqlDatabase& db = book_.database();
        QVERIFY(db.transaction());
        QSqlQuery query(db);
        const QStringList names = {"Ada", "Bert", "Cora", "Dan", "Eve", "Fay", "Gus", "Hal"};
        for (const QString& name : names)
            QVERIFY(
                query.exec(QStringLiteral("INSERT INTO members (name) VALUES ('%1')").arg(name)));
        QSqlQuery game(db), seat(db);
        game.prepare("INSERT INTO games (uid, kind, unit, options, started, finished, duration, "
                     "record) VALUES (?, ?, 'game', '{}', ?, ?, 1800, '{}')");
        seat.prepare("INSERT INTO seats (game, seat, member, computer, score, place, winner) "
                     "VALUES (?, ?, ?, NULL, ?, ?, ?)");
        QRandomGenerator rng(100000);
        const QStringList kinds = {"pm", "cribbage", "patchesi", "kings-men"};
        for (int g = 0; g < count; ++g) {
            const QString when =
                at(1, 1, 20).addSecs(qint64(g) * 3600).toUTC().toString(Qt::ISODateWithMs);
            game.addBindValue(QString::number(g));
            game.addBindValue(kinds[g % kinds.size()]);
            game.addBindValue(when);
            game.addBindValue(when);
            QVERIFY(game.exec());
            const qint64 row = game.lastInsertId().toLongLong();
            const int first = int(rng.bounded(6));
            for (int s = 0; s < 3; ++s) {
                seat.addBindValue(row);
                seat.addBindValue(s);
                seat.addBindValue(first + s + 1);
                seat.addBindValue(int(rng.bounded(100)));
                seat.addBindValue(s + 1);
                seat.addBindValue(s == 0 ? 1 : 0);
                QVERIFY(seat.exec());
            }
        }
        QVERIFY(db.commit());
        QElapsedTimer timer;
        timer.start();
        const auto games = ratedGames(db, "pm");
        qInfo("rated games: %lld ms", timer.restart());
        const auto history = ratingHistory(db, "pm", "Ada");
        const qint64 rating = timer.restart();
        const auto bins = scoreDistribution(db, "pm", "Ada");
        const qint64 scores = timer.restart();
        const auto wins = winsByKind(db, "Ada");
        const qint64 won = timer.restart();
        qInfo("%d games: rating history %lld ms (%lld nights), scores %lld ms, wins %lld ms", count,
              rating, qint64(history.size()), scores, won);
        QVERIFY(!history.isEmpty() && !bins.isEmpty() && !wins.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRatingHistory)
#include "tst_rating_history.moc"
