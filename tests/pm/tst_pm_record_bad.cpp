// SPDX-License-Identifier: GPL-3.0-or-later
// Malformed save files: each is refused with a FormatError naming the
// problem, never a crash, and Table::load leaves the current rubber and its
// listeners untouched (SAVE-FORMAT.md; Pentobi's malformed-SGF tests).
#include "tst_pm_record.h"

#include "core/format_error.h"
#include "pm/rubber_file.h"
#include "pm_record_util.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <functional>

using namespace pmtest;

namespace {

QByteArray text(const QJsonObject& obj) {
    return QJsonDocument(obj).toJson();
}

/// Changes one value at a path of keys and array indexes, e.g.
/// {"games", 0, "moves", 1, "to"}.
QJsonValue edit(QJsonValue node, QVariantList path,
                const std::function<QJsonValue(QJsonValue)>& f) {
    if (path.isEmpty()) return f(node);
    const QVariant key = path.takeFirst();
    if (key.typeId() == QMetaType::Int) {
        QJsonArray a = node.toArray();
        const int i = key.toInt() < 0 ? int(a.size()) + key.toInt() : key.toInt();
        a[i] = edit(a[i], path, f);
        return a;
    }
    QJsonObject o = node.toObject();
    const QString k = key.toString();
    const QJsonValue changed = edit(o.value(k), path, f);
    if (changed.isUndefined())
        o.remove(k);
    else
        o[k] = changed;
    return o;
}

QByteArray set(const QJsonObject& base, const QVariantList& path, const QJsonValue& value) {
    return text(edit(base, path, [&](const QJsonValue&) { return value; }).toObject());
}

QByteArray drop(const QJsonObject& base, const QVariantList& path) {
    return set(base, path, QJsonValue(QJsonValue::Undefined));
}

QByteArray envelope(const QJsonObject& body, int version = 1) {
    QJsonObject obj = body;
    obj.insert("format", "players-club");
    obj.insert("game", "pm");
    obj.insert("version", version);
    return text(obj);
}

// Version 2 files whose stored deal is not a deal of the pack.
void badDeals(const QJsonObject& mid,
              const std::function<void(const char*, const QByteArray&, const char*)>& row) {
    const QJsonArray dealt = mid["games"][0]["dealt"].toArray();
    const QJsonValue other = dealt[1][0];
    row("a card dealt twice", set(mid, {"games", 0, "dealt", 0, 0}, other),
        "game record 1 does not deal every card of the pack once");
    row("a card beyond the deck", set(mid, {"games", 0, "dealt", 0, 0}, 44),
        "does not deal every card of the pack once");
    row("a card id a string", set(mid, {"games", 0, "dealt", 0, 0}, "3"),
        "does not deal every card of the pack once");
    QJsonArray shortHand = dealt[2].toArray();
    shortHand.removeLast();
    row("a hand of ten", set(mid, {"games", 0, "dealt", 2}, shortHand),
        "game record 1 does not deal a full hand to each player");
    QJsonArray twoHands = dealt;
    twoHands.removeLast();
    row("two hands for three players", set(mid, {"games", 0, "dealt"}, twoHands),
        "does not deal a full hand to each player");
    QJsonArray aside = mid["games"][0]["setAside"].toArray();
    aside.removeLast();
    row("a card missing from the set-aside", set(mid, {"games", 0, "setAside"}, aside),
        "does not deal every card of the pack once");
    row("a cut outside the pack", set(mid, {"games", 0, "cutAt"}, 60), "\"cutAt\" must be");
    row("missing dealt", drop(mid, {"games", 1, "dealt"}), "\"dealt\" is missing");
    row("a dealer that does not pass left",
        set(mid, {"games", 1, "dealer"}, (mid["games"][1]["dealer"].toInt() + 1) % 3),
        "game record 2 does not match this rubber's deals");
}

} // namespace

void TestPmRecord::malformed_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message");
    QJsonObject mid = QJsonDocument::fromJson(envelope(midGame_)).object();
    QJsonObject done = QJsonDocument::fromJson(envelope(finished_)).object();
    const QByteArray valid = text(mid);
    const auto row = [](const QString& name, const QByteArray& data, const char* message) {
        QTest::newRow(qPrintable(name)) << data << QString::fromUtf8(message);
    };

    row("not JSON", "P.M. rubber, game 2, Alice to play", "not valid JSON");
    row("empty file", "", "not valid JSON");
    for (int tenth : {0, 1, 3, 5, 7, 9})
        row(QStringLiteral("truncated at %1/10").arg(tenth),
            valid.left(1 + valid.size() * tenth / 10), "not valid JSON");
    row("truncated before the last brace", valid.left(valid.lastIndexOf('}')), "not valid JSON");
    row("deeply nested", QByteArray(100000, '['), "not valid JSON");
    row("a JSON array", "[]", "not a Players Club saved game");
    row("wrong format", set(mid, {"format"}, "pentobi"), "not a Players Club saved game");
    row("wrong game", set(mid, {"game"}, "km"), "saved game of \"km\", not of P.M.");
    row("newer version", set(mid, {"version"}, 3), "newer version");
    badDeals(QJsonDocument::fromJson(envelope(midGame_, 2)).object(),
             [&](const char* name, const QByteArray& data, const char* message) {
                 row(QStringLiteral("version 2, %1").arg(QLatin1String(name)), data, message);
             });
    for (const char* field : {"seed", "options", "pack", "seats", "games"})
        row(QStringLiteral("missing %1").arg(field), drop(mid, {field}),
            qPrintable(QStringLiteral("\"%1\" is missing").arg(field)));
    row("missing seat name", drop(mid, {"seats", 1, "name"}), "\"name\" is missing");
    row("missing move card", drop(mid, {"games", 0, "moves", 3, "card"}), "\"card\" is missing");
    row("missing game seed", drop(mid, {"games", 1, "seed"}), "\"seed\" is missing");
    row("seats a string", set(mid, {"seats"}, "Alice, Bertie"), "\"seats\" must be an array");
    row("sections a string", set(mid, {"sections"}, "no"), "\"sections\" must be true or false");
    row("seat name a number", set(mid, {"seats", 0, "name"}, 7), "\"name\" must be a string");
    row("options an array", set(mid, {"options"}, QJsonArray()), "\"options\" must be an object");
    row("moves an object", set(mid, {"games", 0, "moves"}, QJsonObject()),
        "\"moves\" must be an array");
    row("move a number", set(mid, {"games", 0, "moves", 0}, 3), "move 1 must be an object");
    row("card a fraction", set(mid, {"games", 0, "moves", 0, "card"}, 2.5), "\"card\" must be");
    row("pack with 45 cards", set(mid, {"pack", "cards", -1, "count"}, 2), "this one has more");
    {
        const QJsonArray moves = mid["games"][1]["moves"].toArray();
        const QJsonValue to = moves[2]["to"];
        row("illegal move: wrong square",
            set(mid, {"games", 1, "moves", 2, "to"}, to.isNull() ? 3 : (to.toInt() + 1) % 26),
            "game record 2, move 3 is not a legal move");
        QJsonObject stolen = mid["games"][0]["moves"][0].toObject();
        stolen["card"] = mid["games"][0]["moves"][1]["card"];
        stolen["value"] = mid["games"][0]["moves"][1]["value"];
        row("illegal move: another player's card", set(mid, {"games", 0, "moves", 0}, stolen),
            "move 1 is not a legal move");
        const int seat = mid["games"][0]["moves"][4]["seat"].toInt();
        row("illegal move: wrong seat", set(mid, {"games", 0, "moves", 4, "seat"}, (seat + 1) % 3),
            "move 5 is not a legal move");
        row("illegal move: wrong value", set(mid, {"games", 0, "moves", 4, "value"}, 24),
            "move 5 is not a legal move");
    }
    {
        QJsonArray moves = done["games"][0]["moves"].toArray();
        moves.append(moves.last());
        row("a move after the game ended", set(done, {"games", 0, "moves"}, moves),
            "has moves after the game ended");
        row("a game record that stops early", set(done, {"games", 0, "moves"}, QJsonArray()),
            "game record 1 ends before its game is over");
    }
    row("a game seed that does not match", set(mid, {"games", 1, "seed"}, 12345),
        "game record 2 does not match this rubber's deals");
    row("a rubber seed that does not match", set(mid, {"seed"}, 4243),
        "does not match this rubber's deals");
    row("a dealer that does not match",
        set(mid, {"games", 0, "dealer"}, (mid["games"][0]["dealer"].toInt() + 1) % 3),
        "does not match this rubber's deals");
    {
        QJsonArray seats = mid["seats"].toArray();
        while (seats.size() < 9)
            seats.append(seats.first());
        row("9 seats", set(mid, {"seats"}, seats),
            "\"seats\" must have from 2 to 8 elements, not 9");
        row("1 seat", set(mid, {"seats"}, QJsonArray{seats.first()}), "not 1");
        QJsonArray games = done["games"].toArray();
        games.append(games.first());
        row("6 games", set(done, {"games"}, games), "\"games\" must have from 1 to 5 elements");
    }
    row("sections with 3 players", set(mid, {"sections"}, true),
        "two sections is for 7 or 8"); // PM-21
    row("hostile huge colour", set(mid, {"seats", 0, "colour"}, 1e300), "\"colour\" must be");
    row("hostile huge card", set(mid, {"games", 0, "moves", 0, "card"}, 4294967296.0),
        "\"card\" must be");
    row("hostile huge seed", set(mid, {"seed"}, 1e300), "\"seed\" must be a whole number");
    row("hostile huge game number", set(mid, {"games", 0, "number"}, -1e18), "\"number\" must be");
    row("hostile long name", set(mid, {"seats", 0, "name"}, QString(100000, 'x')),
        "\"name\" is longer than 40");
    QByteArray big = valid;
    big.insert(1, QByteArray(20 * 1024 * 1024, ' '));
    row("a 20 MB file", big, "too large");
}

void TestPmRecord::malformed() {
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    const QString path = dir_.filePath(QStringLiteral("bad.pmrubber"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(data);
    file.close();

    try {
        loadRubber(path);
        QFAIL("the file was accepted");
    } catch (const club::FormatError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
    }

    // Through the Table: refused, and the rubber in play is as it was.
    Table table;
    QCOMPARE(table.newRubber(seatsConfig({"person", "greedy"}, 99)), QString());
    QVERIFY(table.play(table.game().legalMoves()[0]));
    Rubber before = table.rubber();
    TableSpies spies(table);
    const QString error = table.load(path);
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(spies.emitted(), QString());
    QCOMPARE(recordDifference(table.rubber(), before), QString());
}

void TestPmRecord::tableLoadRefusesUnknownPlayer() {
    const QString path = dir_.filePath(QStringLiteral("unknown.pmrubber"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(set(QJsonDocument::fromJson(envelope(midGame_)).object(), {"seats", 1, "player"},
                   "oracle"));
    file.close();
    Table table;
    QCOMPARE(table.newRubber(seatsConfig({"person", "greedy"}, 99)), QString());
    Rubber before = table.rubber();
    TableSpies spies(table);
    QCOMPARE(table.load(path), QStringLiteral("seat 2: unknown player \"oracle\""));
    QCOMPARE(spies.emitted(), QString());
    QCOMPARE(recordDifference(table.rubber(), before), QString());
}
