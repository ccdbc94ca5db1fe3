// SPDX-License-Identifier: GPL-3.0-or-later
// The club's book on a PostgreSQL server (issue 27): the same schema from
// empty and from every earlier version, two laptops writing one book at
// once, and the server taken away mid-evening. Against a real server the
// test starts itself (temporary_postgres.h); skipped only where PostgreSQL
// is not installed.
#include "book.h"
#include "book_recorder.h"
#include "book_schema.h"
#include "book_test_util.h"
#include "migrated_book_check.h"
#include "stored_ratings.h"
#include "temporary_postgres.h"

#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QtTest>

using namespace club;
using namespace club::book;

class TestBookPostgres : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void schemaFromEmpty();
    void schemaStepsFromEveryEarlierVersion_data();
    void schemaStepsFromEveryEarlierVersion();
    void aLaptopMidMigrationIsWaitedFor();
    void sameGameIdIsWrittenOnce();
    void newMembersAtTwoTablesDoNotDeadlock();
    void wrongPasswordIsAPlainProblem();
    void twoLaptopsWriteOneBookAtOnce();
    void serverGoneMidEveningKeepsTheGames();
    void aBookOpenWhenTheServerWentIsNotAnswering();

private:
    /// A new empty database on the server, for one case.
    BookLocation freshBook(const QString& name);
    int count(const BookLocation& location, const QString& sql);

    std::unique_ptr<test::TemporaryPostgres> server_;
};

void TestBookPostgres::initTestCase() {
    if (test::TemporaryPostgres::binDir().isEmpty())
        QSKIP("PostgreSQL is not installed (Debian's postgresql: /usr/lib/postgresql/*/bin)");
    QVERIFY2(QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")),
             "Qt's PostgreSQL driver is not installed (Debian's libqt6sql6-psql)");
    server_ = std::make_unique<test::TemporaryPostgres>();
    const QString problem = server_->start();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestBookPostgres::cleanupTestCase() {
    server_.reset(); // the server stops with it
}

BookLocation TestBookPostgres::freshBook(const QString& name) {
    const QString problem = server_->createDatabase(name);
    if (!problem.isEmpty()) qWarning("%s", qPrintable(problem));
    return server_->location(name);
}

int TestBookPostgres::count(const BookLocation& location, const QString& sql) {
    Book book;
    if (const QString problem = book.open(location); !problem.isEmpty()) {
        qWarning("%s", qPrintable(problem));
        return -1;
    }
    QSqlQuery query(book.database());
    if (!query.exec(sql) || !query.next()) {
        qWarning("%s", qPrintable(query.lastError().text()));
        return -1;
    }
    return query.value(0).toInt();
}

void TestBookPostgres::schemaFromEmpty() {
    const BookLocation location = freshBook(QStringLiteral("from_empty"));
    Book book;
    QCOMPARE(book.open(location), QString());
    QVERIFY(book.isServer());
    QString problem;
    QCOMPARE(schemaVersion(book.database(), &problem), latestSchemaVersion());
    const QStringList tables = book.database().tables();
    for (const char* table : {"schema_version", "members", "games", "seats"})
        QVERIFY2(tables.contains(QLatin1String(table)), table);
    const FinishedGame game = test::sampleGame(QStringLiteral("first"), {"Ada", "Bert", "Robot"},
                                               QStringLiteral("level-2"));
    QCOMPARE(book.record(game), QString());
    const QList<FinishedGame> games = book.games();
    QCOMPARE(games.size(), 1);
    QCOMPARE(games, QList<FinishedGame>{game}); // a computer's seat keeps its level and name
    QCOMPARE(book.members(), (QStringList{"Ada", "Bert"}));
    book.close();
    QCOMPARE(book.open(location), QString()); // opened again: nothing to migrate, all kept
    QCOMPARE(book.games().size(), 1);
}

void TestBookPostgres::schemaStepsFromEveryEarlierVersion_data() {
    QTest::addColumn<int>("from");
    for (int version = 0; version < latestSchemaVersion(); ++version)
        QTest::addRow("from version %d", version) << version;
}

// A server book left at each earlier version opens at the latest, with
// what it held kept (as tst_book_database does for the file).
void TestBookPostgres::schemaStepsFromEveryEarlierVersion() {
    QFETCH(int, from);
    const BookLocation location = freshBook(QStringLiteral("from_version_%1").arg(from));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("old"));
        db.setHostName(location.host);
        db.setPort(location.port);
        db.setDatabaseName(location.database);
        db.setUserName(location.user);
        db.setPassword(location.password);
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        QCOMPARE(migrateTo(db, from), QString());
        QString problem;
        QCOMPARE(schemaVersion(db, &problem), from);
        if (from >= 1) {
            QSqlQuery query(db);
            QVERIFY2(query.exec(QStringLiteral("INSERT INTO members (name) VALUES ('Old Timer')")),
                     qPrintable(query.lastError().text()));
            for (const QString& statement : test::oldGameStatements(from))
                QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("old"));
    Book book;
    QCOMPARE(book.open(location), QString());
    test::checkMigratedBook(book, from);
}

// Two laptops open a new book at the same moment: while one takes the
// schema's first step (its transaction not yet committed), the other waits
// for it and finds the book made, rather than making it again and failing.
void TestBookPostgres::aLaptopMidMigrationIsWaitedFor() {
    const BookLocation location = freshBook(QStringLiteral("mid_migration"));
    QString otherProblem = QStringLiteral("not opened");
    {
        QSqlDatabase first =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("first"));
        first.setHostName(location.host);
        first.setPort(location.port);
        first.setDatabaseName(location.database);
        first.setUserName(location.user);
        first.setPassword(location.password);
        QVERIFY2(first.open(), qPrintable(first.lastError().text()));
        QVERIFY(first.transaction());
        QSqlQuery query(first);
        QVERIFY(query.exec(QStringLiteral("SELECT pg_advisory_xact_lock(2027)")));
        for (const QString& statement : schemaSteps().at(0))
            QVERIFY2(query.exec(statementFor(first, statement)),
                     qPrintable(query.lastError().text()));
        QVERIFY(query.exec(QStringLiteral("UPDATE schema_version SET version = 1")));
        std::unique_ptr<QThread> other(QThread::create([&] {
            Book book; // its own connection, in its own thread
            otherProblem = book.open(location);
        }));
        other->start();
        // On a failed check too: the other laptop ends before its thread goes.
        const auto joined = qScopeGuard([&] {
            first.rollback();
            other->wait();
        });
        QVERIFY(!other->wait(1500)); // waiting for the first laptop's step
        QVERIFY(first.commit());
        QVERIFY(other->wait(20'000));
        first.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("first"));
    QCOMPARE(otherProblem, QString());
}

void TestBookPostgres::sameGameIdIsWrittenOnce() {
    const BookLocation location = freshBook(QStringLiteral("once"));
    Book first;
    Book second; // another laptop's connection
    QCOMPARE(first.open(location), QString());
    QCOMPARE(second.open(location), QString());
    const FinishedGame game = test::sampleGame(QStringLiteral("twice"));
    QCOMPARE(first.record(game), QString());
    QCOMPARE(second.record(game), QString()); // already there: not an error
    QCOMPARE(second.games().size(), 1);
    QCOMPARE(count(location, QStringLiteral("SELECT count(*) FROM seats")), 2);
}

// Two laptops write games with the same new members at once: each takes
// the members in order of name, so the second waits for the first rather
// than each holding a name the other needs (a deadlock, one game refused).
void TestBookPostgres::newMembersAtTwoTablesDoNotDeadlock() {
    const BookLocation location = freshBook(QStringLiteral("no_deadlock"));
    Book first;
    QCOMPARE(first.open(location), QString());
    QString secondProblem = QStringLiteral("not written");
    QVERIFY(first.database().transaction());
    QSqlQuery query(first.database());
    // The first laptop's game, mid-write: Ada taken, Bert next.
    QVERIFY(query.exec(QStringLiteral("INSERT INTO members (name) VALUES ('Ada')")));
    std::unique_ptr<QThread> second(QThread::create([&] {
        Book book;
        secondProblem = book.open(location);
        if (secondProblem.isEmpty())
            secondProblem =
                book.record(test::sampleGame(QStringLiteral("second"), {"Bert", "Ada"}));
    }));
    second->start();
    // On a failed check too: the second laptop ends before its thread goes.
    const auto joined = qScopeGuard([&] {
        first.database().rollback();
        second->wait();
    });
    QVERIFY(!second->wait(1500)); // waiting for Ada
    QVERIFY2(query.exec(QStringLiteral("INSERT INTO members (name) VALUES ('Bert')")),
             qPrintable(query.lastError().text()));
    QVERIFY(first.database().commit());
    QVERIFY(second->wait(20'000));
    QCOMPARE(secondProblem, QString());
    QCOMPARE(first.members(), (QStringList{"Ada", "Bert"}));
}

void TestBookPostgres::wrongPasswordIsAPlainProblem() {
    BookLocation location = server_->location(QStringLiteral("postgres"));
    location.password = QStringLiteral("not-the-password");
    Book book;
    const QString problem = book.open(location);
    QVERIFY(!problem.isEmpty());
    QVERIFY(!book.isOpen());
}

// Two programs (two laptops) record 20 shared games and 10 of their own
// each into a new book at the same moment: every game is there once.
void TestBookPostgres::twoLaptopsWriteOneBookAtOnce() {
    const BookLocation location = freshBook(QStringLiteral("party_night"));
    QTemporaryDir dir;
    const int shared = 20;
    const int own = 10;
    QList<QProcess*> writers;
    for (const QString& name : {QStringLiteral("laptop-a"), QStringLiteral("laptop-b")}) {
        auto* writer = new QProcess(this);
        writer->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        writer->start(QCoreApplication::applicationDirPath() + QStringLiteral("/book_writer"),
                      {location.host, QString::number(location.port), location.database,
                       location.user, location.password,
                       dir.filePath(name + QStringLiteral(".pending")), name,
                       QString::number(shared), QString::number(own)});
        writers << writer;
    }
    for (QProcess* writer : writers) {
        QVERIFY2(writer->waitForFinished(40'000), "a writer did not finish");
        QCOMPARE(writer->exitStatus(), QProcess::NormalExit);
        QCOMPARE(writer->exitCode(), 0); // nothing left pending
        delete writer;
    }
    QCOMPARE(count(location, QStringLiteral("SELECT count(*) FROM games")), shared + 2 * own);
    QCOMPARE(count(location, QStringLiteral("SELECT count(DISTINCT uid) FROM games")),
             shared + 2 * own);
    QCOMPARE(count(location, QStringLiteral("SELECT count(*) FROM seats")), 3 * (shared + 2 * own));
    QCOMPARE(count(location, QStringLiteral("SELECT count(*) FROM members")), 3);
    QCOMPARE(
        count(location, QStringLiteral("SELECT count(*) FROM games WHERE uid LIKE 'shared-%'")),
        shared);
    // The ratings both kept as they wrote are those of every game from scratch.
    Book book;
    QCOMPARE(book.open(location), QString());
    const QMap<QString, double> stored = storedRatings(book.database(), "sample", "game");
    const QMap<QString, double> scratch = ratings(ratedGames(book.database(), "sample", "game"));
    QCOMPARE(scratch.size(), 3);
    QCOMPARE(stored.keys(), scratch.keys());
    for (auto it = scratch.cbegin(); it != scratch.cend(); ++it)
        QVERIFY2(qAbs(stored.value(it.key()) - it.value()) < 1e-9, qPrintable(it.key()));
}

// The server goes away mid-evening: the games wait in the pending file on
// this computer, the player is told once, and when the server is back they
// go in, each once.
void TestBookPostgres::serverGoneMidEveningKeepsTheGames() {
    const BookLocation location = freshBook(QStringLiteral("mid_evening"));
    QTemporaryDir dir;
    BookRecorder recorder(location, dir.filePath(QStringLiteral("server.pending")));
    QSignalSpy told(&recorder, &BookRecorder::unavailable);
    QVERIFY(recorder.record(test::sampleGame(QStringLiteral("before"))));

    QCOMPARE(server_->stop(), QString());
    QVERIFY(!recorder.record(test::sampleGame(QStringLiteral("while-away-1"))));
    QVERIFY(!recorder.record(test::sampleGame(QStringLiteral("while-away-2"))));
    QCOMPARE(told.size(), 1);
    QCOMPARE(recorder.pending().size(), 2);
    QCOMPARE(recorder.flushPending(), 2); // still away: nothing lost

    QCOMPARE(server_->startAgain(), QString());
    QCOMPARE(recorder.flushPending(), 0);
    QVERIFY(!QFile::exists(recorder.pendingPath()));
    QVERIFY(recorder.record(test::sampleGame(QStringLiteral("after"))));
    QCOMPARE(recorder.flushPending(), 0);
    Book book;
    QCOMPARE(book.open(location), QString());
    QStringList ids;
    for (const FinishedGame& game : book.games())
        ids << game.id;
    ids.sort();
    QCOMPARE(ids, (QStringList{"after", "before", "while-away-1", "while-away-2"}));
}

// The club's book page asks this before reading: a server gone away left
// the book open, every read empty, and the page said "empty as yet".
void TestBookPostgres::aBookOpenWhenTheServerWentIsNotAnswering() {
    const BookLocation location = freshBook(QStringLiteral("gone_away"));
    Book book;
    QCOMPARE(book.open(location), QString());
    QVERIFY(book.isAnswering());
    QCOMPARE(server_->stop(), QString());
    QVERIFY(book.isOpen());
    QVERIFY(!book.isAnswering());
    QCOMPARE(server_->startAgain(), QString());
    book.close();
    QCOMPARE(book.open(location), QString());
    QVERIFY(book.isAnswering());
}

QTEST_GUILESS_MAIN(TestBookPostgres)
#include "tst_book_postgres.moc"
