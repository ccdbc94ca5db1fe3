// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13: the cribbage match sheet of a long match goes on over as many
// pages as its games need (CR-21 to CR-25 on paper): every game once, in
// order; the match's totals on the last page only; no row crossing the
// sheet's border on any page, portrait (two sides) or landscape (three).
// Its notes name the skunk holes of the game played (CR-24, issue 23).
#include "common/paper.h"
#include "crib/crib_match_sheet.h"
#include "engine/core/random.h"
#include "engine/crib/table.h"
#include "fonts.h"
#include "test_language.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace club::app;

namespace {

CribMatchSheet sheetOf(int sides, int games) {
    CribMatchSheet sheet;
    sheet.heading = QStringLiteral("Once Around Cribbage: match sheet");
    sheet.rules = QStringLiteral("121 points, two hands.");
    sheet.notes =
        QStringLiteral("A lurch counts two games. A skunk: the winner went out before the "
                       "loser passed hole 90; a double skunk, before hole 60 (two "
                       "skunks). The high hand is the best hand counted.");
    for (int s = 0; s < sides; ++s) {
        sheet.sides << QStringLiteral("Side%1").arg(s + 1);
        sheet.colours << QColor(Qt::red);
        sheet.totalGames << 0;
        sheet.totalPoints << 0;
        sheet.totalCorners << 0;
        sheet.totalSkunks << 0;
        sheet.doubleSkunks << 0;
        sheet.highHand << 0;
    }
    for (int g = 1; g <= games; ++g) {
        CribMatchSheet::Game game;
        game.number = g;
        for (int s = 0; s < sides; ++s) {
            game.points << 100 + s;
            game.corners << 1;
            game.highHand << 12;
        }
        game.result = QStringLiteral("Side1 wins");
        sheet.games << game;
    }
    return sheet;
}

QRectF a4(bool landscape) {
    return landscape ? QRectF(0, 0, 1754, 1240) : QRectF(0, 0, 1240, 1754);
}

} // namespace

class TestCribMatchSheet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { loadEmbeddedFonts(); }

    void pagesFollowTheGames_data() {
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("games");
        for (int sides : {2, 3})
            for (int games : {1, 10, 20, 21, 22, 23, 24, 25, 40, 60, 120})
                QTest::addRow("%d sides, %d games", sides, games) << sides << games;
    }

    // Every page painted on an A4 image: below the sheet's inner border
    // only paper; pages added only when the games need them.
    void pagesFollowTheGames() {
        QFETCH(int, sides);
        QFETCH(int, games);
        const CribMatchSheet sheet = sheetOf(sides, games);
        const QRectF page = a4(sides > 2);
        const int pages = cribMatchSheetPages(sheet, page);
        QVERIFY(pages >= 1);
        QVERIFY2(games > 15 || pages == 1, "a short match is one page");
        QVERIFY2(pages <= 1 + games / 15, "pages are filled before another is begun");
        const PaperBorder border = paperBorder(page);
        for (int i = 0; i < pages; ++i) {
            QImage image(page.size().toSize(), QImage::Format_RGB32);
            image.fill(Qt::white);
            {
                QPainter p(&image);
                paintCribMatchSheet(p, page, sheet, i);
            }
            // The band between the inner border and the outer one, at the foot.
            const int top = int(border.inner.bottom() + border.innerPen + 2);
            const int bottom = int(border.outer.bottom() - border.outerPen - 2);
            int ink = 0;
            for (int y = top; y < bottom; ++y)
                for (int x = int(border.inner.left()) + 4; x < int(border.inner.right()) - 4; ++x)
                    if (qGray(image.pixel(x, y)) < 160) ++ink;
            QVERIFY2(ink == 0,
                     qPrintable(QStringLiteral("page %1 of %2 crosses the border (%3 dark pixels)")
                                    .arg(i + 1)
                                    .arg(pages)
                                    .arg(ink)));
        }
    }

    void skunkNoteFitsTheGame_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<bool>("skunks");
        QTest::newRow("CR-24 121 points: skunk before hole 90, double before 60") << 121 << true;
        QTest::newRow("CR-24, CR-18 61 points: no skunk holes") << 61 << false;
    }

    // The notes under the sheet say what a skunk is only in a game that has
    // them: CR-24's holes 90 and 60 are of the 121-hole game, and the engine
    // counts no skunk in a game of 61 (it once printed them for 61 too).
    void skunkNoteFitsTheGame() {
        QFETCH(int, game);
        QFETCH(bool, skunks);
        const club::crib::Match match(
            club::crib::Setup{2, game, club::crib::Board::TwoTrack, false}, 5);
        std::vector<club::crib::Seat> seats(2);
        seats[0].name = QStringLiteral("Ann");
        seats[1].name = QStringLiteral("Bob");
        seats[1].colour = 1;
        const CribMatchSheet sheet = cribMatchSheetFor(match, seats);
        QVERIFY2(sheet.notes.contains(QStringLiteral("lurch")), qPrintable(sheet.notes));
        QCOMPARE(sheet.notes.contains(QStringLiteral("hole 90")), skunks);
        QCOMPARE(sheet.notes.contains(QStringLiteral("hole 60")), skunks);
        QVERIFY2(!sheet.notes.contains(QStringLiteral("hole 30")), qPrintable(sheet.notes));
    }

    // The match's totals name skunks only where they are counted: a game of
    // 61 has none (CR-24), and its sheet once said "0 skunks (0 double)".
    void totalsSaySkunksOnlyAt121_data() { skunkNoteFitsTheGame_data(); }
    void totalsSaySkunksOnlyAt121() {
        QFETCH(int, game);
        QFETCH(bool, skunks);
        const club::crib::Match match(
            club::crib::Setup{2, game, club::crib::Board::TwoTrack, false}, 5);
        std::vector<club::crib::Seat> seats(2);
        seats[0].name = QStringLiteral("Ann");
        seats[1].name = QStringLiteral("Bob");
        const CribMatchSheet sheet = cribMatchSheetFor(match, seats);
        for (int side = 0; side < 2; ++side) {
            const QString line = cribMatchTotalsLine(sheet, side);
            QVERIFY2(line.contains(QStringLiteral("corner")), qPrintable(line));
            QCOMPARE(line.contains(QStringLiteral("skunk")), skunks);
        }
    }

    // Each count of the totals takes its own plural: one corner, one skunk
    // (it said "1 corners", and in French "1 blanchissages").
    void totalsTakeEachCountsOwnPlural() {
        CribMatchSheet sheet;
        sheet.sides = {QStringLiteral("Ann")};
        sheet.totalGames = {1};
        sheet.totalPoints = {121};
        sheet.totalCorners = {1};
        sheet.totalSkunks = {1};
        sheet.doubleSkunks = {0};
        sheet.highHand = {16};
        {
            const club::test::TestLanguage english(QStringLiteral("en"));
            QVERIFY(english.isLoaded());
            QCOMPARE(cribMatchTotalsLine(sheet, 0),
                     QStringLiteral("Ann: 1 game, 121 points, 1 corner, 1 skunk (0 double), high "
                                    "hand 16."));
        }
        const club::test::TestLanguage french(QStringLiteral("fr"));
        QVERIFY(french.isLoaded());
        const QString line = cribMatchTotalsLine(sheet, 0);
        QVERIFY2(line.contains(QStringLiteral("1 coin,")) &&
                     line.contains(QStringLiteral("1 blanchissage ")),
                 qPrintable(line));
    }

    // The PDF of a 60-game match, read back page by page: each game's row
    // once, in order, and the totals on the last page.
    // A match played out says its totals as the whole match's, not "so
    // far" as while it goes on.
    void finishedMatchSaysItsTotalsAreFinal() {
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty()) QSKIP("pdftotext (poppler-utils) is not installed");
        club::crib::Setup setup{2, 61, club::crib::Board::TwoTrack, false};
        setup.matchGames = 1;
        const std::vector<club::crib::Seat> seats = {
            {QStringLiteral("Ann"), 0, QStringLiteral("standard")},
            {QStringLiteral("Bob"), 1, QStringLiteral("standard")}};
        club::crib::Table table;
        QVERIFY(table.newMatch(setup, seats, 8));
        club::Random rng(8);
        const auto totalsHeading = [&] {
            QTemporaryDir dir;
            const QString pdf = dir.filePath(QStringLiteral("match.pdf"));
            if (!exportCribMatchSheetPdf(cribMatchSheetFor(table.match(), table.seats()), pdf)
                     .isEmpty())
                return QStringLiteral("no PDF");
            if (qEnvironmentVariableIsSet("PLAYERS_CLUB_KEEP_PDF")) { // the last, to look at
                QFile::remove(qEnvironmentVariable("PLAYERS_CLUB_KEEP_PDF"));
                QFile::copy(pdf, qEnvironmentVariable("PLAYERS_CLUB_KEEP_PDF"));
            }
            QProcess text;
            text.start(pdftotext, {pdf, QStringLiteral("-")});
            text.waitForFinished(30000);
            const QString all = QString::fromUtf8(text.readAllStandardOutput());
            for (const QString& heading :
                 {QStringLiteral("The match so far"), QStringLiteral("The whole match")})
                if (all.contains(heading)) return heading;
            return QStringLiteral("none");
        };
        QCOMPARE(totalsHeading(), QStringLiteral("The match so far"));
        for (int i = 0; i < 5000 && !table.match().isOver(); ++i)
            QVERIFY(table.playComputer(rng));
        QVERIFY(table.match().isOver());
        QCOMPARE(totalsHeading(), QStringLiteral("The whole match"));
    }

    void longMatchAsPdf() {
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty()) QSKIP("pdftotext (poppler-utils) is not installed");
        const CribMatchSheet sheet = sheetOf(2, 60);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("match.pdf"));
        QCOMPARE(exportCribMatchSheetPdf(sheet, pdf), QString());
        // PLAYERS_CLUB_KEEP_PDF=FILE keeps a copy to look at.
        if (qEnvironmentVariableIsSet("PLAYERS_CLUB_KEEP_PDF"))
            QFile::copy(pdf, qEnvironmentVariable("PLAYERS_CLUB_KEEP_PDF"));
        QProcess all;
        all.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(all.waitForFinished(30000));
        const QStringList pageTexts = QString::fromUtf8(all.readAllStandardOutput())
                                          .split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        QVERIFY2(pageTexts.size() >= 3, qPrintable(QString::number(pageTexts.size())));
        QList<int> seen;
        const QRegularExpression row(QStringLiteral("^\\s*(\\d+)\\s+100\\s+1\\s+12\\s"),
                                     QRegularExpression::MultilineOption);
        for (int i = 0; i < pageTexts.size(); ++i) {
            const QString& text = pageTexts[i];
            QVERIFY2(
                text.contains(QStringLiteral("page %1 of %2").arg(i + 1).arg(pageTexts.size())),
                qPrintable(text));
            for (auto it = row.globalMatch(text); it.hasNext();)
                seen << it.next().captured(1).toInt();
            const bool last = i + 1 == pageTexts.size();
            QCOMPARE(text.contains(QStringLiteral("The match so far")), last);
        }
        QList<int> expected;
        for (int g = 1; g <= 60; ++g)
            expected << g;
        QCOMPARE(seen, expected);
    }
};

QTEST_MAIN(TestCribMatchSheet)
#include "tst_crib_match_sheet.moc"
