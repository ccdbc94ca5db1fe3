// SPDX-License-Identifier: GPL-3.0-or-later
// PM-5..PM-15: what a card moves and which men may move by it.
#include "tst_pm_rules.h"

#include "pm_test_util.h"

#include <QTest>

using namespace pmtest;

void TestPmRules::leadIsPlus() {
    // PM-5: a leader holding MINUS cards may not lead them; his PLUS card
    // brings a man from the stars onto its number.
    const auto g = findDeal(3, [](const Game& g) {
        int minus = 0;
        for (CardId c : g.hand(g.leader()))
            minus += g.card(c).isMinus();
        return minus >= 2;
    });
    QVERIFY(g);
    const MoveList moves = g->legalMoves();
    QVERIFY(!moves.empty());
    for (const Move& m : moves) {
        const int value = g->card(m.card).value;
        QVERIFY2(value > 0, "PM-5: a MINUS card offered for the lead");
        QCOMPARE(int(m.from), 0);
        QCOMPARE(int(m.to), value);
    }
    for (CardId c : g->hand(g->leader()))
        if (g->card(c).isMinus()) QVERIFY(!g->isLegal(Move{c, -1, -1, false}));
}

void TestPmRules::moveAmount_data() {
    QTest::addColumn<int>("top");
    QTest::addColumn<int>("card");
    QTest::addColumn<int>("amount");
    QTest::newRow("PM-6 top +3 play +4 -> 7") << 3 << 4 << 7;
    QTest::newRow("PM-6 top +4 play +13 -> 17") << 4 << 13 << 17;
    QTest::newRow("PM-6 top +5 MINUS 7 -> back 2") << 5 << -7 << -2;
    QTest::newRow("PM-6 top +5 MINUS 3 -> forward 2") << 5 << -3 << 2;
    QTest::newRow("PM-6 top MINUS 3 play +3 -> no move") << -3 << 3 << 0;
    QTest::newRow("PM-6 top MINUS 3 MINUS 9 -> back 12") << -3 << -9 << -12;
    QTest::newRow("PM-6 top MINUS 2 MINUS 9 -> back 11") << -2 << -9 << -11;
    QTest::newRow("PM-7 top +4 play +5 -> 9") << 4 << 5 << 9;
    QTest::newRow("PM-13 top +15 play +11 -> 26") << 15 << 11 << 26;
}

void TestPmRules::moveAmount() {
    QFETCH(int, top);
    QFETCH(int, card);
    QFETCH(int, amount);
    QCOMPARE(club::pm::moveAmount(true, top, card), amount);
    QCOMPARE(club::pm::moveAmount(false, 0, card), card); // PM-5: the lead moves its value
}

void TestPmRules::topCardOnly() {
    // PM-6: cards under the top card take no part, in a real game.
    Game g = Game::deal(Pack::standard(), 4, 0, 31);
    RandomPlayer player;
    club::Random rng(31);
    while (!g.isOver()) {
        const Move m = player.choose(View(g, g.toMove()), rng);
        const int top = g.topValue();
        const bool hadTop = g.hasTop();
        const Change ch = g.apply(m);
        QCOMPARE(ch.amount, hadTop ? top + g.card(m.card).value : g.card(m.card).value);
    }
}

void TestPmRules::manMoves_data() {
    QTest::addColumn<QList<int>>("men");
    QTest::addColumn<int>("amount");
    QTest::addColumn<bool>("homeIsSafe");
    QTest::addColumn<bool>("starBust");
    QTest::addColumn<QString>("expected"); // "from>to", "!" marks a bust
    const auto row = [](const char* name, QList<int> m, int amount, const char* expected,
                        bool homeIsSafe = true, bool starBust = true) {
        QTest::newRow(name) << m << amount << homeIsSafe << starBust << QString(expected);
    };
    row("PM-6 top +3 play +4: a star man enters on 7", {0, 0, 0, 0}, 7, "0>7");
    row("PM-6 top +5 MINUS 7: back 2", {10, 0, 0, 0}, -2, "10>8");
    row("PM-6 top +5 MINUS 3: forward 2", {10, 0, 0, 0}, 2, "0>2 10>12");
    row("PM-6 top MINUS 3 MINUS 9: back 12", {20, 14, 0, 0}, -12, "14>2 20>8");
    row("PM-7 man on 11 -> 20 or a star man -> 9", {11, 0, 0, 0}, 9, "0>9 11>20");
    row("PM-7 every man out may move", {3, 8, 16, 0}, 4, "0>4 16>20 3>7 8>12");
    row("PM-8 no move with 0", {5, 9, 0, 25}, 0, "");
    row("PM-9 back past the stars returns to stars", {3, 10, 0, 0}, -5, "10>5 3>0");
    row("PM-9 back exactly to the stars", {5, 0, 0, 0}, -5, "5>0");
    row("PM-9 star men cannot go back", {0, 0, 0, 0}, -11, "");
    row("PM-10 blocked by own man on 9", {4, 9, 0, 0}, 5, "0>5 9>14");
    row("PM-10 star man cannot enter onto own man", {9, 0, 0, 0}, 9, "9>18");
    row("PM-10 backward onto own man blocked", {12, 7, 0, 0}, -5, "7>2");
    row("PM-10 two men may share 25", {25, 20, 0, 0}, 5, "0>5 20>25");
    row("PM-11 exact 25 goes home", {20, 0, 0, 0}, 5, "0>5 20>25");
    row("PM-11 a star man enters straight on 25", {0, 0, 0, 0}, 25, "0>25");
    row("PM-11 home men stay (forward)", {25, 25, 25, 10}, 3, "10>13");
    row("PM-11 home men stay (back)", {25, 25, 10, 0}, -3, "10>7");
    row("PM-11 option off: a home man may go back", {25, 10, 0, 0}, -3, "10>7 25>22", false);
    row("PM-11 option off: home man still never forward", {25, 10, 0, 0}, 3, "0>3 10>13", false);
    row("PM-11 option off: back onto own man blocked", {25, 22, 0, 0}, -3, "22>19", false);
    row("PM-12 past 25 busts to the stars", {24, 0, 0, 0}, 2, "0>2 24>0!");
    row("PM-12 bust by choice when another move exists", {20, 5, 0, 0}, 8, "0>8 20>0! 5>13");
    row("PM-13 sheet: 25,25,17,stars +26 busts 17", {25, 25, 17, 0}, 26, "17>0!");
    row("PM-13 star man not busted while a man is on 1-24", {25, 3, 0, 0}, 27, "3>0!");
    row("PM-13 [R] no man in play: star man busts, stays", {25, 25, 0, 0}, 26, "0>0!");
    row("PM-13 [R] all on stars: star bust allowed", {0, 0, 0, 0}, 30, "0>0!");
    row("PM-13 [R] option off: no move", {25, 25, 0, 0}, 26, "", true, false);
    row("PM-14 forced: only the man reaching 25", {20, 15, 10, 5}, 5, "20>25");
    row("PM-14 only blocked moves or a bust: he busts", {21, 16, 11, 6}, 5, "21>0!");
    row("PM-14 [R] no move: MINUS with no man on 1-24", {25, 0, 0, 0}, -7, "");
    row("PM-14 [R] no move: four men home", {25, 25, 25, 25}, 9, "");
}

void TestPmRules::manMoves() {
    QFETCH(QList<int>, men);
    QFETCH(int, amount);
    QFETCH(bool, homeIsSafe);
    QFETCH(bool, starBust);
    QFETCH(QString, expected);
    Options options;
    options.homeIsSafe = homeIsSafe;
    options.starBustWithoutMenInPlay = starBust;
    const Men board = menFrom(men);
    const ManMoves moves = legalManMoves(board, amount, options);
    QCOMPARE(describe(moves), expected);
    for (const ManMove& m : moves) { // every result is a possible board
        Men after = board;
        *std::find(after.begin(), after.end(), m.from) = m.to;
        QVERIFY(isPossible(after));
    }
}

void TestPmRules::sheetBustExampleInGame() {
    // PM-13 in a real game: the leader plays +15; the next player, with men
    // on 25, 25, 17 and the stars, plays +11 and must bust the man on 17.
    const auto found = findDeal(
        2, [](const Game& g) { return holds(g, g.leader(), 15) && holds(g, 1 - g.leader(), 11); });
    QVERIFY(found);
    Game g = *found;
    QVERIFY(playValue(g, 15, 0));
    g.setMen(g.toMove(), men(25, 25, 17, 0));
    const CardId eleven = *cardOf(g, g.toMove(), 11);
    QList<Move> withEleven;
    for (const Move& m : g.legalMoves())
        if (m.card == eleven) withEleven << m;
    QCOMPARE(withEleven.size(), 1);
    QCOMPARE(withEleven[0], (Move{eleven, 17, 0, true}));
    const Change ch = g.apply(withEleven[0]);
    QCOMPARE(ch.amount, 26);
    QVERIFY(ch.bust);
    QCOMPARE(ch.man, 2);
    QCOMPARE(g.men(ch.seat), men(25, 25, 0, 0));
}

void TestPmRules::noMoveCardStaysPlayed() {
    // PM-14 [R]: top +n, the next player's MINUS card with every man on the
    // stars: the card is played and no man moves.
    const auto found = findDeal(3, [](const Game& g) {
        return holds(g, g.leader(), 5) && holds(g, (g.leader() + 1) % 3, -9);
    });
    QVERIFY(found);
    Game g = *found;
    QVERIFY(playValue(g, 5, 0));
    const int seat = g.toMove();
    const CardId minus = *cardOf(g, seat, -9);
    const auto move = moveWith(g, minus, -1);
    QVERIFY(move);
    const Change ch = g.apply(*move);
    QCOMPARE(ch.man, -1);
    QVERIFY(ch.amount < 0);
    QCOMPARE(g.men(seat), men(0, 0, 0, 0));
    QCOMPARE(int(g.pile().back()), int(minus));
    QVERIFY(!cardOf(g, seat, -9));
    QCOMPARE(g.toMove(), (seat + 1) % 3);
}

void TestPmRules::possibleMoveMustBeMade() {
    // PM-14: when a card can move a man, "no move" is not a legal choice,
    // and neither is a move the card does not give.
    Game g = Game::deal(Pack::standard(), 2, 0, 8);
    const CardId lead = g.legalMoves()[0].card;
    QVERIFY(!g.isLegal(Move{lead, -1, -1, false}));
    QVERIFY(!g.isLegal(Move{lead, 0, std::int8_t(g.card(lead).value + 1), false}));
    QVERIFY(g.isLegal(Move{lead, 0, g.card(lead).value, false}));
}

void TestPmRules::anyCardMayBePlayed() {
    // PM-15: after the lead, every card in the hand is offered.
    Game g = Game::deal(Pack::standard(), 4, 1, 15);
    RandomPlayer player;
    club::Random rng(15);
    g.apply(player.choose(View(g, g.toMove()), rng));
    while (!g.isOver()) {
        QList<int> hand = ids(g.hand(g.toMove())), offered;
        for (const Move& m : g.legalMoves())
            if (!offered.contains(m.card)) offered << m.card;
        std::sort(hand.begin(), hand.end());
        std::sort(offered.begin(), offered.end());
        QCOMPARE(offered, hand);
        g.apply(player.choose(View(g, g.toMove()), rng));
    }
}
