// SPDX-License-Identifier: GPL-3.0-or-later
// The engine tool as a client sees it (engine/tool/PROTOCOL.md): one reply
// per request line, in order; bad input of every kind answered with an
// error, after which the tool carries on; the P.M. commands' answers.
#include "test_paths.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

/// Runs the tool on `lines` and returns its replies, one per line.
QList<QJsonObject> converse(const QList<QByteArray>& lines) {
    QProcess tool;
    tool.start(club::test::engineTool(), {});
    if (!tool.waitForStarted(10000)) return {};
    for (const QByteArray& line : lines)
        tool.write(line + '\n');
    tool.closeWriteChannel();
    if (!tool.waitForFinished(60000)) {
        tool.kill();
        return {};
    }
    QList<QJsonObject> replies;
    for (const QByteArray& out : tool.readAllStandardOutput().split('\n')) {
        if (out.isEmpty()) continue;
        replies << QJsonDocument::fromJson(out).object();
    }
    return replies;
}

QJsonObject ask(const QByteArray& line) {
    const QList<QJsonObject> replies = converse({line});
    return replies.size() == 1 ? replies.first() : QJsonObject{};
}

} // namespace

class TestPmTool : public QObject {
    Q_OBJECT
private slots:
    void badInputGetsAnErrorAndTheToolCarriesOn_data();
    void badInputGetsAnErrorAndTheToolCarriesOn();
    void movesAnswersTheSheetsExamples_data();
    void movesAnswersTheSheetsExamples();
    void scoreFollowsPm18();
    void idIsEchoed();
    void simulateCountsEveryGame();
    void sessionPlaysAWholeGame();
};

void TestPmTool::badInputGetsAnErrorAndTheToolCarriesOn_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not JSON") << QByteArray("hello") << "not JSON";
    QTest::newRow("empty line") << QByteArray("") << "empty";
    QTest::newRow("an array") << QByteArray("[1,2]") << "object";
    QTest::newRow("no cmd") << QByteArray("{}") << "cmd";
    QTest::newRow("unknown command") << QByteArray(R"({"cmd":"pm.fly"})") << "unknown command";
    QTest::newRow("men missing") << QByteArray(R"({"cmd":"pm.score"})") << "men";
    QTest::newRow("men mistyped") << QByteArray(R"({"cmd":"pm.score","men":"25,25"})") << "men";
    QTest::newRow("three men") << QByteArray(R"({"cmd":"pm.score","men":[1,2,3]})") << "men";
    QTest::newRow("place out of range")
        << QByteArray(R"({"cmd":"pm.score","men":[1,2,3,26]})") << "man 4";
    QTest::newRow("PM-10 two men on one number")
        << QByteArray(R"({"cmd":"pm.moves","men":[3,3,0,0],"top":1,"card":2})") << "PM-10";
    QTest::newRow("PM-5 MINUS card at the lead")
        << QByteArray(R"({"cmd":"pm.moves","men":[0,0,0,0],"top":null,"card":-3})") << "PM-5";
    QTest::newRow("card zero") << QByteArray(
                                      R"({"cmd":"pm.moves","men":[0,0,0,0],"top":3,"card":0})")
                               << "card";
    QTest::newRow("unknown option")
        << QByteArray(
               R"({"cmd":"pm.moves","men":[0,0,0,0],"top":3,"card":2,"options":{"fly":true}})")
        << "option";
    QTest::newRow("PM-1 nine players")
        << QByteArray(R"({"cmd":"pm.simulate","players":9,"games":1,"players_ai":["random"]})")
        << "players";
    QTest::newRow("unknown player kind")
        << QByteArray(R"({"cmd":"pm.simulate","players":2,"games":1,"players_ai":["oracle"]})")
        << "players_ai";
    QTest::newRow("play before new") << QByteArray(R"({"cmd":"pm.play","card":0})") << "pm.new";
}

void TestPmTool::badInputGetsAnErrorAndTheToolCarriesOn() {
    QFETCH(QByteArray, line);
    QFETCH(QString, mentions);
    // The bad line, then a good one: both answered, in order.
    const QList<QJsonObject> replies = converse({line, R"({"cmd":"pm.score","men":[0,0,0,0]})"});
    QCOMPARE(replies.size(), 2);
    QCOMPARE(replies[0].value("ok").toBool(true), false);
    const QString error = replies[0].value("error").toString();
    QVERIFY2(error.contains(mentions, Qt::CaseInsensitive), qPrintable(error));
    QCOMPARE(replies[1].value("ok").toBool(), true);
    QCOMPARE(replies[1].value("score").toInt(), -80);
}

void TestPmTool::movesAnswersTheSheetsExamples_data() {
    QTest::addColumn<int>("top");
    QTest::addColumn<int>("card");
    QTest::addColumn<int>("amount");
    // PM-6, the sheets' own examples.
    QTest::newRow("PM-6 +3 then +4") << 3 << 4 << 7;
    QTest::newRow("PM-6 +4 then +13") << 4 << 13 << 17;
    QTest::newRow("PM-6 +5 then MINUS 7") << 5 << -7 << -2;
    QTest::newRow("PM-6 +5 then MINUS 3") << 5 << -3 << 2;
    QTest::newRow("PM-6 MINUS 3 then +3") << -3 << 3 << 0;
    QTest::newRow("PM-6 MINUS 3 then MINUS 9") << -3 << -9 << -12;
    QTest::newRow("PM-6 MINUS 2 then MINUS 9") << -2 << -9 << -11;
}

void TestPmTool::movesAnswersTheSheetsExamples() {
    QFETCH(int, top);
    QFETCH(int, card);
    QFETCH(int, amount);
    const QJsonObject reply =
        ask(QStringLiteral(R"({"cmd":"pm.moves","men":[20,14,0,0],"top":%1,"card":%2})")
                .arg(top)
                .arg(card)
                .toUtf8());
    QCOMPARE(reply.value("ok").toBool(), true);
    QCOMPARE(reply.value("move").toInt(), amount);
    // The tool lists exactly the moves of the amount: every man that moves
    // goes to from + amount (clamped to the stars going back, PM-9).
    for (const QJsonValue& v : reply.value("moves").toArray()) {
        const QJsonObject m = v.toObject();
        if (m.value("bust").toBool()) continue;
        QCOMPARE(m.value("to").toInt(), std::max(0, m.value("from").toInt() + amount));
    }
    QCOMPARE(reply.value("moves").toArray().isEmpty(), amount == 0); // PM-8
}

void TestPmTool::scoreFollowsPm18() {
    QCOMPARE(ask(R"({"cmd":"pm.score","men":[25,25,25,25]})").value("score").toInt(), 200);
    QCOMPARE(ask(R"({"cmd":"pm.score","men":[25,25,15,0]})").value("score").toInt(), 95);
}

void TestPmTool::idIsEchoed() {
    const QJsonObject good = ask(R"({"cmd":"pm.score","men":[25,25,15,0],"id":"a7"})");
    QCOMPARE(good.value("id").toString(), QStringLiteral("a7"));
    const QJsonObject bad = ask(R"({"cmd":"nothing","id":42})");
    QCOMPARE(bad.value("ok").toBool(true), false);
    QCOMPARE(bad.value("id").toInt(), 42);
}

void TestPmTool::simulateCountsEveryGame() {
    const QJsonObject reply = ask(
        R"({"cmd":"pm.simulate","players":3,"games":200,"seed":5,"players_ai":["random","greedy","random"]})");
    QCOMPARE(reply.value("ok").toBool(), true);
    QCOMPARE(reply.value("games").toInt(), 200);
    double total = 0;
    for (const QJsonValue& w : reply.value("wins").toArray())
        total += w.toDouble();
    QCOMPARE(total, 200.0); // shared first places count as fractions
    QCOMPARE(reply.value("mean_score").toArray().size(), 3);
    // The same request gives the same answer.
    const QJsonObject again = ask(
        R"({"cmd":"pm.simulate","players":3,"games":200,"seed":5,"players_ai":["random","greedy","random"]})");
    QCOMPARE(again.value("wins"), reply.value("wins"));
}

void TestPmTool::sessionPlaysAWholeGame() {
    // Deal, then play the first legal move until the game ends: every play
    // accepted, and the final state agrees with PM-17.
    QProcess tool;
    tool.start(club::test::engineTool(), {});
    QVERIFY(tool.waitForStarted(10000));
    auto request = [&tool](const QByteArray& line) {
        tool.write(line + '\n');
        while (!tool.canReadLine())
            if (!tool.waitForReadyRead(10000)) return QJsonObject{};
        return QJsonDocument::fromJson(tool.readLine()).object();
    };
    QJsonObject state = request(R"({"cmd":"pm.new","players":4,"seed":"1935"})");
    QCOMPARE(state.value("ok").toBool(), true);
    QCOMPARE(state.value("hand").toArray().size(), 11); // PM-1
    int turns = 0;
    for (; turns < 44; ++turns) {
        const QJsonObject legal = request(R"({"cmd":"pm.legal"})");
        const QJsonArray moves = legal.value("moves").toArray();
        if (moves.isEmpty()) break;
        const QJsonObject m = moves.first().toObject();
        QJsonObject play{{"cmd", "pm.play"}, {"card", m.value("card")}, {"from", m.value("from")}};
        const QJsonObject done = request(QJsonDocument(play).toJson(QJsonDocument::Compact));
        QVERIFY2(done.value("ok").toBool(), qPrintable(done.value("error").toString()));
        if (done.value("game_over").toBool()) {
            ++turns;
            break;
        }
    }
    state = request(R"({"cmd":"pm.state"})");
    QCOMPARE(state.value("over").toBool(), true); // PM-17
    QVERIFY(!state.value("winners").toArray().isEmpty());
    QCOMPARE(state.value("played").toArray().size(), turns);
    tool.closeWriteChannel();
    QVERIFY(tool.waitForFinished(10000));
}

QTEST_GUILESS_MAIN(TestPmTool)
#include "tst_pm_tool.moc"
