// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men table (engine/km/table.h): the QObject the GUI plays
// through. Every change is announced by the right signal, illegal moves
// and bad files are refused with nothing lost, and whole games between
// computer players run to their end through it.
#include "core/random.h"
#include "km/book_result.h"
#include "km/notation.h"
#include "km/rules.h"
#include "km/table.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace club;
using namespace club::km;

namespace {
bool quick() {
    return qEnvironmentVariableIsSet("PLAYERS_CLUB_QUICK_TESTS");
}

// Plays random legal choices until `stop` says so; returns false if the
// game ended first.
template <typename Stop> bool playUntil(Table& table, Random& rng, Stop stop, int limit = 4000) {
    for (int i = 0; i < limit && !table.game().isOver(); ++i) {
        if (stop()) return true;
        const MoveList moves = table.game().legalMoves();
        table.play(moves[int(rng.below(std::uint32_t(moves.size())))]);
    }
    return false;
}

bool hasJump(const Table& table) {
    for (const Move& m : table.game().legalMoves())
        if (m.kind == MoveKind::Jump) return true;
    return false;
}
} // namespace

class TestKmTable : public QObject {
    Q_OBJECT
private slots:
    // KM-1: the first player is drawn by lot from the seed; both sides win the draw.
    void newGameDrawsTheFirstPlayerByLot() {
        Table table;
        QSignalSpy reset(&table, &Table::positionReset);
        QSignalSpy turn(&table, &Table::turnChanged);
        int firstA = 0, firstB = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            table.newGame({}, seed);
            QCOMPARE(table.game().first(), Game::byLot(seed).first());
            QCOMPARE(table.position().toMove(), table.game().first());
            QCOMPARE(turn.last().first().value<Side>(), table.game().first());
            (table.game().first() == Side::A ? firstA : firstB)++;
        }
        QCOMPARE(reset.size(), 40);
        QVERIFY(firstA > 5 && firstB > 5);
    }

    // KM-2: a legal step is played and announced with its Change and notation;
    // an illegal one is refused and nothing changes.
    void playAnnouncesTheChangeAndRefusesIllegalMoves() {
        Table table;
        table.newGame({}, 3);
        QSignalSpy made(&table, &Table::moveMade);
        QSignalSpy turn(&table, &Table::turnChanged);
        const quint64 before = table.revision();
        QVERIFY(!table.play(Move::step(parseSquare("f6"), parseSquare("f7"))));
        QVERIFY(!table.play(Move::place(parseSquare("c11"))));
        QCOMPARE(made.size(), 0);
        QCOMPARE(table.revision(), before);
        QCOMPARE(table.game().current(), 0);

        const Position start = table.position();
        const Move m = table.game().legalMoves()[0];
        QCOMPARE(m.kind, MoveKind::Step); // the opening: only steps inward
        QVERIFY(table.play(m));
        QCOMPARE(made.size(), 1);
        const auto change = made.first().at(0).value<Change>();
        QCOMPARE(change.move, m);
        QCOMPARE(change.mover, start.toMove());
        QCOMPARE(made.first().at(1).toString(), QString::fromStdString(toNotation(start, m)));
        QVERIFY(change.turnEnds);
        QCOMPARE(turn.size(), 1);
        QCOMPARE(turn.first().first().value<Side>(), other(start.toMove()));
        QVERIFY(table.revision() > before);
    }

    // KM-4, KM-5: a jump does not end the turn: the Lodge choice, the rows
    // and the extra move follow without a turnChanged in between.
    void aJumpKeepsTheTurnThroughPlaceClearAndExtraMove() {
        Table table;
        Random rng(7);
        bool found = false;
        for (std::uint64_t seed = 1; seed < 60 && !found; ++seed) {
            table.newGame({}, seed);
            found = playUntil(table, rng, [&] { return hasJump(table); });
        }
        QVERIFY2(found, "no random game reached a jump");
        QSignalSpy made(&table, &Table::moveMade);
        QSignalSpy turn(&table, &Table::turnChanged);
        const Side mover = table.position().toMove();
        Move jump;
        for (const Move& m : table.game().legalMoves())
            if (m.kind == MoveKind::Jump) jump = m;
        QVERIFY(table.play(jump));
        QCOMPARE(table.position().phase(), Phase::PlaceCaptured);
        QVERIFY(made.last().at(0).value<Change>().captured != NoSquare);
        const Move place = table.game().legalMoves()[0];
        QCOMPARE(place.kind, MoveKind::Place);
        QCOMPARE(lodgeColour(place.to), other(mover)); // KM-4: a Lodge of its colour
        QVERIFY(table.play(place));
        QCOMPARE(table.position().at(place.to), cellOf(other(mover)));
        QCOMPARE(table.position().phase(), Phase::ClearRows); // KM-6
        QVERIFY(table.play(Move::clear(0)));
        if (!table.game().isOver()) QCOMPARE(table.position().phase(), Phase::ExtraMove); // KM-5
        QCOMPARE(turn.size(), 0);
        QCOMPARE(table.position().toMove(), mover);
    }

    void undoRedoAndGoToResetThePosition() {
        Table table;
        table.newGame({}, 5);
        Random rng(11);
        playUntil(table, rng, [&] { return table.game().current() >= 30; });
        QVERIFY(table.game().current() >= 30);
        const Position at30 = table.position();
        QSignalSpy reset(&table, &Table::positionReset);
        QSignalSpy made(&table, &Table::moveMade);
        QVERIFY(table.undo());
        QVERIFY(table.undo());
        QCOMPARE(table.game().current(), 28);
        QVERIFY(table.canRedo());
        QVERIFY(table.goTo(0));
        QCOMPARE(table.position(), Position::start(table.game().first()));
        QVERIFY(!table.undo());
        QVERIFY(table.goTo(30));
        QCOMPARE(table.position(), at30);
        QVERIFY(!table.redo());
        QCOMPARE(reset.size(), 4);
        QCOMPARE(made.size(), 0);
        // A new move after an undo drops the moves undone.
        QVERIFY(table.undo());
        QVERIFY(table.play(table.game().legalMoves()[0]));
        QVERIFY(!table.canRedo());
    }

    // KM-7, KM-8: computers alone play whole games to a win or a draw; each
    // game's end is announced once, and tokens are conserved (14 each).
    void computerGamesRunToTheirEnd() {
        const int games = quick() ? 3 : 12;
        for (int g = 0; g < games; ++g) {
            Table table;
            Seats seats;
            seats.setLevel(Side::A, Level::Random);
            seats.setLevel(Side::B, g % 3 == 0 ? Level::Standard : Level::Random);
            table.newGame(seats, std::uint64_t(100 + g));
            QSignalSpy over(&table, &Table::gameOver);
            auto a = makePlayer(*seats.level(Side::A));
            auto b = makePlayer(*seats.level(Side::B));
            Random rng{std::uint64_t(g)};
            int plies = 0;
            while (table.isComputerToMove() && plies < 20000) {
                Player& p = table.position().toMove() == Side::A ? *a : *b;
                QVERIFY(table.playComputer(p, rng));
                ++plies;
                const Position& pos = table.position();
                for (Side s : {Side::A, Side::B}) {
                    const int held = pos.holdsCaptured(s) ? 1 : 0;
                    QCOMPARE(pos.onBoard(s) + held + pos.removed(s), TokensPerSide);
                }
            }
            QVERIFY(table.game().isOver());
            QCOMPARE(over.size(), 1);
            QCOMPARE(over.first().first().value<Outcome>(), table.game().outcome());
            QVERIFY(!table.isComputerToMove());
        }
    }

    void saveAndLoadRoundTrip() {
        QTemporaryDir dir;
        Table table;
        table.newGame({}, 9);
        Random rng(2);
        playUntil(table, rng, [&] { return table.game().current() >= 25; });
        table.undo();
        const QString path = dir.filePath(QStringLiteral("game.kingsmen"));
        QCOMPARE(table.save(path), QString());
        Table other;
        QSignalSpy reset(&other, &Table::positionReset);
        QCOMPARE(other.load(path), QString());
        QCOMPARE(reset.size(), 1);
        QCOMPARE(other.position(), table.position());
        QCOMPARE(other.game().current(), table.game().current());
        QCOMPARE(other.game().moves(), table.game().moves());
    }

    // Who sat on each side is saved with the game, as the shared seats of
    // every game's file; a file written before seats were saved leaves the
    // table's seats as they are; a seat with an unknown player is refused.
    void seatsAreSavedWithTheGame() {
        QTemporaryDir dir;
        Table table;
        Seats seats;
        seats.setLevel(Side::B, Level::Expert);
        table.newGame(seats, 9);
        const QString path = dir.filePath(QStringLiteral("game.kingsmen"));
        QCOMPARE(table.save(path), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray saved = QJsonDocument::fromJson(f.readAll()).object()["seats"].toArray();
        QCOMPARE(saved.size(), 2);
        QCOMPARE(saved[0].toObject()["player"].toString(), QStringLiteral("person"));
        QCOMPARE(saved[1].toObject()["player"].toString(), QStringLiteral("expert"));
        QCOMPARE(saved[1].toObject()["colour"].toInt(), 1);

        Table other;
        QCOMPARE(other.load(path), QString());
        QCOMPARE(other.seats(), seats);

        Seats both;
        both.setLevel(Side::A, Level::Random);
        both.setLevel(Side::B, Level::Random);
        Table old;
        old.setSeats(both);
        QCOMPARE(
            old.loadData(
                R"({"format":"players-club","game":"kings-men","version":1,"first":"A","moves":[]})"),
            QString());
        QCOMPARE(old.seats(), both);
        QVERIFY(
            !old.loadData(
                    R"({"format":"players-club","game":"kings-men","version":1,"first":"A","moves":[],)"
                    R"("seats":[{"name":"Orange","colour":0,"player":"person"},)"
                    R"({"name":"Blue","colour":1,"player":"wizard"}]})")
                 .isEmpty());
        QCOMPARE(old.seats(), both);
    }

    // The name each side's player gave comes back with the file; a name
    // left empty is the side's own.
    void seatsNamesAreKeptInTheFile() {
        Table table;
        Seats named;
        named.setLevel(Side::B, Level::Expert);
        named.seat[0].name = QStringLiteral("Ada");
        named.seat[1].name = QStringLiteral("Bertie");
        table.newGame(named, 5);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("named.kingsmen"));
        QCOMPARE(table.save(path), QString());
        Table loaded;
        QCOMPARE(loaded.load(path), QString());
        QCOMPARE(loaded.seats(), named);
        QCOMPARE(
            loaded.loadData(
                R"({"format":"players-club","game":"kings-men","version":1,"first":"A","moves":[],)"
                R"("seats":[{"name":"","colour":0,"player":"person"},)"
                R"({"name":"Cora","colour":1,"player":"person"}]})"),
            QString());
        QCOMPARE(loaded.seats().of(Side::A).name, QStringLiteral("Orange"));
        QCOMPARE(loaded.seats().of(Side::B).name, QStringLiteral("Cora"));
    }

    // The book is told the players' names: a computer nobody named has
    // none (the book names it by its level), a person nobody named keeps
    // the side's (a member needs a name).
    void theBookIsToldThePlayersNames() {
        Game over = Game(Side::A);
        Random rng(4);
        while (!over.isOver()) {
            const MoveList moves = over.legalMoves();
            over.play(moves[int(rng.below(std::uint32_t(moves.size())))]);
        }
        Seats seats;
        seats.setLevel(Side::A, Level::Standard);
        QList<FinishedSeat> told = finishedGame(over, seats).seats;
        QCOMPARE(told[0].name, QString());
        QCOMPARE(told[0].computer, QStringLiteral("standard"));
        QCOMPARE(told[1].name, QStringLiteral("Blue"));
        // The Beginner is written as a level, not as the engine's kind.
        seats.setLevel(Side::A, Level::Random);
        QCOMPARE(finishedGame(over, seats).seats[0].computer, QStringLiteral("beginner"));
        seats.setLevel(Side::A, Level::Standard);
        seats.seat[0].name = QStringLiteral("Bertie");
        seats.seat[1].name = QStringLiteral("Ada");
        told = finishedGame(over, seats).seats;
        QCOMPARE(told[0].name, QStringLiteral("Bertie"));
        QCOMPARE(told[1].name, QStringLiteral("Ada"));
    }

    // A corrupt file is refused with a message, and the game in hand stays.
    void badFilesAreRefusedAndTheGameKept_data() {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("not json") << QByteArray("this is not a save file");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("other game") << QByteArray(R"({"game":"pm","version":1})");
        QTest::newRow("illegal move")
            << QByteArray(R"({"game":"kings-men","version":1,"first":"A","moves":["f6-f7"]})");
    }
    void badFilesAreRefusedAndTheGameKept() {
        QFETCH(QByteArray, data);
        Table table;
        table.newGame({}, 4);
        Random rng(3);
        playUntil(table, rng, [&] { return table.game().current() >= 10; });
        const Position before = table.position();
        const auto moves = table.game().moves();
        QSignalSpy reset(&table, &Table::positionReset);
        const QString problem = table.loadData(data);
        QVERIFY(!problem.isEmpty());
        QCOMPARE(reset.size(), 0);
        QCOMPARE(table.position(), before);
        QCOMPARE(table.game().moves(), moves);
    }

    void seatsDecideWhoIsAComputer() {
        Table table;
        table.newGame({}, 1);
        QVERIFY(!table.isComputerToMove());
        Seats seats;
        seats.setLevel(table.position().toMove(), Level::Expert);
        const quint64 before = table.revision();
        table.setSeats(seats);
        QVERIFY(table.isComputerToMove());
        QVERIFY(table.revision() != before); // a pending human answer is stale now
    }
};

QTEST_GUILESS_MAIN(TestKmTable)
#include "tst_km_table.moc"
