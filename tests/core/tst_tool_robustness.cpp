// SPDX-License-Identifier: GPL-3.0-or-later
// The engine tool's findings (../shared/fuzz-findings, kept in
// tests/fuzz/corpus/tool): a whole error message however the request is
// made (6), control characters escaped in it (9), an id echoed unchanged
// even when it starts with U+FEFF (8), and every seed the tool prints
// accepted back (7). Of 2026-11-28: a path holding a NUL names no file (1),
// quoted text is cut at a whole character (3), and a command that is a lone
// surrogate is shown as its escape.
#include "core/json_text.h"
#include "test_paths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString Corpus = club::test::sourcePath(QStringLiteral("/tests/fuzz/corpus/tool/"));

QList<QJsonObject> ask(const QByteArray& lines, const QString& folder = QString()) {
    QProcess tool;
    if (!folder.isEmpty()) tool.setWorkingDirectory(folder);
    tool.start(club::test::engineTool(), QStringList());
    if (!tool.waitForStarted()) return {};
    tool.write(lines);
    tool.closeWriteChannel();
    tool.waitForFinished(60000);
    QList<QJsonObject> replies;
    for (const QByteArray& line : tool.readAllStandardOutput().split('\n'))
        if (!line.isEmpty()) replies << club::json::parse(line, nullptr).object();
    return replies;
}

QByteArray corpusFile(const char* name) {
    QFile file(Corpus + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString error(const QJsonObject& reply) {
    return reply.value(QStringLiteral("error")).toString();
}
} // namespace

class TestToolRobustness : public QObject {
    Q_OBJECT
private slots:
    void wholeMessagePastNul();
    void controlCharactersEscaped();
    void idEchoedUnchanged();
    void seedsTheToolWritesAreAccepted();
    void pathWithNulRefused();
    void quotedTextCutAtWholeCharacters();
    void loneSurrogateCommandEscaped();
};

void TestToolRobustness::wholeMessagePastNul() {
    const auto replies = ask(corpusFile("engine-error-cut-short-at-NUL.jsonl"));
    QCOMPARE(replies.size(), 4);
    QVERIFY2(error(replies[0]).contains(QLatin1String("abc\\u0000def\"; send")),
             qPrintable(error(replies[0])));
    QVERIFY2(error(replies[2]).contains(QLatin1String("c11\\u0000-c10\" is not a legal move")),
             qPrintable(error(replies[2])));
    QVERIFY(error(replies[2]).contains(QLatin1String("legal: ")));
    QVERIFY2(error(replies[3]).contains(QLatin1String("known: ")), qPrintable(error(replies[3])));
}

void TestToolRobustness::controlCharactersEscaped() {
    const auto replies = ask(corpusFile("engine-error-quotes-control-characters.jsonl"));
    QVERIFY(!replies.isEmpty());
    for (const QJsonObject& reply : replies)
        for (const QChar c : error(reply))
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7f, qPrintable(error(reply)));
    QVERIFY(error(replies[0]).contains(QLatin1String("km.legal\\r\"")));
}

void TestToolRobustness::idEchoedUnchanged() {
    const QByteArray lines = corpusFile("engine-id-starting-with-U+FEFF.jsonl");
    const auto replies = ask(lines);
    const auto requests = lines.split('\n');
    QCOMPARE(replies.size(), 3);
    for (int i = 0; i < 2; ++i) {
        const QJsonObject request = club::json::parse(requests[i], nullptr).object();
        QVERIFY(request.value(QStringLiteral("id")).toString().startsWith(QChar(0xFEFF)));
        QCOMPARE(replies[i].value(QStringLiteral("id")), request.value(QStringLiteral("id")));
    }
    // The mark is escaped (written so that moc reads no backslash-u).
    const QString escapedMark = QLatin1Char('\\') + QLatin1String("ufeff");
    QVERIFY2(error(replies[2]).contains(QLatin1String("unknown") + escapedMark),
             qPrintable(error(replies[2])));
}

void TestToolRobustness::seedsTheToolWritesAreAccepted() {
    const auto replies = ask(corpusFile("engine-seed-number-the-tool-writes-is-refused.jsonl"));
    QCOMPARE(replies.size(), 3);
    for (const QJsonObject& reply : replies)
        QVERIFY2(reply.value(QStringLiteral("ok")).toBool(), qPrintable(error(reply)));
    QCOMPARE(replies[0].value(QStringLiteral("seed")).toDouble(), 9007199254740991.0);
    QCOMPARE(replies[1].value(QStringLiteral("seed")), replies[0].value(QStringLiteral("seed")));
    // From 2^53 up the tool writes a string, and takes it back.
    const auto big = ask("{\"cmd\":\"km.new\",\"seed\":\"18446744073709551615\"}\n"
                         "{\"cmd\":\"km.new\",\"seed\":\"9007199254740992\"}\n");
    QCOMPARE(big.size(), 2);
    QCOMPARE(big[0].value(QStringLiteral("seed")).toString(),
             QStringLiteral("18446744073709551615"));
    QCOMPARE(big[1].value(QStringLiteral("seed")).toString(), QStringLiteral("9007199254740992"));
}

// 2026-11-28 finding 1: "night.pcnight\0.txt" wrote night.pcnight and
// answered ok; the load read it back.
void TestToolRobustness::pathWithNulRefused() {
    QTemporaryDir folder;
    const auto replies = ask(corpusFile("engine-party-path-cut-at-NUL.jsonl"), folder.path());
    QCOMPARE(replies.size(), 3);
    QVERIFY2(replies[0].value(QStringLiteral("ok")).toBool(), qPrintable(error(replies[0])));
    for (int i : {1, 2}) {
        QVERIFY(!replies[i].value(QStringLiteral("ok")).toBool());
        QVERIFY2(error(replies[i]).contains(QLatin1String("a file name cannot hold a NUL")),
                 qPrintable(error(replies[i])));
    }
    QVERIFY2(error(replies[1]).contains(QLatin1String("night.pcnight\\u0000.txt")),
             qPrintable(error(replies[1])));
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
}

// 2026-11-28 finding 3: a km.play move cut at 40 bytes (inside the emoji's
// UTF-8) and a pat.moves counters key cut at 20 UTF-16 units (between the
// emoji's halves); and the same cuts in pm.new's options and km.play's rows.
void TestToolRobustness::quotedTextCutAtWholeCharacters() {
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80");
    const auto replies = ask(corpusFile("engine-error-cuts-a-character-in-half.jsonl"));
    QCOMPARE(replies.size(), 3);
    QVERIFY2(error(replies[1])
                 .startsWith(QLatin1Char('"') + QString(39, QLatin1Char('a')) + emoji +
                             QLatin1String("\" is not a legal move here")),
             qPrintable(error(replies[1])));
    QVERIFY2(error(replies[2])
                 .startsWith(QLatin1String("field \"counters\": key \"") +
                             QString(19, QLatin1Char('a')) + emoji +
                             QLatin1String("\" must be a colour")),
             qPrintable(error(replies[2])));
    const QByteArray more = "{\"cmd\":\"pm.new\",\"players\":3,\"options\":{\"" +
                            QByteArray(99, 'o') +
                            "\\ud83d\\ude00\":true}}\n"
                            "{\"cmd\":\"km.play\",\"move\":{\"kind\":\"clear\",\"rows\":[\"" +
                            QByteArray(9, 'r') + "\\ud83d\\ude00\"]}}\n";
    const auto others = ask("{\"cmd\":\"km.new\"}\n" + more);
    QCOMPARE(others.size(), 3);
    QVERIFY2(error(others[1]).startsWith(QLatin1String("unknown option \"") +
                                         QString(99, QLatin1Char('o')) + emoji + QLatin1Char('"')),
             qPrintable(error(others[1])));
    // The row name is cut at 10 UTF-16 units, before the whole emoji.
    QVERIFY2(error(others[2]).startsWith(QLatin1String("\"clear:") + QString(9, QLatin1Char('r')) +
                                         QLatin1String("\" is not a legal move here")),
             qPrintable(error(others[2])));
    // Nothing stands for half a character: no U+FFFD, no '?', no half pair.
    for (const auto& reply : replies + others)
        for (const QChar c : error(reply))
            QVERIFY2(c.isSurrogate() ? emoji.contains(c)
                                     : c != QChar(0xFFFD) && c != QLatin1Char('?'),
                     qPrintable(error(reply)));
}

// "Not bugs, but worth knowing" of 2026-11-28: it was unknown command "?".
void TestToolRobustness::loneSurrogateCommandEscaped() {
    const auto replies = ask("{\"cmd\":\"\\ud800\"}\n{\"cmd\":\"x\\udc00y\\\"z\"}\n");
    QCOMPARE(replies.size(), 2);
    const QString escape = QLatin1Char('\\') + QLatin1String("ud800");
    QVERIFY2(error(replies[0]).startsWith(QLatin1String("unknown command \"") + escape + "\";"),
             qPrintable(error(replies[0])));
    const QString low = QLatin1Char('\\') + QLatin1String("udc00");
    QVERIFY2(
        error(replies[1])
            .startsWith(QLatin1String("unknown command \"x") + low + QLatin1String("y\\\"z\";")),
        qPrintable(error(replies[1])));
}

QTEST_GUILESS_MAIN(TestToolRobustness)
#include "tst_tool_robustness.moc"
