// SPDX-License-Identifier: GPL-3.0-or-later
// players-club --club-book export --format csv --output FILE (issue 27):
// the real program, with no display at all, on a book in a data folder of
// its own.
#include "book.h"
#include "book_test_util.h"
#include "test_paths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace club;

class TestBookCommand : public QObject {
    Q_OBJECT

    QTemporaryDir home_;

    /// Runs the program with `arguments` and no display; its exit code.
    int run(const QStringList& arguments, QByteArray* errors = nullptr) {
        QProcess program;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QString::fromLatin1(name));
        env.insert(QStringLiteral("HOME"), home_.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home_.filePath(QStringLiteral("config")));
        program.setProcessEnvironment(env);
        program.start(test::appProgram(), arguments);
        if (!program.waitForFinished(60000)) return -1;
        if (errors) *errors = program.readAllStandardError();
        return program.exitStatus() == QProcess::NormalExit ? program.exitCode() : -1;
    }
    QString dataHome() const { return home_.filePath(QStringLiteral("data")); }
    /// Where the program keeps its book under dataHome() (QStandardPaths::AppDataLocation).
    QString bookPath() const {
        return dataHome() + QStringLiteral("/Players Club/players-club/club-book.sqlite");
    }

private slots:
    void exportsEveryGameAsCsv() {
        {
            book::Book book;
            QCOMPARE(book.open(bookPath()), QString());
            QCOMPARE(book.record(test::sampleGame(QStringLiteral("first"))), QString());
            QCOMPARE(
                book.record(test::sampleGame(QStringLiteral("second"), {"Cora", "Dan", "Eve"})),
                QString());
        }
        const QString out = home_.filePath(QStringLiteral("games.csv"));
        QByteArray errors;
        QCOMPARE(run({"--club-book", "export", "--format", "csv", "--output", out}, &errors), 0);
        QVERIFY2(errors.isEmpty(), errors.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 1 + 2 + 3 + 1); // header, a row per seat, the end
        QVERIFY(lines[0].startsWith("game_id,game,unit,"));
        QVERIFY(lines[1].startsWith("first,sample,game,") && lines[1].contains(",1,Ada,,10,2,0,"));
        QVERIFY(lines[5].startsWith("second,sample,game,") && lines[5].contains(",3,Eve,,30,1,1,"));
    }

    void wrongCommandIsRefusedWithAReason_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("reason");
        QTest::newRow("unknown action")
            << QStringList{"--club-book", "burn", "--output", "x.csv"} << QByteArray("\"export\"");
        QTest::newRow("unknown format")
            << QStringList{"--club-book", "export", "--format", "xls", "--output", "x.csv"}
            << QByteArray("\"csv\"");
        QTest::newRow("no output")
            << QStringList{"--club-book", "export"} << QByteArray("--output");
    }
    void wrongCommandIsRefusedWithAReason() {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, reason);
        QByteArray errors;
        QCOMPARE(run(arguments, &errors), 2);
        QVERIFY2(errors.contains(reason), errors.constData());
    }

    void damagedBookIsSaidSo() {
        QVERIFY(QDir().mkpath(QFileInfo(bookPath()).absolutePath()));
        QFile::rename(bookPath(), bookPath() + QStringLiteral(".kept"));
        QFile::remove(bookPath() + QStringLiteral("-wal"));
        QFile::remove(bookPath() + QStringLiteral("-shm"));
        {
            QFile file(bookPath());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray(4096, 'x'));
        }
        const QString out = home_.filePath(QStringLiteral("none.csv"));
        QByteArray errors;
        QCOMPARE(run({"--club-book", "export", "--output", out}, &errors), 1);
        QVERIFY2(errors.contains("cannot be read"), errors.constData());
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestBookCommand)
#include "tst_book_command.moc"
