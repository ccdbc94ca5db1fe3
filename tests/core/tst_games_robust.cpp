// SPDX-License-Identifier: GPL-3.0-or-later
// Every game's save files against outside data (issue 14): the findings
// made on P.M. and King's Men, checked on every loader, the new games'
// included. The reproducers live in tests/fuzz/corpus/<format>/sf-*; the
// fuzzers (tests/fuzz) found the Cribbage, Patchesi and party-night ones.
//
// - Every valid-* file of the seed corpus loads (the fuzzers start from
//   files the loaders accept, and old saves keep loading).
// - A Cribbage move is judged on its whole text (as King's Men finding 2).
// - A refusal quotes outside text with control characters escaped and no
//   half surrogate pair (finding 5).
// - FIFOs and devices are refused without blocking (finding 4).
// - Every seed a save is written with reads back (finding 1).
// - A path holding a NUL is refused, though the name cut at the NUL is a
//   good save (finding 1 of 2026-11-28).
#include "core/format_error.h"
#include "crib/match_file.h"
#include "km/game.h"
#include "party/night_file.h"
#include "pat/game.h"
#include "pm/rubber_file.h"
#include "test_paths.h"

#include <QDir>
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

using Loader = std::function<void(const QString& path)>;

Loader loaderFor(const QString& format) {
    if (format == QLatin1String("pmrubber")) return [](const QString& p) { pm::loadRubber(p); };
    if (format == QLatin1String("kingsmen")) return [](const QString& p) { km::Game::load(p); };
    if (format == QLatin1String("patchesi")) return [](const QString& p) { pat::Game::load(p); };
    if (format == QLatin1String("cribbage"))
        return [](const QString& p) { crib::readMatchFile(p); };
    return [](const QString& p) { party::loadNight(p); };
}

const QStringList Formats = {QStringLiteral("pmrubber"), QStringLiteral("kingsmen"),
                             QStringLiteral("patchesi"), QStringLiteral("cribbage"),
                             QStringLiteral("pcnight")};

QString refusal(const std::function<void()>& load) {
    try {
        load();
    } catch (const FormatError& e) {
        return e.message().english();
    }
    return {};
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

/// Saves a fresh game of `format` with `seed` at `path`, loads it and
/// returns the seed it was read back with.
std::uint64_t seedRoundTrip(const QString& format, std::uint64_t seed, const QString& path) {
    if (format == QLatin1String("patchesi")) {
        pat::Game game(pat::Setup::standard(pat::Kind::Single, 2), seed);
        game.throwDie();
        if (!game.trySave(path).isEmpty()) return ~seed;
        return pat::Game::load(path).seed();
    }
    if (format == QLatin1String("cribbage")) {
        crib::SavedMatch saved;
        saved.seed = seed;
        saved.seats = {crib::Seat{QStringLiteral("Ann"), 0, QStringLiteral("person")},
                       crib::Seat{QStringLiteral("Bob"), 1, QStringLiteral("expert")}};
        if (!crib::writeMatchFile(path, saved).isEmpty()) return ~seed;
        return crib::readMatchFile(path).seed;
    }
    party::Setup setup;
    for (const char* name : {"Ann", "Bob", "Cy", "Di"})
        setup.entrants.push_back(party::Entrant{{QLatin1String(name)}});
    setup.seed = seed;
    if (!party::saveNight(party::NightState::start(setup), path).isEmpty()) return ~seed;
    return party::loadNight(path).setup().seed;
}
} // namespace

class TestGamesRobust : public QObject {
    Q_OBJECT
private slots:
    void validCorpusFilesLoad_data();
    void validCorpusFilesLoad();
    void cribMoveJudgedOnItsWholeText();
    void refusalsQuoteSafely_data();
    void refusalsQuoteSafely();
    void devicesAndPipesRefused_data();
    void devicesAndPipesRefused();
    void everySeedReadsBack_data();
    void everySeedReadsBack();
    void pathWithNulRefused_data();
    void pathWithNulRefused();
};

void TestGamesRobust::validCorpusFilesLoad_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("path");
    for (const QString& format : Formats) {
        const QDir dir(Corpus + format);
        const QStringList files = dir.entryList({QStringLiteral("valid-*")}, QDir::Files);
        QVERIFY2(files.size() >= 3, qPrintable(format)); // every kind of game, not one
        for (const QString& f : files)
            QTest::newRow(qPrintable(format + QLatin1Char('/') + f)) << format << dir.filePath(f);
    }
}

void TestGamesRobust::validCorpusFilesLoad() {
    QFETCH(QString, format);
    QFETCH(QString, path);
    const QString problem = refusal([&] { loaderFor(format)(path); });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// As King's Men finding 2: the move was parsed from its first 60 characters.
void TestGamesRobust::cribMoveJudgedOnItsWholeText() {
    const QString message = refusal(
        [] { crib::readMatchFile(Corpus + "cribbage/sf-crib-move-junk-after-60-chars.cribbage"); });
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
    const QString message = refusal([&] { loaderFor(file.section('/', 0, 0))(Corpus + file); });
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(unsafe(message).isEmpty(), qPrintable(unsafe(message)));
}

void TestGamesRobust::devicesAndPipesRefused_data() {
    QTest::addColumn<QString>("format");
    for (const QString& format : Formats)
        QTest::newRow(qPrintable(format)) << format;
}

// Finding 4, on every loader: /dev/zero never ends, a FIFO blocks.
void TestGamesRobust::devicesAndPipesRefused() {
    QFETCH(QString, format);
    const Loader load = loaderFor(format);
    QTemporaryDir dir;
    const QString zero = dir.filePath(QStringLiteral("zero.") + format);
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    QVERIFY(refusal([&] { load(zero); }).contains(QLatin1String("not an ordinary file")));
    const QString fifo = dir.filePath(QStringLiteral("fifo.") + format);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    auto result = std::async(std::launch::async, [&] { return refusal([&] { load(fifo); }); });
    if (result.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        QFile unblock(fifo); // let the stuck reader go before failing
        unblock.open(QIODevice::WriteOnly);
        unblock.close();
        QFAIL("reading a FIFO blocked");
    }
    QVERIFY(result.get().contains(QLatin1String("not an ordinary file")));
}

void TestGamesRobust::everySeedReadsBack_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<quint64>("seed");
    for (const char* format : {"patchesi", "cribbage", "pcnight"})
        for (quint64 seed : {quint64(0), quint64(9000000000000001ULL), quint64(9007199254740991ULL),
                             quint64(9007199254740993ULL), ~quint64(0)})
            QTest::addRow("%s %llu", format, static_cast<unsigned long long>(seed))
                << QString::fromLatin1(format) << seed;
}

void TestGamesRobust::everySeedReadsBack() {
    QFETCH(QString, format);
    QFETCH(quint64, seed);
    QTemporaryDir dir;
    quint64 read = ~seed;
    const QString problem = refusal(
        [&] { read = seedRoundTrip(format, seed, dir.filePath(QStringLiteral("s.") + format)); });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(read, seed);
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
    QVERIFY(refusal([&] { loaderFor(format)(cut); }).isEmpty());
    const QString message =
        refusal([&] { loaderFor(format)(cut + QChar(0) + QStringLiteral(".txt")); });
    QVERIFY2(message.contains(QLatin1String("a file name cannot hold a NUL character")),
             qPrintable(message));
}

QTEST_GUILESS_MAIN(TestGamesRobust)
#include "tst_games_robust.moc"
