// SPDX-License-Identifier: GPL-3.0-or-later
// The engine tool's King's Men commands as a client sees them
// (engine/tool/PROTOCOL.md): perft from the start, a whole game played and
// taken back through the tool and checked against the engine in-process,
// set-up positions, and bad input of every kind answered with an error
// after which the tool carries on.
#include "core/random.h"
#include "km/game.h"
#include "km_test_util.h"
#include "test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace club;
using namespace club::km;

namespace {

/// The tool, asked one line at a time.
class Tool {
public:
    Tool() {
        process_.start(club::test::engineTool(), {});
        process_.waitForStarted(10000);
    }
    ~Tool() {
        process_.closeWriteChannel();
        if (!process_.waitForFinished(10000)) process_.kill();
    }
    QJsonObject ask(const QByteArray& line) {
        process_.write(line + '\n');
        while (!process_.canReadLine())
            if (!process_.waitForReadyRead(60000)) return {};
        return QJsonDocument::fromJson(process_.readLine()).object();
    }
    QJsonObject ask(const QJsonObject& request) {
        return ask(QJsonDocument(request).toJson(QJsonDocument::Compact));
    }

private:
    QProcess process_;
};

QString diagramOf(const Position& p) {
    return QString::fromStdString(toDiagram(p)).trimmed().replace(QLatin1Char('\n'), '/');
}

const char* const SetUp = // A to move; c3-c4 forms c4-d5-e6 (KM-6)
    "##.......##/##.......##/.........../.........../.........../....A....../"
    "...AA....../...B......./..A......../##.......##/##.B.B.B.##";

} // namespace

class TestKmTool : public QObject {
    Q_OBJECT
private slots:
    void perftFromTheStart_data();
    void perftFromTheStart();
    void perftFromADiagram();
    void wholeGameThroughTheTool();
    void setUpPosition();
    void simulateCountsEveryGame();
    void badInputGetsAnErrorAndTheToolCarriesOn_data();
    void badInputGetsAnErrorAndTheToolCarriesOn();
};

// KM-2: the hand counts of tst_km_perft (14, 196, 2744, 38412).
void TestKmTool::perftFromTheStart_data() {
    QTest::addColumn<int>("depth");
    QTest::addColumn<double>("nodes");
    QTest::newRow("KM-2 depth 0") << 0 << 1.0;
    QTest::newRow("KM-2 depth 1") << 1 << 14.0;
    QTest::newRow("KM-2 depth 2") << 2 << 196.0;
    QTest::newRow("KM-2 depth 3") << 3 << 2744.0;
    QTest::newRow("KM-2 KM-B1 depth 4") << 4 << 38412.0;
}

void TestKmTool::perftFromTheStart() {
    QFETCH(int, depth);
    QFETCH(double, nodes);
    Tool tool;
    const QJsonObject reply =
        tool.ask(QByteArray(R"({"cmd":"km.perft","depth":)") + QByteArray::number(depth) + "}");
    QVERIFY2(reply.value("ok").toBool(), qPrintable(reply.value("error").toString()));
    QCOMPARE(reply.value("nodes").toDouble(), nodes);
    QCOMPARE(reply.value("nodes").toDouble(), double(perft(Position::start(Side::A), depth)));
}

void TestKmTool::perftFromADiagram() {
    Tool tool;
    const Position p = fromDiagram(SetUp, Side::A);
    const QJsonObject reply = tool.ask(
        QJsonObject{{"cmd", "km.perft"}, {"depth", 3}, {"diagram", SetUp}, {"to_move", "A"}});
    QCOMPARE(reply.value("nodes").toDouble(), double(perft(p, 3)));
}

// A random game through km.new / km.legal / km.play, the tool's state
// compared with the engine's after every choice; then km.undo all the way
// back and km.redo to the end.
void TestKmTool::wholeGameThroughTheTool() {
    Tool tool;
    QJsonObject state = tool.ask(QByteArray(R"({"cmd":"km.new","first":"B","seed":12})"));
    QCOMPARE(state.value("to_move").toString(), QString("B"));
    Game g(Side::B, 12);
    Random rng(12);
    const int limit = qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 80 : 400;
    while (!g.isOver() && g.current() < limit) {
        const QJsonObject legal = tool.ask(QByteArray(R"({"cmd":"km.legal"})"));
        const QJsonArray notation = legal.value("notation").toArray();
        QStringList mine;
        for (const Move& m : g.legalMoves())
            mine << QString::fromStdString(toNotation(g.position(), m));
        QStringList theirs;
        for (const QJsonValue& v : notation)
            theirs << v.toString();
        QCOMPARE(theirs, mine);
        const QString pick = mine[int(rng.below(std::uint32_t(mine.size())))];
        const QJsonObject played = tool.ask(QJsonObject{{"cmd", "km.play"}, {"move", pick}});
        QVERIFY2(played.value("ok").toBool(), qPrintable(played.value("error").toString()));
        g.play(pick.toStdString());
        state = played.value("state").toObject();
        QCOMPARE(state.value("diagram").toString(), diagramOf(g.position()));
        QCOMPARE(state.value("ply").toInt(), g.current());
        QCOMPARE(state.value("tokens").toObject().value("A").toInt(), g.position().tokens(Side::A));
    }
    const int n = g.current();
    const QJsonObject back = tool.ask(QJsonObject{{"cmd", "km.undo"}, {"count", n}});
    QCOMPARE(back.value("diagram").toString(), diagramOf(Position::start(Side::B)));
    QCOMPARE(back.value("ply").toInt(), 0);
    const QJsonObject again = tool.ask(QJsonObject{{"cmd", "km.redo"}, {"count", n}});
    QCOMPARE(again.value("diagram").toString(), diagramOf(g.position()));
    QCOMPARE(again.value("record").toArray().size(), n);
}

// KM-6 through the tool: the row formed, cleared by an object move.
void TestKmTool::setUpPosition() {
    Tool tool;
    const QJsonObject state =
        tool.ask(QJsonObject{{"cmd", "km.new"}, {"diagram", SetUp}, {"to_move", "A"}});
    QVERIFY2(state.value("ok").toBool(), qPrintable(state.value("error").toString()));
    QVERIFY(state.value("set_up").toBool());
    QCOMPARE(state.value("tokens").toObject().value("A").toInt(), 4);
    const QJsonObject step = tool.ask(QByteArray(R"({"cmd":"km.play","move":"c3-c4"})"));
    QVERIFY2(step.value("ok").toBool(), qPrintable(step.value("error").toString()));
    QCOMPARE(step.value("rows_formed").toInt(), 1);
    QCOMPARE(step.value("state").toObject().value("phase").toString(), QString("clear"));
    QCOMPARE(step.value("state").toObject().value("rows").toArray().first().toString(),
             QString("c4-e6"));
    const QJsonObject clear =
        tool.ask(QByteArray(R"({"cmd":"km.play","move":{"kind":"clear","rows":["c4-e6"]}})"));
    QCOMPARE(clear.value("removed").toArray(), QJsonArray{"d5"});
    QCOMPARE(clear.value("state").toObject().value("tokens").toObject().value("A").toInt(), 3);
    const QJsonObject choice =
        tool.ask(QByteArray(R"({"cmd":"km.choose","level":"expert","nodes":2000,"seed":1})"));
    QVERIFY2(choice.value("ok").toBool(), qPrintable(choice.value("error").toString()));
    QCOMPARE(choice.value("move").toObject().value("kind").toString(), QString("step"));
}

void TestKmTool::simulateCountsEveryGame() {
    Tool tool;
    const QJsonObject reply = tool.ask(
        QByteArray(R"({"cmd":"km.simulate","games":6,"players":["standard","random"],"seed":4})"));
    QVERIFY2(reply.value("ok").toBool(), qPrintable(reply.value("error").toString()));
    const QJsonArray wins = reply.value("wins").toArray();
    QCOMPARE(wins.at(0).toInt() + wins.at(1).toInt() + reply.value("draws").toInt() +
                 reply.value("unfinished").toInt(),
             6);
    QVERIFY(wins.at(0).toInt() >= 5); // Standard beats Random (PLAYERS.md)
}

void TestKmTool::badInputGetsAnErrorAndTheToolCarriesOn_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("perft without depth") << QByteArray(R"({"cmd":"km.perft"})") << "depth";
    QTest::newRow("perft too deep") << QByteArray(R"({"cmd":"km.perft","depth":99})") << "depth";
    QTest::newRow("perft depth a string")
        << QByteArray(R"({"cmd":"km.perft","depth":"3"})") << "depth";
    QTest::newRow("KM-1 first player C")
        << QByteArray(R"({"cmd":"km.new","first":"C"})") << "first";
    QTest::newRow("diagram too short")
        << QByteArray(R"({"cmd":"km.new","diagram":"##..","to_move":"A"})") << "121 squares";
    QTest::newRow("diagram without to_move")
        << QByteArray(R"({"cmd":"km.new","diagram":"x"})") << "to_move";
    QTest::newRow("KM-B2 token on the wrong Lodge")
        << QByteArray(R"({"cmd":"km.new","to_move":"A","diagram":")") +
               QByteArray("##B......##/##.......##/") + QByteArray(".........../").repeated(7) +
               QByteArray("##.......##/##.......##\"}")
        << "Lodge of the other colour";
    QTest::newRow("play before new")
        << QByteArray(R"({"cmd":"km.play","move":"c11-c10"})") << "km.new";
    QTest::newRow("KM-3 illegal move")
        << QByteArray(R"({"cmd":"km.play","move":"e5-e6"})") << "not a legal move";
    QTest::newRow("move of unknown kind")
        << QByteArray(R"({"cmd":"km.play","move":{"kind":"fly","from":"c11"}})") << "kind";
    QTest::newRow("move a number") << QByteArray(R"({"cmd":"km.play","move":7})") << "move";
    QTest::newRow("undo too many") << QByteArray(R"({"cmd":"km.undo","count":3})") << "cannot undo";
    QTest::newRow("redo with nothing undone")
        << QByteArray(R"({"cmd":"km.redo"})") << "cannot redo";
    QTest::newRow("unknown level")
        << QByteArray(R"({"cmd":"km.choose","level":"oracle"})") << "level";
    QTest::newRow("simulate one player")
        << QByteArray(R"({"cmd":"km.simulate","games":1,"players":["random"]})") << "players";
    QTest::newRow("simulate unknown player")
        << QByteArray(R"({"cmd":"km.simulate","games":1,"players":["random","deep"]})")
        << "entry 2";
}

// Each bad line gets an error naming the problem; the next line works.
void TestKmTool::badInputGetsAnErrorAndTheToolCarriesOn() {
    QFETCH(QByteArray, line);
    QFETCH(QString, mentions);
    Tool tool;
    if (!QTest::currentDataTag() ||
        !QByteArray(QTest::currentDataTag()).startsWith("play before new"))
        tool.ask(QByteArray(R"({"cmd":"km.new"})"));
    const QJsonObject reply = tool.ask(line);
    QCOMPARE(reply.value("ok").toBool(true), false);
    QVERIFY2(reply.value("error").toString().contains(mentions),
             qPrintable(reply.value("error").toString()));
    const QJsonObject next = tool.ask(QByteArray(R"({"cmd":"km.perft","depth":1})"));
    QCOMPARE(next.value("nodes").toDouble(), 14.0);
}

QTEST_GUILESS_MAIN(TestKmTool)
#include "tst_km_tool.moc"
