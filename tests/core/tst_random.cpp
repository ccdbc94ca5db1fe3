// SPDX-License-Identifier: GPL-3.0-or-later
// club::Random known answers and sanity (STYLE.md 4: a seed must give the same
// shuffle on every platform, so saved games replay), plus the JSON field
// readers and save-file envelope that every loader relies on.
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/random.h"
#include "core/save_file.h"

#include <QJsonDocument>
#include <QTest>

#include <array>
#include <numeric>

using club::FormatError;
using club::Random;

class TestRandom : public QObject {
    Q_OBJECT
private slots:
    void knownRawNumbers_data();
    void knownRawNumbers();
    void knownBelow();
    void knownShuffle();
    void reseedRestarts();
    void belowInRange_data();
    void belowInRange();
    void shuffleReachesEveryPosition();
    void betweenAndUnit();

    void jsonFieldErrors_data();
    void jsonFieldErrors();
    void jsonFieldValues();
    void seedRoundTrip_data();
    void seedRoundTrip();
    void saveEnvelopeErrors_data();
    void saveEnvelopeErrors();
    void saveEnvelopeAccepts();
};

// Known answers: computed once from this implementation and frozen. If one
// changes, every saved game's deal changes with it.
void TestRandom::knownRawNumbers_data() {
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QList<quint64>>("expected");
    QTest::newRow("seed 20240601") << quint64(20240601)
                                   << QList<quint64>{0x59761096949c683dULL, 0x7e436068556fab29ULL,
                                                     0xe6a51fbfd60edd06ULL, 0x938809d8706c1c30ULL};
    QTest::newRow("seed 0") << quint64(0)
                            << QList<quint64>{0x99ec5f36cb75f2b4ULL, 0xbf6e1f784956452aULL};
}

void TestRandom::knownRawNumbers() {
    QFETCH(quint64, seed);
    QFETCH(QList<quint64>, expected);
    Random rng(seed);
    for (quint64 want : expected)
        QCOMPARE(quint64(rng.next()), want);
}

void TestRandom::knownBelow() {
    Random rng(7);
    const std::array<std::uint32_t, 8> expected{30, 12, 36, 43, 43, 38, 2, 4};
    for (std::uint32_t want : expected)
        QCOMPARE(rng.below(44), want);
}

void TestRandom::knownShuffle() {
    // A shuffle of one P.M. pack's 44 positions (PM-E3) with seed 1935.
    std::array<int, 44> order{};
    std::iota(order.begin(), order.end(), 0);
    Random rng(1935);
    rng.shuffle(std::span<int>(order));
    const std::array<int, 44> expected{19, 15, 11, 22, 2,  10, 4, 26, 21, 34, 38, 14, 43, 13, 42,
                                       39, 40, 24, 32, 41, 17, 0, 8,  16, 33, 18, 6,  23, 28, 3,
                                       35, 27, 5,  31, 20, 9,  1, 37, 29, 36, 30, 12, 7,  25};
    QCOMPARE(order, expected);
}

void TestRandom::reseedRestarts() {
    Random a(99);
    const std::uint64_t first = a.next();
    a.next();
    a.reseed(99);
    QCOMPARE(a.next(), first);
    Random b(100);
    QVERIFY(b.next() != first);
}

void TestRandom::belowInRange_data() {
    QTest::addColumn<quint32>("n");
    QTest::newRow("1") << 1u;
    QTest::newRow("2") << 2u;
    QTest::newRow("44 (one pack)") << 44u;
    QTest::newRow("88 (two packs)") << 88u;
    QTest::newRow("3^20, rejection often") << 3486784401u;
    QTest::newRow("2^31+1") << 2147483649u;
    QTest::newRow("2^32-1") << 4294967295u;
}

void TestRandom::belowInRange() {
    QFETCH(quint32, n);
    Random rng(n);
    std::uint32_t largest = 0;
    for (int i = 0; i < 100000; ++i) {
        const std::uint32_t v = rng.below(n);
        QVERIFY2(v < n, qPrintable(QStringLiteral("below(%1) gave %2").arg(n).arg(v)));
        largest = std::max(largest, v);
    }
    // The top of the range is reached, not just avoided (n small enough).
    if (n <= 88) QCOMPARE(largest, n - 1);
}

void TestRandom::shuffleReachesEveryPosition() {
    // Every card of an 88-card deal can land in every position, and no
    // position is strongly favoured: 88*88 cells of expected count 100.
    constexpr int N = 88;
    constexpr int Rounds = N * 100;
    std::vector<int> counts(N * N, 0);
    Random rng(4);
    std::array<int, N> order{};
    for (int r = 0; r < Rounds; ++r) {
        std::iota(order.begin(), order.end(), 0);
        rng.shuffle(std::span<int>(order));
        for (int pos = 0; pos < N; ++pos)
            ++counts[order[pos] * N + pos];
    }
    const auto [lo, hi] = std::minmax_element(counts.begin(), counts.end());
    QVERIFY2(*lo > 40, qPrintable(QStringLiteral("rarest cell %1").arg(*lo)));
    QVERIFY2(*hi < 170, qPrintable(QStringLiteral("commonest cell %1").arg(*hi)));
}

void TestRandom::betweenAndUnit() {
    Random rng(11);
    bool sawLo = false, sawHi = false;
    for (int i = 0; i < 10000; ++i) {
        const int v = rng.between(4, 84);
        QVERIFY(v >= 4 && v <= 84);
        sawLo |= v == 4;
        sawHi |= v == 84;
        const double u = rng.unit();
        QVERIFY(u >= 0.0 && u < 1.0);
    }
    QVERIFY(sawLo && sawHi);
}

void TestRandom::jsonFieldErrors_data() {
    QTest::addColumn<QByteArray>("object");
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("message");
    const auto row = [](const char* name, const char* obj, const char* reader, const char* msg) {
        QTest::newRow(name) << QByteArray(obj) << QString::fromLatin1(reader)
                            << QString::fromLatin1(msg);
    };
    row("integer missing", "{}", "integer", "field \"x\" is missing");
    row("integer a string", R"({"x":"3"})", "integer",
        "field \"x\" must be an integer from 0 to 10");
    row("integer a fraction", R"({"x":2.5})", "integer", "must be an integer");
    row("integer too big", R"({"x":11})", "integer", "must be an integer from 0 to 10, not 11");
    row("integer huge", R"({"x":1e300})", "integer", "must be an integer");
    row("integer negative", R"({"x":-1})", "integer", "not -1");
    row("integerOr present but bad", R"({"x":true})", "integerOr", "must be an integer");
    row("integerOrNull missing", "{}", "integerOrNull", "is missing");
    row("seed negative", R"({"x":-5})", "seed", "must be a whole number");
    row("seed text", R"({"x":"abc"})", "seed", "must be a whole number");
    row("seed huge double", R"({"x":1e30})", "seed", "must be a whole number");
    row("boolean a number", R"({"x":1})", "boolean", "must be true or false");
    row("string a number", R"({"x":5})", "string", "must be a string");
    row("string too long", R"({"x":"abcdefghijk"})", "string", "is longer than 10 characters");
    row("array an object", R"({"x":{}})", "array", "must be an array");
    row("array too long", R"({"x":[1,2,3,4]})", "array", "must have from 1 to 3 elements, not 4");
    row("array empty", R"({"x":[]})", "array", "not 0");
    row("object an array", R"({"x":[]})", "object", "must be an object");
    row("element out of range", R"({"x":[1,99]})", "element", "card 2 must be an integer from 0");
    row("element not an object", R"({"x":[{},3]})", "elementObject", "card 2 must be an object");
}

void TestRandom::jsonFieldErrors() {
    QFETCH(QByteArray, object);
    QFETCH(QString, reader);
    QFETCH(QString, message);
    const QJsonObject obj = QJsonDocument::fromJson(object).object();
    namespace json = club::json;
    try {
        if (reader == "integer")
            json::integer(obj, "x", 0, 10);
        else if (reader == "integerOr")
            json::integerOr(obj, "x", 0, 10, 4);
        else if (reader == "integerOrNull")
            json::integerOrNull(obj, "x", 0, 10, -1);
        else if (reader == "seed")
            json::seed(obj, "x");
        else if (reader == "boolean")
            json::boolean(obj, "x");
        else if (reader == "string")
            json::string(obj, "x", 10);
        else if (reader == "array")
            json::array(obj, "x", 1, 3);
        else if (reader == "object")
            json::object(obj, "x");
        else if (reader == "element") {
            const QJsonArray a = obj.value("x").toArray();
            for (int i = 0; i < a.size(); ++i)
                json::element(a, i, 0, 50, "card");
        } else if (reader == "elementObject") {
            const QJsonArray a = obj.value("x").toArray();
            for (int i = 0; i < a.size(); ++i)
                json::elementObject(a, i, "card");
        }
        QFAIL("no FormatError thrown");
    } catch (const FormatError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
    }
}

void TestRandom::jsonFieldValues() {
    namespace json = club::json;
    const QJsonObject obj =
        QJsonDocument::fromJson(R"({"i":7,"n":null,"b":false,"s":"hi","a":[1,2],"o":{"k":1}})")
            .object();
    QCOMPARE(json::integer(obj, "i", 0, 10), 7);
    QCOMPARE(json::integerOr(obj, "missing", 0, 10, 4), 4);
    QCOMPARE(json::integerOrNull(obj, "n", 0, 10, -1), -1);
    QCOMPARE(json::boolean(obj, "b"), false);
    QCOMPARE(json::booleanOr(obj, "missing", true), true);
    QCOMPARE(json::string(obj, "s"), QStringLiteral("hi"));
    QCOMPARE(json::stringOr(obj, "missing", QStringLiteral("d")), QStringLiteral("d"));
    QCOMPARE(json::array(obj, "a", 0, 2).size(), 2);
    QCOMPARE(json::object(obj, "o").value("k").toInt(), 1);
}

void TestRandom::seedRoundTrip_data() {
    QTest::addColumn<quint64>("seed");
    QTest::newRow("0") << quint64(0);
    QTest::newRow("8e15, written as a number") << quint64(8000000000000000ULL);
    QTest::newRow("9e15+1, written as a number") << quint64(9000000000000001ULL);
    QTest::newRow("2^53-1, written as a number") << quint64((1ULL << 53) - 1);
    QTest::newRow("2^53, travels as text") << quint64(1ULL << 53);
    QTest::newRow("2^64-1") << quint64(~0ULL);
}

void TestRandom::seedRoundTrip() {
    QFETCH(quint64, seed);
    // Through real JSON text, as a save file would carry it.
    QJsonObject obj{{QStringLiteral("s"), club::json::seedValue(seed)}};
    const QJsonObject back = QJsonDocument::fromJson(QJsonDocument(obj).toJson()).object();
    quint64 read = 0;
    QString error;
    try {
        read = club::json::seed(back, "s");
    } catch (const FormatError& e) {
        error = QString::fromUtf8(e.what());
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(read, seed);
}

void TestRandom::saveEnvelopeErrors_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray() << "not valid JSON";
    QTest::newRow("not JSON") << QByteArray("hello") << "not valid JSON";
    QTest::newRow("truncated") << QByteArray(R"({"format":"players-club","ga)") << "not valid JSON";
    QTest::newRow("a JSON array") << QByteArray("[1,2]") << "not a Players Club saved game";
    QTest::newRow("wrong format") << QByteArray(R"({"format":"other","game":"pm","version":1})")
                                  << "not a Players Club saved game";
    QTest::newRow("other game") << QByteArray(
                                       R"({"format":"players-club","game":"km","version":1})")
                                << "\"km\", not of P.M.";
    QTest::newRow("game not a string")
        << QByteArray(R"({"format":"players-club","game":3,"version":1})") << "\"game\"";
    QTest::newRow("newer version")
        << QByteArray(R"({"format":"players-club","game":"pm","version":2})") << "newer version";
    QTest::newRow("version missing")
        << QByteArray(R"({"format":"players-club","game":"pm"})") << "\"version\" is missing";
    QTest::newRow("version zero") << QByteArray(
                                         R"({"format":"players-club","game":"pm","version":0})")
                                  << "\"version\"";
    QTest::newRow("too large") << QByteArray(club::MaxSaveFileBytes + 1, ' ') << "too large";
}

void TestRandom::saveEnvelopeErrors() {
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    try {
        club::parseSaveData(data, QStringLiteral("pm"), 1);
        QFAIL("no FormatError thrown");
    } catch (const FormatError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
    }
}

void TestRandom::saveEnvelopeAccepts() {
    const QJsonObject obj = club::parseSaveData(
        R"({"format":"players-club","game":"pm","version":1,"x":5})", QStringLiteral("pm"), 1);
    QCOMPARE(obj.value("x").toInt(), 5);
}

QTEST_GUILESS_MAIN(TestRandom)
#include "tst_random.moc"
