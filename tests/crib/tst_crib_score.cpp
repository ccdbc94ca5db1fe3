// SPDX-License-Identifier: GPL-3.0-or-later
// The show and the points of play as pure functions: the sheet's table of
// counts (CR-17), the count rules (CR-16), pegging points (CR-11 to CR-14),
// and the histogram of every hand there is.
#include "crib/count_all.h"
#include "crib/score.h"
#include "crib_test_util.h"

#include <QTest>

using namespace cribtest;

class TestCribScore : public QObject {
    Q_OBJECT
private slots:
    void sheetTable_data();
    void sheetTable();
    void countRules_data();
    void countRules();
    void partsAddUp();
    void pegPoints_data();
    void pegPoints();
    void everyHand();
    void cardNames();
};

void TestCribScore::sheetTable_data() {
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("starter");
    QTest::addColumn<int>("score");
    // CR-17: every row of the sheet's table. N is his nobs (the Jack of the
    // starter's suit), * all of one suit; suits otherwise mixed.
    QTest::newRow("CR-17 1-1-2-2-3") << "AC AD 2C 2D"
                                     << "3H" << 16;
    QTest::newRow("CR-17 1-2-3-3-3") << "AC 2D 3C 3D"
                                     << "3H" << 15;
    QTest::newRow("CR-17 1-4-4-4-10") << "AC 4C 4D 4H"
                                      << "10S" << 12;
    QTest::newRow("CR-17 2-3-4-4-4") << "2C 3D 4C 4D"
                                     << "4H" << 17;
    QTest::newRow("CR-17 2-3-3-3-4") << "2C 3C 3D 3H"
                                     << "4S" << 17;
    QTest::newRow("CR-17 3-3-4-4-5") << "3C 3D 4C 4D"
                                     << "5H" << 20;
    QTest::newRow("CR-17 3-6-6-6-6") << "3C 6C 6D 6H"
                                     << "6S" << 24;
    QTest::newRow("CR-17 4-4-5-6-6") << "4C 4D 5C 6D"
                                     << "6H" << 24;
    QTest::newRow("CR-17 4-5-6-6-6") << "4C 5D 6C 6D"
                                     << "6H" << 21;
    QTest::newRow("CR-17 5-5-5-5-10") << "5C 5D 5H 5S"
                                      << "10C" << 28;
    QTest::newRow("CR-17 5-5-10-J-Q") << "5C 5D 10H JS"
                                      << "QC" << 17;
    QTest::newRow("CR-17 6-6-9-9-9") << "6C 6D 9C 9D"
                                     << "9H" << 20;
    QTest::newRow("CR-17 1-1-6-7-8") << "AC AD 6C 7D"
                                     << "8H" << 13;
    QTest::newRow("CR-17 5-5-N-J-J") << "5C JH JS JD"
                                     << "5H" << 21;
    QTest::newRow("CR-17 2-6-7-7-8") << "2C 6D 7C 7D"
                                     << "8H" << 16;
    QTest::newRow("CR-17 6-7-8-9-9") << "6C 7D 8C 9D"
                                     << "9H" << 16;
    QTest::newRow("CR-17 3-3-6-6-6") << "3C 3D 6C 6D"
                                     << "6H" << 20;
    QTest::newRow("CR-17 3-3-3-6-6") << "3C 3D 3H 6C"
                                     << "6D" << 18;
    QTest::newRow("CR-17 3-3-6-6-9") << "3C 3D 6C 6D"
                                     << "9H" << 14;
    QTest::newRow("CR-17 5-5-5-N-J") << "5C 5D JH JS"
                                     << "5H" << 23;
    QTest::newRow("CR-17 4-5-6-Q-K*") << "4H 5H 6H QH"
                                      << "KH" << 14;
    QTest::newRow("CR-17 1-4-4-N-4") << "AC 4D 4S JH"
                                     << "4H" << 13;
    QTest::newRow("CR-17 5-5-10-N-Q") << "5C 10D JH QS"
                                      << "5H" << 18;
    QTest::newRow("CR-17 4-4-7-7-7") << "4C 4D 7C 7D"
                                     << "7H" << 14;
    QTest::newRow("CR-17 5-5-5-4-6") << "5C 5D 5H 4S"
                                     << "6C" << 23;
    QTest::newRow("CR-17 5-N-5-5-5 the best hand") << "5C 5D 5S JH"
                                                   << "5H" << 29;
}

void TestCribScore::sheetTable() {
    QFETCH(QString, hand);
    QFETCH(QString, starter);
    QFETCH(int, score);
    const Hand h = cards(hand);
    const std::span<const Card, 4> four(h.data(), 4);
    const Card s = card(starter.toLatin1().constData());
    QCOMPARE(countShow(four, s, false), score);
    QCOMPARE(totalOf(countShowParts(four, s, false)), score);
}

void TestCribScore::countRules_data() {
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("starter");
    QTest::addColumn<bool>("crib");
    QTest::addColumn<int>("score");
    QTest::newRow("CR-16 four-card flush in the hand") << "2H 4H 6H 8H"
                                                       << "KC" << false << 4;
    QTest::newRow("CR-16 no four-card flush in the crib") << "2H 4H 6H 8H"
                                                          << "KC" << true << 0;
    QTest::newRow("CR-16 five-card flush in the crib") << "2H 4H 6H 8H"
                                                       << "KH" << true << 5;
    QTest::newRow("CR-16 five-card flush in the hand") << "2H 4H 6H 8H"
                                                       << "KH" << false << 5;
    QTest::newRow("CR-16 his nobs") << "JD 2C 4H 6S"
                                    << "8D" << false << 1;
    QTest::newRow("CR-16 a Jack of another suit") << "JC 2C 4H 6S"
                                                  << "8D" << false << 0;
    QTest::newRow("CR-16 nobs in the crib too") << "JD 2C 4H 6S"
                                                << "8D" << true << 1;
    QTest::newRow("CR-16 a double run") << "3C 4D 5H 5S"
                                        << "KC" << false << 12;
    QTest::newRow("CR-16 Q-K-A is no run (CR-13)") << "QC KD AH 7S"
                                                   << "2C" << false << 0;
    QTest::newRow("CR-16 a run of five") << "3C 4D 5H 6S"
                                         << "7C" << false << 9;
    QTest::newRow("CR-16 nineteen: nothing") << "2C 4D 6H 8S"
                                             << "10C" << false << 0;
}

void TestCribScore::countRules() {
    QFETCH(QString, hand);
    QFETCH(QString, starter);
    QFETCH(bool, crib);
    QFETCH(int, score);
    const Hand h = cards(hand);
    const std::span<const Card, 4> four(h.data(), 4);
    const Card s = card(starter.toLatin1().constData());
    QCOMPARE(countShow(four, s, crib), score);
    QCOMPARE(totalOf(countShowParts(four, s, crib)), score);
}

// The parts said aloud add up to the fast count for many random hands.
void TestCribScore::partsAddUp() {
    std::uint64_t x = 12345;
    for (int n = 0; n < 20000; ++n) {
        Hand pack;
        for (int c = 0; c < 52; ++c)
            pack.push_back(Card(c));
        for (int i = 0; i < 5; ++i) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            std::swap(pack[std::size_t(i)],
                      pack[std::size_t(i) + (x >> 33) % (52 - std::size_t(i))]);
        }
        const std::span<const Card, 4> four(pack.data(), 4);
        const bool crib = n % 2;
        QCOMPARE(totalOf(countShowParts(four, pack[4], crib)), countShow(four, pack[4], crib));
    }
}

void TestCribScore::pegPoints_data() {
    QTest::addColumn<QString>("sequence");
    QTest::addColumn<int>("points");
    QTest::newRow("CR-12 fifteen two") << "10H 5C" << 2;
    QTest::newRow("CR-11 thirty-one for two") << "10H QC 5D 6S" << 2;
    QTest::newRow("CR-12 a pair") << "7H 7C" << 2;
    QTest::newRow("CR-12 a pair royal") << "7H 7C 7D" << 6;
    QTest::newRow("CR-12 a double pair royal") << "7H 7C 7D 7S" << 12;
    QTest::newRow("CR-12 fives: fifteen and a pair royal") << "5H 5C 5D" << 8;
    QTest::newRow("CR-12 a pair broken by another card") << "7H 8C 7D" << 0;
    QTest::newRow("CR-13 a run of three") << "3H 4C 5D" << 3;
    QTest::newRow("CR-13 a run in any order") << "5D 3H 4C" << 3;
    QTest::newRow("CR-13 5-4-3-3: fifteen and a pair, no run") << "5H 4C 3D 3S" << 4;
    QTest::newRow("CR-13 a duplicate breaks the run") << "6H 5C 4D 4S" << 2;
    QTest::newRow("CR-13 Q-K-A is no run") << "QH KC AD" << 0;
    QTest::newRow("CR-13 a run of five at twenty") << "2C 4D 3H 5S 6C" << 5;
    QTest::newRow("CR-13 an intervening card breaks it") << "4C 9D 5H 6S" << 0;
    QTest::newRow("CR-13 the latest three make a run") << "3C 4D 3H 5S" << 5;
    QTest::newRow("CR-13 a run and fifteen") << "4C 6D 5H" << 5;
    QTest::newRow("CR-13 a run of seven") << "AC 2D 3H 4S 5C 6D 7H" << 7;
    QTest::newRow("CR-11 31 with a pair") << "KC 8D 8H 5S" << 2;
    QTest::newRow("CR-12 nothing") << "KC 9D" << 0;
}

void TestCribScore::pegPoints() {
    QFETCH(QString, sequence);
    QFETCH(int, points);
    const Hand seq = cards(sequence);
    QCOMPARE(club::crib::pegPoints(seq), points);
    std::vector<int> ranks;
    int total = 0;
    for (Card c : seq) {
        ranks.push_back(rankOf(c));
        total += valueOf(c);
    }
    QCOMPARE(pegPointsRanks(ranks.data(), int(ranks.size()), total), points);
}

// CR-17: every hand of four with every starter. 19, 25, 26 and 27 never
// occur, 29 four times, the mean is 4.7692 (the known figures).
void TestCribScore::everyHand() {
    const AllHands all = countAllHands();
    QCOMPARE(all.hands, std::uint64_t(12994800));
    QCOMPARE(all.histogram[29], std::uint64_t(4));
    for (int never : {19, 25, 26, 27})
        QCOMPARE(all.histogram[std::size_t(never)], std::uint64_t(0));
    // The published table of all hands, score by score.
    const std::uint64_t known[30] = {
        1009008, 99792, 2813796, 505008, 2855676, 697508, 1800268, 751324, 1137236, 361224,
        388740,  51680, 317340,  19656,  90100,   9168,   58248,   11196,  2708,    0,
        8068,    2496,  444,     356,    3680,    0,      0,       0,      76,      4};
    for (int p = 0; p < 30; ++p)
        QCOMPARE(all.histogram[std::size_t(p)], known[p]);
    QVERIFY(qAbs(all.mean - 4.7692) < 0.00005);
    qInfo("count_all: %.1f ms", all.seconds * 1000);
}

void TestCribScore::cardNames() {
    for (int c = 0; c < 52; ++c)
        QCOMPARE(*parseCard(cardName(Card(c))), Card(c));
    QCOMPARE(cardName(card("10H")), std::string("10H"));
    QCOMPARE(*parseCard("th"), card("10H"));
    QVERIFY(!parseCard("1H"));
    QVERIFY(!parseCard("AX"));
    QVERIFY(!parseCard(""));
    QCOMPARE(valueOf(card("KS")), 10);
    QCOMPARE(valueOf(card("AS")), 1); // CR-9
}

QTEST_APPLESS_MAIN(TestCribScore)
#include "tst_crib_score.moc"
