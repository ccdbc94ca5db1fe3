// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: the Patchesi log speaks to the people at the screen one way in
// every line. One person against computers is "you" throughout (and the
// squares of that colour "your"), never his name in one line and "your" in
// the next; with two people at one screen "your" would be anybody's, so
// every line names its player and none says "you" or "your".
#include "engine/pat/table.h"
#include "pat/pat_log.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace club;
using namespace club::pat;

namespace {

/// Every line the log showed over a whole game played out from `seed`, the
/// moves chosen in turn from the legal ones.
QStringList linesOfAGame(const Setup& setup, std::uint64_t seed) {
    Table table;
    app::PatLog log(&table);
    QStringList seen;
    QObject::connect(&log, &app::PatLog::changed, [&] {
        for (const QString& line : log.lines())
            if (!seen.contains(line)) seen << line;
    });
    if (!table.newGame(setup, seed).isEmpty()) return {QStringLiteral("no game")};
    for (int step = 0; step < 20000 && !table.isOver(); ++step) {
        if (table.phase() == Phase::Choose) {
            const QList<Move> moves = table.legalMoves();
            table.play(moves[step % moves.size()].counter);
        } else {
            table.throwDie();
        }
    }
    return seen;
}

QStringList linesOfGames(const Setup& setup) {
    QStringList all;
    for (std::uint64_t seed : {3, 11, 2024})
        all << linesOfAGame(setup, seed);
    return all;
}

bool anyStartsWith(const QStringList& lines, const QString& start) {
    for (const QString& line : lines)
        if (line.startsWith(start)) return true;
    return false;
}

} // namespace

class TestPatLog : public QObject {
    Q_OBJECT
private slots:
    // One person against three computers: "you" in every line about him.
    void onePersonIsYouInEveryLine() {
        Setup setup = Setup::standard(Kind::Single, 4);
        for (Seat& seat : setup.seats)
            seat.player = QStringLiteral("standard");
        setup.seats[0].player = QStringLiteral("person");
        setup.seats[0].name = QStringLiteral("Ann");
        const QStringList lines = linesOfGames(setup);
        QVERIFY(lines.size() > 100);
        for (const QString& line : lines)
            QVERIFY2(!line.contains(QStringLiteral("Ann")), qPrintable(line));
        // The person's own throws, moves and captures, and what the
        // computers do to him, all in the second person.
        QVERIFY(anyStartsWith(lines, QStringLiteral("You throw ")));
        QVERIFY(lines.filter(QStringLiteral(" and enter a counter on your entry Star")).size() > 0);
        QVERIFY(anyStartsWith(lines, QStringLiteral("You take ")));
        QVERIFY(lines.filter(QStringLiteral(" takes your counter on ")).size() > 0);
        QVERIFY(lines.filter(QRegularExpression(QStringLiteral("^You have every counter HOME")))
                    .size() > 0);
        // Each line is the person's ("You ..."), a computer's, or a third six.
        for (const QString& line : lines)
            QVERIFY2(line.startsWith(QStringLiteral("You ")) ||
                         line.startsWith(QStringLiteral("Green ")) ||
                         line.startsWith(QStringLiteral("Yellow ")) ||
                         line.startsWith(QStringLiteral("Purple ")) ||
                         line.startsWith(QStringLiteral("Third six: ")),
                     qPrintable(line));
    }

    // Two people at one screen (and two computers): names, never "you".
    void twoPeopleAreNamedInEveryLine() {
        Setup setup = Setup::standard(Kind::Single, 4);
        for (Seat& seat : setup.seats)
            seat.player = QStringLiteral("standard");
        setup.seats[0].player = QStringLiteral("person");
        setup.seats[0].name = QStringLiteral("Ann");
        setup.seats[2].player = QStringLiteral("person");
        setup.seats[2].name = QStringLiteral("Bob");
        const QStringList lines = linesOfGames(setup);
        QVERIFY(lines.size() > 100);
        for (const QString& line : lines) {
            QVERIFY2(!line.contains(QStringLiteral("your"), Qt::CaseInsensitive), qPrintable(line));
            QVERIFY2(!line.contains(QStringLiteral("you"), Qt::CaseInsensitive), qPrintable(line));
        }
        QVERIFY(anyStartsWith(lines, QStringLiteral("Ann throws ")));
        QVERIFY(anyStartsWith(lines, QStringLiteral("Bob throws ")));
    }

    // A game opened from a file, or a move undone, keeps what happened
    // before it in the log: the table's reset emptied it, so after Open
    // nobody could see what the others had just done.
    void anOpenedGameTellsWhatWentBefore() {
        Setup setup = Setup::standard(Kind::Partner, 4);
        for (Seat& seat : setup.seats)
            seat.player = QStringLiteral("standard");
        setup.seats[0].player = setup.seats[1].player = QStringLiteral("person");
        setup.seats[0].name = QStringLiteral("Ann");
        setup.seats[1].name = QStringLiteral("Luis");
        Table played;
        app::PatLog playedLog(&played);
        QVERIFY(played.newGame(setup, 7).isEmpty());
        for (int step = 0; step < 120; ++step) {
            if (played.phase() == Phase::Choose)
                played.play(played.legalMoves()[step % played.legalMoves().size()].counter);
            else
                played.throwDie();
        }
        const QStringList before = playedLog.lines();
        QVERIFY(before.size() > 3);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.patchesi"));
        QVERIFY(played.trySave(path).isEmpty());
        Table opened;
        app::PatLog openedLog(&opened);
        QSignalSpy changed(&openedLog, &app::PatLog::changed);
        QVERIFY(opened.tryLoad(path).isEmpty());
        QCOMPARE(openedLog.lines(), before);
        QCOMPARE(changed.size(), 1); // told once, not line by line

        // Undo: the lines of the moves still played stay.
        while (played.phase() != Phase::Choose || !played.canUndo())
            played.phase() == Phase::Choose ? void(played.play(played.legalMoves().front().counter))
                                            : void(played.throwDie());
        const QStringList beforeMove = playedLog.lines();
        played.play(played.legalMoves().front().counter);
        QVERIFY(played.undo());
        QVERIFY(!playedLog.lines().isEmpty());
        QCOMPARE(playedLog.lines().mid(0, beforeMove.size() - 1),
                 beforeMove.mid(0, beforeMove.size() - 1));
    }

    // Opened, undone or redone at the person's own turn, the log still
    // tells all since his last turn: the table's second announcement of the
    // turn after the record was told again was taken for a new turn of his,
    // and every line before it went.
    void aResetAtThePersonsTurnKeepsSinceHisLastTurn() {
        Setup setup = Setup::standard(Kind::Single, 4);
        for (Seat& seat : setup.seats)
            seat.player = QStringLiteral("standard");
        setup.seats[0].player = QStringLiteral("person");
        setup.seats[0].name = QStringLiteral("Ann");
        Table played;
        app::PatLog playedLog(&played);
        QVERIFY(played.newGame(setup, 5).isEmpty());
        // Play on until the person has a move to choose, the computers
        // having played since his last turn.
        int personChoices = 0;
        for (int step = 0; step < 4000 && !played.isOver(); ++step) {
            if (played.phase() == Phase::Choose) {
                if (played.seatToMove() == 0 && ++personChoices == 4) break;
                played.play(played.legalMoves()[step % played.legalMoves().size()].counter);
            } else {
                played.throwDie();
            }
        }
        QCOMPARE(personChoices, 4);
        const QStringList before = playedLog.lines();
        QVERIFY2(before.size() > 3, qPrintable(before.join(QLatin1Char('\n'))));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.patchesi"));
        QVERIFY(played.trySave(path).isEmpty());
        Table opened;
        app::PatLog openedLog(&opened);
        QVERIFY(opened.tryLoad(path).isEmpty());
        QCOMPARE(openedLog.lines(), before);

        // The move played and undone, then redone and undone: the same lines.
        QVERIFY(played.play(played.legalMoves().front().counter));
        QVERIFY(played.undo());
        QCOMPARE(playedLog.lines(), before);
        QVERIFY(played.redo());
        QVERIFY(played.undo());
        QCOMPARE(playedLog.lines(), before);
    }
};

QTEST_GUILESS_MAIN(TestPatLog)
#include "tst_pat_log.moc"
