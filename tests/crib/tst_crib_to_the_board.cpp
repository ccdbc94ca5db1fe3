// SPDX-License-Identifier: GPL-3.0-or-later
// The Expert plays to the board near the end of a two-hand game (issue 28):
// the chance of winning from the score, a play that takes him out now, and
// the four kept for the best chance of winning.
#include "core/random.h"
#include "crib/discard.h"
#include "crib/match.h"
#include "crib/player.h"
#include "crib/score.h"
#include "crib/win_chance.h"
#include "crib_test_util.h"

#include <QTest>

using namespace cribtest;
using club::Random;

namespace {
int countOf(const PlayView& v) {
    int count = 0;
    for (Card c : v.countCards)
        count += valueOf(c);
    return count;
}

// What `card` pegs on the count of `v`.
int pegsNow(const PlayView& v, Card card) {
    std::vector<Card> seq = v.countCards;
    seq.push_back(card);
    return pegPoints(seq);
}

// Six cards dealt at random to the dealer (`dealer`) or the pone.
DiscardView dealtSix(Random& rng, bool dealer) {
    std::vector<Card> pack;
    for (Card c = 0; c < PackSize; ++c)
        pack.push_back(c);
    rng.shuffle(std::span<Card>(pack));
    DiscardView v;
    v.hand.assign(pack.begin(), pack.begin() + 6);
    v.ownCrib = dealer;
    return v;
}

// Each of the Expert's plays (two hands, 121) with more than one card to
// choose from, in games against habit, with the view as the table gives it.
template <class Visit> void expertPlays(int games, Visit visit) {
    for (int g = 0; g < games; ++g) {
        Match m(Setup{}, 4100 + std::uint64_t(g));
        Random rng(std::uint64_t(g) + 3);
        const int expert = g % 2;
        while (m.phase() != Phase::GameOver) {
            if (m.toAct() == expert && m.phase() == Phase::Play && m.legalMoves().size() > 1)
                visit(m.playView(expert));
            m.apply(m.computerMove(m.toAct() == expert ? Level::Expert : Level::Habit, rng));
        }
    }
}
} // namespace

class TestCribToTheBoard : public QObject {
    Q_OBJECT
private slots:
    void winChanceFollowsTheScore();
    void theShowCountsThePoneFirst();
    void expertPegsOutWhenHeCan();
    void farFromTheEndAPointIsAPoint();
    void keepChancesCountHisHeels();
    void discardPlaysForTheGame();
    void discardFarFromTheEndIsForPoints();
};

// A point more is never worse, the dealer of the first deal is a little
// ahead, and a side one point from the game almost always wins.
void TestCribToTheBoard::winChanceFollowsTheScore() {
    for (int game : {61, 121}) {
        for (int a = 0; a < game; a += 7)
            for (int b = 0; b < game; b += 5) {
                const double w = dealerWinsFrom(a, b, game);
                QVERIFY(w >= 0 && w <= 1);
                if (a + 1 < game) QVERIFY(dealerWinsFrom(a + 1, b, game) >= w - 1e-12);
                if (b + 1 < game) QVERIFY(dealerWinsFrom(a, b + 1, game) <= w + 1e-12);
            }
        const double first = dealerWinsFrom(0, 0, game);
        QVERIFY2(first > 0.5 && first < 0.65, qPrintable(QString::number(first)));
        // the pone counts first (CR-16): one point short, he nearly always wins
        QVERIFY(dealerWinsFrom(game - 10, game - 1, game) < 0.05);
        QVERIFY(dealerWinsFrom(game - 1, game - 30, game) > 0.95);
        QCOMPARE(dealerWinsFrom(game, 0, game), 1.0);
        QCOMPARE(dealerWinsFrom(0, game, game), 0.0);
    }
}

// CR-16: the pone's hand is counted before the dealer's and the crib.
void TestCribToTheBoard::theShowCountsThePoneFirst() {
    // both would reach 121 with their hands: the pone counts first
    QCOMPARE(winsAtTheShow(115, 112, false, 6, 10, 121), 1.0);
    QCOMPARE(winsAtTheShow(112, 115, true, 6, 10, 121), 0.0);
    // the pone falls short; the dealer's hand takes him out
    QCOMPARE(winsAtTheShow(115, 112, true, 6, 10, 121), 1.0);
    // the dealer needs his crib: better than even, short of certain
    const double crib = winsAtTheShow(115, 100, true, 4, 2, 121);
    QVERIFY(crib > 0.5 && crib < 1.0);
    QCOMPARE(winsAtTheShow(100, 115, false, 4, 2, 121), 1.0 - crib);
}

// CR-18: the game ends the moment a side reaches it, even in the play. Put
// one point short of what his best card pegs now, the Expert takes the
// game with a card that pegs enough; without the score he does not always.
void TestCribToTheBoard::expertPegsOutWhenHeCan() {
    int positions = 0, blindMissed = 0;
    expertPlays(60, [&](PlayView v) {
        int most = 0;
        for (Card c : v.hand)
            if (countOf(v) + valueOf(c) <= 31) most = std::max(most, pegsNow(v, c));
        if (most == 0) return;
        ++positions;
        const int mySide = v.sides[std::size_t(v.me)];
        v.scores[std::size_t(mySide)] = v.game - most;
        v.scores[std::size_t(1 - mySide)] = v.game - 3;
        Random rng(7), same(7);
        const auto card = choosePlay(Level::Expert, v, rng);
        QVERIFY(card.has_value());
        QCOMPARE(pegsNow(v, *card), most);
        PlayView blind = v;
        blind.scores.clear();
        if (pegsNow(v, *choosePlay(Level::Expert, blind, same)) < most) ++blindMissed;
    });
    QVERIFY2(positions >= 100, qPrintable(QString::number(positions)));
    // the positions are ones where the score changes the card
    QVERIFY2(blindMissed > 0, qPrintable(QString::number(blindMissed)));
}

// Far from the game he plays for points, exactly as without the score.
void TestCribToTheBoard::farFromTheEndAPointIsAPoint() {
    int positions = 0;
    expertPlays(20, [&](PlayView v) {
        v.scores = {30, 50};
        PlayView blind = v;
        blind.scores.clear();
        Random rng(11), same(11);
        const auto choices = expertPlayChoices(v, rng);
        const auto blindChoices = expertPlayChoices(blind, same);
        QCOMPARE(choices.size(), blindChoices.size());
        QCOMPARE(choices.front().card, blindChoices.front().card);
        QCOMPARE(choices.front().win, -1.0);
        ++positions;
    });
    QVERIFY(positions > 50);
}

// CR-8: a Jack turned is two for the dealer at once, before anyone counts.
// A dealer two short of the game with no Jack in hand wins at least on the
// four Jacks he may see turned; a pone two short loses on them.
void TestCribToTheBoard::keepChancesCountHisHeels() {
    const Hand keep = cards("2C 4D 6H 8S");
    const CardSet unseen = FullPack & ~setOf(cards("2C 4D 6H 8S KC QD"));
    const auto four = std::span<const Card, 4>(keep.data(), 4);
    KeepChances dealer(true, 119, 119, 121);
    const double heels = 4.0 / 46;
    QVERIFY(dealer.wins(four, unseen, 0, 4.7) >= heels);
    KeepChances pone(false, 119, 119, 121);
    QVERIFY(pone.wins(four, unseen, 0, 4.7) <= 1 - heels + 1e-12);
    // the pone, on 119 against 100, almost surely makes two first
    KeepChances ahead(false, 119, 100, 121);
    QVERIFY(ahead.wins(four, unseen, 0, 4.7) > 0.85);
}

// The pone on 110 against the dealer on 115 must make eleven before the
// dealer counts: 5 4 6 K keeps fifteens and a run in every deal, where the
// four worth most points on average (5 9 4 6) more often fall short.
void TestCribToTheBoard::discardPlaysForTheGame() {
    DiscardView v;
    v.hand = cards("5H 9D 3H 4C 6S KS");
    v.ownCrib = false;
    v.scores = {110, 115};
    v.side = 0;
    const std::vector<DiscardOption> choices = expertDiscardChoices(v);
    const std::vector<DiscardOption> forPoints = expertDiscards(v.hand, 2, false);
    QCOMPARE(setOf(choices.front().discard), setOf(cards("9D 3H")));
    QCOMPARE(setOf(forPoints.front().discard), setOf(cards("3H KS")));
    double pointsChoiceWins = -1;
    for (const DiscardOption& o : choices) {
        QVERIFY(o.win >= 0 && o.win <= 1);
        QVERIFY(o.win <= choices.front().win + SameChance);
        if (o.discard == forPoints.front().discard) pointsChoiceWins = o.win;
    }
    QVERIFY(choices.front().win > pointsChoiceWins + 0.05);
    Random rng(1);
    QCOMPARE(setOf(chooseDiscard(Level::Expert, v, rng)), setOf(cards("9D 3H")));

    // Random hands near the end: the best chance, and of equal chances the
    // most points.
    Random deal(5);
    for (int i = 0; i < 200; ++i) {
        DiscardView w = dealtSix(deal, i % 2);
        w.scores = {int(81 + deal.below(40)), int(60 + deal.below(61))};
        const auto all = expertDiscardChoices(w);
        double best = 0;
        for (const DiscardOption& o : all)
            best = std::max(best, o.win);
        for (const DiscardOption& o : all) {
            QVERIFY(o.win <= all.front().win + SameChance);
            // within half a hundredth of the best chance (not of the one
            // chosen, which may itself be up to that much below it)
            if (o.win >= best - SameChance) QVERIFY(o.total() <= all.front().total() + 1e-9);
        }
    }
}

// Far from the end of the game he lays away for points, as without the
// score.
void TestCribToTheBoard::discardFarFromTheEndIsForPoints() {
    Random deal(9);
    for (int i = 0; i < 100; ++i) {
        DiscardView v = dealtSix(deal, i % 2);
        v.scores = {int(deal.below(81)), int(deal.below(81))};
        const auto choices = expertDiscardChoices(v);
        QCOMPARE(choices.front().discard, expertDiscards(v.hand, 2, v.ownCrib).front().discard);
        QCOMPARE(choices.front().win, -1.0);
    }
}

QTEST_GUILESS_MAIN(TestCribToTheBoard)
#include "tst_crib_to_the_board.moc"
