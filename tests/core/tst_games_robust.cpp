// SPDX-License-Identifier: GPL-3.0-or-later
// Every game's save files against outside data (issue 14): the findings
// made on P.M. and King's Men, checked on every registered save format
// (core/game_formats.h), each through the check the program's Open uses. A
// game added to the engine's list is covered here without an edit. The
// reproducers live in tests/fuzz/corpus/<extension>/sf-*; the fuzzers
// (tests/fuzz) found the Cribbage, Patchesi and party-night ones.
//
// - Every registered format has a seed corpus of valid files of several
//   kinds and a fuzz harness (tests/<game>/fuzz_<extension>.cpp).
// - Every valid-* file of the seed corpus loads (the fuzzers start from
//   files the loaders accept, and old saves keep loading).
// - A Cribbage move is judged on its whole text (as King's Men finding 2).
// - A refusal quotes outside text with control characters escaped and no
//   half surrogate pair (finding 5).
// - FIFOs and devices are refused without blocking (finding 4).
// - A path holding a NUL is refused, though the name cut at the NUL is a
//   good save (finding 1 of 2026-11-28).
// Every seed a save is written with reads back (finding 1): each game's
// own suite (tests/<game>), as only the game knows how to write one.
#include "core/game_formats.h"
#include "test_paths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <functional>
#include <future>
#include <sys/stat.h>

using namespace club;

namespace {
const QString Corpus = club::test::sourcePath(QStringLiteral("/tests/fuzz/corpus/"));

/// Every registered save format's extension: its corpus folder's name.
QStringList formats() {
    registerEngineGames();
    QStringList list;
    for (const GameFormat& format : GameFormats::all())
        list << format.extension;
    return list;
}

/// What the program's Open says of the file at `path` (empty: it opens),
/// asked of the format registered for `extension`.
QString refusal(const QString& extension, const QString& path) {
    const GameFormat* format = GameFormats::forExtension(extension);
    if (!format) return QStringLiteral("no registered format for .") + extension;
    return format->check(path).english();
}

/// Empty when `text` has no control character and no half surrogate pair.
QString unsafe(const QString& text) {
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() < 0xa0))
            return QStringLiteral("control character at %1").arg(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            ++i;
        else if (c.isSurrogate())
            return QStringLiteral("half a surrogate pair at %1").arg(i);
    }
    return {};
}

/// The fuzz harnesses in the tree, by name (fuzz_<name>.cpp anywhere in tests/).
QStringList fuzzHarnesses() {
    QStringList names;
    QDirIterator it(club::test::sourcePath(QStringLiteral("/tests")),
                    {QStringLiteral("fuzz_*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        names << it.next().section(QLatin1Char('/'), -1).mid(5).chopped(4);
    return names;
}
} // namespace

class TestGamesRobust : public QObject {
    Q_OBJECT
private slots:
    void everyFormatHasACorpusAndAHarness_data();
    void everyFormatHasACorpusAndAHarness();
    void validCorpusFilesLoad_data();
    void validCorpusFilesLoad();
    void cribMoveJudgedOnItsWholeText();
    void refusalsQuoteSafely_data();
    void refusalsQuoteSafely();
    void devicesAndPipesRefused_data();
    void devicesAndPipesRefused();
    void pathWithNulRefused_data();
    void pathWithNulRefused();
};

void TestGamesRobust::everyFormatHasACorpusAndAHarness_data() {
    QTest::addColumn<QString>("format");
    QVERIFY(!formats().isEmpty());
    for (const QString& format : formats())
        QTest::newRow(qPrintable(format)) << format;
}

// A registered format without valid files of several kinds, or without a
// harness, fails here: the fuzzers and the checks below need them.
void TestGamesRobust::everyFormatHasACorpusAndAHarness() {
    QFETCH(QString, format);
    const QStringList files =
        QDir(Corpus + format).entryList({QStringLiteral("valid-*")}, QDir::Files);
    QVERIFY2(files.size() >= 3,
             qPrintable(QStringLiteral("tests/fuzz/corpus/%1 holds %2 valid-* files, not 3")
                            .arg(format)
                            .arg(files.size())));
    QVERIFY2(fuzzHarnesses().contains(format),
             qPrintable(QStringLiteral("no fuzz harness fuzz_%1.cpp under tests/").arg(format)));
}

void TestGamesRobust::validCorpusFilesLoad_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("path");
    for (const QString& format : formats()) {
        const QDir dir(Corpus + format);
        const QStringList files = dir.entryList({QStringLiteral("valid-*")}, QDir::Files);
        for (const QString& f : files)
            QTest::newRow(qPrintable(format + QLatin1Char('/') + f)) << format << dir.filePath(f);
    }
}

void TestGamesRobust::validCorpusFilesLoad() {
    QFETCH(QString, format);
    QFETCH(QString, path);
    const QString problem = refusal(format, path);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// As King's Men finding 2: the move was parsed from its first 60 characters.
void TestGamesRobust::cribMoveJudgedOnItsWholeText() {
    const QString message =
        refusal(QStringLiteral("cribbage"),
                Corpus + QStringLiteral("cribbage/sf-crib-move-junk-after-60-chars.cribbage"));
    QVERIFY2(message.contains(QLatin1String("is not a move")), qPrintable(message));
    QVERIFY(message.contains(QChar(0x2026))); // the quote is cut, the move was not
}

void TestGamesRobust::refusalsQuoteSafely_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("cribbage move, control characters")
        << "cribbage/sf-crib-message-quotes-control-characters.cribbage"
        << "(\"\\u0007\\n\\u001b[31mred\") is not a move";
    QTest::newRow("cribbage move, surrogate pair at the cut")
        << "cribbage/sf-crib-message-splits-a-surrogate-pair.cribbage"
        << "is not a move";
    QTest::newRow("patchesi player") << "patchesi/sf-pat-message-quotes-control-characters.patchesi"
                                     << "unknown player \"\\u0007\\n\\u001b[31mred\"";
    QTest::newRow("party night name")
        << "pcnight/sf-party-message-quotes-control-characters.pcnight"
        << "the name \"\\u001b[31mRED\\u0007\" is entered twice";
}

void TestGamesRobust::refusalsQuoteSafely() {
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const QString message = refusal(file.section('/', 0, 0), Corpus + file);
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(unsafe(message).isEmpty(), qPrintable(unsafe(message)));
}

void TestGamesRobust::devicesAndPipesRefused_data() {
    QTest::addColumn<QString>("format");
    for (const QString& format : formats())
        QTest::newRow(qPrintable(format)) << format;
}

// Finding 4, on every loader: /dev/zero never ends, a FIFO blocks.
void TestGamesRobust::devicesAndPipesRefused() {
    QFETCH(QString, format);
    const auto load = [&](const QString& path) { return refusal(format, path); };
    QTemporaryDir dir;
    const QString zero = dir.filePath(QStringLiteral("zero.") + format);
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    QVERIFY(load(zero).contains(QLatin1String("not an ordinary file")));
    const QString fifo = dir.filePath(QStringLiteral("fifo.") + format);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    auto result = std::async(std::launch::async, [&] { return load(fifo); });
    if (result.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        QFile unblock(fifo); // let the stuck reader go before failing
        unblock.open(QIODevice::WriteOnly);
        unblock.close();
        QFAIL("reading a FIFO blocked");
    }
    QVERIFY(result.get().contains(QLatin1String("not an ordinary file")));
}

void TestGamesRobust::pathWithNulRefused_data() {
    devicesAndPipesRefused_data();
}

void TestGamesRobust::pathWithNulRefused() {
    QFETCH(QString, format);
    const QDir corpus(Corpus + format);
    const QString valid = corpus.entryList({QStringLiteral("valid-*")}, QDir::Files).value(0);
    QTemporaryDir dir;
    const QString cut = dir.filePath(QStringLiteral("x.") + format);
    QVERIFY(QFile::copy(corpus.filePath(valid), cut));
    QVERIFY(refusal(format, cut).isEmpty());
    const QString message = refusal(format, cut + QChar(0) + QStringLiteral(".txt"));
    QVERIFY2(message.contains(QLatin1String("a file name cannot hold a NUL character")),
             qPrintable(message));
}

QTEST_GUILESS_MAIN(TestGamesRobust)
#include "tst_games_robust.moc"
