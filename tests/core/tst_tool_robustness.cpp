// SPDX-License-Identifier: GPL-3.0-or-later
// The engine tool's findings (../shared/fuzz-findings, kept in
// tests/fuzz/corpus/tool): a whole error message however the request is
// made (6), control characters escaped in it (9), an id echoed unchanged
// even when it starts with U+FEFF (8), and every seed the tool prints
// accepted back (7).
#include "core/json_text.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTest>

namespace {
const QString Corpus = QStringLiteral(PLAYERS_CLUB_SOURCE_DIR "/tests/fuzz/corpus/tool/");

QList<QJsonObject> ask(const QByteArray& lines) {
    QProcess tool;
    tool.start(QStringLiteral(PLAYERS_CLUB_ENGINE_TOOL), QStringList());
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

QString error(const QJsonObject& reply) { return reply.value(QStringLiteral("error")).toString(); }
} // namespace

class TestToolRobustness : public QObject {
    Q_OBJECT
private slots:
    void wholeMessagePastNul();
    void controlCharactersEscaped();
    void idEchoedUnchanged();
    void seedsTheToolWritesAreAccepted();
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

QTEST_GUILESS_MAIN(TestToolRobustness)
#include "tst_tool_robustness.moc"
