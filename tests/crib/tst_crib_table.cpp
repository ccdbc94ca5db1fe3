// SPDX-License-Identifier: GPL-3.0-or-later
// The Cribbage table: a match played to its end against computers with a
// signal for every change, undo and redo by replaying, save and open as
// *.cribbage files (round trip, exact replay), and damaged files refused
// with a message while the match in memory stays as it was.
#include "core/random.h"
#include "crib/table.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace club::crib;
using club::Random;

namespace {
std::vector<Seat> seats(int n, bool firstIsPerson) {
    std::vector<Seat> s(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        s[std::size_t(i)].name = QStringLiteral("Seat %1").arg(i + 1);
        s[std::size_t(i)].colour = i;
        if (!(firstIsPerson && i == 0))
            s[std::size_t(i)].player = QString::fromStdString(levelName(Level::Standard));
    }
    return s;
}

// Plays until the person must decide (or the game ends); the person plays
// the first legal move.
void playOn(Table& t, Random& rng, int decisions) {
    for (int i = 0; i < decisions && t.match().phase() != Phase::GameOver; ++i) {
        while (t.isComputerToAct())
            t.playComputer(rng);
        if (t.match().phase() == Phase::GameOver) break;
        t.play(t.match().legalMoves().front());
    }
}

QString fingerprint(const Match& m) {
    QString s;
    for (int seat = 0; seat < m.seats(); ++seat)
        for (Card c : m.hand(seat))
            s += QString::fromStdString(cardName(c));
    for (int x : m.scores())
        s += QStringLiteral("/%1").arg(x);
    s += QStringLiteral("|%1|%2|%3").arg(int(m.phase())).arg(m.toAct()).arg(m.dealNumber());
    return s;
}
} // namespace

class TestCribTable : public QObject {
    Q_OBJECT
private slots:
    void signalsForEveryChange();
    void undoRedo();
    void saveAndOpen();
    void cornersSaved_data();
    void cornersSaved();
    void oldFileHasBends();
    void pegColoursAsFilesWriteThem();
    void damagedFiles_data();
    void damagedFiles();
};

void TestCribTable::signalsForEveryChange() {
    Table t;
    QSignalSpy scored(&t, &Table::scored), played(&t, &Table::cardPlayed), shown(&t, &Table::shown),
        over(&t, &Table::gameOver), dealt(&t, &Table::dealt), cut(&t, &Table::cutForDeal);
    QVERIFY(t.newMatch(Setup{2, 61, Board::TwoTrack, false}, seats(2, false), 77));
    QCOMPARE(cut.count() >= 1, true);
    Random rng(1);
    while (t.match().phase() != Phase::GameOver)
        QVERIFY(t.playComputer(rng));
    QCOMPARE(over.count(), 1);
    QVERIFY(played.count() > 8);
    QVERIFY(shown.count() >= 3);
    QVERIFY(dealt.count() >= 2);
    // the pegs move in step: each score continues from where the last left off
    std::vector<int> pegs(2, 0);
    for (const auto& args : scored) {
        const Event e = args.at(0).value<Event>();
        QCOMPARE(e.from, pegs[std::size_t(e.side)]);
        pegs[std::size_t(e.side)] = e.to;
    }
    QCOMPARE(pegs, t.match().scores());
    QVERIFY(!t.newMatch(Setup{3, 121, Board::TwoTrack, false}, seats(3, false), 1)); // CR-20
}

void TestCribTable::undoRedo() {
    Table t;
    QVERIFY(t.newMatch(Setup{2, 121, Board::TwoTrack, false}, seats(2, true), 5));
    Random rng(2);
    playOn(t, rng, 6);
    const QString before = fingerprint(t.match());
    const int recorded = int(t.saved().moves.size());
    QVERIFY(t.canUndo());
    QVERIFY(t.undo());
    // back to the person's last decision
    QCOMPARE(t.match().toAct(), 0);
    QVERIFY(int(t.saved().current) < recorded);
    // One redo gives back what one undo took: the person's decision and the
    // computer's answers as recorded, up to the person's turn again.
    QVERIFY(t.redo());
    QCOMPARE(fingerprint(t.match()), before);
    QCOMPARE(int(t.saved().current), recorded);
    QVERIFY(!t.canRedo());
    // several undos, then redo to the end
    QVERIFY(t.undo());
    QVERIFY(t.undo());
    QVERIFY(t.undo());
    int redos = 0;
    while (t.canRedo()) {
        QVERIFY(t.redo());
        ++redos;
        // each redo stops where a person decides (or at the end of the record)
        QVERIFY(!t.canRedo() || !t.isComputerToAct());
    }
    QCOMPARE(redos, 3);
    QCOMPARE(fingerprint(t.match()), before);
}

void TestCribTable::saveAndOpen() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("match.cribbage"));
    Table t;
    QVERIFY(t.newMatch(Setup{4, 121, Board::FourTrack, true}, seats(4, true), 99));
    Random rng(3);
    playOn(t, rng, 12);
    QVERIFY(t.trySave(path).isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(o.value("game").toString(), QStringLiteral("cribbage"));
    QCOMPARE(o.value("version").toInt(), 1);
    QCOMPARE(o.value("seats").toArray().at(0).toObject().value("player").toString(),
             QStringLiteral("person"));
    Table u;
    QSignalSpy reset(&u, &Table::positionReset);
    QVERIFY(u.tryLoad(path).isEmpty());
    QVERIFY(reset.count() >= 1);
    QCOMPARE(fingerprint(u.match()), fingerprint(t.match()));
    QCOMPARE(u.seats(), t.seats());
    QCOMPARE(u.match().setup(), t.match().setup());
    // both go on the same way
    Random r1(8), r2(8);
    playOn(t, r1, 10);
    playOn(u, r2, 10);
    QCOMPARE(fingerprint(u.match()), fingerprint(t.match()));
}

void TestCribTable::cornersSaved_data() {
    QTest::addColumn<int>("corners");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("game");
    QTest::newRow("CR-21 bends, 121") << int(Corners::Bends) << "bends" << 121;
    QTest::newRow("CR-21 every 30 holes, 121")
        << int(Corners::EveryThirty) << "every-thirty" << 121;
    QTest::newRow("CR-21 every 30 holes, 61") << int(Corners::EveryThirty) << "every-thirty" << 61;
}

// CR-21 [R]: the house rule for corners is saved and comes back; the match
// replays to the same board, corners included.
void TestCribTable::cornersSaved() {
    QFETCH(int, corners);
    QFETCH(QString, name);
    QFETCH(int, game);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("corners.cribbage"));
    Setup setup{2, game, Board::TwoTrack, false};
    setup.corners = Corners(corners);
    Table t;
    QVERIFY(t.newMatch(setup, seats(2, false), 7));
    Random rng(5);
    // A whole game and the start of the next, so corners have been won.
    while (t.match().phase() != Phase::GameOver)
        QVERIFY(t.playComputer(rng));
    int won = 0;
    for (int c : t.match().board().corners)
        won += c;
    QCOMPARE(won, int(setup.cornerHoles().size()));
    QVERIFY(t.play({Move::NextGame, {}, 0}));
    playOn(t, rng, 20);
    QVERIFY(t.trySave(path).isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(o.value("setup").toObject().value("corners").toString(), name);
    Table u;
    QVERIFY(u.tryLoad(path).isEmpty());
    QCOMPARE(u.match().setup().corners, Corners(corners));
    QCOMPARE(u.match().setup(), t.match().setup());
    QCOMPARE(u.match().board().corners, t.match().board().corners);
    QCOMPARE(fingerprint(u.match()), fingerprint(t.match()));
}

// A version-1 file from before the option has no "corners": the bends.
void TestCribTable::oldFileHasBends() {
    const QByteArray old =
        R"({"format":"players-club","game":"cribbage","version":1,"setup":{"hands":2,"game":121,"board":"two-track","muggins":false},"seed":4,"seats":[{"name":"A","colour":"#000000","player":"person"},{"name":"B","colour":"#ffffff","player":"expert"}],"moves":[],"current":0})";
    Table t;
    Setup thirty;
    thirty.corners = Corners::EveryThirty;
    QVERIFY(t.newMatch(thirty, seats(2, true), 1));
    QVERIFY(t.tryLoadData(old).isEmpty());
    QCOMPARE(t.match().setup().corners, Corners::Bends);
}

// Seats are the shared seat type; a file keeps writing the peg colour as
// "#rrggbb", as every file has, and a colour it does not know (an edited
// file) gives the seat's own.
void TestCribTable::pegColoursAsFilesWriteThem() {
    const QByteArray file =
        R"({"format":"players-club","game":"cribbage","version":1,"setup":{"hands":2,"game":121,"board":"two-track","muggins":false},"seed":4,"seats":[{"name":"A","colour":"#4A9FD4","player":"person"},{"name":"B","colour":"#ffffff","player":"expert"}],"moves":[],"current":0})";
    Table t;
    QVERIFY(t.tryLoadData(file).isEmpty());
    QCOMPARE(t.seats()[0].colour, 1);
    QVERIFY(t.seats()[0].isPerson());
    QCOMPARE(t.seats()[1].colour, 1); // unknown: seat 2's own colour
    QCOMPARE(levelOf(t.seats()[1]), std::optional<Level>(Level::Expert));
    QCOMPARE(savedMatchJson(t.saved()).value("seats").toArray().at(0).toObject().value("colour"),
             QJsonValue(QStringLiteral("#4a9fd4")));
}

void TestCribTable::damagedFiles_data() {
    QTest::addColumn<QByteArray>("data");
    const QByteArray good =
        R"({"format":"players-club","game":"cribbage","version":1,"setup":{"hands":2,"game":121,"board":"two-track","muggins":false},"seed":4,"seats":[{"name":"A","colour":"#000000","player":"person"},{"name":"B","colour":"#ffffff","player":"expert"}],"moves":[],"current":0})";
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("truncated") << good.left(good.size() / 2);
    QTest::newRow("not JSON") << QByteArray("hello");
    QTest::newRow("another game") << QByteArray(good).replace("cribbage", "kings-men");
    QTest::newRow("newer version") << QByteArray(good).replace("\"version\":1", "\"version\":9");
    QTest::newRow("seven hands") << QByteArray(good).replace("\"hands\":2", "\"hands\":7");
    QTest::newRow("wrong board") << QByteArray(good).replace("two-track", "two-and-three-track");
    QTest::newRow("seat count") << QByteArray(good).replace(
        R"(,{"name":"B","colour":"#ffffff","player":"expert"})", "");
    QTest::newRow("bad player") << QByteArray(good).replace("expert", "wizard");
    QTest::newRow("illegal move") << QByteArray(good)
                                         .replace(R"("moves":[])", R"("moves":["play 5H"])")
                                         .replace("\"current\":0", "\"current\":1");
    QTest::newRow("gibberish move")
        << QByteArray(good).replace(R"("moves":[])", R"("moves":["shuffle"])");
    QTest::newRow("unknown corners") << QByteArray(good).replace(
        R"("muggins":false)", R"("muggins":false,"corners":"every-ten")");
    QTest::newRow("corners not text")
        << QByteArray(good).replace(R"("muggins":false)", R"("muggins":false,"corners":30)");
    QTest::newRow("current too big") << QByteArray(good).replace("\"current\":0", "\"current\":3");
}

void TestCribTable::damagedFiles() {
    QFETCH(QByteArray, data);
    Table t;
    QVERIFY(t.newMatch(Setup{2, 121, Board::TwoTrack, false}, seats(2, true), 42));
    Random rng(4);
    playOn(t, rng, 3);
    const QString before = fingerprint(t.match());
    const auto moves = t.saved().moves;
    const club::Message problem = t.tryLoadData(data);
    QVERIFY(!problem.isEmpty());
    QVERIFY(!problem.english().isEmpty());
    QCOMPARE(fingerprint(t.match()), before);
    QCOMPARE(t.saved().moves, moves);
}

QTEST_GUILESS_MAIN(TestCribTable)
#include "tst_crib_table.moc"
