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
#include "core/json_text.h"
#include "core/random.h"
#include "crib/match_file.h"
#include "crib/player.h"
#include "km/game.h"
#include "km/table.h"
#include "party/night_file.h"
#include "party/night_state.h"
#include "pat/game.h"
#include "pm/rubber.h"
#include "pm/rubber_file.h"
#include "test_paths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <map>

using namespace club;

namespace {

/// What an autosave holds, as far as the test compares it: which game it is
/// (everything but the moves) and its moves in order.
struct Record {
    QByteArray identity;
    QStringList moves;
    bool over = false; ///< the game in the file cannot go on by itself
};

/// One registered game: its autosave's file name, a computers-only game at
/// its start, and the engine's loader. read() throws FormatError.
struct GameRow {
    QString id;
    QString autosave;
    std::function<void(const QString& path, std::uint64_t seed)> writeFresh;
    std::function<Record(const QString& path)> read;
    /// Computers move it on between kills; a party night waits for results
    /// typed in, so its autosave must only survive the kills unchanged.
    bool playsItself = true;
};

QByteArray compact(const QJsonValue& v) {
    return json::serialize(QJsonObject{{QStringLiteral("v"), v}}, QJsonDocument::Compact);
}

void mustWrite(const Message& problem) {
    if (!problem.isEmpty()) throw FormatError(problem);
}

std::vector<GameRow> gameRows() {
    std::vector<GameRow> rows;
    rows.push_back(
        {QStringLiteral("pm"), QStringLiteral("autosave-pm.json"),
         [](const QString& path, std::uint64_t seed) {
             pm::RubberConfig config;
             const char* kinds[] = {"standard", "beginner", "standard", "beginner"};
             for (int s = 0; s < 4; ++s)
                 config.seats.push_back(pm::SeatConfig{QStringLiteral("Computer %1").arg(s + 1), s,
                                                       QLatin1String(kinds[s])});
             config.seed = seed;
             mustWrite(pm::writeRubber(pm::Rubber(config), path));
         },
         [](const QString& path) {
             const auto rubber = pm::loadRubber(path);
             QJsonObject body = pm::rubberToJson(*rubber);
             Record r;
             QJsonArray games = body.value(QStringLiteral("games")).toArray();
             for (int g = 0; g < games.size(); ++g) {
                 QJsonObject game = games[g].toObject();
                 for (const QJsonValue& m : game.value(QStringLiteral("moves")).toArray())
                     r.moves << QString::number(g) + QLatin1Char(':') + compact(m);
                 game.remove(QStringLiteral("moves"));
                 games[g] = game;
             }
             // Games are added as they start: only the rubber's own fields
             // and the first game say which rubber this is.
             body.insert(QStringLiteral("games"), QJsonArray{games.first()});
             r.identity = compact(body);
             r.over = rubber->current().isOver();
             return r;
         }});
    rows.push_back({QStringLiteral("kings-men"), QStringLiteral("autosave-kings-men.kingsmen"),
                    [](const QString& path, std::uint64_t seed) {
                        // The save says who plays: two computers, so the game goes on.
                        km::Seats seats;
                        seats.setLevel(km::Side::A, km::Level::Standard);
                        seats.setLevel(km::Side::B, km::Level::Random);
                        km::Table table;
                        table.newGame(seats, seed);
                        mustWrite(table.trySave(path));
                    },
                    [](const QString& path) {
                        const km::Game game = km::Game::load(path);
                        QJsonObject body = game.toJson();
                        Record r;
                        for (const QJsonValue& m : body.value(QStringLiteral("moves")).toArray())
                            r.moves << QString::fromUtf8(compact(m));
                        body.remove(QStringLiteral("moves"));
                        body.remove(QStringLiteral("current"));
                        r.identity = compact(body);
                        r.over = game.isOver();
                        return r;
                    }});
    rows.push_back({QStringLiteral("patchesi"), QStringLiteral("autosave-patchesi.patchesi"),
                    [](const QString& path, std::uint64_t seed) {
                        pat::Setup setup = pat::Setup::standard(pat::Kind::Single, 4);
                        for (pat::Seat& seat : setup.seats)
                            seat.player = QStringLiteral("standard");
                        mustWrite(pat::Game(setup, seed).trySave(path));
                    },
                    [](const QString& path) {
                        const pat::Game game = pat::Game::load(path);
                        Record r;
                        for (const pat::Event& e : game.events())
                            r.moves
                                << QStringLiteral("%1%2").arg(e.isThrow ? 't' : 'm').arg(e.value);
                        QJsonObject body = game.toJson();
                        for (const char* key : {"throws", "moves", "current"})
                            body.remove(QLatin1String(key));
                        r.identity = compact(body);
                        r.over = game.isOver();
                        return r;
                    }});
    rows.push_back(
        {QStringLiteral("cribbage"), QStringLiteral("autosave-cribbage.cribbage"),
         [](const QString& path, std::uint64_t seed) {
             crib::SavedMatch saved;
             saved.seed = seed;
             saved.seats = {
                 crib::Seat{QStringLiteral("Computer 1"), 0, QStringLiteral("standard")},
                 crib::Seat{QStringLiteral("Computer 2"), 1, QStringLiteral("beginner")}};
             mustWrite(crib::writeMatchFile(path, saved));
         },
         [](const QString& path) {
             const crib::SavedMatch saved = crib::readMatchFile(path);
             Record r;
             for (int i = 0; i < saved.current; ++i)
                 r.moves << QString::fromStdString(crib::moveText(saved.moves[std::size_t(i)]));
             QJsonObject body = crib::savedMatchJson(saved);
             body.remove(QStringLiteral("moves"));
             body.remove(QStringLiteral("current"));
             r.identity = compact(body);
             r.over = saved.replay().phase() == crib::Phase::GameOver;
             return r;
         }});
    rows.push_back({QStringLiteral("party-night"), QStringLiteral("autosave-party-night.pcnight"),
                    [](const QString& path, std::uint64_t seed) {
                        party::Setup setup;
                        for (int i = 0; i < 13; ++i)
                            setup.entrants.push_back({{QStringLiteral("Entrant %1").arg(i + 1)}});
                        setup.seed = seed;
                        party::NightState night = party::NightState::start(setup);
                        night.enter(1, {{95, 200, -20, 12, 61}, -1, party::Source::Typed});
                        mustWrite(party::saveNight(night, path));
                    },
                    [](const QString& path) {
                        const party::NightState night = party::loadNight(path);
                        QJsonObject body = party::nightToJson(night);
                        Record r;
                        for (const QJsonValue& e : body.value(QStringLiteral("results")).toArray())
                            r.moves << QString::fromUtf8(compact(e));
                        body.remove(QStringLiteral("results"));
                        r.identity = compact(body);
                        r.over = night.isOver();
                        return r;
                    },
                    false});
    return rows;
}

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

// A game added to the program is added here too, or this fails.
void TestCrashResume::everyRegisteredGameHasARow() {
    app::registerBuiltInGames();
    QStringList rows;
    for (const GameRow& row : gameRows())
        rows << row.id;
    for (const app::GameRegistration& game : app::GameRegistry::games())
        QVERIFY2(
            rows.contains(game.id),
            qPrintable(
                QStringLiteral("no crash-test row for the registered game \"%1\"").arg(game.id)));
}

void TestCrashResume::killedAtRandomMomentsResumesWholeGames() {
    const std::vector<GameRow> rows = gameRows();
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
