// SPDX-License-Identifier: GPL-3.0-or-later
// A book that cannot be written (issue 27): damaged, read-only, locked by
// another program. Play goes on, the player is told once, the games wait in
// the pending file and go in when the book opens again: nothing lost and
// nothing written twice.
#include "book.h"
#include "book_members.h"
#include "book_recorder.h"
#include "book_test_util.h"
#include "book_writer.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace club;
using namespace club::book;

namespace {

QStringList idsIn(const QString& path) {
    Book book;
    if (!book.open(path).isEmpty()) return {QStringLiteral("(cannot open)")};
    QStringList ids;
    for (const FinishedGame& game : book.games())
        ids << game.id;
    return ids;
}

QByteArray pendingLine(const QString& id) {
    return QJsonDocument(finishedGameJson(test::sampleGame(id))).toJson(QJsonDocument::Compact) +
           '\n';
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

} // namespace

class TestBookRecorder : public QObject {
    Q_OBJECT
private slots:
    void gameGoesStraightIn();
    void pendingGameKeepsANameStartingWithAByteOrderMark();
    void damagedBookKeepsGamesPending();
    void readOnlyBookKeepsGamesPending();
    void lockedBookKeepsGamesPending();
    void pendingGameAlreadyInTheBookIsNotWrittenTwice();
    void lineCutShortByACrashLosesNoOtherGame();
    void gameAddedWhileFlushingIsKept();
    void claimLeftByAStoppedCopyGoesIn();
    void writerDoesNotWaitForALockedBook();
    void writerOffersNamesWithoutOpeningTheBook();
    void stoppingWritesEveryGameHandedOver();
    void stoppingWithTheBookLockedKeepsTheGamesPending();
};

void TestBookRecorder::gameGoesStraightIn() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    BookRecorder recorder(path);
    QSignalSpy told(&recorder, &BookRecorder::unavailable);
    QVERIFY(recorder.record(test::sampleGame(QStringLiteral("one"))));
    QVERIFY(recorder.record(test::sampleGame(QStringLiteral("one")))); // again: once
    QCOMPARE(idsIn(path), QStringList{QStringLiteral("one")});
    QVERIFY(!QFile::exists(recorder.pendingPath()));
    QCOMPARE(told.size(), 0);
}

void TestBookRecorder::pendingGameKeepsANameStartingWithAByteOrderMark() {
    // A game waiting in the pending file is read back by Qt's parser too,
    // which drops a U+FEFF at the start of a string.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    writeBytes(path, "not a database at all " + QByteArray(8192, 'x'));
    BookRecorder recorder(path);
    const FinishedGame game =
        test::sampleGame(QStringLiteral("marked"), {QStringLiteral("\uFEFFAda"), "Bert"});
    QVERIFY(!recorder.record(game));
    QCOMPARE(recorder.pending(), QList<FinishedGame>{game});
}

void TestBookRecorder::damagedBookKeepsGamesPending() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    QByteArray garbage(8192, 'x');
    writeBytes(path, "not a database at all " + garbage);
    BookRecorder recorder(path);
    QSignalSpy told(&recorder, &BookRecorder::unavailable);
    QVERIFY(!recorder.record(test::sampleGame(QStringLiteral("first"))));
    QVERIFY(!recorder.record(test::sampleGame(QStringLiteral("second"))));
    QCOMPARE(told.size(), 1); // told once, not at every game
    QCOMPARE(recorder.pending().size(), 2);

    // The damaged file is set aside (by the secretary); the next game brings
    // the waiting ones in, in order.
    QVERIFY(QFile::rename(path, path + QStringLiteral(".damaged")));
    QVERIFY(recorder.record(test::sampleGame(QStringLiteral("third"))));
    QCOMPARE(idsIn(path), (QStringList{"first", "second", "third"}));
    QVERIFY(!QFile::exists(recorder.pendingPath()));
    QCOMPARE(told.size(), 1);
}

void TestBookRecorder::readOnlyBookKeepsGamesPending() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    QVERIFY(BookRecorder(path).record(test::sampleGame(QStringLiteral("before"))));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    {
        QFile probe(path);
        if (probe.open(QIODevice::ReadWrite))
            QSKIP("this user writes read-only files (root): see lockedBookKeepsGamesPending");
    }
    // Read-only when the program opens it (a recorder keeps the book open
    // between games, and a file already open stays writable).
    BookRecorder recorder(path);
    QSignalSpy told(&recorder, &BookRecorder::unavailable);
    QVERIFY(!recorder.record(test::sampleGame(QStringLiteral("while read-only"))));
    QCOMPARE(told.size(), 1);
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    QCOMPARE(recorder.flushPending(), 0);
    QCOMPARE(idsIn(path), (QStringList{"before", "while read-only"}));
}

// Another program holds the book in a write transaction past the wait.
void TestBookRecorder::lockedBookKeepsGamesPending() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    BookRecorder recorder(path);
    QVERIFY(recorder.record(test::sampleGame(QStringLiteral("before"))));
    QSignalSpy told(&recorder, &BookRecorder::unavailable);
    {
        Book other;
        QCOMPARE(other.open(path), QString());
        QSqlQuery lock(other.database());
        QVERIFY(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        QVERIFY(!recorder.record(test::sampleGame(QStringLiteral("while locked"))));
        QCOMPARE(told.size(), 1);
        QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
    }
    QVERIFY(recorder.record(test::sampleGame(QStringLiteral("after"))));
    QCOMPARE(idsIn(path), (QStringList{"before", "while locked", "after"}));
    QVERIFY(!QFile::exists(recorder.pendingPath()));
}

// A crash between the book's commit and the pending file's removal leaves a
// game in both: it goes in once.
void TestBookRecorder::pendingGameAlreadyInTheBookIsNotWrittenTwice() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    BookRecorder recorder(path);
    QVERIFY(recorder.record(test::sampleGame(QStringLiteral("twice?"))));
    writeBytes(recorder.pendingPath(),
               QJsonDocument(finishedGameJson(test::sampleGame(QStringLiteral("twice?"))))
                       .toJson(QJsonDocument::Compact) +
                   '\n');
    QCOMPARE(recorder.flushPending(), 0);
    Book book;
    QCOMPARE(book.open(path), QString());
    QCOMPARE(book.games().size(), 1);
    QSqlQuery query(book.database());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM seats")) && query.next());
    QCOMPARE(query.value(0).toInt(), 2);
}

void TestBookRecorder::lineCutShortByACrashLosesNoOtherGame() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    BookRecorder recorder(path);
    const QByteArray whole =
        QJsonDocument(finishedGameJson(test::sampleGame(QStringLiteral("whole"))))
            .toJson(QJsonDocument::Compact);
    writeBytes(recorder.pendingPath(), whole + '\n' + whole.left(whole.size() / 2));
    writeBytes(path, "damaged");
    QVERIFY(!recorder.record(test::sampleGame(QStringLiteral("after the crash"))));
    QCOMPARE(recorder.pending().size(), 2);
    QVERIFY(QFile::remove(path));
    QCOMPARE(recorder.flushPending(), 0);
    QCOMPARE(idsIn(path), (QStringList{"whole", "after the crash"}));
}

// Another copy of the program (a second window on the same book) finishes
// a game while this one writes the waiting games: that game is kept.
void TestBookRecorder::gameAddedWhileFlushingIsKept() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    BookRecorder recorder(path);
    writeBytes(recorder.pendingPath(), pendingLine(QStringLiteral("waiting")));
    connect(&recorder, &BookRecorder::pendingClaimed, this, [&] {
        QFile other(recorder.pendingPath());
        QVERIFY(other.open(QIODevice::WriteOnly | QIODevice::Append));
        other.write(pendingLine(QStringLiteral("added meanwhile")));
    });
    QCOMPARE(recorder.flushPending(), 1); // the game added meanwhile waits
    QCOMPARE(idsIn(path), QStringList{QStringLiteral("waiting")});
    recorder.disconnect(this);
    QCOMPARE(recorder.flushPending(), 0);
    QCOMPARE(idsIn(path), (QStringList{"waiting", "added meanwhile"}));
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.claimed-*")}).isEmpty());
}

// A copy stopped between claiming the waiting games and writing them: its
// claim is taken up by the next flush once it is clearly left behind.
void TestBookRecorder::claimLeftByAStoppedCopyGoesIn() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    BookRecorder recorder(path);
    const qint64 longAgo = QDateTime::currentMSecsSinceEpoch() - 3600'000;
    writeBytes(recorder.pendingPath() + QStringLiteral(".claimed-%1-4242").arg(longAgo),
               pendingLine(QStringLiteral("left behind")));
    // One being written by another copy right now (a program still
    // running: this one) is not taken.
    const qint64 justNow = QDateTime::currentMSecsSinceEpoch();
    const QString busy =
        recorder.pendingPath() +
        QStringLiteral(".claimed-%1-%2").arg(justNow).arg(QCoreApplication::applicationPid());
    writeBytes(busy, pendingLine(QStringLiteral("being written")));
    // One made just now by a program that has gone (killed mid-flush) is.
    QProcess gone;
    gone.start(QStringLiteral("sleep"), {QStringLiteral("60")});
    QVERIFY(gone.waitForStarted());
    const qint64 gonePid = gone.processId();
    gone.kill();
    QVERIFY(gone.waitForFinished());
    writeBytes(recorder.pendingPath() + QStringLiteral(".claimed-%1-%2").arg(justNow).arg(gonePid),
               pendingLine(QStringLiteral("left by a killed copy")));
    QCOMPARE(recorder.pending().size(), 3);
    QCOMPARE(recorder.flushPending(), 1);
    QCOMPARE(idsIn(path), (QStringList{"left behind", "left by a killed copy"}));
    QVERIFY(QFile::exists(busy));
}

// The writer's thread waits for a locked book, its caller does not: the
// games handed over go in, in order, once the other program lets go.
void TestBookRecorder::writerDoesNotWaitForALockedBook() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    BookWriter writer(path);
    writer.record(test::sampleGame(QStringLiteral("before")));
    writer.waitUntilWritten();
    Book other;
    QCOMPARE(other.open(path), QString());
    QSqlQuery lock(other.database());
    QVERIFY(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    QElapsedTimer handing;
    handing.start();
    for (const char* id : {"first", "second", "third"})
        writer.record(test::sampleGame(QString::fromLatin1(id)));
    // The book's busy timeout is 2 s: a caller that waited for it is far past this.
    QVERIFY2(handing.elapsed() < 500, qPrintable(QString::number(handing.elapsed())));
    QTest::qWait(300); // within the busy timeout: the writer is still waiting
    QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
    writer.waitUntilWritten();
    QCOMPARE(idsIn(path), (QStringList{"before", "first", "second", "third"}));
    QVERIFY(!QFile::exists(writer.bookPath() + QStringLiteral(".pending")));
}

// The names a new-game dialog offers come from the writer's thread, read
// there at the start, after a game with a new name and when asked (the
// members dialog changed them); tst_members_dialog checks that the dialog
// does not wait for the book.
void TestBookRecorder::writerOffersNamesWithoutOpeningTheBook() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    BookWriter writer(path);
    writer.waitUntilWritten();
    QCOMPARE(writer.knownNames(), QStringList());
    writer.record(test::sampleGame(QStringLiteral("first"), {"Ada", "Bert"}));
    writer.waitUntilWritten();
    QCOMPARE(writer.knownNames().size(), 2);
    QVERIFY(writer.knownNames().contains(QStringLiteral("Ada")));

    writer.record(test::sampleGame(QStringLiteral("second"), {"Ada", "Cora"}));
    writer.waitUntilWritten();
    QVERIFY(writer.knownNames().contains(QStringLiteral("Cora")));
    Book other;
    QCOMPARE(other.open(path), QString());
    QCOMPARE(renameMember(other, QStringLiteral("Bert"), QStringLiteral("Bertie")), QString());
    QVERIFY(writer.knownNames().contains(QStringLiteral("Bert"))); // not read again yet
    writer.refreshKnownNames();
    writer.waitUntilWritten();
    QVERIFY(writer.knownNames().contains(QStringLiteral("Bertie")));
    QVERIFY(!writer.knownNames().contains(QStringLiteral("Bert")));
}

// At quit: every game handed over is written before the thread ends.
void TestBookRecorder::stoppingWritesEveryGameHandedOver() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    QStringList ids;
    {
        BookWriter writer(path);
        for (int i = 0; i < 20; ++i) {
            ids << QStringLiteral("game %1").arg(i, 2, 10, QLatin1Char('0'));
            writer.record(test::sampleGame(ids.last()));
        }
    } // the writer ends here, as the window's does at quit
    QCOMPARE(idsIn(path), ids);
}

// At quit with the book locked: the games go to the pending file (after
// the busy timeout), the window is told once, and they go in next time.
void TestBookRecorder::stoppingWithTheBookLockedKeepsTheGamesPending() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    {
        Book book;
        QCOMPARE(book.open(path), QString());
    }
    Book other;
    QCOMPARE(other.open(path), QString());
    QSqlQuery lock(other.database());
    QVERIFY(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    {
        BookWriter writer(path);
        QSignalSpy told(&writer, &BookWriter::unavailable);
        writer.record(test::sampleGame(QStringLiteral("one")));
        writer.record(test::sampleGame(QStringLiteral("two")));
        writer.waitUntilWritten();
        QTRY_COMPARE(told.size(), 1);
    }
    QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
    BookRecorder recorder(path);
    QCOMPARE(recorder.pending().size(), 2);
    QCOMPARE(recorder.flushPending(), 0);
    QCOMPARE(idsIn(path), (QStringList{"one", "two"}));
}

QTEST_GUILESS_MAIN(TestBookRecorder)
#include "tst_book_recorder.moc"
