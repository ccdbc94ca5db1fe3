// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page's figures (issue 27, book_stats.h): a member's card,
// standings over a period and head to head, each checked against a small
// book whose answers are worked by hand (book_stats_sample.h).
#include "book_stats.h"
#include "book_stats_sample.h"
#include "book_test_util.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include <ctime>

using namespace club;
using namespace club::book;

class TstBookStats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // The ratings' nights are local dates: the answers are worked in UTC.
        qputenv("TZ", "UTC");
        tzset();
        QVERIFY(dir_.isValid());
        QCOMPARE(test::writeSampleClub(dir_.filePath("book.sqlite")), QString());
        QCOMPARE(book_.open(dir_.filePath("book.sqlite")), QString());
    }

    void memberCardCountsEachKindAndUnit() {
        const QList<MemberGameRecord> card = memberCard(book_.database(), "Ada");
        QCOMPARE(card.size(), 3);
        // Games before wholes; kinds in the order they came into the book.
        const MemberGameRecord& alpha = card[0];
        QCOMPARE(alpha.kind, QString("alpha"));
        QCOMPARE(alpha.unit, QString("game"));
        QCOMPARE(alpha.played, 4);
        QCOMPARE(alpha.won, 2);
        QCOMPARE(alpha.drawn, 1); // g3: no winner, Ada shares first place
        QCOMPARE(alpha.lost, 1);
        QCOMPARE(alpha.winRate, 0.5);
        QCOMPARE(alpha.best, 10);
        QCOMPARE(alpha.average, (10 - 3 + 4 + 8) / 4.0);
        QCOMPARE(alpha.belowZero, 1); // g2's -3
        QVERIFY(!alpha.hasSkunks);

        QCOMPARE(card[1].kind, QString("beta"));
        QCOMPARE(card[1].played, 1);
        QCOMPARE(card[1].won, 0);
        QCOMPARE(card[1].lost, 1);
        QVERIFY(card[1].hasSkunks);
        QCOMPARE(card[1].skunksTaken, 1); // her side's entry in the options
        QCOMPARE(card[1].skunksGiven, 0); // she did not win
        // A book from before high hands and captures were kept: none shown.
        QVERIFY(!card[1].hasHands);
        QVERIFY(!card[1].hasCaptures);

        QCOMPARE(card[2].kind, QString("alpha"));
        QCOMPARE(card[2].unit, QString("rubber"));
        QCOMPARE(card[2].played, 1);
        QCOMPARE(card[2].won, 0);
    }

    void theWinnerGivesTheSkunks() {
        const QList<MemberGameRecord> card = memberCard(book_.database(), "Cleo");
        QCOMPARE(card.size(), 1);
        QCOMPARE(card[0].won, 1);
        QCOMPARE(card[0].skunksGiven, 3); // a single and a double
        QCOMPARE(card[0].skunksTaken, 0);
    }

    // Cribbage's best hand and crib by seat, the 29 hand counted; Patchesi's
    // captures made and suffered summed over the games.
    void highHandsAndCapturesFromTheOptions() {
        QTemporaryDir dir;
        Book book;
        QCOMPARE(book.open(dir.filePath("feats.sqlite")), QString());
        FinishedGame crib = test::sampleGame("crib-1", {"Ada", "Bert"});
        crib.kind = "cribbage";
        crib.options = {{"highHands", QJsonArray{29, 12}}, {"highCribs", QJsonArray{8, 14}}};
        QCOMPARE(book.record(crib), QString());
        crib.id = "crib-2";
        crib.options = {{"highHands", QJsonArray{16, 24}}, {"highCribs", QJsonArray{10, 4}}};
        QCOMPARE(book.record(crib), QString());
        FinishedGame pat = test::sampleGame("pat-1", {"Bert", "Ada", "Cleo"});
        pat.kind = "patchesi";
        pat.options = {{"captures", QJsonArray{3, 1, 0}}, {"captured", QJsonArray{0, 2, 2}}};
        QCOMPARE(book.record(pat), QString());
        pat.id = "pat-2";
        pat.options = {{"captures", QJsonArray{0, 2, 1}}, {"captured", QJsonArray{2, 1, 0}}};
        QCOMPARE(book.record(pat), QString());
        const QList<MemberGameRecord> card = memberCard(book.database(), "Ada");
        QCOMPARE(card.size(), 2);
        QVERIFY(card[0].hasHands && !card[0].hasCaptures);
        QCOMPARE(card[0].highHand, 29);
        QCOMPARE(card[0].highCrib, 10);
        QCOMPARE(card[0].twentyNines, 1);
        QVERIFY(card[1].hasCaptures && !card[1].hasHands);
        QCOMPARE(card[1].capturesMade, 3);
        QCOMPARE(card[1].capturesSuffered, 3);
        const MemberGameRecord bert = memberCard(book.database(), "Bert")[0];
        QCOMPARE(bert.highHand, 24);
        QCOMPARE(bert.twentyNines, 0);
    }

    void aNameNotInTheBookHasNoCard() { QVERIFY(memberCard(book_.database(), "Nobody").isEmpty()); }

    void standingsOfAllTimeWithRatings() {
        const QList<Standing> lines = standings(book_.database(), "alpha", "game");
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0].member, QString("Ada"));
        QCOMPARE(lines[0].played, 4);
        QCOMPARE(lines[0].won, 2);
        QCOMPARE(lines[1].member, QString("Bert"));
        QCOMPARE(lines[1].played, 3);
        QCOMPARE(lines[1].won, 1);
        QCOMPARE(lines[2].member, QString());
        QCOMPARE(lines[2].computer, QString("expert"));
        QCOMPARE(lines[2].player, QString("computer:expert"));
        QCOMPARE(lines[2].played, 1);
        QCOMPARE(lines[2].won, 0);
        // Worked by hand: 1 Nov, Ada beats the Expert: 1516 and 1484. 28 Nov,
        // one night from 1516 against 1500 (E = 0.52302): a win, a loss and
        // a draw move Ada by 32 (1 + 0 + 0.5 - 3E) = -2.209.
        QVERIFY(qAbs(lines[0].rating - 1513.791) < 0.001);
        QVERIFY(qAbs(lines[1].rating - 1502.209) < 0.001);
        QVERIFY(qAbs(lines[2].rating - 1484.0) < 0.001);
        // The rubber is its own standings.
        const QList<Standing> rubbers = standings(book_.database(), "alpha", "rubber");
        QCOMPARE(rubbers.size(), 2);
        QCOMPARE(rubbers[0].member, QString("Bert"));
        QCOMPARE(rubbers[0].won, 1);
    }

    void periodStarts_data() {
        QTest::addColumn<int>("period");
        QTest::addColumn<QDateTime>("now");
        QTest::addColumn<QDateTime>("start");
        const auto at = [](int y, int m, int d, int h, int min = 0) {
            return QDateTime(QDate(y, m, d), QTime(h, min));
        };
        QTest::newRow("tonight after midnight: six hours back")
            << int(Period::Tonight) << at(2026, 11, 29, 2) << at(2026, 11, 28, 20);
        QTest::newRow("tonight at 6 in the morning: midnight")
            << int(Period::Tonight) << at(2026, 11, 29, 6) << at(2026, 11, 29, 0);
        QTest::newRow("tonight at noon: the start of the day")
            << int(Period::Tonight) << at(2026, 11, 28, 12) << at(2026, 11, 28, 0);
        QTest::newRow("this month on its first morning")
            << int(Period::ThisMonth) << at(2026, 11, 1, 0, 30) << at(2026, 11, 1, 0);
        QTest::newRow("this year on New Year's Eve")
            << int(Period::ThisYear) << at(2026, 12, 31, 23) << at(2026, 1, 1, 0);
        QTest::newRow("all time has no start")
            << int(Period::AllTime) << at(2026, 1, 1, 0) << QDateTime();
    }
    void periodStarts() {
        QFETCH(int, period);
        QFETCH(QDateTime, now);
        QFETCH(QDateTime, start);
        QCOMPARE(periodStart(Period(period), now), start);
    }

    void standingsCountOnlyThePeriod_data() {
        QTest::addColumn<QDateTime>("now");
        QTest::addColumn<int>("period");
        QTest::addColumn<QStringList>("lines"); // player played won, best first
        QTest::newRow("tonight at 2 in the morning: from 20:00, g2 on its edge")
            << QDateTime(QDate(2026, 11, 29), QTime(2, 0)) << int(Period::Tonight)
            << QStringList{"Bert 2 1", "Ada 2 0"};
        QTest::newRow("tonight at noon: the whole day")
            << QDateTime(QDate(2026, 11, 28), QTime(12, 0)) << int(Period::Tonight)
            << QStringList{"Ada 3 1", "Bert 3 1"};
        QTest::newRow("this month: from 1 Nov, 00:00")
            << QDateTime(QDate(2026, 11, 28), QTime(23, 0)) << int(Period::ThisMonth)
            << QStringList{"Ada 4 2", "Bert 3 1", "computer:expert 1 0"};
        QTest::newRow("next month: nothing yet") << QDateTime(QDate(2026, 12, 1), QTime(9, 0))
                                                 << int(Period::ThisMonth) << QStringList{};
    }
    void standingsCountOnlyThePeriod() {
        QFETCH(QDateTime, now);
        QFETCH(int, period);
        QFETCH(QStringList, lines);
        QStringList got;
        for (const Standing& s :
             standings(book_.database(), "alpha", "game", periodStart(Period(period), now)))
            got << QStringLiteral("%1 %2 %3").arg(s.player).arg(s.played).arg(s.won);
        QCOMPARE(got, lines);
    }

    void headToHeadByGame() {
        const QList<HeadToHead> rows = headToHead(book_.database(), "Ada", "Bert");
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[0], (HeadToHead{"alpha", "game", 3, 1, 1, 1}));
        QCOMPARE(rows[1], (HeadToHead{"beta", "game", 1, 1, 0, 0}));
        QCOMPARE(rows[2], (HeadToHead{"alpha", "rubber", 1, 0, 1, 0}));
        // Seen from the other side, the same meetings the other way round.
        const QList<HeadToHead> back = headToHead(book_.database(), "Bert", "Ada");
        QCOMPARE(back[0], (HeadToHead{"alpha", "game", 3, 1, 1, 1}));
        QCOMPARE(back[1], (HeadToHead{"beta", "game", 1, 0, 1, 0}));
        QVERIFY(headToHead(book_.database(), "Ada", "Ada").isEmpty());
        QVERIFY(headToHead(book_.database(), "Ada", "Nobody").isEmpty());
        QCOMPARE(headToHead(book_.database(), "Cleo", "Bert").size(), 1);
    }

    void kindsAndUnitsAndTheCountedUnit() {
        using Pair = QPair<QString, QString>;
        QCOMPARE(kindsAndUnits(book_.database()),
                 (QList<Pair>{{"alpha", "game"}, {"beta", "game"}, {"alpha", "rubber"}}));
        QCOMPARE(countedUnit(book_.database(), "alpha"), QString("game"));
        QCOMPARE(countedUnit(book_.database(), "gamma"), QString());
    }

    void anEmptyBookHasNothingToShow() {
        book::Book empty;
        QCOMPARE(empty.open(dir_.filePath("empty.sqlite")), QString());
        QVERIFY(kindsAndUnits(empty.database()).isEmpty());
        QVERIFY(standings(empty.database(), "alpha", "game").isEmpty());
    }

private:
    QTemporaryDir dir_;
    book::Book book_;
};

QTEST_GUILESS_MAIN(TstBookStats)
#include "tst_book_stats.moc"
