// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. rules suite: every clause of RULES.md PM-E1..PM-21 is named by at
// least one test function or data row. Split over three files by part of
// the rule book: setting up, play, end and scoring.
#pragma once

#include <QObject>

class TestPmRules : public QObject {
    Q_OBJECT
private slots:
    // tst_pm_rules_setup.cpp: equipment and setting up
    void boardPlaces_data();
    void boardPlaces();     // PM-E1
    void menStartOnStars(); // PM-E2
    void standardPack();    // PM-E3
    void packErrors_data();
    void packErrors();    // PM-E3
    void packRoundTrip(); // PM-E3
    void dealSizes_data();
    void dealSizes();          // PM-E4, PM-1
    void reshuffledEachGame(); // PM-1
    void containerPile();      // PM-E5
    void cutHighestDeals();    // PM-2
    void cutMinusLowest();     // PM-2 [R]
    void cutTiesRecut();       // PM-2 [R]
    void cutOneValuePack();    // PM-2
    void cutAndDealOrder_data();
    void cutAndDealOrder(); // PM-3
    void turnOrder_data();
    void turnOrder(); // PM-4

    // tst_pm_rules_play.cpp: a turn
    void leadIsPlus(); // PM-5
    void moveAmount_data();
    void moveAmount();  // PM-6
    void topCardOnly(); // PM-6
    void manMoves_data();
    void manMoves();               // PM-7 .. PM-14
    void sheetBustExampleInGame(); // PM-13
    void noMoveCardStaysPlayed();  // PM-14
    void possibleMoveMustBeMade(); // PM-14
    void anyCardMayBePlayed();     // PM-15

    // tst_pm_rules_end.cpp: hidden hands, end, scoring, rubber
    void viewShowsOnlyOwnHand();  // PM-16
    void viewIgnoresOtherHands(); // PM-16
    void endsAtFourthManHome();   // PM-17
    void endsAfterLastCard();     // PM-17
    void score_data();
    void score(); // PM-18, PM-19
    void rubberOfFiveGames_data();
    void rubberOfFiveGames();   // PM-19, PM-20
    void rubberSharedLeaders(); // PM-20 [R]
    void rubberConfigProblems_data();
    void rubberConfigProblems(); // PM-1, PM-21
    void sections_data();
    void sections(); // PM-21
};
