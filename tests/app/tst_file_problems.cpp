// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: a file that cannot be opened is explained in a player's words
// (damaged, from a newer version, not a saved game, cannot be read), the
// same way in every game and the party night; the engine's own account
// ("not valid JSON (illegal value at byte 1)") waits behind Details.
#include "common/game_page.h"
#include "common/game_registry.h"
#include "main_window.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace club;

namespace {

struct Seen {
    QString title;
    QString text;
    QString detail;
    int boxes = 0;
};

/// Reads and closes every message box that opens while `act` runs.
template <class Act> Seen watchBoxes(Act act) {
    Seen seen;
    QTimer watcher;
    QObject::connect(&watcher, &QTimer::timeout, [&seen] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            seen.title = box->windowTitle();
            seen.text = box->text();
            seen.detail = box->detailedText();
            ++seen.boxes;
            box->reject();
        }
    });
    watcher.start(20);
    act();
    return seen;
}

void write(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestFileProblems : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aFileThatCannotBeOpenedIsSaidInAPlayersWords_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("words"); // what the main text must say
        app::registerBuiltInGames();
        for (const app::GameRegistration& g : app::GameRegistry::games()) {
            const QByteArray id = g.id.toUtf8();
            QTest::newRow(id + " damaged") << g.id << "damaged"
                                           << "damaged";
            QTest::newRow(id + " newer") << g.id << "newer"
                                         << "newer version";
            QTest::newRow(id + " other game unknown here") << g.id << "unknown game"
                                                           << "newer version";
            QTest::newRow(id + " not a save (JSON)") << g.id << "other json"
                                                     << "not a saved game";
            QTest::newRow(id + " not a save (text)") << g.id << "text"
                                                     << "not a saved game";
            QTest::newRow(id + " folder") << g.id << "folder"
                                          << "cannot be read";
        }
    }

    void aFileThatCannotBeOpenedIsSaidInAPlayersWords() {
        QFETCH(QString, game);
        QFETCH(QString, kind);
        QFETCH(QString, words);
        const app::GameRegistration* g = app::GameRegistry::find(game);
        QVERIFY(g);
        QTemporaryDir dir;
        const QString path = dir.filePath(kind.replace(QLatin1Char(' '), QLatin1Char('-')) +
                                          QLatin1Char('.') + g->extensions.value(0));
        const QByteArray envelope =
            "{\"format\":\"players-club\",\"game\":\"" + game.toUtf8() + '"';
        if (kind == QLatin1String("damaged"))
            write(path, envelope + ",\"version\":1,\"seats\":[{\"na"); // cut short
        else if (kind == QLatin1String("newer"))
            write(path, envelope + ",\"version\":999}");
        else if (kind == QLatin1String("unknown-game"))
            write(path, "{\"format\":\"players-club\",\"game\":\"whist\",\"version\":1}");
        else if (kind == QLatin1String("other-json"))
            write(path, "{\"photos\":[\"beach.jpg\"]}");
        else if (kind == QLatin1String("text"))
            write(path, "Dear Aunt Agatha,\nthe weather is fine.\n");
        else
            QVERIFY(QDir().mkpath(path));

        app::MainWindow window(false);
        window.show();
        const Seen seen = watchBoxes([&] { window.openPath(path); });
        QCOMPARE(seen.boxes, 1);
        QCOMPARE(seen.title, QStringLiteral("Open a Saved Game"));
        QVERIFY2(seen.text.contains(QFileInfo(path).fileName()), qPrintable(seen.text));
        QVERIFY2(seen.text.contains(words), qPrintable(seen.text));
        // The engine's account is there, behind Details, and only there.
        QVERIFY(!seen.detail.isEmpty());
        QVERIFY2(!seen.text.contains(seen.detail), qPrintable(seen.text));
        for (const char* engineWord : {"JSON", "byte", "format", "field", "\"", "999"})
            QVERIFY2(!seen.text.contains(QLatin1String(engineWord)), qPrintable(seen.text));
        QVERIFY(!window.currentGamePage() || !window.currentGamePage()->hasGame());
    }
};

QTEST_MAIN(TestFileProblems)
#include "tst_file_problems.moc"
