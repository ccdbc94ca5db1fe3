// SPDX-License-Identifier: GPL-3.0-or-later
// The Cribbage table: a match played to its end against computers with a
// signal for every change, undo and redo by replaying (never back across
// anything a person has since seen that was hidden: issue 23), save and open as
// *.cribbage files (round trip, exact replay), and damaged files refused
// with a message while the match in memory stays as it was.
#include "core/random.h"
#include "crib/match_file.h"
#include "crib/table.h"
#include "seeds_to_read_back.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

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

std::vector<Seat> people(int n) {
    std::vector<Seat> s(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        s[std::size_t(i)].name = QStringLiteral("Seat %1").arg(i + 1);
        s[std::size_t(i)].colour = i;
    }
    return s;
}

// Computers play until a person must decide (or the game ends).
void computersPlay(Table& t, Random& rng) {
    while (t.isComputerToAct())
        t.playComputer(rng);
}

// What `seat` has seen of the deal in play, whatever he has done with his
// own cards since: the game and deal, his own cards, every card played,
// the starter, the crib once turned up, and, in the play, who has said go
// on this count.
QString seenBy(const Match& m, int seat) {
    CardSet seen = setOf(m.hand(seat)) | setOf(m.kept(seat)) | setOf(m.playView(seat).discards);
    for (const auto& [s, c] : m.played())
        seen |= bit(c);
    if (m.starter() != NoCard) seen |= bit(m.starter());
    if ((m.phase() == Phase::Count || m.phase() == Phase::Muggins) && m.showingCrib())
        seen |= setOf(m.crib());
    QString go;
    for (int i = 0; i < m.seats() && m.phase() == Phase::Play; ++i)
        go += m.pegging().saidGo(i) ? QLatin1Char('g') : QLatin1Char('-');
    return QStringLiteral("game %1 deal %2 cards %3 go %4")
        .arg(m.gameNumber())
        .arg(m.dealNumber())
        .arg(seen, 0, 16)
        .arg(go);
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
    void everySeedReadsBack_data();
    void everySeedReadsBack();
    void signalsForEveryChange();
    void undoRedo();
    void goToStepsOneDecision();
    void eventsOfTheDealAreThoseAnnounced();
    void lastMoveShownAgain();
    void undoNeverTakesBackAPhonesChoice();
    void undoNeverTakesBackAWonGame();
    void undoNeverCrossesTheStarter_data();
    void undoNeverCrossesTheStarter();
    void undoNeverCrossesAHiddenCard_data();
    void undoNeverCrossesAHiddenCard();
    void undoNeverPeeks_data();
    void undoNeverPeeks();
    void saveAndOpen();
    void phoneSeatSavedAndOpened();
    void seatMovedToTheScreen();
    void cornersSaved_data();
    void cornersSaved();
    void oldFileHasBends();
    void matchOfSetLengthEnds();
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
    // Six people (CR-6): four lay away a card each before the starter is
    // turned; nothing hidden is shown until then, so those can be taken back.
    Table t;
    QVERIFY(t.newMatch(Setup{6, 121, Board::ThreeTrack, false}, people(6), 5));
    std::vector<QString> steps{fingerprint(t.match())};
    for (int i = 0; i < 3; ++i) {
        QVERIFY(t.play(t.match().legalMoves().front()));
        steps.push_back(fingerprint(t.match()));
    }
    QCOMPARE(t.match().phase(), Phase::Discard);
    // one undo takes back one decision, back to the person who took it
    for (int i = 3; i > 0; --i) {
        QVERIFY(t.canUndo());
        QVERIFY(t.undo());
        QCOMPARE(fingerprint(t.match()), steps[std::size_t(i - 1)]);
        QCOMPARE(int(t.saved().current), i - 1);
    }
    QVERIFY(!t.canUndo() && !t.undo()); // nothing before the first decision
    int redos = 0;
    while (t.canRedo()) {
        QVERIFY(t.redo());
        ++redos;
        QCOMPARE(fingerprint(t.match()), steps[std::size_t(redos)]);
    }
    QCOMPARE(redos, 3);
    QCOMPARE(int(t.saved().moves.size()), 3);
    // The fourth discard turns the starter (CR-8): no going back past it.
    QVERIFY(t.play(t.match().legalMoves().front()));
    QVERIFY(t.match().starter() != NoCard);
    QVERIFY(!t.canUndo() && !t.undo());

    // A person's discard and the computers' after it, before the starter:
    // one undo takes them all back, one redo plays them again as recorded.
    const Setup six{6, 121, Board::ThreeTrack, false};
    const int dealer = Match(six, 7).dealer();
    std::vector<Seat> mixed = seats(6, false);
    const int first = (dealer + 1) % 6, fourth = (dealer + 4) % 6; // the 1st and 4th to lay away
    mixed[std::size_t(first)].player = mixed[std::size_t(fourth)].player = QStringLiteral("person");
    Table u;
    QVERIFY(u.newMatch(six, mixed, 7));
    Random rng(2);
    QCOMPARE(u.match().toAct(), first);
    const QString start = fingerprint(u.match());
    QVERIFY(u.play(u.match().legalMoves().front()));
    computersPlay(u, rng);
    QCOMPARE(u.match().toAct(), fourth);
    const QString before = fingerprint(u.match());
    QVERIFY(u.undo());
    QCOMPARE(fingerprint(u.match()), start);
    QVERIFY(u.redo());
    QCOMPARE(fingerprint(u.match()), before);
    QVERIFY(!u.canRedo());

    // The computers lay away before the person has chosen anything: there
    // is nothing of his to take back (undo took the table back to the deal
    // and the computers laid away the same again).
    const Setup three{3, 121, Board::ThreeTrack, false};
    std::vector<Seat> one = seats(3, false);
    const int last = Match(three, 8).dealer(); // the dealer lays away last
    one[std::size_t(last)].player = QStringLiteral("person");
    Table v;
    QVERIFY(v.newMatch(three, one, 8));
    computersPlay(v, rng);
    QCOMPARE(v.match().toAct(), last);
    QCOMPARE(int(v.saved().current), 2);
    QVERIFY(!v.canUndo() && !v.undo());
    QCOMPARE(int(v.saved().current), 2);
}

// Issue 26: a choice made on a phone is its holder's; the screen's undo
// takes back a screen person's choice, never a phone's.
// A match saved while a show was on the screen holds the next deal already:
// opened, the move that ended the deal is shown again (the table one move
// back, then that move announced as it was first, nobody's turn in between),
// and the record and the position end as they were.
void TestCribTable::lastMoveShownAgain() {
    const auto said = [](const Event& e) {
        return QStringLiteral("%1 %2 %3 %4 %5 %6")
            .arg(int(e.kind))
            .arg(e.seat)
            .arg(int(e.card))
            .arg(e.count)
            .arg(e.points)
            .arg(e.to);
    };
    Table t;
    QStringList heard;
    connect(&t, &Table::happened, this, [&](const Event& e) { heard << said(e); });
    connect(&t, &Table::positionReset, this, [&] { heard << QStringLiteral("reset"); });
    connect(&t, &Table::turnChanged, this, [&] { heard << QStringLiteral("turn"); });
    Setup setup{2, 61, Board::TwoTrack, false};
    setup.matchGames = 2;
    QVERIFY(t.newMatch(setup, people(2), 9));
    QVERIFY(!t.lastMoveEndedADeal()); // nothing played yet
    QVERIFY(!t.showLastMoveAgain());
    int endings = 0, nextGames = 0;
    while (!t.match().isOver()) {
        const Move move = t.match().legalMoves().front();
        heard.clear();
        QVERIFY(t.play(move));
        const QStringList first = heard;
        const bool ended = std::any_of(first.begin(), first.end(), [&](const QString& line) {
            return line.startsWith(QStringLiteral("%1 ").arg(int(Event::Deal))) ||
                   line.startsWith(QStringLiteral("%1 ").arg(int(Event::GameOver)));
        });
        const bool expected = ended && move.kind != Move::NextGame;
        QCOMPARE(t.lastMoveEndedADeal(), expected);
        nextGames += move.kind == Move::NextGame;
        if (!expected) continue;
        ++endings;
        const QString before = fingerprint(t.match());
        const int current = t.current(), size = t.recordSize();
        heard.clear();
        QVERIFY(t.showLastMoveAgain());
        QCOMPARE(heard.value(0), QStringLiteral("reset"));
        QCOMPARE(heard.mid(1), first); // no turn between the reset and the move's events
        QCOMPARE(fingerprint(t.match()), before);
        QCOMPARE(t.current(), current);
        QCOMPARE(t.recordSize(), size);
    }
    QVERIFY(endings > 4);
    QCOMPARE(nextGames, 1); // the move that starts a game ended none
}

void TestCribTable::undoNeverTakesBackAPhonesChoice() {
    const Setup six{6, 121, Board::ThreeTrack, false};
    const int dealer = Match(six, 7).dealer();
    std::vector<Seat> all = people(6);
    const int first = (dealer + 1) % 6; // the first to lay away, on a phone
    all[std::size_t(first)].phone = true;
    Table t;
    QVERIFY(t.newMatch(six, all, 7));
    QCOMPARE(t.match().toAct(), first);
    QVERIFY(t.play(t.match().legalMoves().front())); // the phone's
    QCOMPARE(t.undoSeat(), first);
    QVERIFY(!t.canUndo() && !t.undo());
    const QString afterPhone = fingerprint(t.match());
    QVERIFY(t.play(t.match().legalMoves().front())); // a person's at the screen
    QVERIFY(t.canUndo());
    QVERIFY(t.undo());
    QCOMPARE(fingerprint(t.match()), afterPhone);
    QVERIFY(!t.canUndo()); // back to the phone's choice: kept
}

// A won game stands (its result is in the club's book): undo neither
// reopens it nor reaches back past it from the next game. It reopened a
// finished match, the count back at 21.
void TestCribTable::undoNeverTakesBackAWonGame() {
    Setup setup{2, 61, Board::TwoTrack, false};
    setup.matchGames = 2;
    int ends = 0;
    Random rng(3);
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        Table t;
        QVERIFY(t.newMatch(setup, seats(2, true), seed));
        while (!t.match().isOver()) {
            if (t.isComputerToAct())
                t.playComputer(rng);
            else
                QVERIFY(t.play(t.match().legalMoves().front()));
            if (t.match().phase() != Phase::GameOver) continue;
            ++ends;
            QVERIFY(t.undoCrossesGameEnd());
            QVERIFY(!t.canUndo() && !t.undo());
            if (t.match().isOver()) break;
            QVERIFY(t.play(t.match().legalMoves().front())); // the next game
            QVERIFY(!t.canUndo() && !t.undo());
        }
    }
    QVERIFY(ends >= 12);
}

// A replay (the club's book) steps the record one decision at a time with
// people seated too, past what undo would refuse them (the starter, CR-8).
void TestCribTable::goToStepsOneDecision() {
    Table t;
    QVERIFY(t.newMatch(Setup{2, 61, Board::TwoTrack, false}, people(2), 9));
    std::vector<QString> steps{fingerprint(t.match())};
    while (t.match().phase() != Phase::GameOver) {
        QVERIFY(t.play(t.match().legalMoves().front()));
        steps.push_back(fingerprint(t.match()));
    }
    const int size = t.recordSize();
    QCOMPARE(size, int(steps.size()) - 1);
    QCOMPARE(t.current(), size);
    QVERIFY(!t.goTo(size) && !t.goTo(size + 1) && !t.goTo(-1));
    QSignalSpy reset(&t, &Table::positionReset), over(&t, &Table::gameOver);
    for (int move = size - 1; move >= 0; --move) {
        QVERIFY(t.goTo(move));
        QCOMPARE(t.current(), move);
        QCOMPARE(fingerprint(t.match()), steps[std::size_t(move)]);
    }
    for (int move = 1; move <= size; ++move) {
        QVERIFY(t.goTo(move));
        QCOMPARE(fingerprint(t.match()), steps[std::size_t(move)]);
    }
    QCOMPARE(reset.count(), 2 * size);
    QCOMPARE(over.count(), 0);      // a game's end shown again is not a game won again
    QCOMPARE(t.recordSize(), size); // nothing of the record is lost
}

// What a replay tells of the deal in hand (eventsOfTheDeal) is what the
// table announced as it was played, from the deal's Deal on, at every move
// and again when gone back to.
void TestCribTable::eventsOfTheDealAreThoseAnnounced() {
    const auto said = [](const std::vector<Event>& events) {
        QStringList lines;
        for (const Event& e : events)
            lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7-%8")
                         .arg(int(e.kind))
                         .arg(e.seat)
                         .arg(e.side)
                         .arg(int(e.card))
                         .arg(e.count)
                         .arg(e.points)
                         .arg(e.from)
                         .arg(e.to);
        return lines;
    };
    Table t;
    std::vector<Event> announced;
    connect(&t, &Table::happened, this, [&announced](const Event& e) {
        if (e.kind == Event::Deal) announced.clear();
        announced.push_back(e);
    });
    QVERIFY(t.newMatch(Setup{2, 61, Board::TwoTrack, false}, people(2), 5));
    std::vector<QStringList> steps{said(announced)};
    int deals = 0;
    while (t.match().phase() != Phase::GameOver) {
        QVERIFY(t.play(t.match().legalMoves().front()));
        steps.push_back(said(announced));
        QCOMPARE(said(t.eventsOfTheDeal()), steps.back());
        deals +=
            !announced.empty() && announced.front().kind == Event::Deal && announced.size() == 1;
    }
    QVERIFY(deals > 2);
    for (int move = t.recordSize(); move >= 0; move -= 7) {
        t.goTo(move);
        QCOMPARE(said(t.eventsOfTheDeal()), steps[std::size_t(move)]);
    }
}

void TestCribTable::undoNeverCrossesTheStarter_data() {
    QTest::addColumn<int>("hands");
    QTest::addColumn<int>("seed");
    for (int seed : {1, 2, 3, 4, 5, 6}) // the person deals in some, is pone in others
        QTest::addRow("CR-8 two hands, seed %d", seed) << 2 << seed;
    for (int seed : {1, 2, 3})
        QTest::addRow("CR-8 three hands, seed %d", seed) << 3 << seed;
}

// Issue 23: a person lays away, the starter is turned: Undo would let him
// lay away again knowing it (the same starter, the same replies).
void TestCribTable::undoNeverCrossesTheStarter() {
    QFETCH(int, hands);
    QFETCH(int, seed);
    Table t;
    const Board board = hands == 2 ? Board::TwoTrack : Board::ThreeTrack;
    QVERIFY(t.newMatch(Setup{hands, 121, board, false}, seats(hands, true), std::uint64_t(seed)));
    Random rng{std::uint64_t(seed)};
    computersPlay(t, rng);
    QCOMPARE(t.match().phase(), Phase::Discard);
    QCOMPARE(t.match().toAct(), 0);
    QVERIFY(t.play(t.match().legalMoves().front()));
    computersPlay(t, rng);
    QVERIFY(t.match().starter() != NoCard);
    const QString where = fingerprint(t.match());
    const int current = t.saved().current;
    QVERIFY(!t.canUndo());
    QVERIFY(!t.undo());
    QCOMPARE(fingerprint(t.match()), where);
    QCOMPARE(t.saved().current, current);
    QVERIFY(!t.canRedo()); // and nothing to redo that could show it again
}

void TestCribTable::undoNeverCrossesAHiddenCard_data() {
    QTest::addColumn<QString>("what");
    QTest::newRow("CR-9 a card the computer played") << QStringLiteral("card");
    QTest::newRow("CR-10 a go the computer said") << QStringLiteral("go");
    QTest::newRow("CR-16 the crib shown, a new deal") << QStringLiteral("deal");
}

// Past the starter, the other hidden things: whenever the person is to
// decide just after one of them, he cannot undo his last decision.
void TestCribTable::undoNeverCrossesAHiddenCard() {
    QFETCH(QString, what);
    int found = 0;
    for (int seed = 1; seed <= 8; ++seed) {
        Table t;
        QVERIFY(
            t.newMatch(Setup{2, 121, Board::TwoTrack, false}, seats(2, true), std::uint64_t(seed)));
        Random rng{std::uint64_t(seed)};
        for (int step = 0; step < 200 && t.match().phase() != Phase::GameOver; ++step) {
            const std::size_t before = t.match().record().size();
            const int deal = t.match().dealNumber();
            QSignalSpy played(&t, &Table::cardPlayed), go(&t, &Table::saidGo);
            // the person's move and the computer's answers up to his next
            QVERIFY(t.play(t.match().legalMoves().front()));
            computersPlay(t, rng);
            if (t.match().phase() == Phase::GameOver) break;
            bool shown = false;
            if (what == QLatin1String("card")) {
                for (const auto& args : played)
                    shown = shown || args.at(0).toInt() == 1;
            } else if (what == QLatin1String("go")) {
                for (const auto& args : go)
                    shown = shown || args.at(0).toInt() == 1;
            } else {
                shown = t.match().dealNumber() != deal;
            }
            if (!shown) continue;
            ++found;
            QVERIFY2(!t.canUndo(),
                     qPrintable(QStringLiteral("seed %1, move %2").arg(seed).arg(before)));
            QVERIFY(!t.undo());
        }
    }
    QVERIFY(found > 3);
}

void TestCribTable::undoNeverPeeks_data() {
    QTest::addColumn<int>("hands");
    QTest::addColumn<bool>("muggins");
    QTest::addColumn<int>("persons"); // the first seats, the rest computers
    QTest::newRow("CR-2 one person against a computer") << 2 << false << 1;
    QTest::newRow("CR-15 muggins, one person against a computer") << 2 << true << 1;
    QTest::newRow("CR-3 two people and a computer") << 3 << false << 2;
    QTest::newRow("CR-4 four people, partners") << 4 << true << 4;
}

// Property: wherever a person decides, either undo is refused, or every
// person at the table sees, back where it goes, exactly what he saw before
// it; and redo brings back the same position.
void TestCribTable::undoNeverPeeks() {
    QFETCH(int, hands);
    QFETCH(bool, muggins);
    QFETCH(int, persons);
    std::vector<Seat> chairs = seats(hands, false);
    for (int p = 0; p < persons; ++p)
        chairs[std::size_t(p)].player = QStringLiteral("person");
    const Board board = hands == 2   ? Board::TwoTrack
                        : hands == 3 ? Board::ThreeTrack
                                     : Board::FourTrack;
    int undone = 0, refused = 0;
    for (int seed = 1; seed <= 3; ++seed) {
        Table t;
        QVERIFY(t.newMatch(Setup{hands, 61, board, muggins}, chairs, std::uint64_t(seed)));
        Random rng(std::uint64_t(seed) * 7);
        for (int step = 0; step < 300; ++step) {
            computersPlay(t, rng);
            if (t.match().phase() == Phase::GameOver) break;
            if (t.canUndo()) {
                std::vector<QString> seen;
                for (int p = 0; p < persons; ++p)
                    seen.push_back(seenBy(t.match(), p));
                const QString where = fingerprint(t.match());
                QVERIFY(t.undo());
                for (int p = 0; p < persons; ++p) {
                    const QString back = seenBy(t.match(), p), was = seen[std::size_t(p)];
                    const QString go = QStringLiteral(" go ");
                    QCOMPARE(back.section(go, 0, 0), was.section(go, 0, 0));
                    // out of the play (the count came after his last card) nobody says go
                    if (!was.endsWith(go)) QCOMPARE(back, was);
                }
                QVERIFY(t.redo());
                QCOMPARE(fingerprint(t.match()), where);
                ++undone;
            } else {
                QVERIFY(!t.undo());
                ++refused;
            }
            const std::vector<Move> legal = t.match().legalMoves();
            QVERIFY(t.play(legal[std::size_t(rng.below(std::uint32_t(legal.size())))]));
        }
    }
    QVERIFY(undone > 0);
    QVERIFY(refused > 0);
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

// Issue 26: a person on a phone stays on a phone through save and open.
void TestCribTable::phoneSeatSavedAndOpened() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("phones.cribbage"));
    std::vector<Seat> s = people(4);
    s[1].phone = true;
    s[3].phone = true;
    s[2].player = QString::fromStdString(levelName(Level::Standard));
    Table t;
    QVERIFY(t.newMatch(Setup{4, 121, Board::FourTrack, true}, s, 7));
    Random rng(5);
    playOn(t, rng, 6);
    QVERIFY(t.trySave(path).isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray saved = QJsonDocument::fromJson(f.readAll()).object().value("seats").toArray();
    QCOMPARE(saved.at(1).toObject().value("phone").toBool(), true);
    QVERIFY(!saved.at(0).toObject().contains("phone"));
    Table u;
    QSignalSpy seatsChanged(&u, &Table::seatsChanged);
    QVERIFY(u.tryLoad(path).isEmpty());
    QCOMPARE(seatsChanged.count(), 1); // an open may seat other people: links change
    QVERIFY(u.seats()[1].phone && u.seats()[3].phone);
    QVERIFY(!u.seats()[0].phone && !u.seats()[2].phone);
    QCOMPARE(u.seats(), t.seats());
}

// Issue 26: Move to screen changes who plays a seat, not the match: no
// move in the record, undo untouched (but for the seat's own choices), and a computer's answer
// under way (asked at this revision) is still played.
void TestCribTable::seatMovedToTheScreen() {
    std::vector<Seat> s = people(2);
    s[1].phone = true;
    Table t;
    QVERIFY(t.newMatch(Setup{2, 121, Board::TwoTrack, false}, s, 11));
    Random rng(2);
    playOn(t, rng, 1);
    const auto moves = t.match().record().size();
    const bool couldUndo = t.canUndo();
    const quint64 revision = t.revision();
    QSignalSpy seatsChanged(&t, &Table::seatsChanged), reset(&t, &Table::positionReset);
    QVERIFY(t.setSeatOnPhone(1, false));
    QVERIFY(!t.seats()[1].phone);
    QCOMPARE(seatsChanged.count(), 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(t.match().record().size(), moves);
    // Undo follows who holds the seat now: a choice made on the phone
    // becomes the screen's to take back once the seat is at the screen.
    if (t.undoSeat() != 1) QCOMPARE(t.canUndo(), couldUndo);
    QCOMPARE(t.revision(), revision);
    QVERIFY(!t.setSeatOnPhone(1, false)); // already on the screen: nothing to say
    QVERIFY(!t.setSeatOnPhone(5, true));
    QCOMPARE(seatsChanged.count(), 1);
    QVERIFY(t.setSeatOnPhone(0, true));
    QVERIFY(t.seats()[0].phone);
    // A computer is not a person on a phone.
    std::vector<Seat> c = seats(2, true);
    Table u;
    QVERIFY(u.newMatch(Setup{2, 121, Board::TwoTrack, false}, c, 11));
    QVERIFY(!u.setSeatOnPhone(1, true));
    QVERIFY(!u.seats()[1].phone);
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

// Issue 27: a match of a set length (a house decision; CR-22 counts its
// games) has no game after its last, saved and opened; an old file, no
// length; a length out of range is refused.
void TestCribTable::matchOfSetLengthEnds() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two.cribbage"));
    Setup setup{2, 61, Board::TwoTrack, false};
    setup.matchGames = 2;
    Table t;
    QVERIFY(t.newMatch(setup, seats(2, false), 9));
    Random rng(9);
    for (int game = 1; game <= 2; ++game) {
        if (game > 1) QVERIFY(t.play({Move::NextGame, {}, 0}));
        while (t.match().phase() != Phase::GameOver)
            QVERIFY(t.playComputer(rng));
        QCOMPARE(t.match().isOver(), game == 2);
    }
    QVERIFY(t.match().legalMoves().empty());
    QVERIFY(!t.play({Move::NextGame, {}, 0}));
    QVERIFY(t.trySave(path).isEmpty());
    Table u;
    QVERIFY(u.tryLoad(path).isEmpty());
    QCOMPARE(u.match().setup().matchGames, 2);
    QVERIFY(u.match().isOver());
    QCOMPARE(fingerprint(u.match()), fingerprint(t.match()));

    Setup open{2, 61, Board::TwoTrack, false}; // no set length: never over
    QVERIFY(t.newMatch(open, seats(2, false), 9));
    while (t.match().phase() != Phase::GameOver)
        QVERIFY(t.playComputer(rng));
    QVERIFY(!t.match().isOver());
    QVERIFY(t.play({Move::NextGame, {}, 0}));

    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject file = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject written = file.value("setup").toObject();
    QCOMPARE(written.value("matchGames").toInt(), 2);
    written.insert(QStringLiteral("matchGames"), 100);
    file.insert(QStringLiteral("setup"), written);
    QVERIFY(!u.tryLoadData(QJsonDocument(file).toJson()).isEmpty());
    QCOMPARE(u.match().setup().matchGames, 2); // the match in memory is as it was
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

void TestCribTable::everySeedReadsBack_data() {
    club::test::addSeedsToReadBack();
}

// Issue 14, finding 1: every seed a match is saved with reads back.
void TestCribTable::everySeedReadsBack() {
    QFETCH(quint64, seed);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.cribbage"));
    SavedMatch saved;
    saved.seed = seed;
    saved.seats = {club::Seat{QStringLiteral("Ann"), 0, QStringLiteral("person")},
                   club::Seat{QStringLiteral("Bob"), 1, QStringLiteral("expert")}};
    QCOMPARE(writeMatchFile(path, saved).english(), QString());
    QCOMPARE(readMatchFile(path).seed, seed);
}

QTEST_GUILESS_MAIN(TestCribTable)
#include "tst_crib_table.moc"
