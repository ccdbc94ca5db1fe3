// SPDX-License-Identifier: GPL-3.0-or-later
// The engine tool's Patchesi commands as a client sees them
// (engine/tool/PROTOCOL.md): pat.moves in exactly the shape an outside check
// uses, compared with the engine in-process over positions from random
// games; pat.simulate; a whole game through pat.new / pat.throw / pat.legal /
// pat.play / pat.undo checked against a Game with the same seed; bad input
// of every kind answered with an error after which the tool carries on.
#include "core/random.h"
#include "pat/game.h"
#include "pat/match.h"
#include "pat/random_games.h"
#include "test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace club;
using namespace club::pat;

namespace {

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

QJsonObject countersOf(const Position& p, std::uint8_t inPlay) {
    QJsonObject out;
    for (int c = 0; c < Colours; ++c) {
        if (!((inPlay >> c) & 1)) continue;
        QJsonArray list;
        for (int i = 0; i < p.counters; ++i)
            list.append(p.at(c, i));
        out.insert(QString::number(c), list);
    }
    return out;
}

} // namespace

class TestPatTool : public QObject {
    Q_OBJECT
private slots:
    void movesShape();
    void movesAgreeWithTheEngine_data();
    void movesAgreeWithTheEngine();
    void simulate();
    void wholeGameThroughTheTool_data();
    void wholeGameThroughTheTool();
    void badInput_data();
    void badInput();
};

// PAT-4 / PAT-5: the example of the protocol, field by field.
void TestPatTool::movesShape() {
    Tool tool;
    const QJsonObject reply = tool.ask(QByteArray(
        R"({"cmd":"pat.moves","game":"single","counters":{"0":[-1,10,40,-1],"2":[-1,-1,-1,-1]},"colour":0,"throw":6,"sixes":2})"));
    QCOMPARE(reply.keys(), QStringList({"moves", "ok"}));
    const QJsonArray moves = reply.value("moves").toArray();
    QCOMPARE(moves.size(), 2);
    const QJsonObject first = moves[0].toObject();
    QCOMPARE(first.keys(), QStringList({"counter", "result", "to"}));
    QCOMPARE(first.value("counter").toInt(), 1);
    QCOMPARE(first.value("to").toInt(), 22);
    // The third six sends back the counter nearest HOME (40) after the move.
    QCOMPARE(first.value("result").toObject(),
             QJsonObject({{"0", QJsonArray{-1, 22, -1, -1}}, {"2", QJsonArray{-1, -1, -1, -1}}}));
    const QJsonObject lost = tool.ask(QByteArray(
        R"({"cmd":"pat.moves","game":"partner","counters":{"0":[-1,-1,-1,-1],"1":[-1,-1,-1,-1],"2":[-1,-1,-1,-1],"3":[-1,-1,-1,-1]},"colour":3,"throw":4,"sixes":0})"));
    QVERIFY(lost.value("ok").toBool());
    QCOMPARE(lost.value("moves").toArray().size(), 0); // PAT-10
}

void TestPatTool::movesAgreeWithTheEngine_data() {
    QTest::addColumn<bool>("partner");
    QTest::addColumn<int>("players");
    QTest::newRow("single 4") << false << 4;
    QTest::newRow("single 2") << false << 2;
    QTest::newRow("partner") << true << 4;
}

void TestPatTool::movesAgreeWithTheEngine() {
    QFETCH(bool, partner);
    QFETCH(int, players);
    Tool tool;
    Rules rules;
    rules.kind = partner ? Kind::Partner : Kind::Single;
    rules.inPlay = 0;
    for (int c : coloursFor(rules.kind, players))
        rules.inPlay |= std::uint8_t(1u << c);
    Random rng(31);
    State s(rules, 0);
    int asked = 0;
    const int limit = qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS") ? 60 : 300;
    while (asked < limit) {
        if (s.isOver()) s = State(rules, 0);
        if (s.phase() == Phase::Opening) {
            s.throwDie(rng.between(1, 6));
            continue;
        }
        if (s.phase() == Phase::Throw) {
            const int value = rng.between(1, 6);
            const QJsonObject reply =
                tool.ask(QJsonObject{{"cmd", "pat.moves"},
                                     {"game", partner ? "partner" : "single"},
                                     {"counters", countersOf(s.position(), rules.inPlay)},
                                     {"colour", s.toMove()},
                                     {"throw", value},
                                     {"sixes", s.sixes()}});
            QVERIFY2(reply.value("ok").toBool(), qPrintable(reply.value("error").toString()));
            const bool thirdSix = value == 6 && s.sixes() == 2;
            const int mover = s.toMove();
            const Position before = s.position();
            s.throwDie(value);
            const QJsonArray moves = reply.value("moves").toArray();
            QCOMPARE(moves.size(), s.legalCount());
            for (int i = 0; i < s.legalCount(); ++i) {
                Position after = before;
                apply(after, mover, s.legal()[i], thirdSix);
                const QJsonObject m = moves[i].toObject();
                QCOMPARE(m.value("counter").toInt(), int(s.legal()[i].counter));
                QCOMPARE(m.value("to").toInt(), int(s.legal()[i].to));
                QCOMPARE(m.value("result").toObject(), countersOf(after, rules.inPlay));
            }
            ++asked;
            continue;
        }
        s.choose(int(rng.below(std::uint32_t(s.legalCount()))));
    }
}

void TestPatTool::simulate() {
    Tool tool;
    const QJsonObject reply = tool.ask(QByteArray(
        R"({"cmd":"pat.simulate","game":"single","players":4,"counters":4,"games":400,"seed":3,"players_ai":["heuristic","random","random","random"]})"));
    QVERIFY2(reply.value("ok").toBool(), qPrintable(reply.value("error").toString()));
    QCOMPARE(reply.value("games").toInt(), 400);
    double total = 0;
    for (const QJsonValue& w : reply.value("wins").toArray())
        total += w.toDouble();
    QCOMPARE(total, 400.0); // one winner a game, every game ends
    QCOMPARE(reply.value("win_rate").toArray().size(), 4);
    QCOMPARE(reply.value("win_rate_ci95").toArray().size(), 4);
    QVERIFY(reply.value("games_per_second").toDouble() > 0);
    QVERIFY(reply.value("throws_per_game").toDouble() > 50);
    // The same request gives the same result.
    const QJsonObject again = tool.ask(QByteArray(
        R"({"cmd":"pat.simulate","game":"single","players":4,"counters":4,"games":400,"seed":3,"players_ai":["heuristic","random","random","random"]})"));
    QCOMPARE(again.value("wins"), reply.value("wins"));
    const QJsonObject partner = tool.ask(QByteArray(
        R"({"cmd":"pat.simulate","game":"partner","players":4,"games":100,"seed":3,"players_ai":["random"]})"));
    const QJsonArray wins = partner.value("wins").toArray();
    QCOMPARE(wins[0].toDouble() + wins[1].toDouble(), 100.0); // PAT-P9: one side wins
    QCOMPARE(wins[0].toDouble(), wins[2].toDouble());         // partners share it
    // Only random players' single games run several at a time.
    QCOMPARE(reply.value("lanes").toInt(), 1);
    QCOMPARE(partner.value("lanes").toInt(), 1);
    const QJsonObject random = tool.ask(QByteArray(
        R"({"cmd":"pat.simulate","game":"single","players":3,"games":50,"seed":3,"players_ai":["random"]})"));
    QCOMPARE(random.value("lanes").toInt(), randomGamesInLanes(Kind::Single) ? 8 : 1);
}

// PAT-5 / PAT-P6: the state's throws_left follows the turn, two after a
// turn's first six by the book, one under the house rule one_throw_per_six.
void TestPatTool::wholeGameThroughTheTool_data() {
    QTest::addColumn<bool>("oneThrowPerSix");
    QTest::newRow("PAT-5 a six gives two more throws") << false;
    QTest::newRow("PAT-5 house rule: one more throw per six") << true;
}

void TestPatTool::wholeGameThroughTheTool() {
    QFETCH(bool, oneThrowPerSix);
    Tool tool;
    QJsonObject request{{"cmd", "pat.new"}, {"game", "single"}, {"players", 3}, {"seed", 17}};
    if (oneThrowPerSix) request.insert("one_throw_per_six", true);
    QJsonObject state = tool.ask(request);
    QVERIFY2(state.value("ok").toBool(), qPrintable(state.value("error").toString()));
    Setup setup = Setup::standard(Kind::Single, 3);
    setup.oneThrowPerSix = oneThrowPerSix;
    Game g(setup, 17);
    Random rng(2);
    int choices = 0, twoLeft = 0;
    while (!g.isOver()) {
        if (g.state().phase() == Phase::Choose) {
            const QJsonObject legal = tool.ask(QByteArray(R"({"cmd":"pat.legal"})"));
            const QJsonArray moves = legal.value("moves").toArray();
            QCOMPARE(moves.size(), g.state().legalCount());
            const int counter = g.state().legal()[rng.below(std::uint32_t(moves.size()))].counter;
            const QJsonObject played =
                tool.ask(QJsonObject{{"cmd", "pat.play"}, {"counter", counter}});
            QVERIFY2(played.value("ok").toBool(), qPrintable(played.value("error").toString()));
            g.play(counter);
            ++choices;
            state = played.value("state").toObject();
        } else {
            const QJsonObject thrown = tool.ask(QByteArray(R"({"cmd":"pat.throw"})"));
            const ThrowOutcome out = g.throwDie();
            QCOMPARE(thrown.value("value").toInt(), out.value); // the same seeded die
            QCOMPARE(thrown.value("lost").toBool(), out.lost);
            state = thrown.value("state").toObject();
        }
        QCOMPARE(state.value("counters").toObject(),
                 countersOf(g.position(), g.setup().rules().inPlay));
        QCOMPARE(state.value("throws_left").toInt(), g.state().throwsLeft());
        QJsonArray throws;
        for (int v : g.throwsThisTurn())
            throws.append(v);
        QCOMPARE(state.value("throws_this_turn").toArray(), throws);
        twoLeft += g.state().throwsLeft() == 2;
    }
    QCOMPARE(twoLeft > 0, !oneThrowPerSix);
    QVERIFY(state.value("over").toBool());
    QCOMPARE(state.value("finished").toArray().size(), 2);
    const QJsonObject undone = tool.ask(QByteArray(R"({"cmd":"pat.undo","count":3})"));
    g.undo();
    g.undo();
    g.undo();
    QCOMPARE(undone.value("counters").toObject(),
             countersOf(g.position(), g.setup().rules().inPlay));
    QCOMPARE(undone.value("phase").toString(), QString("choose"));
    QVERIFY(choices > 3);
    const QJsonObject choice = tool.ask(QByteArray(R"({"cmd":"pat.choose","level":"expert"})"));
    QVERIFY2(choice.value("ok").toBool(), qPrintable(choice.value("error").toString()));
    QVERIFY(choice.value("milliseconds").toDouble() < 200);
}

void TestPatTool::badInput_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("error");
    QTest::newRow("no game")
        << QByteArray(
               R"({"cmd":"pat.moves","counters":{"0":[-1,-1,-1,-1],"2":[-1,-1,-1,-1]},"colour":0,"throw":5})")
        << "game";
    QTest::newRow("bad colour key")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"single","counters":{"7":[-1,-1,-1,-1],"2":[-1,-1,-1,-1]},"colour":2,"throw":5})")
        << "colour";
    QTest::newRow("colour not in play")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"single","counters":{"0":[-1,-1,-1,-1],"2":[-1,-1,-1,-1]},"colour":1,"throw":5})")
        << "colour 1";
    QTest::newRow("throw 7")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"single","counters":{"0":[-1,-1,-1,-1],"2":[-1,-1,-1,-1]},"colour":0,"throw":7})")
        << "throw";
    QTest::newRow("sixes 3")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"single","counters":{"0":[-1,-1,-1,-1],"2":[-1,-1,-1,-1]},"colour":0,"throw":6,"sixes":3})")
        << "sixes";
    QTest::newRow("place 72")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"single","counters":{"0":[72,-1,-1,-1],"2":[-1,-1,-1,-1]},"colour":0,"throw":6})")
        << "counters";
    QTest::newRow("three on a square")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"single","counters":{"0":[5,5,5,-1],"2":[-1,-1,-1,-1]},"colour":0,"throw":6})")
        << "three";
    QTest::newRow("two colours off a Star")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"single","counters":{"0":[5,-1,-1,-1],"1":[22,-1,-1,-1]},"colour":0,"throw":6})")
        << "share";
    QTest::newRow("uneven counters")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"single","counters":{"0":[-1,-1,-1],"2":[-1,-1,-1,-1]},"colour":0,"throw":5})")
        << "same number";
    QTest::newRow("partner with two")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"partner","counters":{"0":[-1,-1,-1,-1],"2":[-1,-1,-1,-1]},"colour":0,"throw":5})")
        << "four";
    QTest::newRow("one colour")
        << QByteArray(
               R"({"cmd":"pat.moves","game":"single","counters":{"0":[-1,-1,-1,-1]},"colour":0,"throw":5})")
        << "two colours";
    QTest::newRow("simulate unknown player")
        << QByteArray(
               R"({"cmd":"pat.simulate","game":"single","players":4,"games":1,"players_ai":["wizard"]})")
        << "players_ai";
    QTest::newRow("simulate partner of 3")
        << QByteArray(
               R"({"cmd":"pat.simulate","game":"partner","players":3,"games":1,"players_ai":["random"]})")
        << "four";
    QTest::newRow("play before new")
        << QByteArray(R"({"cmd":"pat.play","counter":0})") << "pat.new";
    QTest::newRow("not JSON") << QByteArray("{pat") << "";
}

void TestPatTool::badInput() {
    QFETCH(QByteArray, line);
    QFETCH(QString, error);
    Tool tool;
    const QJsonObject reply = tool.ask(line);
    QCOMPARE(reply.value("ok").toBool(true), false);
    QVERIFY2(reply.value("error").toString().contains(error),
             qPrintable(reply.value("error").toString()));
    const QJsonObject after = tool.ask(QByteArray(R"({"cmd":"version"})"));
    QVERIFY(after.value("ok").toBool());
}

QTEST_GUILESS_MAIN(TestPatTool)
#include "tst_pat_tool.moc"
