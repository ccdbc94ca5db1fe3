// SPDX-License-Identifier: GPL-3.0-or-later
// A member's charts (app/book/member_charts.h) from a made-up season: each
// chart's series holds the book's figures, an empty chart says so in a
// sentence, and the charts print to a one-page PDF with the period fonts.
#include "fonts.h"
#include "made_up_book.h"
#include "member_charts.h"
#include "rating_history.h"

#include <QAbstractAxis>
#include <QBarSet>
#include <QComboBox>
#include <QLineSeries>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace club;
using namespace club::book;

class TestMemberCharts : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    Book book_;

private slots:
    void initTestCase() {
        app::loadEmbeddedFonts();
        QVERIFY(dir_.isValid());
        QCOMPARE(book_.open(dir_.filePath("book.sqlite")), QString());
        QCOMPARE(test::fillMadeUpBook(book_), QString());
    }

    // The rating line: one point a night, the day and the rating after it.
    void ratingSeriesHoldsEachNight() {
        MemberCharts charts(book_, "Ada");
        QCOMPARE(charts.kind(), QStringLiteral("pm")); // the game she played most
        const QList<RatingPoint> nights = ratingHistory(book_.database(), "pm", "Ada");
        QVERIFY(nights.size() >= 5);
        QVERIFY(charts.ratingSeries());
        const QList<QPointF> points = charts.ratingSeries()->points();
        QCOMPARE(points.size(), nights.size());
        for (int i = 0; i < points.size(); ++i) {
            QCOMPARE(points[i].x(), double(nights[i].night.toJulianDay()));
            QCOMPARE(points[i].y(), nights[i].rating);
        }
        QCOMPARE(points.last().y(), ratings(ratedGames(book_.database(), "pm")).value("Ada"));
        QVERIFY(charts.emptySentence(0).isEmpty());
        // A game played at 3 in the morning is charted on the night before,
        // which the game list dates a day later: the axis says how nights run.
        const QList<QAbstractAxis*> bottom = charts.ratingSeries()->attachedAxes();
        QVERIFY(std::any_of(bottom.begin(), bottom.end(), [](QAbstractAxis* axis) {
            return axis->orientation() == Qt::Horizontal &&
                   axis->titleText().contains(QStringLiteral("noon"));
        }));
    }

    void scoreBarsHoldTheBins() {
        MemberCharts charts(book_, "Ada");
        charts.setKind("cribbage");
        const QList<ScoreBin> bins = scoreDistribution(book_.database(), "cribbage", "Ada");
        QVERIFY(charts.scoreSet());
        QCOMPARE(charts.scoreSet()->count(), bins.size());
        for (int i = 0; i < bins.size(); ++i)
            QCOMPARE(charts.scoreSet()->at(i), double(bins[i].count));
        // The scale marks where one bar meets the next, from the first to the last.
        QCOMPARE(charts.scoreCategories().first(), QString::number(bins.first().low));
        QCOMPARE(charts.scoreCategories().last(), QString::number(bins.last().high + 1));
    }

    void winBarsHoldEachGame() {
        MemberCharts charts(book_, "computer:expert");
        QList<KindRecord> records = winsByKind(book_.database(), "computer:expert");
        QVERIFY(records.size() >= 3);
        std::stable_sort(records.begin(), records.end(),
                         [](const auto& a, const auto& b) { return a.played > b.played; });
        QCOMPARE(charts.playedSet()->count(), records.size());
        QStringList names;
        for (int i = 0; i < records.size(); ++i) {
            QCOMPARE(charts.playedSet()->at(i), double(records[i].played));
            QCOMPARE(charts.wonSet()->at(i), double(records[i].won));
            names << MemberCharts::twoLines(MemberCharts::kindName(records[i].kind));
        }
        QCOMPARE(charts.winCategories(), names);
        // The bars stand in the Game box's order, the most played first.
        QStringList boxOrder;
        const auto* box = charts.findChild<QComboBox*>();
        QVERIFY(box);
        for (int i = 0; i < box->count(); ++i)
            boxOrder << MemberCharts::twoLines(box->itemText(i));
        QCOMPARE(names, boxOrder);
        // The computer in the player's words, never its key.
        QCOMPARE(MemberCharts::displayName("computer:expert"), QStringLiteral("Computer: Expert"));
    }

    // A bar's label at 1024 pixels has room for about twelve letters: a
    // longer name goes on two lines at its middle space (before, Qt cut it
    // short: "Once Around Cribb...", "P.M. (Plus and Minu...").
    void longGameNamesGoOnTwoLines() {
        QCOMPARE(MemberCharts::twoLines(QStringLiteral("Once Around Cribbage")),
                 QStringLiteral("Once Around<br>Cribbage"));
        QCOMPARE(MemberCharts::twoLines(QStringLiteral("P.M. (Plus and Minus)")),
                 QStringLiteral("P.M. (Plus<br>and Minus)"));
        QCOMPARE(MemberCharts::twoLines(QStringLiteral("King's Men")),
                 QStringLiteral("King's Men"));
        QCOMPARE(MemberCharts::twoLines(QStringLiteral("Patchesi")), QStringLiteral("Patchesi"));
        QCOMPARE(MemberCharts::twoLines(QStringLiteral("A & B <long> name")),
                 QStringLiteral("A &amp; B<br>&lt;long&gt; name"));
    }

    void kingsMenHasNoScoresToChart() {
        MemberCharts charts(book_, "Bert");
        charts.setKind("kings-men");
        QCOMPARE(charts.kind(), QStringLiteral("kings-men"));
        QVERIFY(!charts.scoreSet());
        QVERIFY(charts.emptySentence(1).contains("keeps no score"));
        QVERIFY(charts.ratingSeries()); // but a rating, won and lost
    }

    void aNewMemberGetsSentencesNotEmptyCharts() {
        MemberCharts charts(book_, "Ada");
        charts.setMember("Dora");
        QVERIFY(!charts.ratingSeries());
        QVERIFY(!charts.scoreSet());
        QVERIFY(!charts.playedSet());
        for (int i = 0; i < 3; ++i)
            QVERIFY2(!charts.emptySentence(i).isEmpty(), qPrintable(QString::number(i)));
        charts.setMember("Cora");
        QVERIFY(charts.ratingSeries());
        QVERIFY(charts.emptySentence(0).isEmpty());
    }

    // One page of A4, its fonts embedded (the period type, not a stand-in).
    void printsToAOnePagePdf() {
        MemberCharts charts(book_, "Ada");
        charts.resize(1000, 700);
        const QString pdf = dir_.filePath("charts.pdf");
        QCOMPARE(charts.writePdf(pdf), QString());
        if (qEnvironmentVariableIsSet("PLAYERS_CLUB_KEEP_PDF"))
            QFile::copy(pdf, qEnvironmentVariable("PLAYERS_CLUB_KEEP_PDF"));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page "), 1);
        const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
        if (!pdftotext.isEmpty()) {
            QProcess text;
            text.start(pdftotext, {pdf, "-"});
            QVERIFY(text.waitForFinished(30000));
            const QString words = QString::fromUtf8(text.readAllStandardOutput());
            QVERIFY2(words.contains("Charts for Ada"), qPrintable(words));
            QVERIFY2(words.contains("Games played and won"), qPrintable(words));
        }
        const QString pdffonts = QStandardPaths::findExecutable("pdffonts");
        if (pdffonts.isEmpty()) QSKIP("pdffonts (poppler-utils) is not installed");
        QProcess fonts;
        fonts.start(pdffonts, {pdf});
        QVERIFY(fonts.waitForFinished(30000));
        const QString list = QString::fromUtf8(fonts.readAllStandardOutput());
        // The period text face: its repaired copy (app/font_repair.h), or the original.
        QVERIFY2(list.contains("PlayersClubText") || list.contains("Century"), qPrintable(list));
    }
};

QTEST_MAIN(TestMemberCharts)
#include "tst_member_charts.moc"
