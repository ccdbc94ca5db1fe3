// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15, printed: the party sheets read back with pdftotext. Blank drives
// of every size and blank knockouts of every number of pairs, a drive and a
// knockout with names and results, and the real program's --party-sheets.
#include "fonts.h"
#include "party/knockout.h"
#include "party/print/party_print.h"
#include "party/seating.h"
#include "party_test_util.h"
#include "test_language.h"
#include "test_paths.h"

#include <QApplication>
#include <QImage>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace club;
using namespace club::party;
using namespace partytest;

namespace {

struct Word {
    QString text;
    qreal height = 0;
    qreal left = 0, right = 0, top = 0;
};
/// One page as pdftotext -bbox reads it.
struct Page {
    QList<Word> words;
    QString text() const {
        QStringList all;
        for (const Word& w : words)
            all << w.text;
        return all.join(QLatin1Char(' '));
    }
    QString squeezed() const { return text().remove(QLatin1Char(' ')); }
    /// The biggest word: a table card's number.
    QString biggest() const {
        Word best;
        for (const Word& w : words)
            if (w.height > best.height) best = w;
        return best.text;
    }
    int count(const QString& word) const {
        int n = 0;
        for (const Word& w : words)
            n += w.text == word ? 1 : 0;
        return n;
    }
};

QString pdftotext() {
    return QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
}

QList<Page> readPdf(const QString& path) {
    QProcess p;
    p.start(pdftotext(), {QStringLiteral("-bbox"), path, QStringLiteral("-")});
    p.waitForFinished(30000);
    const QString html = QString::fromUtf8(p.readAllStandardOutput());
    static const QRegularExpression pageRe(QStringLiteral("<page [^>]*>(.*?)</page>"),
                                           QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression wordRe(
        QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" "
                       "yMax=\"([\\d.]+)\">(.*?)</word>"));
    QList<Page> pages;
    for (auto pm = pageRe.globalMatch(html); pm.hasNext();) {
        const QString body = pm.next().captured(1);
        Page page;
        for (auto wm = wordRe.globalMatch(body); wm.hasNext();) {
            const auto m = wm.next();
            QString text = m.captured(5);
            text.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
                .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
                .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
                .replace(QStringLiteral("&#39;"), QStringLiteral("'"))
                .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
            page.words.push_back({text, m.captured(4).toDouble() - m.captured(2).toDouble(),
                                  m.captured(1).toDouble(), m.captured(3).toDouble(),
                                  m.captured(2).toDouble()});
        }
        pages.push_back(page);
    }
    return pages;
}

QList<Page> pagesWith(const QList<Page>& pages, const QString& heading) {
    QList<Page> found;
    for (const Page& p : pages)
        if (p.squeezed().contains(heading)) found << p;
    return found;
}

/// Names that are no part of one another once squeezed ("Guest AB").
QString guestName(int i) {
    return QStringLiteral("Guest %1%2").arg(QChar('A' + i / 26)).arg(QChar('A' + i % 26));
}

} // namespace

class TestPartyPrint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        app::loadEmbeddedFonts();
        if (pdftotext().isEmpty()) QSKIP("pdftotext (poppler-utils) is not installed");
    }

    // Blank drives: a table card for each table of D1's seating, its number
    // the biggest thing on it; a numbered tally card for each entrant.
    void blankDrive_data() {
        QTest::addColumn<int>("entrants");
        for (int n = MinDriveEntrants; n <= MaxDriveEntrants; ++n)
            QTest::addRow("D1 %d entrants", n) << n;
    }
    void blankDrive() {
        QFETCH(int, entrants);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("drive.pdf"));
        app::BlankNight night{Format::Drive, entrants, 6, {}};
        QVERIFY(app::exportBlankPartySheetsPdf(night, app::AllPartySheets, pdf).isEmpty());
        const QList<Page> pages = readPdf(pdf);
        const QList<Page> tableCards = pagesWith(pages, QStringLiteral("TABLECARD"));
        const std::vector<int> sizes = driveTableSizes(entrants);
        QCOMPARE(tableCards.size(), int(sizes.size()));
        for (int t = 0; t < tableCards.size(); ++t) {
            QCOMPARE(tableCards[t].biggest(), QString::number(t + 1));
            // Round 1 seats the cards as the draw in card order would.
            QCOMPARE(tableCards[t].squeezed().count(QStringLiteral("No.")), sizes[std::size_t(t)]);
        }
        const QList<Page> tallies = pagesWith(pages, QStringLiteral("TALLYCARD"));
        QCOMPARE(tallies.size(), (entrants + 5) / 6); // six cards to a page for six rounds
        QList<int> cards;
        static const QRegularExpression numberRe(QStringLiteral("No\\.\\s*(\\d+)"));
        for (const Page& p : tallies)
            for (auto m = numberRe.globalMatch(p.text()); m.hasNext();)
                cards << m.next().captured(1).toInt();
        QCOMPARE(cards.size(), entrants);
        for (int i = 0; i < entrants; ++i)
            QCOMPARE(cards[i], i + 1);
        QCOMPARE(pages.size(), tableCards.size() + tallies.size());
    }

    void blankDriveRoundsAreOptional() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("drive.pdf"));
        // Twelve rounds leave room for four cards a page.
        app::BlankNight night{Format::Drive, 9, 12, QStringLiteral("Harvest Drive")};
        QVERIFY(app::exportBlankPartySheetsPdf(night, app::AllPartySheets, pdf).isEmpty());
        const QList<Page> tallies = pagesWith(readPdf(pdf), QStringLiteral("TALLYCARD"));
        QCOMPARE(tallies.size(), 3);
        QVERIFY(tallies[0].text().contains(QStringLiteral("Harvest Drive")));
        night.rounds = 0;
        QVERIFY(!app::checkBlankNight(night).isEmpty());
        QVERIFY(!app::exportBlankPartySheetsPdf(night, app::AllPartySheets, pdf).isEmpty());
    }

    // Blank knockouts: K1's rounds as columns, a bye where a round's count
    // is odd, every pair numbered in draw order; the first round's tables.
    void blankKnockout_data() {
        QTest::addColumn<int>("pairs");
        for (int n = MinKnockoutPairs; n <= MaxKnockoutPairs; ++n)
            QTest::addRow("K1 %d pairs", n) << n;
    }
    void blankKnockout() {
        QFETCH(int, pairs);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("bracket.pdf"));
        app::BlankNight night{Format::Knockout, pairs, 6, {}};
        QVERIFY(app::exportBlankPartySheetsPdf(night, app::AllPartySheets, pdf).isEmpty());
        const QList<Page> pages = readPdf(pdf);
        const QList<Page> tableCards = pagesWith(pages, QStringLiteral("TABLECARD"));
        QCOMPARE(tableCards.size(), pairs / 2);
        for (int t = 0; t < tableCards.size(); ++t)
            QCOMPARE(tableCards[t].biggest(), QString::number(t + 1));
        const QList<Page> brackets = pagesWith(pages, QStringLiteral("THEBRACKET"));
        QCOMPARE(brackets.size(), 1);
        const Page& b = brackets.first();
        // Rounds counted without the engine: halve, rounding up for a bye.
        int rounds = 0, byes = 0;
        for (int n = pairs; n > 1; n = (n + 1) / 2, ++rounds)
            byes += n % 2;
        const QString squeezed = b.squeezed();
        for (int r = 1; r < rounds; ++r)
            QVERIFY2(squeezed.contains(QStringLiteral("Round%1").arg(r)), qPrintable(b.text()));
        QVERIFY(!squeezed.contains(QStringLiteral("Round%1").arg(rounds)));
        QCOMPARE(b.count(QStringLiteral("Final")), 1);
        // A "bye" on each bye's line, and once in the foot that explains them.
        QCOMPARE(b.count(QStringLiteral("bye")), byes + 1);
        // Every pair on its numbered line, once.
        QList<int> numbered;
        static const QRegularExpression pairRe(QStringLiteral("Pair (\\d+)"));
        for (auto m = pairRe.globalMatch(b.text()); m.hasNext();)
            numbered << m.next().captured(1).toInt();
        std::sort(numbered.begin(), numbered.end());
        QCOMPARE(numbered.size(), pairs);
        for (int i = 0; i < pairs; ++i)
            QCOMPARE(numbered[i], i + 1);
        // A ringed number on every table of every round.
        int tables = 0;
        for (const FeedRound& r : projectBracket(pairs))
            tables += int(r.tables.size());
        QCOMPARE(tables, pairs - 1);
        QCOMPARE(pages.size(), tableCards.size() + 1);
    }

    // The line of a pair with a bye runs on whole into the next round (a
    // dashed lead between the columns printed as a break in it).
    void blankKnockoutByeLineIsWhole() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("bracket.pdf"));
        app::BlankNight night{Format::Knockout, 12, 6, {}};
        QVERIFY(app::exportBlankPartySheetsPdf(night, app::PartySheet::Bracket, pdf).isEmpty());
        const QList<Page> pages = readPdf(pdf); // in points
        QCOMPARE(pages.size(), 1);
        QList<Word> byes;
        for (const Word& w : pages[0].words)
            if (w.text == QStringLiteral("bye")) byes << w;
        QCOMPARE(byes.size(), 2); // on the line, and in the foot
        std::sort(byes.begin(), byes.end(),
                  [](const Word& a, const Word& b) { return a.top < b.top; });
        const Word bye = byes.first();
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        QVERIFY(!pdftoppm.isEmpty());
        const int dpi = 144; // two pixels a point
        QProcess render;
        render.start(pdftoppm, {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-png"),
                                QStringLiteral("-singlefile"), pdf, dir.filePath("page")});
        QVERIFY(render.waitForFinished(30000));
        const QImage image(dir.filePath(QStringLiteral("page.png")));
        QVERIFY(!image.isNull());
        const qreal scale = dpi / 72.0;
        const auto dark = [&](int x, int y) { return qGray(image.pixel(x, y)) < 128; };
        // The line: the darkest row just above the word.
        int lineY = -1, most = 0;
        const int x0 = int(bye.left * scale),
                  x1 = int((bye.right + 3 * (bye.right - bye.left)) * scale);
        for (int y = int((bye.top - 4) * scale); y < int(bye.top * scale); ++y) {
            int n = 0;
            for (int x = x0; x < x1; ++x)
                n += dark(x, y) ? 1 : 0;
            if (n > most) most = n, lineY = y;
        }
        QVERIFY(lineY >= 0);
        // From the word's start to three words on, the line has no break
        // (a row either side, for its thickness).
        for (int x = x0; x < x1; ++x)
            QVERIFY2(dark(x, lineY) || dark(x, lineY - 1) || dark(x, lineY + 1),
                     qPrintable(QStringLiteral("a break in the bye's line at %1 of %2 to %3")
                                    .arg(x)
                                    .arg(x0)
                                    .arg(x1)));
    }

    void tooManyPairsAreRefused() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("bracket.pdf"));
        app::BlankNight night{Format::Knockout, MaxKnockoutPairs + 1, 6, {}};
        QVERIFY(!app::exportBlankPartySheetsPdf(night, app::AllPartySheets, pdf).isEmpty());
        QVERIFY(!QFile::exists(pdf));
    }

    // A drive with names, two rounds played and the third begun.
    void driveInProgress() {
        const int people = 13;
        Setup setup = driveSetup(people, 7);
        for (int i = 0; i < people; ++i)
            setup.entrants[std::size_t(i)].names = {guestName(i)};
        setup.title = QStringLiteral("Spring Drive");
        NightState night = NightState::start(setup);
        Random rng(11);
        for (int r = 0; r < 2; ++r)
            for (const Table& t : night.rounds().back().tables)
                night.enter(t.number,
                            TableResult{distinctScores(t.seats.size(), rng), -1, Source::Typed});
        const Table first = night.rounds().back().tables.front();
        night.enter(first.number,
                    TableResult{distinctScores(first.seats.size(), rng), -1, Source::Typed});

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("night.pdf"));
        QVERIFY(app::exportPartySheetsPdf(night, app::AllPartySheets, pdf).isEmpty());
        const QList<Page> pages = readPdf(pdf);
        const QList<Page> tally = pagesWith(pages, QStringLiteral("TALLYCARD"));
        QCOMPARE(tally.size(), 3);
        QString tallyText;
        for (const Page& p : tally)
            tallyText += p.squeezed();
        for (int i = 0; i < people; ++i)
            QCOMPARE(tallyText.count(guestName(i).remove(QLatin1Char(' '))), 1);
        // Each card's running total after round 2 (and 3 at table 1) is on it.
        const std::vector<int> totals = night.totals();
        for (int i = 0; i < people; ++i)
            QVERIFY(tallyText.contains(
                QString::number(totals[std::size_t(i)]).replace('-', QChar(0x2212))));
        const QList<Page> cards = pagesWith(pages, QStringLiteral("TABLECARD"));
        QCOMPARE(cards.size(), 3); // 13 = 5 + 4 + 4
        for (int t = 0; t < cards.size(); ++t) {
            QCOMPARE(cards[t].biggest(), QString::number(t + 1));
            // Who sat there in each round so far.
            for (const Round& r : night.rounds())
                for (int seat : r.tables[std::size_t(t)].seats)
                    QVERIFY(cards[t].squeezed().contains(guestName(seat).remove(' ')));
        }
        const QList<Page> draw = pagesWith(pages, QStringLiteral("THEDRAW:ROUND3OF6"));
        QCOMPARE(draw.size(), 1);
        for (int i = 0; i < people; ++i)
            QVERIFY(draw[0].squeezed().contains(guestName(i).remove(' ')));
        QVERIFY(draw[0].text().contains(QStringLiteral("Spring Drive")));
        const QList<Page> standings = pagesWith(pages, QStringLiteral("STANDINGSAFTER2ROUNDS"));
        QCOMPARE(standings.size(), 1);
        QCOMPARE(standings[0].count(QStringLiteral("prize")), 0); // not before the night is over
        QVERIFY(pagesWith(pages, QStringLiteral("THEBRACKET")).isEmpty());
    }

    // The print preview's path: the page paints onto a QPrinter.
    void paintsOntoAPrinter() {
        NightState night = NightState::start(driveSetup(10, 4));
        QTemporaryDir dir;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
        app::paintPartySheets(printer, night,
                              app::PartySheet::TableCards | app::PartySheet::DrawSheet);
        const QList<Page> pages = readPdf(printer.outputFileName());
        QCOMPARE(pages.size(), 3); // the draw, and 10 = 5 + 5 at two tables
        QCOMPARE(pagesWith(pages, QStringLiteral("TABLECARD")).size(), 2);
        QVERIFY(pagesWith(pages, QStringLiteral("TALLYCARD")).isEmpty());
        // Everyone once on the draw ("Player 1" ... "Player 10").
        QCOMPARE(pages[0].count(QStringLiteral("Player")), 10);
        for (int i = 0; i < 10; ++i)
            QVERIFY(pages[0].text().contains(QStringLiteral("Player %1").arg(i + 1)));
    }

    // A knockout of seven pairs played out: the winners on every column of
    // the tree, the prizes on the standings.
    void knockoutPlayedOut() {
        const int pairs = 7;
        Setup setup = knockoutSetup(pairs, 3);
        for (int i = 0; i < pairs; ++i)
            setup.entrants[std::size_t(i)].names = {guestName(2 * i), guestName(2 * i + 1)};
        NightState night = NightState::start(setup);
        Random rng(5);
        while (!night.isOver())
            for (int number : night.openTables()) {
                const Table* t = night.table(night.currentRound(), number);
                night.enter(
                    number,
                    TableResult{{}, t->seats[std::size_t(rng.between(0, 1))], Source::Typed});
            }
        const Standing champion = night.standings().front();
        QCOMPARE(champion.prize, 1);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("knockout.pdf"));
        QVERIFY(app::exportPartySheetsPdf(night, app::AllPartySheets, pdf).isEmpty());
        const QList<Page> pages = readPdf(pdf);
        const QList<Page> bracket = pagesWith(pages, QStringLiteral("THEBRACKET"));
        QCOMPARE(bracket.size(), 1);
        const QString winners =
            night.entrants()[std::size_t(champion.entrant)].display().remove(' ');
        // Once in each round's column and once as the winners.
        QCOMPARE(bracket[0].squeezed().count(winners), knockoutRounds(pairs) + 1);
        const QList<Page> tally = pagesWith(pages, QStringLiteral("TALLYCARD"));
        QString tallyText;
        for (const Page& p : tally)
            tallyText += p.squeezed();
        for (const Entrant& e : night.entrants())
            QVERIFY(tallyText.contains(e.display().remove(' ')));
        const QList<Page> standings = pagesWith(pages, QStringLiteral("FINALSTANDINGSANDPRIZES"));
        QCOMPARE(standings.size(), 1);
        QVERIFY(standings[0].squeezed().contains(QStringLiteral("Firstprize")));
        QVERIFY(standings[0].squeezed().contains(QStringLiteral("Secondprize")));
        QCOMPARE(pagesWith(pages, QStringLiteral("TABLECARD")).size(), pairs / 2);
    }

    // A shared place is words in Spanish ("3 empate"): printed whole within
    // its column, clear of the pair's name beside it (it was cut to "empa").
    void sharedPlacesAreWholeInEveryLanguage() {
        club::test::TestLanguage spanish(QStringLiteral("es"));
        QVERIFY(spanish.isLoaded());
        Setup setup = knockoutSetup(7, 3);
        NightState night = NightState::start(setup);
        Random rng(5);
        while (!night.isOver())
            for (int number : night.openTables()) {
                const Table* t = night.table(night.currentRound(), number);
                night.enter(
                    number,
                    TableResult{{}, t->seats[std::size_t(rng.between(0, 1))], Source::Typed});
            }
        int shared = 0;
        for (const Standing& s : night.standings())
            shared += s.shared ? 1 : 0;
        QVERIFY(shared > 0);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("knockout.pdf"));
        QVERIFY(app::exportPartySheetsPdf(night, app::AllPartySheets, pdf).isEmpty());
        const QList<Page> standings =
            pagesWith(readPdf(pdf), QStringLiteral("CLASIFICACIÓNFINALYPREMIOS"));
        QCOMPARE(standings.size(), 1);
        int seen = 0;
        for (const Word& w : standings[0].words) {
            if (w.text != QStringLiteral("empate")) continue;
            ++seen;
            // The next word on its row is the pair's name: it starts after.
            for (const Word& other : standings[0].words)
                if (qAbs(other.top - w.top) < 2 && other.left > w.left && other.text != w.text)
                    QVERIFY2(
                        w.right <= other.left,
                        qPrintable(QStringLiteral("\"empate\" runs into \"%1\"").arg(other.text)));
        }
        QCOMPARE(seen, shared);
    }

    // A long title typed for blank sheets is cut between whole characters:
    // never half an emoji, never a letter parted from its accent.
    void blankTitleCutBetweenWholeCharacters_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("kept");
        const QString full(app::MaxBlankTitle - 1, QLatin1Char('x'));
        const QString emoji = QString::fromUtf8("\xF0\x9F\x8E\x89");
        QTest::addRow("fits") << QStringLiteral("  Spring Drive ")
                              << QStringLiteral("Spring Drive");
        QTest::addRow("emoji across the cut") << full + emoji << full;
        QTest::addRow("accent across the cut")
            << full + QStringLiteral("e") + QChar(0x0301) << full;
        QTest::addRow("accent inside")
            << full.left(app::MaxBlankTitle - 2) + QStringLiteral("e") + QChar(0x0301) +
                   QStringLiteral("zz")
            << full.left(app::MaxBlankTitle - 2) + QStringLiteral("e") + QChar(0x0301);
    }
    void blankTitleCutBetweenWholeCharacters() {
        QFETCH(QString, typed);
        QFETCH(QString, kept);
        QCOMPARE(app::blankNightTitle(typed), kept);
        QVERIFY(app::blankNightTitle(typed).size() <= app::MaxBlankTitle);
    }

    // The real program, as a club secretary would run it.
    void commandLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("tableCards");
        QTest::addRow("drive of 24") << QStringList{"--format", "drive", "--entrants", "24"} << 6;
        QTest::addRow("knockout of 12")
            << QStringList{"--format", "knockout", "--pairs", "12"} << 6;
    }
    void commandLine() {
        QFETCH(QStringList, args);
        QFETCH(int, tableCards);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheets.pdf"));
        QProcess p;
        // No display at all: the program must pick the off-screen platform itself.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
        p.setProcessEnvironment(env);
        p.start(club::test::appProgram(), QStringList{QStringLiteral("--party-sheets")} + args +
                                              QStringList{QStringLiteral("--output"), pdf});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QCOMPARE(pagesWith(readPdf(pdf), QStringLiteral("TABLECARD")).size(), tableCards);
    }

    void badArgumentsFailWithAMessage_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("no format") << QStringList{"--entrants", "24"} << "--format";
        QTest::addRow("unknown format")
            << QStringList{"--format", "whist", "--entrants", "24"} << "--format";
        QTest::addRow("too few") << QStringList{"--format", "drive", "--entrants", "3"}
                                 << "4 to 64";
        QTest::addRow("too many") << QStringList{"--format", "drive", "--entrants", "65"}
                                  << "4 to 64";
        QTest::addRow("not a number")
            << QStringList{"--format", "drive", "--entrants", "lots"} << "4 to 64";
        QTest::addRow("33 pairs") << QStringList{"--format", "knockout", "--pairs", "33"}
                                  << "2 to 32";
        QTest::addRow("pairs in a drive")
            << QStringList{"--format", "drive", "--pairs", "12"} << "--entrants";
        QTest::addRow("rounds in a knockout")
            << QStringList{"--format", "knockout", "--pairs", "12", "--rounds", "3"} << "--rounds";
        QTest::addRow("no rounds")
            << QStringList{"--format", "drive", "--entrants", "24", "--rounds", "0"} << "1 to 24";
    }
    void badArgumentsFailWithAMessage() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("x.pdf"));
        QProcess p;
        p.start(club::test::appProgram(),
                QStringList{QStringLiteral("-platform"), QStringLiteral("offscreen"),
                            QStringLiteral("--party-sheets")} +
                    args + QStringList{QStringLiteral("--output"), pdf});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY(p.exitCode() != 0);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(!QFile::exists(pdf));
    }

    void missingOutputOrUnwritableFileFails() {
        QProcess p;
        p.start(club::test::appProgram(),
                {QStringLiteral("-platform"), QStringLiteral("offscreen"),
                 QStringLiteral("--party-sheets"), QStringLiteral("--format"),
                 QStringLiteral("drive"), QStringLiteral("--entrants"), QStringLiteral("8")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("--output")));
        p.start(club::test::appProgram(),
                {QStringLiteral("-platform"), QStringLiteral("offscreen"),
                 QStringLiteral("--party-sheets"), QStringLiteral("--format"),
                 QStringLiteral("drive"), QStringLiteral("--entrants"), QStringLiteral("8"),
                 QStringLiteral("--output"), QStringLiteral("/nonexistent-dir/x.pdf")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("x.pdf")));
    }

    void helpListsThePartySheets() {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        p.setProcessEnvironment(env);
        p.start(club::test::appProgram(), {QStringLiteral("--help")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        for (const char* option : {"--party-sheets", "--format", "--entrants", "--pairs",
                                   "--rounds", "--blank-score-sheet", "--players", "--output"})
            QVERIFY2(out.contains(QLatin1String(option)), qPrintable(out));
        // One --output option, shared by every command that writes a file
        // (the club's book's export names it in its own line too).
        QCOMPARE(out.count(QRegularExpression(QStringLiteral("^\\s*--output\\b"),
                                              QRegularExpression::MultilineOption)),
                 1);
    }
};

QTEST_MAIN(TestPartyPrint)
#include "tst_party_print.moc"
