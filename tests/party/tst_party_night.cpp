// SPDX-License-Identifier: GPL-3.0-or-later
// The party night as a whole: undo of results, the .pcnight file (round
// trip, damaged files refused with the night in memory untouched), the
// Night table's signals and its autosave.
#include "core/format_error.h"
#include "core/json_text.h"
#include "party/night.h"
#include "party/night_file.h"
#include "party_test_util.h"
#include "seeds_to_read_back.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace partytest;

namespace {
// A drive of 13 (tables of 5, 4, 4) two rounds into a four-round night.
NightState playedDrive() {
    Setup setup = driveSetup(13, 77, 4);
    setup.title = QStringLiteral("Croydon charity drive");
    setup.options.sets = 2;
    setup.options.progression = Progression::UpAndDown;
    NightState night = NightState::start(setup);
    Random rng(5);
    for (int r = 0; r < 2; ++r)
        for (const Table& t : night.rounds()[std::size_t(r)].tables)
            night.enter(t.number,
                        TableResult{distinctScores(t.seats.size(), rng), -1, Source::Typed});
    night.enter(2, TableResult{{95, 200, -80, 12}, -1, Source::App});
    return night;
}

QByteArray saved(const NightState& night) {
    QJsonObject body = nightToJson(night);
    body.insert("format", "players-club");
    body.insert("game", "party-night");
    body.insert("version", 1);
    return json::serialize(body);
}

QByteArray edited(const NightState& night, const std::function<void(QJsonObject&)>& edit) {
    QJsonObject body = nightToJson(night);
    body.insert("format", "players-club");
    body.insert("game", "party-night");
    body.insert("version", 1);
    edit(body);
    return json::serialize(body);
}
} // namespace

class TestPartyNight : public QObject {
    Q_OBJECT
private slots:
    void undoTakesBackResultsOneByOne();
    void fileRoundTrip();
    void knockoutRoundTrip();
    void everySeedReadsBack_data();
    void everySeedReadsBack();
    void damagedFilesAreRefused_data();
    void damagedFilesAreRefused();
    void failedLoadLeavesTheNightAlone();
    void randomDamageIsRefusedOrReplayed();
    void signalsAnnounceEveryChange();
    void announcesEveryChangeToSave();
};

void TestPartyNight::undoTakesBackResultsOneByOne() {
    NightState night = playedDrive();
    std::vector<NightState> history;
    NightState replayed = NightState::start(night.setup());
    history.push_back(replayed);
    for (const Entry& e : night.log()) {
        replayed.enter(e.table, e.result);
        history.push_back(replayed);
    }
    QCOMPARE(replayed.rounds(), night.rounds());
    while (night.canUndo()) {
        const Entry undone = night.undo();
        history.pop_back();
        QCOMPARE(night.rounds(), history.back().rounds());
        QCOMPARE(night.totals(), history.back().totals());
        QVERIFY(undone.table >= 1);
    }
    QCOMPARE(night.currentRound(), 0);
    QVERIFY(night.log().empty());
}

void TestPartyNight::fileRoundTrip() {
    QTemporaryDir dir;
    const QString path = dir.filePath("night.pcnight");
    const NightState night = playedDrive();
    QVERIFY(saveNight(night, path).isEmpty());
    const NightState back = loadNight(path);
    QCOMPARE(back.setup(), night.setup());
    QCOMPARE(back.log(), night.log());
    QCOMPARE(back.rounds(), night.rounds());
    QCOMPARE(back.totals(), night.totals());
    QCOMPARE(back.log().back().result.source, Source::App);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("\"game\": \"party-night\""));
    QVERIFY(text.contains("\"progression\": \"up-and-down\""));
}

void TestPartyNight::knockoutRoundTrip() {
    NightState night = NightState::start(knockoutSetup(7, 3));
    night.enter(1, TableResult{{}, night.rounds()[0].tables[0].seats[1], Source::Typed});
    const NightState back = nightFromData(saved(night));
    QCOMPARE(back.rounds(), night.rounds());
    QCOMPARE(back.log(), night.log());
}

void TestPartyNight::damagedFilesAreRefused_data() {
    const NightState night = playedDrive();
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("says");
    const QByteArray good = saved(night);
    QTest::newRow("empty") << QByteArray() << "";
    QTest::newRow("truncated") << good.left(good.size() / 2) << "";
    QTest::newRow("another game") << QByteArray(good).replace("party-night", "kings-men") << "";
    QTest::newRow("newer version")
        << edited(night, [](QJsonObject& b) { b["version"] = 2; }) << "version";
    QTest::newRow("no night") << edited(night, [](QJsonObject& b) { b.remove("night"); })
                              << "night";
    QTest::newRow("bad format") << edited(night, [](QJsonObject& b) { b["night"] = "whist"; })
                                << "night";
    QTest::newRow("draw not a permutation") << edited(night, [](QJsonObject& b) {
        QJsonArray d = b["draw"].toArray();
        d[1] = d[0];
        b["draw"] = d;
    }) << "draw";
    QTest::newRow("impossible score") << edited(night, [](QJsonObject& b) {
        QJsonArray rs = b["results"].toArray();
        QJsonObject r = rs[0].toObject();
        QJsonArray s = r["scores"].toArray();
        s[0] = 199;
        r["scores"] = s;
        rs[0] = r;
        b["results"] = rs;
    }) << "result 1";
    QTest::newRow("result of a later round") << edited(night, [](QJsonObject& b) {
        QJsonArray rs = b["results"].toArray();
        QJsonObject r = rs[0].toObject();
        r["round"] = 2;
        rs[0] = r;
        b["results"] = rs;
    }) << "result 1";
    QTest::newRow("same table twice") << edited(night, [](QJsonObject& b) {
        QJsonArray rs = b["results"].toArray();
        rs.insert(1, rs[0]);
        b["results"] = rs;
    }) << "result 2";
    QTest::newRow("duplicate name") << edited(night, [](QJsonObject& b) {
        QJsonArray es = b["entrants"].toArray();
        es[1] = es[0];
        b["entrants"] = es;
    }) << "twice";
    QTest::newRow("too few entrants") << edited(night, [](QJsonObject& b) {
        b["entrants"] = QJsonArray{QJsonArray{"A"}};
        b["draw"] = QJsonArray{0};
        b["results"] = QJsonArray();
    }) << "4 to 64";
    QTest::newRow("rounds out of range") << edited(night, [](QJsonObject& b) {
        QJsonObject o = b["options"].toObject();
        o["rounds"] = 0;
        b["options"] = o;
    }) << "rounds";
}

void TestPartyNight::damagedFilesAreRefused() {
    QFETCH(QByteArray, data);
    QFETCH(QString, says);
    try {
        nightFromData(data);
        QFAIL("a damaged file was accepted");
    } catch (const FormatError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(says), e.what());
    }
}

void TestPartyNight::failedLoadLeavesTheNightAlone() {
    Night table;
    QVERIFY(table.draw(driveSetup(9, 4, 3)).isEmpty());
    QVERIFY(table.enterScores(1, {50, 60, 70, 80, 90}).isEmpty());
    const NightState before = table.state();
    QSignalSpy drawn(&table, &Night::drawn);
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.pcnight");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(saved(playedDrive()).replace("\"scores\"", "\"scorez\""));
    f.close();
    QVERIFY(!table.tryLoad(bad).isEmpty());
    QVERIFY(!table.tryLoad(dir.filePath("missing.pcnight")).isEmpty());
    QVERIFY(!table.tryLoadData("{\"format\":\"players-club\"").isEmpty());
    QCOMPARE(drawn.count(), 0);
    QCOMPARE(table.state().rounds(), before.rounds());
    QCOMPARE(table.state().log(), before.log());
    // A bad setup leaves the night alone too.
    QVERIFY(!table.draw(driveSetup(3, 1)).isEmpty());
    QCOMPARE(table.state().setup(), before.setup());
}

// Random bytes changed in a good file: every one is either refused with a
// FormatError or opens as a night that replays to itself; nothing else.
void TestPartyNight::randomDamageIsRefusedOrReplayed() {
    const QByteArray good = saved(playedDrive());
    Random rng(2026);
    int refused = 0, opened = 0;
    for (int i = 0; i < 3000; ++i) {
        QByteArray data = good;
        const int changes = 1 + int(rng.below(4));
        for (int c = 0; c < changes; ++c)
            data[int(rng.below(std::uint32_t(data.size())))] = char(rng.below(128));
        try {
            const NightState night = nightFromData(data);
            QCOMPARE(NightState::replay(night.setup(), night.log()).rounds(), night.rounds());
            ++opened;
        } catch (const FormatError&) {
            ++refused;
        }
    }
    QVERIFY(refused > 0);
    QVERIFY(opened > 0); // some changes (a digit of a score) still make a night
}

void TestPartyNight::signalsAnnounceEveryChange() {
    Night table;
    QSignalSpy drawn(&table, &Night::drawn), entered(&table, &Night::resultEntered),
        undone(&table, &Night::resultUndone), complete(&table, &Night::roundComplete),
        over(&table, &Night::nightOver);
    Setup setup = knockoutSetup(3, 8);
    setup.draw = {0, 1, 2};
    QVERIFY(table.draw(setup).isEmpty());
    QCOMPARE(drawn.count(), 1);
    QVERIFY(!table.enterWinner(1, 2).isEmpty()); // pair 2 has the bye
    QCOMPARE(entered.count(), 0);
    QVERIFY(table.enterWinner(1, 1).isEmpty());
    QCOMPARE(entered.count(), 1);
    QCOMPARE(entered.at(0).at(0).toInt(), 0);
    QCOMPARE(complete.count(), 1);
    QVERIFY(table.enterFromGame(1, TableResult{{}, 2, Source::Typed}).isEmpty());
    QCOMPARE(table.state().log().back().result.source, Source::App);
    QCOMPARE(complete.count(), 2);
    QCOMPARE(over.count(), 1);
    QVERIFY(table.isOver());
    QVERIFY(table.undo());
    QCOMPARE(undone.count(), 1);
    QCOMPARE(undone.at(0).at(0).toInt(), 1);
    QCOMPARE(undone.at(0).at(1).toInt(), 1);
    QVERIFY(!table.isOver());
    QVERIFY(table.undo());
    QVERIFY(!table.undo());
    QCOMPARE(table.state().rounds().size(), std::size_t(1));
}

// The night writes no file of its own: it says when it changed (before the
// signal that says how), and the app's shared autosaver writes trySave().
void TestPartyNight::announcesEveryChangeToSave() {
    QTemporaryDir dir;
    const QString path = dir.filePath("autosave.pcnight");
    Night table;
    QStringList heard;
    connect(&table, &Night::changed, &table, [&] {
        heard << QStringLiteral("changed");
        QVERIFY(table.trySave(path).isEmpty()); // as the autosaver does
    });
    connect(&table, &Night::drawn, &table, [&] { heard << QStringLiteral("drawn"); });
    connect(&table, &Night::resultEntered, &table, [&] { heard << QStringLiteral("entered"); });
    connect(&table, &Night::resultUndone, &table, [&] { heard << QStringLiteral("undone"); });
    QVERIFY(table.draw(driveSetup(8, 12, 2)).isEmpty());
    QVERIFY(loadNight(path).log().empty());
    QVERIFY(table.enterScores(2, {10, 20, 30, 40}).isEmpty());
    QCOMPARE(loadNight(path).log(), table.state().log());
    QVERIFY(table.undo());
    QVERIFY(loadNight(path).log().empty());
    QVERIFY(!table.enterScores(99, {10, 20, 30, 40}).isEmpty()); // refused: nothing changed
    QVERIFY(!table.tryLoad(dir.filePath("no/such/night.pcnight")).isEmpty());
    QCOMPARE(heard, QStringList({"changed", "drawn", "changed", "entered", "changed", "undone"}));
    QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(files, QStringList{QStringLiteral("autosave.pcnight")}); // no file of its own
}

void TestPartyNight::everySeedReadsBack_data() {
    club::test::addSeedsToReadBack();
}

// Issue 14, finding 1: every seed a night is saved with reads back.
void TestPartyNight::everySeedReadsBack() {
    QFETCH(quint64, seed);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.pcnight"));
    club::party::Setup setup;
    for (const char* name : {"Ann", "Bob", "Cy", "Di"})
        setup.entrants.push_back(club::party::Entrant{{QLatin1String(name)}});
    setup.seed = seed;
    QCOMPARE(club::party::saveNight(club::party::NightState::start(setup), path).english(),
             QString());
    QCOMPARE(club::party::loadNight(path).setup().seed, seed);
}

QTEST_GUILESS_MAIN(TestPartyNight)
#include "tst_party_night.moc"
