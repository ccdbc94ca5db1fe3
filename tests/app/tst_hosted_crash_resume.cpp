// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 23: a party night's table played in the program ("Play This Table
// Here") outlives a crash. A program plays the table's game and is killed
// with SIGKILL in the middle of it; the next start resumes the game, plays
// on and is killed again; the start after that resumes it once more and
// finishes it, and the night's table has the game's result, entered from
// the game (Source::App), in the night's own autosave. Once for a drive
// (one game of P.M.) and once for a knockout (a partner game of Patchesi).
//
// The program killed is this test's own executable in a helper role
// (PLAYERS_CLUB_HOSTED_ROLE): the real main window with every game
// registered, in a temporary HOME, with the data folder of the program and
// PLAYERS_CLUB_AUTO_RESUME=1 (app/main_window.cpp) so that it resumes the
// unfinished games without asking, as a person answering Yes would. A role
// prints "ready" once its autosaves are written, and its findings as
// "result ..." or "FAIL ...".
#include "core/format_error.h"
#include "engine/party/night_file.h"
#include "engine/party/night_state.h"
#include "engine/pat/game.h"
#include "engine/pat/rules.h"
#include "engine/pm/rubber_file.h"
#include "engine/pm/table.h"
#include "main_window.h"
#include "party/party_page.h"
#include "party/party_result_panel.h"
#include "pat/pat_page.h"
#include "pat/pat_scene.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_page.h"
#include "pm/pm_side_panel.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace club;

namespace {

const char* const roleVariable = "PLAYERS_CLUB_HOSTED_ROLE";
const QString nightAutosave = QStringLiteral("autosave-party-night.pcnight");
const QString pmAutosave = QStringLiteral("autosave-pm.json");
const QString patAutosave = QStringLiteral("autosave-patchesi.patchesi");

void say(const QString& line) {
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

// ---- The helper roles, in the program killed and started again ----------

/// The night and its first table's game, on the real window's pages.
struct Hall {
    app::MainWindow* window;
    app::PartyPage* night;
    app::PmPage* pm;
    app::PatPage* pat;
    bool knockout;
    app::GamePage* host() const {
        return knockout ? static_cast<app::GamePage*>(pat) : static_cast<app::GamePage*>(pm);
    }
    int moves() const {
        if (knockout) return int(pat->table()->game().events().size());
        const QJsonArray games =
            pm::rubberToJson(pm->table()->rubber()).value(QStringLiteral("games")).toArray();
        return games.isEmpty()
                   ? 0
                   : int(games.first().toObject().value(QStringLiteral("moves")).toArray().size());
    }
    bool over() const { return knockout ? pat->table()->isOver() : pm->table()->rubber().isOver(); }
};

/// Plays `count` actions of the hosted game (-1: to its end) as its
/// people would, chosen from the engine's legal moves by a fixed rule.
bool play(const Hall& hall, int count) {
    for (int i = 0; i != count && !hall.over(); ++i) {
        if (!hall.knockout) {
            const pm::MoveList moves = hall.pm->table()->game().legalMoves();
            if (moves.empty() || !hall.pm->table()->play(moves[(i * 7) % moves.size()]))
                return false;
            continue;
        }
        const pat::Table* t = hall.pat->table();
        const auto ready = [&] {
            return t->isOver() ||
                   (!hall.pat->scene()->isAnimating() &&
                    (t->phase() == pat::Phase::Throw || t->phase() == pat::Phase::Choose));
        };
        if (!QTest::qWaitFor(ready, 20000)) return false;
        if (t->isOver()) break;
        if (t->phase() == pat::Phase::Throw) {
            hall.pat->throwDie();
        } else {
            const QList<pat::Move> moves = t->legalMoves();
            if (moves.isEmpty()) return false;
            hall.pat->playCounter(moves[i % moves.size()].counter);
        }
    }
    return true;
}

/// "start": draws the night and plays its table 1 here, a few moves in.
/// "more": resumes, plays a few more. "finish": resumes, plays to the end.
int runRole(const QString& role, bool knockout) {
    app::MainWindow window(role != QLatin1String("start"));
    window.resize(1024, 768);
    window.show();
    Hall hall{&window, window.page<app::PartyPage>(), window.page<app::PmPage>(),
              window.page<app::PatPage>(), knockout};
    hall.pm->setPace(0, 0);
    hall.pat->setPace(0, 0);
    const auto fail = [](const QString& why) {
        say(QStringLiteral("FAIL ") + why);
        return 1;
    };
    if (role == QLatin1String("start")) {
        party::Setup setup;
        setup.format = knockout ? party::Format::Knockout : party::Format::Drive;
        const QStringList names{"Edith", "Frank", "Gwen", "Harold", "Ivy", "Jack", "Kitty", "Len"};
        if (knockout) {
            for (int i = 0; i < 8; i += 2) // four pairs: two tables in the first round
                setup.entrants.push_back({{names[i], names[i + 1]}});
        } else {
            for (int i = 0; i < 8; ++i) // two tables of four
                setup.entrants.push_back({{names[i]}});
            setup.options.rounds = 2;
        }
        setup.seed = 23;
        if (const QString problem = hall.night->drawNight(setup); !problem.isEmpty())
            return fail(problem);
        window.openGame(QStringLiteral("party-night"));
        hall.night->chooseTable(1);
        hall.night->resultPanel()->playButton()->click();
        if (window.currentGamePage() != hall.host()) return fail("the table's game is not shown");
        if (!knockout) hall.pm->cutScreen()->dealButton()->click();
    } else {
        // The window resumes the games once its event loop runs.
        if (!QTest::qWaitFor([&] { return window.currentGamePage() == hall.host(); }, 20000))
            return fail(QStringLiteral("the table's game is not resumed on screen"));
        if (hall.moves() == 0) return fail(QStringLiteral("the game resumed has no moves"));
        say(QStringLiteral("resumed %1").arg(hall.moves()));
    }
    if (role != QLatin1String("finish")) {
        if (!play(hall, knockout ? 30 : 6)) return fail(QStringLiteral("no legal move"));
        QTest::qWait(600); // the autosave, written at most 250 ms after a move
        say(QStringLiteral("ready %1").arg(hall.moves()));
        return QApplication::exec(); // until killed
    }
    if (!play(hall, -1) || !hall.over()) return fail(QStringLiteral("the game did not end"));
    // P.M. shows the game's end (issue 25) until the player goes back.
    if (!knockout) {
        QTest::qWait(20);
        if (window.currentGamePage() != hall.host())
            return fail(QStringLiteral("the game's end is not shown"));
        hall.pm->panel()->backToNightButton()->click();
    }
    // The night shows again, with the table's result.
    if (!QTest::qWaitFor([&] { return window.currentGamePage() == hall.night; }, 5000))
        return fail(QStringLiteral("the night is not shown again: the result went nowhere"));
    const party::Table* table = hall.night->night()->state().table(0, 1);
    if (!table || !table->result) return fail(QStringLiteral("table 1 has no result"));
    QStringList scores;
    for (int s : table->result->scores)
        scores << QString::number(s);
    say(QStringLiteral("result %1 winner %2")
            .arg(scores.join(QLatin1Char(',')))
            .arg(table->result->winner));
    return 0;
}

int runRoleMain(int argc, char* argv[]) {
    QApplication app(argc, argv);
    // The program's own names: its data folder, its autosaves.
    QCoreApplication::setApplicationName(QStringLiteral("players-club"));
    QCoreApplication::setOrganizationName(QStringLiteral("Players Club"));
    const QStringList role = QString::fromLocal8Bit(qgetenv(roleVariable)).split(QLatin1Char(':'));
    return runRole(role.value(0), role.value(1) == QLatin1String("knockout"));
}

} // namespace

// ---- The test, which starts and kills the helper --------------------------

class TestHostedCrashResume : public QObject {
    Q_OBJECT

    /// Starts a role and waits for its line starting with `until`
    /// ("ready", or "" to wait for its end). @returns what it printed.
    QString run(const QString& home, const QString& role, const QString& until) {
        QProcess program;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("PLAYERS_CLUB_AUTO_RESUME"), QStringLiteral("1"));
        env.insert(QLatin1String(roleVariable), role);
        program.setProcessEnvironment(env);
        program.start(QCoreApplication::applicationFilePath(), {});
        if (!program.waitForStarted(10000)) return QStringLiteral("FAIL did not start");
        QByteArray out;
        QElapsedTimer clock;
        clock.start();
        while (program.state() == QProcess::Running && clock.elapsed() < 240000) {
            program.waitForReadyRead(100);
            out += program.readAllStandardOutput();
            if (!until.isEmpty() && (out.contains("\n" + until.toUtf8()) ||
                                     out.startsWith(until.toUtf8()) || out.contains("FAIL")))
                break;
        }
        if (program.state() == QProcess::Running) {
            program.kill(); // SIGKILL: nothing is written on the way out
            program.waitForFinished(10000);
        }
        out += program.readAllStandardOutput();
        // What it said on standard error comes after, for a failure's message.
        return QString::fromUtf8(out + "\nstandard error:\n" + program.readAllStandardError());
    }

    static int lineValue(const QString& out, const QString& word) {
        for (const QString& line : out.split(QLatin1Char('\n')))
            if (line.startsWith(word + QLatin1Char(' ')))
                return line.section(QLatin1Char(' '), 1, 1).toInt();
        return -1;
    }

    void killedAndResumed(bool knockout) {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString data = home.filePath(QStringLiteral("data/Players Club/players-club"));
        const QString kind = knockout ? QStringLiteral(":knockout") : QStringLiteral(":drive");
        const QString game = data + QLatin1Char('/') + (knockout ? patAutosave : pmAutosave);

        // Killed in the middle of the table's game: both autosaves are there.
        const QString started = run(home.path(), QStringLiteral("start") + kind, "ready");
        QVERIFY2(started.contains(QStringLiteral("ready")), qPrintable(started));
        const int movesBefore = lineValue(started, QStringLiteral("ready"));
        QVERIFY(movesBefore > 0);
        QVERIFY(QFile::exists(data + QLatin1Char('/') + nightAutosave));
        QVERIFY(QFile::exists(game));

        // Resumed where it stopped, played on, killed again.
        const QString more = run(home.path(), QStringLiteral("more") + kind, "ready");
        QVERIFY2(more.contains(QStringLiteral("ready")), qPrintable(more));
        // Whole moves kept (a computer's throw for who begins may follow "ready").
        QVERIFY(lineValue(more, QStringLiteral("resumed")) >= movesBefore);
        const int movesThen = lineValue(more, QStringLiteral("ready"));
        QVERIFY(movesThen > movesBefore);

        // Resumed again and finished: the result is the night's table's.
        const QString finished = run(home.path(), QStringLiteral("finish") + kind, QString());
        QVERIFY2(!finished.contains(QStringLiteral("FAIL")), qPrintable(finished));
        QVERIFY(lineValue(finished, QStringLiteral("resumed")) >= movesThen);
        QVERIFY2(finished.contains(QStringLiteral("result ")), qPrintable(finished));
        QVERIFY(!QFile::exists(game)); // the game is over: not offered again

        // What the night kept on disc, read with the engine's own loader.
        party::NightState night;
        try {
            night = party::loadNight(data + QLatin1Char('/') + nightAutosave);
        } catch (const FormatError& e) {
            QFAIL(qPrintable(e.message().english()));
        }
        const party::Table* table = night.table(0, 1);
        QVERIFY(table && table->result);
        QCOMPARE(table->result->source, party::Source::App);
        QCOMPARE(night.log().size(), std::size_t(1));
        if (knockout) {
            QVERIFY(table->result->winner == table->seats[0] ||
                    table->result->winner == table->seats[1]);
        } else {
            QCOMPARE(table->result->scores.size(), table->seats.size());
            QStringList scores;
            for (int s : table->result->scores)
                scores << QString::number(s);
            QVERIFY2(finished.contains(QStringLiteral("result ") + scores.join(QLatin1Char(','))),
                     qPrintable(finished));
        }
    }

private slots:
    void driveTableKilledTwiceStillReportsItsScores() { killedAndResumed(false); }
    void knockoutTableKilledTwiceStillReportsItsWinners() { killedAndResumed(true); }
};

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsSet(roleVariable)) return runRoleMain(argc, argv);
    QCoreApplication app(argc, argv);
    TestHostedCrashResume test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hosted_crash_resume.moc"
