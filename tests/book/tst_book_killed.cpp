// SPDX-License-Identifier: GPL-3.0-or-later
// The program killed in the middle of a write (issue 27): a child process
// (book_crash_child) records game after game and is killed with SIGKILL
// while it writes, into the book or, the book being unavailable, into the
// pending file. Afterwards the book opens whole, and every game the child
// had finished recording is in the book once (after the waiting games go
// in); the game being written when it died is there once or not at all.
#include "book.h"
#include "book_recorder.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace club;
using namespace club::book;

namespace {

/// Runs the child from `first` and kills it once it has recorded `before`
/// games. @returns the numbers it said were recorded.
QList<int> recordUntilKilled(const QString& bookPath, int first, int before) {
    QProcess child;
    child.start(QCoreApplication::applicationDirPath() + QStringLiteral("/book_crash_child"),
                {bookPath, QString::number(first), QStringLiteral("1000000")});
    if (!child.waitForStarted()) return {};
    QByteArray said;
    while (said.count('\n') < before && child.waitForReadyRead(30'000))
        said += child.readAllStandardOutput();
    child.kill(); // SIGKILL: no clean-up of any kind
    child.waitForFinished();
    said += child.readAllStandardOutput();
    QList<int> recorded;
    QList<QByteArray> lines = said.split('\n');
    lines.removeLast(); // after the last newline: nothing, or a line cut short
    for (const QByteArray& line : lines)
        recorded << line.toInt();
    return recorded;
}

/// The numbers of the book's games, in the order written.
QList<int> numbersIn(Book& book) {
    QList<int> numbers;
    QSqlQuery query(book.database());
    if (query.exec(QStringLiteral("SELECT uid FROM games ORDER BY id")))
        while (query.next())
            numbers << query.value(0).toString().section(QLatin1Char('-'), 1).toInt();
    return numbers;
}

} // namespace

class TestBookKilled : public QObject {
    Q_OBJECT
private slots:
    void killedWhileWritingTheBook();
    void killedWhileKeepingGamesPending();
};

void TestBookKilled::killedWhileWritingTheBook() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    QList<int> recorded;
    // Killed three times at different moments; each run goes on from the last.
    for (int before : {5, 40, 17}) {
        const int first = recorded.isEmpty() ? 0 : recorded.last() + 1;
        const QList<int> said = recordUntilKilled(path, first, before);
        QVERIFY2(said.size() >= before, "the child did not record as asked");
        recorded += said;
        // Whatever the kill interrupted, the book opens and is whole.
        Book book;
        QCOMPARE(book.open(path), QString());
        QSqlQuery check(book.database());
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
        check.finish();
        // Every game recorded is in once; the one being written when the
        // child died (numbered after the last it said) is there or not.
        QList<int> inBook = numbersIn(book);
        if (inBook.size() == recorded.size() + 1 && inBook.last() == recorded.last() + 1)
            recorded << inBook.last();
        QCOMPARE(inBook, recorded);
    }
    QCOMPARE(BookRecorder(path).pending().size(), 0);
}

void TestBookKilled::killedWhileKeepingGamesPending() {
    QTemporaryDir dir;
    // A folder where the book should be: it cannot be opened, every game
    // goes to the pending file beside it.
    const QString path = dir.filePath(QStringLiteral("book.sqlite"));
    QVERIFY(QDir().mkpath(path));
    QList<int> recorded = recordUntilKilled(path, 0, 200);
    QVERIFY(recorded.size() >= 200);
    QVERIFY(QDir(path).removeRecursively()); // the book can be written again
    BookRecorder recorder(path);
    // Every game is waiting (some maybe twice: in the claim the child was
    // writing back when it died, and in the pending file it had begun again).
    QSet<int> waiting;
    for (const FinishedGame& game : recorder.pending())
        waiting << game.id.section(QLatin1Char('-'), 1).toInt();
    for (int n : recorded)
        QVERIFY2(waiting.contains(n), qPrintable(QString::number(n)));
    // The claim of the killed child is taken at once: its program has gone.
    QCOMPARE(recorder.flushPending(), 0);
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.claimed-*")}).isEmpty());
    Book book;
    QCOMPARE(book.open(path), QString());
    QList<int> inBook = numbersIn(book);
    if (inBook.size() == recorded.size() + 1) recorded << recorded.last() + 1;
    QCOMPARE(inBook, recorded);
}

QTEST_GUILESS_MAIN(TestBookKilled)
#include "tst_book_killed.moc"
