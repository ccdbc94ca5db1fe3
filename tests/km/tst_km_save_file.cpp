// SPDX-License-Identifier: GPL-3.0-or-later
// King's Men save files against outside data (issue 14, the reproducers in
// tests/fuzz/corpus/kingsmen) and kept compatible (issue 11): version-1 files
// written by the program of 2026-11 keep loading to the position recorded
// beside them in tests/km/data (*.expected: the diagram and the ply).
//
// The fixtures were written by the writeFixtures slot, which runs only with
// PLAYERS_CLUB_WRITE_FIXTURES=<folder> set; never rewrite them, add new ones.
#include "core/format_error.h"
#include "core/random.h"
#include "km/diagram.h"
#include "km/game.h"
#include "test_paths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace club;
using namespace club::km;

namespace {
const QString Data = club::test::sourcePath(QStringLiteral("/tests/km/data/"));
const QString Corpus = club::test::sourcePath(QStringLiteral("/tests/fuzz/corpus/kingsmen/"));

QString summary(const Game& g) {
    return QString::fromStdString(toDiagram(g.position())) +
           QStringLiteral("ply %1 of %2\n").arg(g.current()).arg(g.moves().size());
}

QString refusal(const QString& path) {
    try {
        Game::load(path);
    } catch (const FormatError& e) {
        return e.message().english();
    }
    return {};
}

Game randomGame(std::uint64_t seed, int choices) {
    Random rng(seed);
    Game g = Game::byLot(seed);
    while (!g.isOver() && g.current() < choices) {
        const MoveList legal = g.legalMoves();
        g.play(legal[int(rng.below(std::uint32_t(legal.size())))]);
    }
    return g;
}
} // namespace

class TestKmSaveFile : public QObject {
    Q_OBJECT
private slots:
    void writeFixtures();
    void versionOneFilesLoad_data();
    void versionOneFilesLoad();
    void ownSaveWithAnySeedLoads();
    void moveJudgedOnTheWholeString();
    void messagesQuoteSafely_data();
    void messagesQuoteSafely();
    void devicesAndPipesRefused();
    void setUpDiagramNamesTheCharacter_data();
    void setUpDiagramNamesTheCharacter();
    void diagramCountsCharacters_data();
    void diagramCountsCharacters();
};

void TestKmSaveFile::writeFixtures() {
    const QString to = qEnvironmentVariable("PLAYERS_CLUB_WRITE_FIXTURES");
    if (to.isEmpty()) QSKIP("set PLAYERS_CLUB_WRITE_FIXTURES=<folder> to write new fixtures");
    struct Fixture {
        const char* name;
        std::uint64_t seed;
        int choices;
        int undo;
    };
    for (const Fixture& f : {Fixture{"v1-midgame", 1937, 60, 0}, Fixture{"v1-with-redo", 11, 90, 7},
                             Fixture{"v1-finished", 5, 100000, 0}}) {
        Game g = randomGame(f.seed, f.choices);
        for (int i = 0; i < f.undo; ++i)
            g.undo();
        const QString base = to + QLatin1Char('/') + QLatin1String(f.name);
        QVERIFY(g.trySave(base + QStringLiteral(".kingsmen")).isEmpty());
        QFile expected(base + QStringLiteral(".expected"));
        QVERIFY(expected.open(QIODevice::WriteOnly));
        expected.write(summary(g).toUtf8());
    }
}

void TestKmSaveFile::versionOneFilesLoad_data() {
    QTest::addColumn<QString>("base");
    const QStringList files = QDir(Data).entryList({QStringLiteral("v1-*.kingsmen")});
    QVERIFY(files.size() >= 3);
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << Data + QFileInfo(f).completeBaseName();
}

void TestKmSaveFile::versionOneFilesLoad() {
    QFETCH(QString, base);
    QFile expected(base + QStringLiteral(".expected"));
    QVERIFY(expected.open(QIODevice::ReadOnly));
    const Game g = Game::load(base + QStringLiteral(".kingsmen"));
    QCOMPARE(summary(g), QString::fromUtf8(expected.readAll()));
}

// Finding 1: the program's own save with a seed in [9.0e15, 2^53).
void TestKmSaveFile::ownSaveWithAnySeedLoads() {
    QCOMPARE(
        Game::load(Corpus + QStringLiteral("sf-km-own-save-seed-9007199254740991.kingsmen")).seed(),
        std::uint64_t(9007199254740991));
    QTemporaryDir dir;
    for (std::uint64_t seed : {std::uint64_t(9000000000000000), std::uint64_t(9007199254740991),
                               std::uint64_t(9007199254740992), ~std::uint64_t(0)}) {
        Game g = Game::byLot(seed);
        g.play(g.legalMoves()[0]);
        const QString path = dir.filePath(QStringLiteral("s.kingsmen"));
        QVERIFY(g.trySave(path).isEmpty());
        QCOMPARE(Game::load(path).seed(), seed);
    }
}

// Finding 2: "c11-c10" + 60 spaces + "junk" was read as "c11-c10".
void TestKmSaveFile::moveJudgedOnTheWholeString() {
    const QString message =
        refusal(Corpus + QStringLiteral("sf-km-move-junk-after-60-chars.kingsmen"));
    QVERIFY2(message.contains(QLatin1String("is not a legal move there")), qPrintable(message));
}

// Finding 5: control characters and half surrogate pairs in messages.
void TestKmSaveFile::messagesQuoteSafely_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("control characters")
        << QStringLiteral("sf-km-message-quotes-control-characters.kingsmen");
    QTest::newRow("surrogate pair")
        << QStringLiteral("sf-km-message-splits-a-surrogate-pair.kingsmen");
}

void TestKmSaveFile::messagesQuoteSafely() {
    QFETCH(QString, file);
    const QString message = refusal(Corpus + file);
    QVERIFY(!message.isEmpty());
    for (qsizetype i = 0; i < message.size(); ++i) {
        const QChar c = message.at(i);
        QVERIFY2(c.unicode() >= 0x20 && (c.unicode() < 0x7f || c.unicode() > 0x9f),
                 qPrintable(message));
        if (c.isHighSurrogate()) {
            QVERIFY2(i + 1 < message.size() && message.at(i + 1).isLowSurrogate(),
                     "half a surrogate pair");
            ++i;
        } else {
            QVERIFY2(!c.isLowSurrogate(), "half a surrogate pair");
        }
    }
}

// Finding 4.
void TestKmSaveFile::devicesAndPipesRefused() {
    QTemporaryDir dir;
    const QString zero = dir.filePath(QStringLiteral("zero.kingsmen"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    QVERIFY(refusal(zero).contains(QLatin1String("not an ordinary file")));
    const QString fifo = dir.filePath(QStringLiteral("fifo.kingsmen"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(refusal(fifo).contains(QLatin1String("not an ordinary file")));
}

void TestKmSaveFile::setUpDiagramNamesTheCharacter_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    // 2026-11-28 finding 2: ESC was quoted as it stands.
    QTest::newRow("control character")
        << QStringLiteral("sf-km-diagram-message-quotes-control-character.kingsmen")
        << QStringLiteral("field \"setup\": unknown diagram character '\\u001b'");
    // 2026-11-28 finding 4: 'é' (two UTF-8 bytes) made the count 122.
    QTest::newRow("non-ASCII character")
        << QStringLiteral("sf-km-diagram-counts-bytes-not-characters.kingsmen")
        << QStringLiteral("field \"setup\": unknown diagram character '") + QChar(0xE9) +
               QLatin1Char('\'');
}

void TestKmSaveFile::setUpDiagramNamesTheCharacter() {
    QFETCH(QString, file);
    QFETCH(QString, expected);
    QCOMPARE(refusal(Corpus + file), expected);
}

// 2026-11-28 finding 4 on fromDiagram itself (the engine tool's km.new and
// km.perft read diagrams with it): characters are counted, not bytes.
void TestKmSaveFile::diagramCountsCharacters_data() {
    QTest::addColumn<QString>("square");
    QTest::addColumn<QString>("shown");
    QTest::newRow("e acute") << QString(QChar(0xE9)) << QString(QChar(0xE9));
    QTest::newRow("euro sign") << QString(QChar(0x20AC)) << QString(QChar(0x20AC));
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80");
    QTest::newRow("emoji (a surrogate pair)") << emoji << emoji;
    QTest::newRow("DEL") << QString(QChar(0x7F)) << QStringLiteral("\\u007f");
    QTest::newRow("quote") << QStringLiteral("\"") << QStringLiteral("\\\"");
}

void TestKmSaveFile::diagramCountsCharacters() {
    QFETCH(QString, square);
    QFETCH(QString, shown);
    QString diagram = QString::fromStdString(toDiagram(Position::start(Side::A)));
    diagram.replace(diagram.indexOf(QLatin1Char('.')), 1, square);
    try {
        fromDiagram(diagram.toStdString(), Side::A);
        QFAIL("the diagram was read");
    } catch (const FormatError& e) {
        QCOMPARE(e.message().english(),
                 QStringLiteral("unknown diagram character '") + shown + QLatin1Char('\''));
    }
}

QTEST_GUILESS_MAIN(TestKmSaveFile)
#include "tst_km_save_file.moc"
