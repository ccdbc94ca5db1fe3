// SPDX-License-Identifier: GPL-3.0-or-later
// The engine tool's party-night commands (engine/tool/PROTOCOL.md): a drive
// and a knockout run through the tool and checked against the engine
// in-process, undo, save and load, and bad requests answered with an error
// after which the tool carries on.
#include "party/night_state.h"
#include "test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace club::party;

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

QJsonArray people(int n) {
    QJsonArray names;
    for (int i = 0; i < n; ++i)
        names.append(QStringLiteral("Player %1").arg(i + 1));
    return names;
}
} // namespace

class TestPartyTool : public QObject {
    Q_OBJECT
private slots:
    void driveThroughTheTool();
    void knockoutThroughTheTool();
    void saveAndLoad();
    void partnersDrawnByTheTool();
    void badRequests_data();
    void badRequests();
};

void TestPartyTool::driveThroughTheTool() {
    Tool tool;
    QJsonObject state = tool.ask(QJsonObject{{"cmd", "party.new"},
                                             {"format", "drive"},
                                             {"entrants", people(13)},
                                             {"seed", 42},
                                             {"rounds", 2},
                                             {"sets", 2}});
    QVERIFY2(state.value("ok").toBool(), qPrintable(state.value("error").toString()));
    Setup setup;
    for (const QJsonValue& name : people(13))
        setup.entrants.push_back(Entrant{{name.toString()}});
    setup.seed = 42;
    setup.options.rounds = 2;
    setup.options.sets = 2;
    NightState mine = NightState::start(setup);
    QJsonArray draw;
    for (int e : mine.setup().draw)
        draw.append(e);
    QCOMPARE(state.value("draw").toArray(), draw);
    const QJsonArray tables = state.value("rounds").toArray()[0].toObject()["tables"].toArray();
    QCOMPARE(tables.size(), 3);
    QCOMPARE(tables[2].toObject()["wave"].toInt(), 2);
    int score = 0;
    while (!mine.isOver()) {
        const int number = mine.openTables().front();
        const Table* table = mine.table(mine.currentRound(), number);
        QJsonArray scores;
        std::vector<int> mineScores;
        for (std::size_t s = 0; s < table->seats.size(); ++s) {
            mineScores.push_back(++score);
            scores.append(score);
        }
        const QJsonObject reply =
            tool.ask(QJsonObject{{"cmd", "party.result"}, {"table", number}, {"scores", scores}});
        QVERIFY2(reply.value("ok").toBool(), qPrintable(reply.value("error").toString()));
        mine.enter(number, TableResult{mineScores, -1, Source::Typed});
        QJsonArray totals;
        for (int v : mine.totals())
            totals.append(v);
        QCOMPARE(reply["state"].toObject()["totals"].toArray(), totals);
    }
    const QJsonObject standings = tool.ask(QByteArray(R"({"cmd":"party.standings"})"));
    const QJsonArray rows = standings["standings"].toArray();
    QCOMPARE(rows.size(), 13);
    QCOMPARE(rows[0].toObject()["entrant"].toInt(), mine.standings()[0].entrant);
    QCOMPARE(rows[0].toObject()["prize"].toInt(), 1);
    const QJsonObject undone = tool.ask(QByteArray(R"({"cmd":"party.undo"})"));
    QVERIFY(undone["ok"].toBool());
    QCOMPARE(undone["undone"].toObject()["round"].toInt(), 2);
    QCOMPARE(undone["state"].toObject()["over"].toBool(), false);
}

void TestPartyTool::knockoutThroughTheTool() {
    Tool tool;
    const QJsonObject state = tool.ask(QByteArray(
        R"({"cmd":"party.new","format":"knockout","entrants":[["A","B"],["C","D"],["E","F"]],)"
        R"("draw":[2,1,0]})"));
    QVERIFY2(state["ok"].toBool(), qPrintable(state["error"].toString()));
    const QJsonObject r1 = state["rounds"].toArray()[0].toObject();
    QCOMPARE(r1["bye"].toInt(), 0); // the last pair drawn
    QCOMPARE(state["rounds_planned"].toInt(), 2);
    QVERIFY(tool.ask(QByteArray(R"({"cmd":"party.result","table":1,"winner":1})"))["ok"].toBool());
    const QJsonObject last =
        tool.ask(QByteArray(R"({"cmd":"party.result","table":1,"winner":0,"source":"app"})"));
    QVERIFY(last["ok"].toBool());
    QVERIFY(last["state"].toObject()["over"].toBool());
    const QJsonArray rows =
        tool.ask(QByteArray(R"({"cmd":"party.standings"})"))["standings"].toArray();
    QCOMPARE(rows[0].toObject()["entrant"].toInt(), 0);
    QCOMPARE(rows[0].toObject()["prize"].toInt(), 1);
    QCOMPARE(rows[1].toObject()["entrant"].toInt(), 1);
    QCOMPARE(rows[1].toObject()["prize"].toInt(), 2);
    QCOMPARE(rows[2].toObject()["prize"].toInt(), 0);
}

void TestPartyTool::saveAndLoad() {
    QTemporaryDir dir;
    const QString path = dir.filePath("n.pcnight");
    Tool tool;
    tool.ask(QJsonObject{{"cmd", "party.new"}, {"format", "drive"}, {"entrants", people(8)}});
    tool.ask(QByteArray(R"({"cmd":"party.result","table":1,"scores":[1,2,3,4]})"));
    QVERIFY(tool.ask(QJsonObject{{"cmd", "party.save"}, {"path", path}})["ok"].toBool());
    const QJsonObject before = tool.ask(QByteArray(R"({"cmd":"party.state"})"));
    const QJsonObject bad =
        tool.ask(QJsonObject{{"cmd", "party.load"}, {"path", dir.filePath("none.pcnight")}});
    QVERIFY(!bad["ok"].toBool());
    QCOMPARE(tool.ask(QByteArray(R"({"cmd":"party.state"})")), before);
    tool.ask(QJsonObject{{"cmd", "party.new"}, {"format", "drive"}, {"entrants", people(5)}});
    QJsonObject loaded = tool.ask(QJsonObject{{"cmd", "party.load"}, {"path", path}});
    QVERIFY2(loaded.value("ok").toBool(), qPrintable(loaded.value("error").toString()));
    QCOMPARE(loaded, before);
}

// PAT-T1: the tool draws partners from ladies and gentlemen.
void TestPartyTool::partnersDrawnByTheTool() {
    Tool tool;
    const QJsonObject state = tool.ask(QJsonObject{{"cmd", "party.new"},
                                                   {"format", "knockout"},
                                                   {"ladies", QJsonArray{"Ada", "Bea", "Cleo"}},
                                                   {"gentlemen", QJsonArray{"Al", "Bo", "Cy"}},
                                                   {"seed", 5}});
    QVERIFY2(state.value("ok").toBool(), qPrintable(state.value("error").toString()));
    const QJsonArray entrants = state.value("entrants").toArray();
    QCOMPARE(entrants.size(), 3);
    for (const QJsonValue& pair : entrants)
        QVERIFY(QStringList({"Ada", "Bea", "Cleo"}).contains(pair.toArray()[0].toString()));
    const QJsonObject odd = tool.ask(QJsonObject{
        {"cmd", "party.new"}, {"format", "knockout"}, {"people", QJsonArray{"a", "b", "c"}}});
    QVERIFY(!odd.value("ok").toBool());
}

void TestPartyTool::badRequests_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("no night yet") << QByteArray(R"({"cmd":"party.state"})");
    QTest::newRow("unknown format")
        << QByteArray(R"({"cmd":"party.new","format":"whist","entrants":["a","b","c","d"]})");
    QTest::newRow("three people") << QByteArray(
        R"({"cmd":"party.new","format":"drive","entrants":["a","b","c"]})");
    QTest::newRow("33 pairs") << (QByteArray(
                                      R"({"cmd":"party.new","format":"knockout","entrants":[)") +
                                  [] {
                                      QByteArrayList pairs;
                                      for (int i = 0; i < 33; ++i)
                                          pairs << "[\"a" + QByteArray::number(i) + "\",\"b" +
                                                       QByteArray::number(i) + "\"]";
                                      return pairs.join(',');
                                  }() +
                                  "]}");
    QTest::newRow("draw out of range") << QByteArray(
        R"({"cmd":"party.new","format":"drive","entrants":["a","b","c","d"],"draw":[0,1,2,9]})");
    QTest::newRow("entrant not a name")
        << QByteArray(R"({"cmd":"party.new","format":"drive","entrants":["a","b","c",4]})");
}

void TestPartyTool::badRequests() {
    QFETCH(QByteArray, line);
    Tool tool;
    const QJsonObject reply = tool.ask(line);
    QCOMPARE(reply.value("ok").toBool(), false);
    QVERIFY(!reply.value("error").toString().isEmpty());
    // Results refused, the night carrying on.
    tool.ask(QByteArray(R"({"cmd":"party.new","format":"drive","entrants":["a","b","c","d"]})"));
    for (const char* bad : {R"({"cmd":"party.result","table":2,"scores":[1,2,3,4]})",
                            R"({"cmd":"party.result","table":1,"scores":[1,2,3]})",
                            R"({"cmd":"party.result","table":1,"scores":[1,2,3,199]})",
                            R"({"cmd":"party.result","table":1,"winner":0})",
                            R"({"cmd":"party.result","table":1})", R"({"cmd":"party.undo"})"}) {
        const QJsonObject r = tool.ask(QByteArray(bad));
        QVERIFY2(!r["ok"].toBool(), bad);
    }
    const QJsonObject ok =
        tool.ask(QByteArray(R"({"cmd":"party.result","table":1,"scores":[1,2,3,4]})"));
    QVERIFY(ok["ok"].toBool());
    QCOMPARE(ok["state"].toObject()["results_entered"].toInt(), 1);
}

QTEST_GUILESS_MAIN(TestPartyTool)
#include "tst_party_tool.moc"
