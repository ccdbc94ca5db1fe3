// SPDX-License-Identifier: GPL-3.0-or-later
// The engine tool's Cribbage commands as a client sees them (PROTOCOL.md):
// the exact shapes of crib.score, crib.peg, crib.choose_discard and
// crib.choose_play that outside checks use, crib.discard, crib.count_all, a
// match played through crib.new/legal/play/undo, and bad requests answered
// with an error after which the tool carries on.
#include "test_paths.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

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

private:
    QProcess process_;
};

} // namespace

class TestCribTool : public QObject {
    Q_OBJECT
private slots:
    void score();
    void peg_data();
    void peg();
    void choices();
    void discardTable();
    void countAll();
    void matchThroughTheTool();
    void cornerRule_data();
    void cornerRule();
    void badRequests_data();
    void badRequests();
};

void TestCribTool::score() {
    Tool tool;
    const QJsonObject r = tool.ask(
        R"({"cmd":"crib.score","hand":["5H","5C","5S","JD"],"starter":"5D","crib":false})");
    QVERIFY(r.value("ok").toBool());
    QCOMPARE(r.value("score").toInt(), 29); // CR-17
    int sum = 0;
    for (const QJsonValue& p : r.value("parts").toArray()) {
        sum += p.toObject().value("points").toInt();
        QVERIFY(!p.toObject().value("cards").toArray().isEmpty());
    }
    QCOMPARE(sum, 29);
    QCOMPARE(r.value("parts").toArray().last().toObject().value("kind").toString(),
             QStringLiteral("nobs"));
    // CR-16: the crib's four-card flush does not count
    const QJsonObject crib =
        tool.ask(R"({"cmd":"crib.score","hand":["2H","4H","6H","8H"],"starter":"KC","crib":true})");
    QCOMPARE(crib.value("score").toInt(), 0);
}

void TestCribTool::peg_data() {
    QTest::addColumn<QByteArray>("sequence");
    QTest::addColumn<int>("points");
    QTest::newRow("CR-12 fifteen") << QByteArray(R"(["10H","5C"])") << 2;
    QTest::newRow("CR-11 31") << QByteArray(R"(["10H","QC","5D","6S"])") << 2;
    QTest::newRow("CR-12 pair royal") << QByteArray(R"(["7H","7C","7D"])") << 6;
    QTest::newRow("CR-13 run") << QByteArray(R"(["5D","3H","4C"])") << 3;
}

void TestCribTool::peg() {
    QFETCH(QByteArray, sequence);
    QFETCH(int, points);
    Tool tool;
    const QJsonObject r = tool.ask(R"({"cmd":"crib.peg","sequence":)" + sequence + "}");
    QVERIFY(r.value("ok").toBool());
    QCOMPARE(r.value("points").toInt(), points);
}

void TestCribTool::choices() {
    Tool tool;
    const QJsonObject d = tool.ask(
        R"({"cmd":"crib.choose_discard","hand":["5H","5C","JS","QD","AH","9C"],"dealer":true})");
    QVERIFY(d.value("ok").toBool());
    const QJsonArray away = d.value("discard").toArray();
    QCOMPARE(away.size(), 2);
    QVERIFY(away.at(0).toString() != away.at(1).toString());
    const QJsonObject p =
        tool.ask(R"({"cmd":"crib.choose_play","hand":["5H","5C","JS"],"count_cards":["QD","5D"],)"
                 R"("count":15,"played":["QD","5D"],"dealer":false,"level":"expert"})");
    QVERIFY(p.value("ok").toBool());
    QCOMPARE(p.value("card").toString(), QStringLiteral("5H")); // a pair for 2 at 20
    const QJsonObject go = tool.ask(
        R"({"cmd":"crib.choose_play","hand":["KH"],"count_cards":["QD","10D","5C"],"count":25,)"
        R"("played":["QD","10D","5C"],"dealer":true})");
    QVERIFY(go.value("ok").toBool());
    QVERIFY(go.value("card").isNull()); // go
    // Issue 28: with the scores, the Expert plays to the board. The dealer
    // on 119 takes the fifteen that puts him out; without the score he
    // keeps the Five back.
    const QByteArray nearTheEnd =
        R"({"cmd":"crib.choose_play","hand":["5H","3C","8H","4C"],"count_cards":["JD"],)"
        R"("count":10,"played":["JD"],"dealer":true,"kept":["5H","3C","8H","4C"],)"
        R"("starter":"4H","seed":7)";
    const QJsonObject out = tool.ask(nearTheEnd + R"(,"scores":[119,118]})");
    QVERIFY(out.value("ok").toBool());
    QCOMPARE(out.value("card").toString(), QStringLiteral("5H"));
    const QJsonObject blind = tool.ask(nearTheEnd + "}");
    QVERIFY(blind.value("ok").toBool());
    QVERIFY(blind.value("card").toString() != QStringLiteral("5H"));
    // and lays away for the game: the pone on 110 against 115 keeps the four
    // likelier to make eleven (tst_crib_to_the_board discardPlaysForTheGame)
    const QByteArray sixCards =
        R"({"cmd":"crib.choose_discard","hand":["5H","9D","3H","4C","6S","KS"],"dealer":false)";
    const auto laidAway = [](const QJsonObject& r) {
        QStringList two;
        for (const QJsonValue& c : r.value("discard").toArray())
            two << c.toString();
        two.sort();
        return two.join(QLatin1Char(' '));
    };
    QCOMPARE(laidAway(tool.ask(sixCards + R"(,"scores":[110,115]})")), QStringLiteral("3H 9D"));
    QCOMPARE(laidAway(tool.ask(sixCards + "}")), QStringLiteral("3H KS"));
    for (const char* level : {"beginner", "standard", "expert", "greedy", "habit", "random"}) {
        const QJsonObject r = tool.ask(
            QByteArray(R"({"cmd":"crib.choose_play","hand":["5H","9C","JS"],"count_cards":["KD"],)"
                       R"("count":10,"played":["KD"],"dealer":true,"level":")") +
            level + R"("})");
        QVERIFY2(r.value("ok").toBool(), level);
        QVERIFY(QStringList({"5H", "9C", "JS"}).contains(r.value("card").toString()));
    }
}

void TestCribTool::discardTable() {
    Tool tool;
    const QJsonObject r =
        tool.ask(R"({"cmd":"crib.discard","hand":["5H","5C","JS","QD","AH","9C"],"dealer":false})");
    QVERIFY(r.value("ok").toBool());
    const QJsonArray list = r.value("discards").toArray();
    QCOMPARE(list.size(), 15);
    for (int i = 1; i < list.size(); ++i)
        QVERIFY(list.at(i - 1).toObject().value("total").toDouble() >=
                list.at(i).toObject().value("total").toDouble());
    const QJsonObject best = list.at(0).toObject();
    QVERIFY(best.value("crib").toDouble() < 0); // against: the crib is the dealer's
    QVERIFY(qAbs(best.value("hand").toDouble() + best.value("crib").toDouble() -
                 best.value("total").toDouble()) < 1e-9);
    QVERIFY(r.contains("milliseconds"));
}

void TestCribTool::countAll() {
    Tool tool;
    const QJsonObject r = tool.ask(R"({"cmd":"crib.count_all"})");
    QVERIFY(r.value("ok").toBool());
    const QJsonArray h = r.value("histogram").toArray();
    QCOMPARE(h.at(29).toDouble(), 4.0);
    for (int never : {19, 25, 26, 27})
        QCOMPARE(h.at(never).toDouble(), 0.0);
    QVERIFY(qAbs(r.value("mean").toDouble() - 4.7692) < 0.00005);
    QCOMPARE(r.value("hands").toDouble(), 12994800.0);
}

void TestCribTool::matchThroughTheTool() {
    Tool tool;
    QJsonObject s = tool.ask(R"({"cmd":"crib.new","hands":2,"game":61,"seed":12})");
    QVERIFY(s.value("ok").toBool());
    QCOMPARE(s.value("phase").toString(), QStringLiteral("discard"));
    int moves = 0;
    while (s.value("phase").toString() != QStringLiteral("game_over") && moves < 2000) {
        const QJsonObject legal = tool.ask(R"({"cmd":"crib.legal"})");
        const QString first = legal.value("moves").toArray().first().toString();
        const QJsonObject r =
            tool.ask(QJsonDocument(QJsonObject{{"cmd", "crib.play"}, {"move", first}})
                         .toJson(QJsonDocument::Compact));
        QVERIFY2(r.value("ok").toBool(), qPrintable(r.value("error").toString()));
        s = r.value("state").toObject();
        ++moves;
    }
    QCOMPARE(s.value("phase").toString(), QStringLiteral("game_over"));
    const QJsonArray scores = s.value("scores").toArray();
    QVERIFY(scores.at(0).toInt() == 61 || scores.at(1).toInt() == 61); // CR-18
    const QJsonObject back = tool.ask(R"({"cmd":"crib.undo","count":3})");
    QVERIFY(back.value("ok").toBool());
    QCOMPARE(back.value("record").toArray().size(), moves - 3);
}

void TestCribTool::cornerRule_data() {
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("holes");
    QTest::newRow("CR-21 bends by default")
        << QByteArray(R"({"cmd":"crib.new","hands":2,"seed":3})") << "bends"
        << "50 60 110 120";
    QTest::newRow("CR-21 every 30 holes")
        << QByteArray(R"({"cmd":"crib.new","hands":2,"corners":"every-thirty","seed":3})")
        << "every-thirty"
        << "30 60 90 120";
    QTest::newRow("CR-21 every 30 holes, 61")
        << QByteArray(R"({"cmd":"crib.new","hands":2,"game":61,"corners":"every-thirty","seed":3})")
        << "every-thirty"
        << "30 60";
}

// CR-21 [R]: crib.new takes the corner rule and the state says it.
void TestCribTool::cornerRule() {
    QFETCH(QByteArray, request);
    QFETCH(QString, rule);
    QFETCH(QString, holes);
    Tool tool;
    const QJsonObject s = tool.ask(request);
    QVERIFY2(s.value("ok").toBool(), qPrintable(s.value("error").toString()));
    QCOMPARE(s.value("corner_rule").toString(), rule);
    QStringList got;
    for (const QJsonValue& v : s.value("corner_holes").toArray())
        got << QString::number(v.toInt());
    QCOMPARE(got.join(QLatin1Char(' ')), holes);
}

void TestCribTool::badRequests_data() {
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("over 31") << QByteArray(
        R"({"cmd":"crib.peg","sequence":["10H","10C","10D","5S"]})");
    QTest::newRow("a repeated card")
        << QByteArray(R"({"cmd":"crib.peg","sequence":["10H","10H"]})");
    QTest::newRow("not a card") << QByteArray(
        R"({"cmd":"crib.score","hand":["1H","5C","5S","JD"],"starter":"5D"})");
    QTest::newRow("three cards") << QByteArray(
        R"({"cmd":"crib.score","hand":["5C","5S","JD"],"starter":"5D"})");
    QTest::newRow("starter in hand")
        << QByteArray(R"({"cmd":"crib.score","hand":["5H","5C","5S","JD"],"starter":"5H"})");
    QTest::newRow("five to discard from") << QByteArray(
        R"({"cmd":"crib.choose_discard","hand":["5H","5C","5S","JD","2C"],"dealer":true})");
    QTest::newRow("a bad level") << QByteArray(
        R"({"cmd":"crib.choose_discard","hand":["5H","5C","5S","JD","2C","3C"],"dealer":true,"level":"grandmaster"})");
    QTest::newRow("count disagrees") << QByteArray(
        R"({"cmd":"crib.choose_play","hand":["5H"],"count_cards":["KD"],"count":12,"played":["KD"],"dealer":true})");
    QTest::newRow("a score at the game") << QByteArray(
        R"({"cmd":"crib.choose_play","hand":["5H"],"count_cards":[],"played":[],"dealer":true,"scores":[121,3]})");
    QTest::newRow("one score") << QByteArray(
        R"({"cmd":"crib.choose_play","hand":["5H"],"count_cards":[],"played":[],"dealer":true,"scores":[12]})");
    QTest::newRow("a game of 100") << QByteArray(
        R"({"cmd":"crib.choose_play","hand":["5H"],"count_cards":[],"played":[],"dealer":true,"scores":[1,2],"game":100})");
    QTest::newRow("a discard's score past the game") << QByteArray(
        R"({"cmd":"crib.choose_discard","hand":["5H","9D","3H","4C","6S","KS"],"dealer":false,"scores":[10,130]})");
    QTest::newRow("no match yet") << QByteArray(R"({"cmd":"crib.legal"})");
    QTest::newRow("seven hands") << QByteArray(R"({"cmd":"crib.new","hands":7})");
    QTest::newRow("a board for other hands")
        << QByteArray(R"({"cmd":"crib.new","hands":3,"board":"two-track"})");
    QTest::newRow("unknown corners")
        << QByteArray(R"({"cmd":"crib.new","hands":2,"corners":"every-ten"})");
}

void TestCribTool::badRequests() {
    QFETCH(QByteArray, request);
    Tool tool;
    const QJsonObject r = tool.ask(request);
    QVERIFY(!r.value("ok").toBool(true));
    QVERIFY(!r.value("error").toString().isEmpty());
    const QJsonObject after = tool.ask(R"({"cmd":"crib.peg","sequence":["10H","5C"]})");
    QCOMPARE(after.value("points").toInt(), 2);
}

QTEST_GUILESS_MAIN(TestCribTool)
#include "tst_crib_tool.moc"
