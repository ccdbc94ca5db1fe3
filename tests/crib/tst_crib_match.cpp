// SPDX-License-Identifier: GPL-3.0-or-later
// The flow of a match clause by clause: the cut for deal, the deals for two
// to six hands, the starter, the play with go and last card, the show in
// order, muggins, the end of a game and the Once Around board.
#include "core/random.h"
#include "crib/match.h"
#include "crib/pegging.h"
#include "crib_test_util.h"

#include <QTest>

#include <algorithm>

using namespace cribtest;
using club::Random;

namespace {

// Plays discards with the standard player until the play begins.
void discardAll(Match& m, Random& rng) {
    while (m.phase() == Phase::Discard)
        m.apply(m.computerMove(Level::Standard, rng));
}

int seatFromLeft(const Match& m, int seat) {
    return (seat - m.dealer() - 1 + 2 * m.seats()) % m.seats();
}

Board boardFor(int hands) {
    return hands == 5                 ? Board::TwoAndThree
           : hands == 2 || hands == 4 ? Board::TwoTrack
                                      : Board::ThreeTrack;
}

} // namespace

class TestCribMatch : public QObject {
    Q_OBJECT
private slots:
    void cutForDeal();
    void deals_data();
    void deals();
    void starterAndHisHeels();
    void ponesLead();
    void pegFlow_data();
    void pegFlow();
    void showOrder();
    void muggins();
    void theShowThatWonIsKnown();
    void boards_data();
    void boards();
    void dealPasses();
    void corners_data();
    void corners();
};

// CR-1: lowest card deals; a tie among the lowest cuts again.
void TestCribMatch::cutForDeal() {
    int recuts = 0;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        const Match m(Setup{2, 121, Board::TwoTrack, false}, seed);
        const auto& ev = m.openingEvents();
        QVERIFY(!ev.empty());
        const Event& last = ev[ev.size() - 2]; // the final cut, then the deal
        QCOMPARE(last.kind, Event::CutForDeal);
        QCOMPARE(last.seat, m.dealer());
        const int other = 1 - m.dealer();
        QVERIFY(rankOf(last.cards[std::size_t(m.dealer())]) <
                rankOf(last.cards[std::size_t(other)]));
        recuts += int(ev.size()) - 2;
    }
    QVERIFY(recuts > 0); // ties happen and are cut again
}

void TestCribMatch::deals_data() {
    QTest::addColumn<int>("hands");
    QTest::addColumn<QString>("dealt");    // cards to each seat from the dealer's left
    QTest::addColumn<int>("cribFromPack"); // CR-3: a card straight to the crib
    QTest::newRow("CR-2 two hands: six each, two away") << 2 << "6 6" << 0;
    QTest::newRow("CR-3 three hands: five each and one to the crib") << 3 << "5 5 5" << 1;
    QTest::newRow("CR-4 four hands: five each") << 4 << "5 5 5 5" << 0;
    QTest::newRow("CR-5 five hands: the dealer four") << 5 << "5 5 5 5 4" << 0;
    QTest::newRow("CR-6 six hands: dealer and his right four") << 6 << "5 5 5 5 4 4" << 0;
}

void TestCribMatch::deals() {
    QFETCH(int, hands);
    QFETCH(QString, dealt);
    QFETCH(int, cribFromPack);
    const QStringList sizes = dealt.split(QLatin1Char(' '));
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Match m(Setup{hands, 121, boardFor(hands), false}, seed);
        for (int s = 0; s < hands; ++s)
            QCOMPARE(int(m.hand(s).size()), sizes[seatFromLeft(m, s)].toInt());
        QCOMPARE(int(m.crib().size()), cribFromPack);
        QCOMPARE(m.cardsInPlay(), 52);
        Random rng(seed);
        discardAll(m, rng);
        // CR-7: the crib is four cards, every hand four; the crib is the dealer's
        QCOMPARE(int(m.crib().size()), 4);
        for (int s = 0; s < hands; ++s)
            QCOMPARE(int(m.hand(s).size()), 4);
        QCOMPARE(m.cardsInPlay(), 52);
        // CR-4, CR-6: partners sit opposite and peg one line
        if (hands == 4) QCOMPARE(m.setup().sideOf(0), m.setup().sideOf(2));
        if (hands == 6) QCOMPARE(m.setup().sideOf(1), m.setup().sideOf(4));
        QCOMPARE(m.sides(), hands == 4 ? 2 : hands == 6 ? 3 : hands);
    }
}

// CR-8: a Jack turned up pegs the dealer 2 before a card is played.
void TestCribMatch::starterAndHisHeels() {
    int heels = 0;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        Match m(Setup{2, 121, Board::TwoTrack, false}, seed);
        Random rng(seed);
        while (m.phase() == Phase::Discard) {
            const auto ev = m.apply(m.computerMove(Level::Standard, rng));
            for (const Event& e : ev)
                if (e.kind == Event::Starter) {
                    QCOMPARE(m.starter(), e.card);
                    const bool jack = rankOf(e.card) == Jack;
                    QCOMPARE(m.scores()[std::size_t(m.setup().sideOf(m.dealer()))], jack ? 2 : 0);
                    QCOMPARE(m.scores()[std::size_t(1 - m.setup().sideOf(m.dealer()))], 0);
                    heels += jack;
                }
        }
    }
    QVERIFY(heels > 0);
}

// CR-9: the pone (dealer's left) leads.
void TestCribMatch::ponesLead() {
    for (int hands = 2; hands <= 6; ++hands) {
        Match m(Setup{hands, 121, boardFor(hands), false}, 7);
        Random rng(1);
        discardAll(m, rng);
        if (m.phase() != Phase::Play) continue; // his heels ended nothing here
        QCOMPARE(m.toAct(), (m.dealer() + 1) % hands);
    }
}

void TestCribMatch::pegFlow_data() {
    QTest::addColumn<QString>("hands");  // in order of play, '|' between hands
    QTest::addColumn<QString>("plays");  // every card in the order played
    QTest::addColumn<QString>("points"); // pegged per player at the end
    QTest::addColumn<QString>("goes");   // players saying go, in order
    // CR-10, CR-11: the pone cannot go on, the dealer plays on and takes 1
    QTest::newRow("CR-11 go and one for the last card") << "KH QH|10C 9S"
                                                        << "KH 10C QH 9S"
                                                        << "1 1"
                                                        << "1";
    // CR-11: 31 for two, the count starts again
    QTest::newRow("CR-11 thirty-one for two") << "KH AS|QC 10D"
                                              << "KH QC AS 10D"
                                              << "0 2"
                                              << "";
    // CR-14: a pair after the other's go
    QTest::newRow("CR-14 a pair played on after a go") << "KH 9H|QC 3D 3S"
                                                       << "KH QC 9H 3D 3S"
                                                       << "1 3"
                                                       << "1";
    // CR-12: fifteen by the second card
    QTest::newRow("CR-12 fifteen two, then go") << "5H 9C|10S 8D"
                                                << "5H 10S 9C 8D"
                                                << "1 3"
                                                << "1";
    // CR-11: the last card of the hand pegs one, not on 31
    QTest::newRow("CR-11 last card") << "2H|3C"
                                     << "2H 3C"
                                     << "0 1"
                                     << "";
    // three hands: the turn goes round; J-Q-K by three players is a run (CR-14)
    QTest::newRow("CR-10 three hands") << "KH 9C|QD 2S|JC 3H"
                                       << "KH QD JC 9C 2S 3H"
                                       << "0 0 5"
                                       << "0 1";
}

void TestCribMatch::pegFlow() {
    QFETCH(QString, hands);
    QFETCH(QString, plays);
    QFETCH(QString, points);
    QFETCH(QString, goes);
    std::vector<Hand> h;
    for (const QString& part : hands.split(QLatin1Char('|')))
        h.push_back(cards(part));
    Pegging p(h);
    std::vector<int> pts(h.size(), 0);
    std::vector<PegEvent> events;
    for (Card c : cards(plays)) {
        QVERIFY2(p.isLegal(c), cardName(c).c_str());
        p.play(c, &events, pts.data());
        QVERIFY(p.count() <= 31);
    }
    QVERIFY(p.finished());
    QStringList got, said;
    for (int x : pts)
        got << QString::number(x);
    for (const PegEvent& e : events)
        if (e.kind == PegEvent::Go) said << QString::number(e.player);
    QCOMPARE(got.join(QLatin1Char(' ')), points);
    QCOMPARE(said.join(QLatin1Char(' ')), goes);
}

// CR-16: pone's hand, round to the dealer, then the crib.
void TestCribMatch::showOrder() {
    for (int hands = 2; hands <= 6; ++hands) {
        Match m(Setup{hands, 121, boardFor(hands), false}, 11);
        Random rng(3);
        std::vector<Event> shows;
        const int dealer = m.dealer();
        while (m.dealNumber() == 1 && m.phase() != Phase::GameOver)
            for (const Event& e : m.apply(m.computerMove(Level::Standard, rng)))
                if (e.kind == Event::Show) shows.push_back(e);
        QCOMPARE(int(shows.size()), hands + 1);
        for (int i = 0; i < hands; ++i) {
            QCOMPARE(shows[std::size_t(i)].seat, (dealer + 1 + i) % hands);
            QVERIFY(!shows[std::size_t(i)].crib);
        }
        QVERIFY(shows.back().crib);
        QCOMPARE(shows.back().seat, dealer);
        QCOMPARE(m.dealer(), (dealer + 1) % hands); // the deal passes to the left
    }
}

// CR-15: a hand counted short may be claimed by the next opponent.
void TestCribMatch::muggins() {
    Match m(Setup{2, 121, Board::TwoTrack, true}, 5);
    Random rng(9);
    int claims = 0;
    while (m.phase() != Phase::GameOver && m.gameNumber() == 1 && claims < 3) {
        if (m.phase() == Phase::Count) {
            const Move truth = m.computerMove(Level::Expert, rng);
            const int owner = m.toAct();
            const auto before = m.scores();
            m.apply({Move::Count, {}, 0}); // he says nothing
            if (truth.points == 0 || m.phase() == Phase::GameOver) continue;
            QCOMPARE(m.phase(), Phase::Muggins);
            QVERIFY(m.setup().sideOf(m.toAct()) != m.setup().sideOf(owner));
            const int claimer = m.setup().sideOf(m.toAct());
            m.apply({Move::Claim, {}, 0});
            QCOMPARE(m.scores()[std::size_t(claimer)],
                     std::min(121, before[std::size_t(claimer)] + truth.points));
            ++claims;
        } else {
            m.apply(m.computerMove(Level::Standard, rng));
        }
    }
    QVERIFY(claims > 0);
}

// CR-18: a game won by a count in the show names that hand (or the crib),
// for a table set up again at the game's end; won in the play, none.
void TestCribMatch::theShowThatWonIsKnown() {
    int inShow = 0, inPlay = 0, cribs = 0;
    for (int seed = 1; seed <= 60; ++seed) {
        Match m(Setup{2 + seed % 2, 61, boardFor(2 + seed % 2), seed % 4 == 0}, quint64(seed));
        Random rng(static_cast<quint64>(seed));
        Event lastShow, lastScore;
        for (int i = 0; i < 5000 && m.phase() != Phase::GameOver; ++i) {
            QCOMPARE(m.winningShow().seat, -1);
            for (const Event& e : m.apply(m.computerMove(Level::Standard, rng))) {
                if (e.kind == Event::Show) lastShow = e;
                if (e.kind == Event::Score) lastScore = e;
            }
        }
        QCOMPARE(m.phase(), Phase::GameOver);
        const bool shown =
            lastScore.reason == ScoreReason::Hand || lastScore.reason == ScoreReason::Crib;
        if (shown) {
            ++inShow;
            cribs += lastShow.crib ? 1 : 0;
            QCOMPARE(m.winningShow().seat, lastShow.seat);
            QCOMPARE(m.winningShow().crib, lastShow.crib);
        } else {
            ++inPlay;
            QCOMPARE(m.winningShow().seat, -1);
        }
        m.apply({Move::NextGame, {}, 0});
        QCOMPARE(m.winningShow().seat, -1); // a new game: nothing won yet
    }
    QVERIFY(inShow > 0 && inPlay > 0); // both ends were seen
    QVERIFY(cribs > 0);
}

void TestCribMatch::boards_data() {
    QTest::addColumn<int>("board");
    QTest::addColumn<QString>("serves");
    // CR-20
    QTest::newRow("CR-20 two-track") << int(Board::TwoTrack) << "2 4";
    QTest::newRow("CR-20 three-track") << int(Board::ThreeTrack) << "2 3 6";
    QTest::newRow("CR-20 four-track") << int(Board::FourTrack) << "2 3 4 6";
    QTest::newRow("CR-5 five hands: two-track and three-track") << int(Board::TwoAndThree) << "5";
}

void TestCribMatch::boards() {
    QFETCH(int, board);
    QFETCH(QString, serves);
    QStringList got;
    for (int hands = 2; hands <= 6; ++hands)
        if (Setup::boardServes(Board(board), hands)) got << QString::number(hands);
    QCOMPARE(got.join(QLatin1Char(' ')), serves);
}

// After a game of two hands the loser deals first.
void TestCribMatch::dealPasses() {
    Match m(Setup{2, 61, Board::TwoTrack, false}, 21);
    Random rng(4);
    while (m.phase() != Phase::GameOver)
        m.apply(m.computerMove(Level::Greedy, rng));
    const int winner = m.results().back().winner;
    m.apply({Move::NextGame, {}, 0});
    QCOMPARE(m.gameNumber(), 2);
    QCOMPARE(m.dealer(), 1 - winner);
    QCOMPARE(m.scores(), (std::vector<int>{0, 0}));
}

void TestCribMatch::corners_data() {
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("corners");
    QTest::addColumn<QString>("holes");
    // CR-21 [R], a house rule. At the bends of the board (the default): the
    // bends of the track as the board is drawn.
    QTest::newRow("CR-21 bends, 121 points: both bends, in and out")
        << 121 << int(Corners::Bends) << "50 60 110 120";
    QTest::newRow("CR-21 bends, 61 points: the right bend") << 61 << int(Corners::Bends) << "50 60";
    // Every 30 holes: the quarters of a 121 game; the halves of a 61 game.
    QTest::newRow("CR-21 every 30 holes, 121 points: 30, 60, 90, 120")
        << 121 << int(Corners::EveryThirty) << "30 60 90 120";
    QTest::newRow("CR-21 every 30 holes, 61 points: 30, 60")
        << 61 << int(Corners::EveryThirty) << "30 60";
}

// Each corner goes to the first side whose peg passes it, once, in order.
void TestCribMatch::corners() {
    QFETCH(int, game);
    QFETCH(int, corners);
    QFETCH(QString, holes);
    Setup setup{2, game, Board::TwoTrack, false};
    setup.corners = Corners(corners);
    QStringList expected;
    for (int hole : setup.cornerHoles())
        expected << QString::number(hole);
    QCOMPARE(expected.join(QLatin1Char(' ')), holes);
    // the default is the bends
    QCOMPARE(Setup{}.corners, Corners::Bends);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Match m(setup, seed);
        Random rng(seed);
        QStringList won;
        std::vector<int> reached(2, 0), perSide(2, 0);
        int reachedBefore = 0; // the furthest any peg stood before the last score
        Event lastScore;
        while (m.phase() != Phase::GameOver)
            for (const Event& e : m.apply(m.computerMove(Level::Greedy, rng))) {
                if (e.kind == Event::Score) {
                    lastScore = e;
                    reachedBefore = std::max(reached[0], reached[1]);
                    reached[std::size_t(e.side)] = e.to;
                } else if (e.kind == Event::Corner) {
                    QCOMPARE(e.side, lastScore.side);
                    QVERIFY(lastScore.from <= e.count && lastScore.to > e.count);
                    QVERIFY(reachedBefore <= e.count); // no one had passed it
                    won << QString::number(e.count);
                    ++perSide[std::size_t(e.side)];
                }
            }
        QCOMPARE(won.join(QLatin1Char(' ')), holes);
        QCOMPARE(m.board().corners, perSide);
        // the winner goes round the last bend into the game hole
        QVERIFY(perSide[std::size_t(m.results().back().winner)] >= 1);
    }
}

QTEST_APPLESS_MAIN(TestCribMatch)
#include "tst_crib_match.moc"
