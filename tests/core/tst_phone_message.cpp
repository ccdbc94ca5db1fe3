// SPDX-License-Identifier: GPL-3.0-or-later
// A phone's message to the table (core/phone_message.h, PHONE-PROTOCOL.md):
// the four good forms, the limits at and past their edges, and each way a
// message can be malformed, every one refused with a message saying what is
// wrong.
#include "core/phone_message.h"

#include <QTest>

using club::parsePhoneMessage;
using club::PhoneMessage;

namespace {
const QByteArray Secret = "0123456789abcdef0123456789abcdef";

QByteArray join(const QByteArray& seat, const QByteArray& secret) {
    return "{\"type\":\"join\",\"seat\":" + seat + ",\"secret\":" + secret + "}";
}
QByteArray act(const QByteArray& actionId, const QByteArray& choice) {
    return "{\"type\":\"act\",\"actionId\":" + actionId + ",\"choice\":" + choice + "}";
}
QByteArray quoted(const QByteArray& s) {
    return '"' + s + '"';
}
/// A ping padded by an unknown field to exactly `size` bytes.
QByteArray pingOfSize(int size) {
    const QByteArray head = "{\"type\":\"ping\",\"pad\":\"";
    const QByteArray tail = "\"}";
    return head + QByteArray(size - head.size() - tail.size(), 'x') + tail;
}
/// A ping with an unknown field nested `depth` levels below the message.
QByteArray pingNested(int depth) {
    return "{\"type\":\"ping\",\"x\":" + QByteArray(depth, '[') + QByteArray(depth, ']') + "}";
}
} // namespace

class TstPhoneMessage : public QObject {
    Q_OBJECT
private slots:
    void goodForms();
    void limitsAtTheEdge();
    void malformed_data();
    void malformed();
};

void TstPhoneMessage::goodForms() {
    const PhoneMessage j = parsePhoneMessage(join("3", quoted(Secret)));
    QCOMPARE(j.kind, PhoneMessage::Kind::Join);
    QCOMPARE(j.seat, 3);
    QCOMPARE(j.secret, QString::fromLatin1(Secret));
    QVERIFY(j.error.isEmpty());

    const PhoneMessage a = parsePhoneMessage(act("\"a-17_x\"", "\"12/c3f5\""));
    QCOMPARE(a.kind, PhoneMessage::Kind::Act);
    QCOMPARE(a.actionId, QStringLiteral("a-17_x"));
    QCOMPARE(a.choice, QStringLiteral("12/c3f5"));

    QCOMPARE(parsePhoneMessage("{\"type\":\"ping\"}").kind, PhoneMessage::Kind::Ping);
    QCOMPARE(parsePhoneMessage("{\"type\":\"hint\"}").kind, PhoneMessage::Kind::Hint);
    // Unknown fields are ignored (a newer page may send more), whitespace too.
    const PhoneMessage extra =
        parsePhoneMessage(" {\"type\" : \"join\", \"seat\": 0, \"secret\": \"" + Secret +
                          "\", \"page\": {\"version\": [2, 1]}, \"seat2\": \"x\"}\n");
    QCOMPARE(extra.kind, PhoneMessage::Kind::Join);
    QCOMPARE(extra.seat, 0);
    // Brackets inside a string are not nesting.
    QCOMPARE(parsePhoneMessage("{\"type\":\"ping\",\"x\":\"[[[[[[[[{{{{\"}").kind,
             PhoneMessage::Kind::Ping);
}

void TstPhoneMessage::limitsAtTheEdge() {
    QCOMPARE(parsePhoneMessage(pingOfSize(PhoneMessage::MaxBytes)).kind, PhoneMessage::Kind::Ping);
    QCOMPARE(parsePhoneMessage(pingNested(PhoneMessage::MaxDepth - 1)).kind,
             PhoneMessage::Kind::Ping);
    QCOMPARE(
        parsePhoneMessage(join(QByteArray::number(PhoneMessage::MaxSeat), quoted(Secret))).seat,
        PhoneMessage::MaxSeat);
    const QByteArray longId(PhoneMessage::MaxActionIdLength, 'a');
    const QByteArray longChoice(PhoneMessage::MaxChoiceLength, '~');
    const PhoneMessage a = parsePhoneMessage(act(quoted(longId), quoted(longChoice)));
    QCOMPARE(a.kind, PhoneMessage::Kind::Act);
    QCOMPARE(a.actionId.size(), PhoneMessage::MaxActionIdLength);
    QCOMPARE(a.choice.size(), PhoneMessage::MaxChoiceLength);
}

void TstPhoneMessage::malformed_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("says");
    const QString notObject = QStringLiteral("the message is not a JSON object");
    const QString form = QStringLiteral("is not in the expected form");
    QTest::newRow("empty") << QByteArray() << notObject;
    QTest::newRow("spaces") << QByteArray("  \n") << notObject;
    QTest::newRow("array") << QByteArray("[{\"type\":\"ping\"}]") << notObject;
    QTest::newRow("null") << QByteArray("null") << notObject;
    QTest::newRow("number") << QByteArray("42") << notObject;
    QTest::newRow("string") << QByteArray("\"ping\"") << notObject;
    QTest::newRow("cut short") << QByteArray("{\"type\":\"ping\"") << notObject;
    QTest::newRow("garbage after") << QByteArray("{\"type\":\"ping\"}x") << notObject;
    QTest::newRow("two objects") << QByteArray("{\"type\":\"ping\"}{}") << notObject;
    QTest::newRow("bad UTF-8") << act("\"a\"", "\"1/\xff\xfe\"") << notObject;
    QTest::newRow("one byte too long")
        << pingOfSize(PhoneMessage::MaxBytes + 1) << QStringLiteral("longer than 16384 bytes");
    QTest::newRow("huge") << QByteArray(1 << 20, '[') << QStringLiteral("longer than 16384 bytes");
    QTest::newRow("one level too deep")
        << pingNested(PhoneMessage::MaxDepth) << QStringLiteral("nested too deeply");
    QTest::newRow("deep but short") << QByteArray(200, '[') << QStringLiteral("nested too deeply");
    QTest::newRow("no type") << QByteArray("{\"seat\":1}") << QStringLiteral("\"type\" is missing");
    QTest::newRow("type not a string")
        << QByteArray("{\"type\":1}") << QStringLiteral("\"type\" must be a string");
    QTest::newRow("unknown type")
        << QByteArray("{\"type\":\"leave\"}")
        << QStringLiteral("\"type\" must be \"join\", \"act\", \"ping\" or \"hint\"");
    QTest::newRow("hint in capitals")
        << QByteArray("{\"type\":\"HINT\"}")
        << QStringLiteral("\"type\" must be \"join\", \"act\", \"ping\" or \"hint\"");
    QTest::newRow("type in capitals")
        << QByteArray("{\"type\":\"PING\"}")
        << QStringLiteral("\"type\" must be \"join\", \"act\", \"ping\" or \"hint\"");
    QTest::newRow("join: no seat")
        << QByteArray("{\"type\":\"join\",\"secret\":\"" + Secret + "\"}")
        << QStringLiteral("\"seat\" is missing");
    QTest::newRow("join: seat as text")
        << join("\"1\"", quoted(Secret)) << QStringLiteral("\"seat\" must be an integer");
    QTest::newRow("join: seat 1.5")
        << join("1.5", quoted(Secret)) << QStringLiteral("\"seat\" must be an integer");
    QTest::newRow("join: seat -1")
        << join("-1", quoted(Secret)) << QStringLiteral("\"seat\" must be an integer from 0 to 15");
    QTest::newRow("join: seat 16")
        << join("16", quoted(Secret)) << QStringLiteral("\"seat\" must be an integer from 0 to 15");
    QTest::newRow("join: seat 1e300")
        << join("1e300", quoted(Secret)) << QStringLiteral("\"seat\" must be an integer");
    QTest::newRow("join: no secret")
        << QByteArray("{\"type\":\"join\",\"seat\":1}") << QStringLiteral("\"secret\" is missing");
    QTest::newRow("join: secret a number")
        << join("1", "12345") << QStringLiteral("\"secret\" must be a string");
    QTest::newRow("join: secret too short")
        << join("1", quoted(Secret.left(31))) << QStringLiteral("\"secret\" ") + form;
    QTest::newRow("join: secret too long")
        << join("1", quoted(Secret + "0")) << QStringLiteral("\"secret\" is longer than 32");
    QTest::newRow("join: secret in capitals")
        << join("1", quoted(Secret.toUpper())) << QStringLiteral("\"secret\" ") + form;
    QTest::newRow("join: secret not hex")
        << join("1", quoted(Secret.left(31) + "g")) << QStringLiteral("\"secret\" ") + form;
    QTest::newRow("join: secret with U+FEFF") << join("1", quoted("\xef\xbb\xbf" + Secret.left(31)))
                                              << QStringLiteral("\"secret\" ") + form;
    QTest::newRow("act: no action id") << QByteArray("{\"type\":\"act\",\"choice\":\"1/c2\"}")
                                       << QStringLiteral("\"actionId\" is missing");
    QTest::newRow("act: empty action id")
        << act("\"\"", "\"1/c2\"") << QStringLiteral("\"actionId\" ") + form;
    QTest::newRow("act: action id too long")
        << act(quoted(QByteArray(PhoneMessage::MaxActionIdLength + 1, 'a')), "\"1/c2\"")
        << QStringLiteral("\"actionId\" is longer than 64");
    QTest::newRow("act: action id with a space")
        << act("\"a b\"", "\"1/c2\"") << QStringLiteral("\"actionId\" ") + form;
    QTest::newRow("act: action id a number")
        << act("7", "\"1/c2\"") << QStringLiteral("\"actionId\" must be a string");
    QTest::newRow("act: no choice") << QByteArray("{\"type\":\"act\",\"actionId\":\"a\"}")
                                    << QStringLiteral("\"choice\" is missing");
    QTest::newRow("act: empty choice")
        << act("\"a\"", "\"\"") << QStringLiteral("\"choice\" ") + form;
    QTest::newRow("act: choice too long")
        << act("\"a\"", quoted(QByteArray(PhoneMessage::MaxChoiceLength + 1, 'c')))
        << QStringLiteral("\"choice\" is longer than 200");
    QTest::newRow("act: choice with a space")
        << act("\"a\"", "\"1/c 2\"") << QStringLiteral("\"choice\" ") + form;
    QTest::newRow("act: choice with a control character")
        << act("\"a\"", "\"1/c\\u00012\"") << QStringLiteral("\"choice\" ") + form;
    QTest::newRow("act: choice not ASCII") << act("\"a\"", "\"1/c\xc3\xa9"
                                                           "2\"")
                                           << QStringLiteral("\"choice\" ") + form;
    QTest::newRow("act: choice an object")
        << act("\"a\"", "{\"id\":\"1/c2\"}") << QStringLiteral("\"choice\" must be a string");
}

void TstPhoneMessage::malformed() {
    QFETCH(QByteArray, text);
    QFETCH(QString, says);
    const PhoneMessage m = parsePhoneMessage(text);
    QCOMPARE(m.kind, PhoneMessage::Kind::Invalid);
    QVERIFY(!m.isValid());
    QVERIFY2(m.error.english().contains(says), qPrintable(m.error.english()));
}

QTEST_GUILESS_MAIN(TstPhoneMessage)
#include "tst_phone_message.moc"
