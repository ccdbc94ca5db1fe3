// SPDX-License-Identifier: GPL-3.0-or-later
// What outside data cannot do to a loader (../shared/fuzz-findings, issue
// 14): every seed the program writes reads back (findings 1, 7), a leading
// U+FEFF in a string survives writing and parsing (3, 8), quoted text is
// printable and whole characters (5, 6, 9), and files are read through a
// bounded reader that refuses devices and pipes and stops at its limit (4).
// Of 2026-11-28: a path holding a NUL names no file, for writing or reading
// (finding 1).
#include "core/bounded_file.h"
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/json_text.h"
#include "core/printable.h"
#include "core/random.h"
#include "core/save_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <future>
#include <limits>
#include <sys/stat.h>

using namespace club;

namespace {
std::uint64_t roundTrip(std::uint64_t seed) {
    const QJsonObject written{{QStringLiteral("seed"), json::seedValue(seed)}};
    QJsonParseError error{};
    const QJsonObject read = json::parse(json::serialize(written), &error).object();
    return json::seed(read, "seed");
}

bool seedRefused(const QByteArray& text) {
    try {
        json::seed(json::parse(text, nullptr).object(), "seed");
        return false;
    } catch (const FormatError& e) {
        return QString::fromStdString(e.what()).contains(QLatin1String("18446744073709551615"));
    }
}

QString refusal(const std::function<void()>& load) {
    try {
        load();
    } catch (const FormatError& e) {
        return e.message().english();
    }
    return {};
}
} // namespace

class TestSaveRobustness : public QObject {
    Q_OBJECT
private slots:
    void everySeedWrittenReadsBack_data();
    void everySeedWrittenReadsBack();
    void randomSeedsReadBack();
    void seedsWrittenAsStringsAboveTwoTo53();
    void ambiguousSeedsRefused_data();
    void ambiguousSeedsRefused();
    void byteOrderMarkSurvives();
    void byteOrderMarkParseErrorOffset();
    void quotableEscapesAndCuts();
    void printableMessageKeepsEverything();
    void fifoRefusedWithoutBlocking();
    void deviceRefused();
    void readStopsAtTheLimit();
    void guardLoadLetsOnlyFormatErrorOut();
    void pathWithNulNamesNoFile();
    void leftWholeKeepsPairs();
};

void TestSaveRobustness::everySeedWrittenReadsBack_data() {
    QTest::addColumn<quint64>("seed");
    const std::uint64_t two53 = std::uint64_t(1) << 53;
    for (std::uint64_t s : {std::uint64_t(0), std::uint64_t(1), std::uint64_t(8999999999999999),
                            std::uint64_t(9000000000000000), std::uint64_t(9000000000000001),
                            two53 - 1, two53, two53 + 1, std::uint64_t(1) << 63,
                            std::numeric_limits<std::uint64_t>::max()})
        QTest::newRow(qPrintable(QString::number(s))) << quint64(s);
}

// Finding 1: seeds from 9.0e15 to 2^53 were written as numbers and refused.
void TestSaveRobustness::everySeedWrittenReadsBack() {
    QFETCH(quint64, seed);
    QCOMPARE(quint64(roundTrip(seed)), seed);
}

void TestSaveRobustness::randomSeedsReadBack() {
    Random rng(14);
    for (int i = 0; i < 100000; ++i) {
        // Uniform in 64 bits, and uniform just below 2^53 where the bug was.
        const std::uint64_t a = rng.next();
        const std::uint64_t b = (std::uint64_t(1) << 53) - 1 - (rng.next() % 1000000000000000);
        QCOMPARE(roundTrip(a), a);
        QCOMPARE(roundTrip(b), b);
    }
}

void TestSaveRobustness::seedsWrittenAsStringsAboveTwoTo53() {
    QVERIFY(json::seedValue((std::uint64_t(1) << 53) - 1).isDouble());
    QVERIFY(json::seedValue(std::uint64_t(1) << 53).isString());
}

void TestSaveRobustness::ambiguousSeedsRefused_data() {
    QTest::addColumn<QByteArray>("text");
    // 2^53 + 1 parses as the double 2^53: a number from 2^53 up may stand
    // for a neighbour, so it must come as a string.
    QTest::newRow("2^53 + 1 as number") << QByteArray(R"({"seed":9007199254740993})");
    QTest::newRow("2^53 as number") << QByteArray(R"({"seed":9007199254740992})");
    QTest::newRow("2^64 as string") << QByteArray(R"({"seed":"18446744073709551616"})");
    QTest::newRow("spaces") << QByteArray(R"({"seed":" 42 "})");
    QTest::newRow("plus sign") << QByteArray(R"({"seed":"+5"})");
    QTest::newRow("leading zero") << QByteArray(R"({"seed":"00012"})");
    QTest::newRow("empty string") << QByteArray(R"({"seed":""})");
    QTest::newRow("fraction") << QByteArray(R"({"seed":1.5})");
    QTest::newRow("negative") << QByteArray(R"({"seed":-1})");
}

void TestSaveRobustness::ambiguousSeedsRefused() {
    QFETCH(QByteArray, text);
    QVERIFY(seedRefused(text));
}

// Findings 3 and 8: Qt's parser drops a U+FEFF at the start of a string.
void TestSaveRobustness::byteOrderMarkSurvives() {
    const QString bom(QChar(0xFEFF));
    const QJsonObject written{{QStringLiteral("name"), bom + QStringLiteral("Ann")},
                              {QStringLiteral("only"), bom},
                              {bom + QStringLiteral("key"), bom + bom}};
    const QByteArray text = json::serialize(written);
    QVERIFY(!text.contains("\xEF\xBB\xBF"));
    QCOMPARE(json::parse(text, nullptr).object(), written);
    // Raw bytes, as another writer (or an older Players Club) puts them.
    const QByteArray raw = QJsonDocument(written).toJson();
    QVERIFY(raw.contains("\xEF\xBB\xBF"));
    QCOMPARE(json::parse(raw, nullptr).object(), written);
    // An escaped quote before the mark does not end the string early.
    const QByteArray quoted("{\"a\":\"x\\\"\xEF\xBB\xBFy\"}");
    QCOMPARE(json::parse(quoted, nullptr).object().value(QStringLiteral("a")).toString(),
             QStringLiteral("x\"") + bom + QStringLiteral("y"));
    // A mark before the document is still skipped.
    QCOMPARE(json::parse("\xEF\xBB\xBF{\"a\":1}", nullptr).object().value(QStringLiteral("a")),
             QJsonValue(1));
}

void TestSaveRobustness::byteOrderMarkParseErrorOffset() {
    const QByteArray broken("{\"a\":\"\xEF\xBB\xBF\xEF\xBB\xBF\",,}");
    QJsonParseError escaped{}, plain{};
    json::parse(broken, &escaped);
    QJsonDocument::fromJson(broken, &plain);
    QVERIFY(escaped.error != QJsonParseError::NoError);
    QCOMPARE(escaped.offset, plain.offset);
}

// Findings 5, 6, 9.
void TestSaveRobustness::quotableEscapesAndCuts() {
    QCOMPARE(quotable(QStringLiteral("c11-c10")), QStringLiteral("c11-c10"));
    QCOMPARE(quotable(QString::fromUtf8("\x07\n\x1b[31mred")),
             QStringLiteral("\\u0007\\n\\u001b[31mred"));
    QCOMPARE(quotable(QString::fromUtf8("a\0b", 3)), QStringLiteral("a\\u0000b"));
    QCOMPARE(quotable(QStringLiteral("say \"x\\y\"")), QStringLiteral("say \\\"x\\\\y\\\""));
    QCOMPARE(quotable(QString(QChar(0x202E)) + QStringLiteral("abc")),
             QStringLiteral("\\u202eabc"));
    // 59 letters and an emoji: the emoji is the 60th character, kept whole.
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80");
    const QString long1 = QString(59, QLatin1Char('x')) + emoji + QStringLiteral("tail");
    QCOMPARE(quotable(long1, 60), QString(59, QLatin1Char('x')) + emoji + QChar(0x2026));
    const QString long2 = QString(60, QLatin1Char('x')) + emoji;
    QCOMPARE(quotable(long2, 60), QString(60, QLatin1Char('x')) + QChar(0x2026));
    // A lone surrogate becomes an escape, never half a pair in the result.
    const QString lone = QStringLiteral("a") + QChar(0xD83D) + QStringLiteral("b");
    QCOMPARE(quotable(lone), QStringLiteral("a\\ud83db"));
    for (const QString& s : {quotable(long1, 60), quotable(long2, 60), quotable(lone)})
        for (qsizetype i = 0; i < s.size(); ++i)
            if (s.at(i).isSurrogate()) {
                QVERIFY(s.at(i).isHighSurrogate() && i + 1 < s.size() &&
                        s.at(i + 1).isLowSurrogate());
                ++i;
            }
}

void TestSaveRobustness::printableMessageKeepsEverything() {
    const QString message = QStringLiteral("unknown command \"abc") + QChar(0) +
                            QStringLiteral("def\r\"; send {\"cmd\":\"help\"}");
    QCOMPARE(printableMessage(message),
             QStringLiteral("unknown command \"abc\\u0000def\\r\"; send {\"cmd\":\"help\"}"));
}

// Finding 4: a FIFO nobody writes to blocked the load for ever.
void TestSaveRobustness::fifoRefusedWithoutBlocking() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.pmrubber"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    auto result = std::async(std::launch::async, [path] {
        return refusal([&] { readSaveFile(path, QStringLiteral("pm"), 1); });
    });
    if (result.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        QFile unblock(path); // let the stuck reader go before failing
        unblock.open(QIODevice::WriteOnly);
        unblock.close();
        QFAIL("reading a FIFO blocked");
    }
    const QString message = result.get();
    QVERIFY2(message.contains(QLatin1String("not an ordinary file")), qPrintable(message));
}

// Finding 4: /dev/zero has size 0 and never ends.
void TestSaveRobustness::deviceRefused() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.kingsmen"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    const QString message = refusal([&] { readSaveFile(path, QStringLiteral("kings-men"), 1); });
    QVERIFY2(message.contains(QLatin1String("not an ordinary file")), qPrintable(message));
    QVERIFY(!refusal([&] { readSaveFile(dir.path(), QStringLiteral("pm"), 1); }).isEmpty());
}

// A regular file whose size says 0 but that has content (as /proc files do)
// is read only up to the limit plus one byte.
void TestSaveRobustness::readStopsAtTheLimit() {
    const QString proc = QStringLiteral("/proc/self/status");
    if (!QFile::exists(proc)) QSKIP("no /proc");
    const Message tooLarge = Message::verbatim(QStringLiteral("too large"));
    QCOMPARE(refusal([&] { readBoundedFile(proc, 10, tooLarge); }), QStringLiteral("too large"));
    QVERIFY(readBoundedFile(proc, 1 << 20, tooLarge).size() > 10);
    QTemporaryDir dir;
    QFile big(dir.filePath(QStringLiteral("big")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    big.write(QByteArray(100, 'x'));
    big.close();
    QCOMPARE(refusal([&] { readBoundedFile(big.fileName(), 99, tooLarge); }),
             QStringLiteral("too large"));
    QCOMPARE(readBoundedFile(big.fileName(), 100, tooLarge).size(), 100);
}

void TestSaveRobustness::guardLoadLetsOnlyFormatErrorOut() {
    QCOMPARE(refusal([] { guardLoad([]() -> int { throw std::bad_alloc(); }); }),
             outOfMemoryMessage().english());
    QCOMPARE(refusal([] { guardLoad([]() -> int { throw std::runtime_error("boom"); }); }),
             QStringLiteral("boom"));
    QCOMPARE(guardLoad([] { return 7; }), 7);
}

// 2026-11-28 finding 1: the name was cut at the NUL, written and read.
void TestSaveRobustness::pathWithNulNamesNoFile() {
    QTemporaryDir dir;
    const QString cut = dir.filePath(QStringLiteral("night.pcnight"));
    const QString withNul = cut + QChar(0) + QStringLiteral(".txt");
    const QString written =
        writeSave(withNul, QStringLiteral("party-night"), 1, QJsonObject()).english();
    QVERIFY2(written.contains(QLatin1String("a file name cannot hold a NUL character")),
             qPrintable(written));
    QVERIFY2(written.contains(QLatin1String("night.pcnight\\u0000.txt")), qPrintable(written));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    // The file the cut name names exists and is a good save: still refused.
    QVERIFY(writeSave(cut, QStringLiteral("party-night"), 1, QJsonObject()).isEmpty());
    QVERIFY(refusal([&] { readSaveFile(cut, QStringLiteral("party-night"), 1); }).isEmpty());
    for (const QString& path : {withNul, cut + QChar(0), QString(QChar(0)) + cut}) {
        const QString read = refusal([&] { readSaveFile(path, QStringLiteral("party-night"), 1); });
        QCOMPARE(read, QStringLiteral("the file cannot be read (a file name cannot hold a NUL "
                                      "character)"));
    }
}

void TestSaveRobustness::leftWholeKeepsPairs() {
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80");
    const QString text = QStringLiteral("ab") + emoji + QStringLiteral("c");
    QCOMPARE(leftWhole(text, 2), QStringLiteral("ab"));
    QCOMPARE(leftWhole(text, 3), QStringLiteral("ab")); // not half the emoji
    QCOMPARE(leftWhole(text, 4), QStringLiteral("ab") + emoji);
    QCOMPARE(leftWhole(text, 99), text);
    QCOMPARE(leftWhole(text, 0), QString());
    const QString lone = QStringLiteral("a") + QChar(0xD83D) + QStringLiteral("b");
    QCOMPARE(leftWhole(lone, 2), lone.left(2)); // a lone half is kept as it is
    // A letter and its combining accent are one character to a reader.
    const QString accented = QStringLiteral("Rene") + QChar(0x0301) + QStringLiteral("e");
    QCOMPARE(leftWhole(accented, 4), QStringLiteral("Ren")); // not "Rene" without its accent
    QCOMPARE(leftWhole(accented, 5), accented.left(5));
    QCOMPARE(leftWhole(accented, 3), QStringLiteral("Ren"));
}

QTEST_GUILESS_MAIN(TestSaveRobustness)
#include "tst_save_robustness.moc"
