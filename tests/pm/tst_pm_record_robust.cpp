// SPDX-License-Identifier: GPL-3.0-or-later
// P.M. save files against outside data (issue 14, the reproducers in
// tests/fuzz/corpus/pmrubber) and kept compatible (issue 11): rubbers of
// every format version written by the program (v1-*: 2026-11, with the deal
// recomputed from the seed; v2-*: with the cards dealt) keep loading to the
// position recorded beside them in tests/pm/data (*.expected).
//
// The fixtures were written by the writeFixtures slot, which runs only with
// PLAYERS_CLUB_WRITE_FIXTURES=<folder> set and names them by the version it
// writes; never rewrite the ones kept, add the new ones.
#include "core/format_error.h"
#include "pm/rubber_file.h"
#include "pm_record_util.h"
#include "test_paths.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace club;
using namespace club::pm;
using namespace pmtest;

namespace {
const QString Data = club::test::sourcePath(QStringLiteral("/tests/pm/data/"));
const QString Corpus = club::test::sourcePath(QStringLiteral("/tests/fuzz/corpus/pmrubber/"));

// Everything a player sees of where the rubber stands.
QString summary(const Rubber& r) {
    QString s;
    for (int seat = 0; seat < r.players(); ++seat) {
        s += QStringLiteral("seat %1 %2:").arg(seat).arg(r.config().seats[seat].name);
        for (int g = 0; g < Rubber::GamesPerRubber; ++g) {
            const auto score = r.score(g, seat);
            s += score ? QStringLiteral(" %1").arg(*score) : QStringLiteral(" -");
        }
        s += QLatin1Char('\n');
    }
    const Game& g = r.current();
    s += QStringLiteral("game %1, turn %2, to move %3, top %4, over %5\n")
             .arg(r.records().size())
             .arg(g.turnsPlayed())
             .arg(g.toMove())
             .arg(g.topValue())
             .arg(g.isOver());
    for (int seat = 0; seat < g.players(); ++seat) {
        s += QStringLiteral("hand");
        for (CardId id : g.hand(seat))
            s += QStringLiteral(" %1").arg(g.card(id).value);
        s += QStringLiteral(", men");
        for (int place : g.men(seat))
            s += QStringLiteral(" %1").arg(place);
        s += QLatin1Char('\n');
    }
    return s;
}

QString refusal(const QString& path) {
    try {
        loadRubber(path);
    } catch (const FormatError& e) {
        return e.message().english();
    }
    return {};
}
} // namespace

class TestPmRecordRobust : public QObject {
    Q_OBJECT
private slots:
    void writeFixtures();
    void savedFilesLoad_data();
    void savedFilesLoad();
    void ownSaveWithAnySeedLoads();
    void nameStartingWithByteOrderMark();
    void gameFieldQuotedSafely();
    void devicesAndPipesRefused();
};

void TestPmRecordRobust::writeFixtures() {
    const QString to = qEnvironmentVariable("PLAYERS_CLUB_WRITE_FIXTURES");
    if (to.isEmpty()) QSKIP("set PLAYERS_CLUB_WRITE_FIXTURES=<folder> to write new fixtures");
    struct Fixture {
        const char* name;
        QStringList kinds;
        std::uint64_t seed;
        int moves;
        bool sections;
    };
    const QStringList eight(8, QStringLiteral("random"));
    for (const Fixture& f :
         {Fixture{"3-players-game-2", {"person", "random", "greedy"}, 4242, 38, false},
          Fixture{"2-players-finished", {"random", "random"}, 777, -1, false},
          Fixture{"8-players-sections", eight, 9007199254740991ULL, 120, true},
          Fixture{"4-players-big-seed",
                  {"random", "greedy", "random", "person"},
                  18446744073709551557ULL,
                  70,
                  false}}) {
        Rubber rubber(seatsConfig(f.kinds, f.seed, {}, f.sections));
        club::Random rng(f.seed ^ 11);
        advance(rubber, rng, f.moves);
        const QString base =
            QStringLiteral("%1/v%2-%3").arg(to).arg(RubberFormatVersion).arg(f.name);
        QVERIFY(writeRubber(rubber, base + QStringLiteral(".pmrubber")).isEmpty());
        QFile expected(base + QStringLiteral(".expected"));
        QVERIFY(expected.open(QIODevice::WriteOnly));
        expected.write(summary(rubber).toUtf8());
    }
}

void TestPmRecordRobust::savedFilesLoad_data() {
    QTest::addColumn<QString>("base");
    const QStringList files = QDir(Data).entryList({QStringLiteral("v*-*.pmrubber")});
    QVERIFY(files.filter(QRegularExpression(QStringLiteral("^v1-"))).size() >= 4);
    QVERIFY(files.filter(QRegularExpression(QStringLiteral("^v2-"))).size() >= 1);
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << Data + QFileInfo(f).completeBaseName();
}

void TestPmRecordRobust::savedFilesLoad() {
    QFETCH(QString, base);
    QFile expected(base + QStringLiteral(".expected"));
    QVERIFY(expected.open(QIODevice::ReadOnly));
    const auto rubber = loadRubber(base + QStringLiteral(".pmrubber"));
    QCOMPARE(summary(*rubber), QString::fromUtf8(expected.readAll()));
}

// Finding 1.
void TestPmRecordRobust::ownSaveWithAnySeedLoads() {
    const auto rubber =
        loadRubber(Corpus + QStringLiteral("sf-pm-own-save-seed-9007199254740991.pmrubber"));
    QCOMPARE(rubber->config().seed, std::uint64_t(9007199254740991));
    QTemporaryDir dir;
    for (std::uint64_t seed : {std::uint64_t(9000000000000000), std::uint64_t(9007199254740991),
                               std::uint64_t(9007199254740992), ~std::uint64_t(0)}) {
        Rubber r(seatsConfig({"random", "random"}, seed));
        club::Random rng(seed);
        advance(r, rng, 40); // into game 2, whose seed is drawn from 64 bits
        const QString path = dir.filePath(QStringLiteral("s.pmrubber"));
        QVERIFY(writeRubber(r, path).isEmpty());
        QCOMPARE(recordDifference(*loadRubber(path), r), QString());
    }
}

// Finding 3: a seat named U+FEFF + "Ann" came back as "Ann".
void TestPmRecordRobust::nameStartingWithByteOrderMark() {
    const auto rubber =
        loadRubber(Corpus + QStringLiteral("sf-pm-name-starting-with-U+FEFF.pmrubber"));
    QVERIFY(rubber->config().seats[0].name.startsWith(QChar(0xFEFF)));
    QTemporaryDir dir;
    RubberConfig config = seatsConfig({"person", "random"}, 3);
    config.seats[0].name = QString(QChar(0xFEFF)) + QStringLiteral("Ann");
    config.seats[1].name = QString(QChar(0xFEFF));
    Rubber r(config);
    const QString path = dir.filePath(QStringLiteral("bom.pmrubber"));
    QVERIFY(writeRubber(r, path).isEmpty());
    QCOMPARE(loadRubber(path)->config().seats, config.seats);
}

// Finding 5: the "game" field was quoted with its newline and NUL.
void TestPmRecordRobust::gameFieldQuotedSafely() {
    const QString message =
        refusal(Corpus + QStringLiteral("sf-pm-game-field-quoted-raw.pmrubber"));
    QVERIFY(message.contains(QLatin1String("not of P.M.")));
    for (const QChar c : message)
        QVERIFY2(c.unicode() >= 0x20, qPrintable(message));
}

// Finding 4.
void TestPmRecordRobust::devicesAndPipesRefused() {
    QTemporaryDir dir;
    const QString zero = dir.filePath(QStringLiteral("zero.pmrubber"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    QVERIFY(refusal(zero).contains(QLatin1String("not an ordinary file")));
    const QString fifo = dir.filePath(QStringLiteral("fifo.pmrubber"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(refusal(fifo).contains(QLatin1String("not an ordinary file")));
    // The table keeps its rubber and says why.
    Table table;
    QVERIFY(table.tryNewRubber(seatsConfig({"person", "random"}, 5)).isEmpty());
    QVERIFY(table.tryLoad(zero).english().contains(QLatin1String("not an ordinary file")));
    QCOMPARE(table.rubber().config().seed, std::uint64_t(5));
}

QTEST_GUILESS_MAIN(TestPmRecordRobust)
#include "tst_pm_record_robust.moc"
