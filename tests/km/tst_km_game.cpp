// SPDX-License-Identifier: GPL-3.0-or-later
// The game record: undo and redo of any number of choices, the move
// notation (NOTATION.md) read back from what it writes, and save files
// (SAVE-FORMAT.md) that round-trip, while malformed, truncated and hostile
// files are refused with a message naming the problem and leave the game
// in memory as it was.
#include "core/format_error.h"
#include "core/random.h"
#include "core/save_file.h"
#include "km/game.h"
#include "km_test_util.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace club;
using namespace club::km;

namespace {
// A random game of up to `choices` choices that includes a jump.
Game randomGame(std::uint64_t seed, int choices) {
    for (;; ++seed) {
        Random rng(seed);
        Game g = Game::byLot(seed);
        bool jumped = false;
        while (!g.isOver() && g.current() < choices) {
            const MoveList legal = g.legalMoves();
            const Move m = legal[int(rng.below(std::uint32_t(legal.size())))];
            jumped |= m.kind == MoveKind::Jump;
            g.play(m);
        }
        if (jumped) return g;
    }
}

QByteArray fileOf(const Game& g) {
    QJsonObject body = g.toJson();
    body.insert(QStringLiteral("format"), QStringLiteral("players-club"));
    body.insert(QStringLiteral("game"), QStringLiteral("kings-men"));
    body.insert(QStringLiteral("version"), Game::SaveVersion);
    return QJsonDocument(body).toJson();
}

QByteArray edited(const Game& g, const QString& key, const QJsonValue& value) {
    QJsonObject body = QJsonDocument::fromJson(fileOf(g)).object();
    if (value.isUndefined())
        body.remove(key);
    else
        body.insert(key, value);
    return QJsonDocument(body).toJson();
}

void sameGame(const Game& a, const Game& b) {
    QCOMPARE(a.first(), b.first());
    QCOMPARE(a.seed(), b.seed());
    QCOMPARE(a.current(), b.current());
    QCOMPARE(a.moves().size(), b.moves().size());
    for (std::size_t i = 0; i < a.moves().size(); ++i)
        QVERIFY(a.moves()[i] == b.moves()[i]);
    QVERIFY(a.position() == b.position());
    QCOMPARE(a.outcome(), b.outcome());
}
} // namespace

class TestKmGame : public QObject {
    Q_OBJECT
private slots:
    void undoRedoAnyNumber();
    void playAfterUndoDropsTheRest();
    void illegalMoveQuotedInWholeCharacters();
    void notationRoundTrips();
    void notationRefusesNonsense_data();
    void notationRefusesNonsense();
    void saveAndLoadRoundTrip();
    void finishedGameRoundTrips();
    void setUpGameRoundTrips();
    void badFilesRefused_data();
    void badFilesRefused();
};

// Undo any number of choices, redo them, jump about with goTo: the position
// is always the one first reached after that many choices.
void TestKmGame::undoRedoAnyNumber() {
    Game g = randomGame(11, 300);
    std::vector<Position> seen;
    {
        Game replay(g.first(), g.seed());
        seen.push_back(replay.position());
        for (const Move& m : g.moves()) {
            replay.play(m);
            seen.push_back(replay.position());
        }
    }
    const int n = g.current();
    Random rng(3);
    for (int trial = 0; trial < 40; ++trial) {
        const int k = int(rng.below(std::uint32_t(n + 1)));
        for (int i = 0; i < k; ++i)
            g.undo();
        QCOMPARE(g.current(), n - k);
        QVERIFY(g.position() == seen[std::size_t(n - k)]);
        QCOMPARE(g.canUndo(), n - k > 0);
        QVERIFY(g.canRedo() == (k > 0));
        const int r = int(rng.below(std::uint32_t(k + 1)));
        for (int i = 0; i < r; ++i)
            g.redo();
        QVERIFY(g.position() == seen[std::size_t(n - k + r)]);
        g.goTo(n);
        QVERIFY(g.position() == seen[std::size_t(n)]);
    }
    g.goTo(0);
    QVERIFY(g.position() == Position::start(g.first()));
    QVERIFY(!g.canUndo());
    QCOMPARE(int(g.moves().size()), n); // undo keeps the record for redo
}

void TestKmGame::playAfterUndoDropsTheRest() {
    Game g(Side::A);
    g.play(std::string("c11-c10"));
    g.play(std::string("d1-d2"));
    g.undo();
    g.play(std::string("f1-f2"));
    QCOMPARE(int(g.moves().size()), 2);
    QVERIFY(!g.canRedo());
    QCOMPARE(QString::fromStdString(g.notation(1)), QString("f1-f2"));
    QVERIFY_THROWS_EXCEPTION(FormatError, g.play(std::string("e5-e6")));
    QCOMPARE(g.current(), 2); // an illegal move changes nothing
}

// 2026-11-28 finding 3: the move was cut at 40 bytes, inside the emoji's
// UTF-8, which came out as U+FFFD.
void TestKmGame::illegalMoveQuotedInWholeCharacters() {
    Game g(Side::A);
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80");
    const QString move = QString(39, QLatin1Char('a')) + emoji;
    try {
        g.play(move.toStdString());
        QFAIL("the move was played");
    } catch (const FormatError& e) {
        QCOMPARE(e.message().english(),
                 QLatin1Char('"') + move + QStringLiteral("\" is not a legal move here"));
    }
    // Longer: cut after 40 characters, marked, the emoji whole or gone.
    try {
        g.play((QString(38, QLatin1Char('b')) + emoji + emoji + emoji).toStdString());
        QFAIL("the move was played");
    } catch (const FormatError& e) {
        QCOMPARE(e.message().english(), QLatin1Char('"') + QString(38, QLatin1Char('b')) + emoji +
                                            emoji + QChar(0x2026) +
                                            QStringLiteral("\" is not a legal move here"));
    }
}

// Every choice of a long random game written in notation and read back
// names the same choice (steps, jumps, places, clears, passes).
void TestKmGame::notationRoundTrips() {
    int kinds = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Game g = randomGame(seed * 100, 400);
        Game replay(g.first(), g.seed());
        for (int i = 0; i < g.current(); ++i) {
            const Move m = g.moves()[std::size_t(i)];
            const std::string text = toNotation(replay.position(), m);
            QCOMPARE(text, g.notation(i));
            const auto back = parseMove(replay.position(), text);
            QVERIFY2(back && *back == m, text.c_str());
            kinds |= 1 << int(m.kind);
            replay.play(m);
        }
    }
    QCOMPARE(kinds & 0b01111, 0b01111); // step, jump, place and clear all seen
}

void TestKmGame::notationRefusesNonsense_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("off the board") << "c12-c11";
    QTest::newRow("a corner") << "a1-b2";
    QTest::newRow("KM-2 two squares") << "c11-c9";
    QTest::newRow("KM-4 a jump with no token to jump") << "c11xc9";
    QTest::newRow("no clear pending") << "clear:all";
    QTest::newRow("no captured token") << "@d11";
    QTest::newRow("KM-8 pass with moves") << "pass";
    QTest::newRow("garbage") << "c11--c10";
    QTest::newRow("very long") << QString(5000, QLatin1Char('c'));
}

void TestKmGame::notationRefusesNonsense() {
    QFETCH(QString, text);
    QVERIFY(!parseMove(Position::start(Side::A), text.toStdString()));
    QVERIFY(parseMove(Position::start(Side::A), " C11-c10 ").has_value()); // case, spaces
}

void TestKmGame::saveAndLoadRoundTrip() {
    Game g = randomGame(5, 120);
    g.undo();
    g.undo(); // the undone choices are saved too, for redo after loading
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.players-club"));
    QCOMPARE(g.save(path), QString());
    const Game loaded = Game::load(path);
    sameGame(g, loaded);
    sameGame(g, Game::fromData(fileOf(g)));
    QVERIFY(!g.save(dir.filePath(QStringLiteral("no/such/dir/game"))).isEmpty());
}

void TestKmGame::finishedGameRoundTrips() {
    Game g = randomGame(9, 100000);
    QVERIFY(g.isOver());
    const Game loaded = Game::fromData(fileOf(g));
    sameGame(g, loaded);
    QVERIFY(loaded.legalMoves().empty());
}

// A game from a diagram saves its set-up, and loads back the same.
void TestKmGame::setUpGameRoundTrips() {
    const Position start = kmtest::setup("A:c3 d5 e6 e5 B:d4 d1 f1 h1");
    Game g = Game::fromPosition(start, 8);
    QVERIFY(g.isSetUp());
    g.play(std::string("c3-c4"));
    g.play(std::string("clear:all"));
    const Game loaded = Game::fromData(fileOf(g));
    sameGame(g, loaded);
    QVERIFY(loaded.startPosition() == start);
    QVERIFY(!Game(Side::B).isSetUp());
}

void TestKmGame::badFilesRefused_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("mentions");
    const Game g = randomGame(21, 60);
    const QByteArray good = fileOf(g);
    QJsonArray moves = QJsonDocument::fromJson(good).object().value("moves").toArray();

    QTest::newRow("empty file") << QByteArray() << "JSON";
    QTest::newRow("not JSON") << QByteArray("King's Men") << "not valid JSON";
    QTest::newRow("truncated") << good.left(good.size() / 2) << "truncated";
    QTest::newRow("an array") << QByteArray("[1,2,3]") << "not a Players Club";
    QTest::newRow("another game") << edited(g, "game", "pm") << "a saved game of P.M.";
    QTest::newRow("newer version") << edited(g, "version", 2) << "newer version";
    QTest::newRow("no first player") << edited(g, "first", QJsonValue::Undefined) << "first";
    QTest::newRow("KM-1 first player C") << edited(g, "first", "C") << "first";
    QTest::newRow("bad seed") << edited(g, "seed", -4) << "seed";
    QTest::newRow("KM-B2 bad set-up") << edited(g, "setup", "##B##") << "setup";
    QTest::newRow("moves not an array") << edited(g, "moves", "c11-c10") << "moves";
    QTest::newRow("current past the end") << edited(g, "current", 61) << "current";
    QTest::newRow("current negative") << edited(g, "current", -1) << "current";
    QJsonArray notString = moves;
    notString[2] = 42;
    QTest::newRow("a move that is a number") << edited(g, "moves", notString) << "move 3";
    QJsonArray illegal = moves;
    illegal[1] = QStringLiteral("e5-e6");
    QTest::newRow("KM-3 an illegal move")
        << edited(g, "moves", illegal) << "move 2 (\"e5-e6\") is not a legal move";
    QJsonArray garbage = moves;
    garbage[0] = QString(500, QLatin1Char('x'));
    QTest::newRow("a garbage move") << edited(g, "moves", garbage) << "move 1";
    // After a win nothing more may be recorded.
    const Game over = randomGame(9, 100000);
    QJsonArray tooMany = QJsonDocument::fromJson(fileOf(over)).object().value("moves").toArray();
    tooMany.append(QStringLiteral("pass"));
    QTest::newRow("KM-7 a move after the end")
        << edited(over, "moves", tooMany) << "after the end of the game";
    QJsonArray huge;
    for (int i = 0; i <= Game::MaxMoves; ++i)
        huge.append(QStringLiteral("pass"));
    QTest::newRow("hostile: too many moves") << edited(g, "moves", huge) << "moves";
    QTest::newRow("hostile: nesting") << QByteArray(100000, '[') << "JSON";
    QTest::newRow("hostile: too large") << QByteArray(MaxSaveFileBytes + 1, ' ') << "too large";
}

void TestKmGame::badFilesRefused() {
    QFETCH(QByteArray, data);
    QFETCH(QString, mentions);
    Game inMemory = randomGame(33, 50);
    const QByteArray before = fileOf(inMemory);
    QString message;
    try {
        inMemory = Game::fromData(data);
    } catch (const FormatError& e) {
        message = QString::fromStdString(e.what());
    }
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QCOMPARE(fileOf(inMemory), before); // untouched
}

QTEST_GUILESS_MAIN(TestKmGame)
#include "tst_km_game.moc"
