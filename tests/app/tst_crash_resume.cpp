// SPDX-License-Identifier: GPL-3.0-or-later
// Crash-safe play (issue 14): the real program plays computers-only games of
// every registered game at the fastest pace and is killed with SIGKILL at
// seeded random moments, again and again. After each kill every autosave
// must open with the engine's own loader (never empty, never half written),
// hold the same game as before the kill, moved on by whole moves or not at
// all, and the next start must offer exactly the games whose autosaves are
// there, and resume them without a problem.
//
// The program runs with its own HOME and XDG folders in a temporary folder
// and PLAYERS_CLUB_AUTO_RESUME=1 (app/main_window.cpp): it resumes without
// asking, at the fastest pace, and prints which games it offered. The test
// writes each game's first autosave itself (computers in every seat), and a
// new one whenever the game in the file is over or its autosave was removed.
//
// PLAYERS_CLUB_CRASH_SEED=<n> replays a run (the seed is printed);
// PLAYERS_CLUB_CRASH_KILLS=<n> sets the number of kills (default 50, 12
// with PLAYERS_CLUB_QUICK_TESTS as under the sanitizers).
#include "common/game_registry.h"
#include "core/format_error.h"
#include "core/game_formats.h"
#include "core/random.h"
#include "crash_resume_row.h"
#include "test_paths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <map>

using namespace club;
using club::test::GameRow;
using club::test::Record;

namespace {

bool isPrefix(const QStringList& a, const QStringList& b) {
    return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

int envInt(const char* name, int fallback) {
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok ? v : fallback;
}
} // namespace

class TestCrashResume : public QObject {
    Q_OBJECT
private slots:
    void everyRegisteredGameHasARow();
    void killedAtRandomMomentsResumesWholeGames();
};

// A game added to the program or the engine brings its row
// (tests/<game>/crash_resume_row.cpp), or this fails.
void TestCrashResume::everyRegisteredGameHasARow() {
    app::registerBuiltInGames();
    registerEngineGames();
    QStringList rows;
    for (const GameRow& row : club::test::crashResumeRows())
        rows << row.id;
    QStringList registered;
    for (const app::GameRegistration& game : app::GameRegistry::games())
        registered << game.id;
    for (const GameFormat& format : GameFormats::all())
        registered << format.id;
    QVERIFY(!registered.isEmpty());
    for (const QString& id : registered)
        QVERIFY2(rows.contains(id),
                 qPrintable(QStringLiteral("no crash-test row for the registered game \"%1\" "
                                           "(tests/<game>/crash_resume_row.cpp)")
                                .arg(id)));
}

void TestCrashResume::killedAtRandomMomentsResumesWholeGames() {
    const std::vector<GameRow> rows = club::test::crashResumeRows();
    const int kills = envInt("PLAYERS_CLUB_CRASH_KILLS",
                             qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 12 : 50);
    const auto seed = quint64(envInt("PLAYERS_CLUB_CRASH_SEED", 20261125));
    qInfo("seed %llu (PLAYERS_CLUB_CRASH_SEED replays it), %d kills",
          static_cast<unsigned long long>(seed), kills);
    Random rng(seed);

    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString data = home.filePath(QStringLiteral("data/Players Club/players-club"));
    QVERIFY(QDir().mkpath(data));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("PLAYERS_CLUB_AUTO_RESUME"), QStringLiteral("1"));
    // What a game keeps in the settings rather than its save.
    QSettings settings(home.filePath(QStringLiteral("config/Players Club/players-club.conf")),
                       QSettings::IniFormat);
    for (const GameRow& row : rows)
        for (const auto& [key, value] : row.settings)
            settings.setValue(key, value);
    settings.sync();

    std::map<QString, Record> before; // per game: the autosave as the test last read it
    std::map<QString, int> fresh, grew, ended, unchanged;
    QElapsedTimer clock;
    clock.start();
    for (int kill = 0; kill < kills; ++kill) {
        // A new game where there is none to go on with.
        QStringList expected;
        for (const GameRow& row : rows) {
            const QString path = data + QLatin1Char('/') + row.autosave;
            if (!QFile::exists(path) || before[row.id].over) {
                row.writeFresh(path, rng.next());
                before[row.id] = row.read(path);
                ++fresh[row.id];
            }
            expected << row.id;
        }

        QProcess program;
        program.setProcessEnvironment(env);
        program.start(club::test::appProgram(), {});
        QVERIFY2(program.waitForStarted(10000), "the program did not start");
        QByteArray err;
        QElapsedTimer started;
        started.start();
        while (!err.contains("players-club: resume offered:") && started.elapsed() < 30000 &&
               program.state() == QProcess::Running) {
            program.waitForReadyRead(100);
            err += program.readAllStandardError();
        }
        QVERIFY2(err.contains("resume offered:"), err.constData());
        // A random moment: while the games are resumed, or while they play.
        QTest::qWait(int(rng.below(1400)));
        QCOMPARE(program.state(), QProcess::Running); // it never stops on its own
        program.kill();                               // SIGKILL
        program.waitForFinished(10000);
        err += program.readAllStandardError();

        // The offer named exactly the games whose autosaves were there.
        const QByteArray offerLine =
            err.mid(err.indexOf("resume offered: ") + 16).split('\n').first();
        QStringList offered = QString::fromUtf8(offerLine).split(QLatin1Char(','));
        offered.sort();
        expected.sort();
        QCOMPARE(offered, expected);
        QVERIFY2(!err.contains("could not resume") && !err.contains("not resumed"),
                 err.constData());

        for (const GameRow& row : rows) {
            const QString path = data + QLatin1Char('/') + row.autosave;
            if (!QFile::exists(path)) {
                ++ended[row.id]; // the game ended and its autosave was removed
                continue;
            }
            QVERIFY2(QFileInfo(path).size() > 0, qPrintable(row.id + " autosave is empty"));
            Record now;
            try {
                now = row.read(path);
            } catch (const FormatError& e) {
                QFile::copy(path, QDir::temp().filePath(QStringLiteral("crash-") + row.autosave));
                QFAIL(qPrintable(QStringLiteral("kill %1: the %2 autosave does not open: %3 "
                                                "(kept in the temporary folder)")
                                     .arg(kill)
                                     .arg(row.id, e.message().english())));
            }
            const Record& was = before[row.id];
            QVERIFY2(now.identity == was.identity,
                     qPrintable(QStringLiteral("kill %1: the %2 autosave holds another game")
                                    .arg(kill)
                                    .arg(row.id)));
            QVERIFY2(isPrefix(was.moves, now.moves),
                     qPrintable(QStringLiteral("kill %1: the %2 autosave lost moves (%3 -> %4)")
                                    .arg(kill)
                                    .arg(row.id)
                                    .arg(was.moves.size())
                                    .arg(now.moves.size())));
            ++(now.moves.size() > was.moves.size() ? grew : unchanged)[row.id];
            before[row.id] = now;
        }
    }
    // Left-over temporary files of interrupted writes, if any, are reported.
    const QStringList files = QDir(data).entryList(QDir::Files);
    qInfo("%d kills in %.1f s; files in the data folder: %s", kills, clock.elapsed() / 1000.0,
          qPrintable(files.join(QStringLiteral(", "))));
    for (const GameRow& row : rows) {
        qInfo("%-10s new games %2d, kills after which it had moved on %2d, unchanged %2d, "
              "ended %2d",
              qPrintable(row.id), fresh[row.id], grew[row.id], unchanged[row.id], ended[row.id]);
        // The computers really played between kills: the kills hit a game in play.
        if (!row.playsItself) {
            QCOMPARE(unchanged[row.id] + ended[row.id], kills);
            continue;
        }
        QVERIFY2(grew[row.id] >= kills / 5,
                 qPrintable(row.id + QStringLiteral(" hardly moved on between kills")));
    }
}

QTEST_GUILESS_MAIN(TestCrashResume)
#include "tst_crash_resume.moc"
