// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page (issue 27) in the real window, offscreen: a small book
// made by hand (book_stats_sample.h), the page opened from the chooser's
// button, a member picked, and the card, the standings over a period and
// head to head checked against the figures worked out in tst_book_stats.
#include "book.h"
#include "book/book_table.h"
#include "book/book_table_sheet.h"
#include "book/book_words.h"
#include "book/club_book_page.h"
#include "book_stats_sample.h"
#include "book_test_util.h"
#include "core/game_formats.h"
#include "game_chooser.h"
#include "main_window.h"
#include "member_charts.h"
#include "members_dialog.h"

#include "test_language.h"
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

#include <ctime>
#include <memory>

using namespace club;

namespace {

/// Row `row` of `table`, each cell's text.
QStringList rowOf(const QTableWidget* table, int row) {
    QStringList cells;
    for (int c = 0; c < table->columnCount(); ++c)
        cells << (table->item(row, c) ? table->item(row, c)->text() : QString());
    return cells;
}

QWidget* shownPage(const app::MainWindow& window) {
    return window.findChild<QStackedWidget*>()->currentWidget();
}

/// The pages of a PDF, counted in its page objects.
int pdfPages(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return -1;
    const QByteArray data = file.readAll();
    if (!data.startsWith("%PDF-")) return -1;
    int pages = 0;
    auto it = QRegularExpression(QStringLiteral("/Type\\s*/Page(?!s)"))
                  .globalMatch(QString::fromLatin1(data));
    for (; it.hasNext(); it.next())
        ++pages;
    return pages;
}

/// The first page's size in a PDF, as "0 0 width height" in whole points.
QString pdfMediaBox(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QRegularExpressionMatch box =
        QRegularExpression(QStringLiteral("/MediaBox\\s*\\[([^\\]]*)\\]"))
            .match(QString::fromLatin1(file.readAll()));
    QStringList numbers;
    for (const QString& n : box.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        numbers << QString::number(qRound(n.toDouble()));
    return numbers.join(QLatin1Char(' '));
}

/// A PDF's text, as pdftotext reads it (one line per line of the page).
QString pdfText(const QString& path) {
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-layout"), path, QStringLiteral("-")});
    process.waitForFinished(20000);
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

/// The window at 1024x768, shown, with the chooser's book button pressed.
app::ClubBookPage* openBookAt1024(app::MainWindow& window) {
    window.resize(1024, 768);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return nullptr;
    window.chooser()->bookButton()->click();
    return window.clubBookPage();
}

void removeBook() {
    const QString path = book::Book::defaultPath();
    for (const char* suffix : {"", "-wal", "-shm", ".pending"})
        QFile::remove(path + suffix);
}

} // namespace

class TstClubBookPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        qputenv("TZ", "UTC"); // the sample's times and the ratings' nights
        tzset();
        // A home of its own: the test-mode book is not shared with suites
        // running beside it.
        QVERIFY(home_.isValid());
        qputenv("HOME", home_.path().toLocal8Bit());
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(book::Book::defaultPath().startsWith(home_.path()));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(english_.isLoaded()); // English plurals: "1 game", "2 games"
    }
    void init() { removeBook(); }
    void cleanupTestCase() { removeBook(); }

    void anEmptyBookSaysSo() {
        app::MainWindow window(false);
        window.show();
        window.chooser()->bookButton()->click();
        app::ClubBookPage* page = window.clubBookPage();
        QCOMPARE(shownPage(window), page);
        QVERIFY(page->showsEmptyBook());
        QCOMPARE(page->memberList()->count(), 0);
        // Back goes to the chooser.
        emit page->backRequested();
        QCOMPARE(shownPage(window), window.chooser());
    }

    // A book whose only games the computers played alone has no member:
    // the card says why it is empty instead of showing a bare table.
    void aBookOfComputersOnlySaysNoOneIsInIt() {
        {
            book::Book book;
            QCOMPARE(book.open(book::Book::defaultPath()), QString());
            FinishedGame game = test::sampleGame("computers", {"Bertie", "Clara"}, "expert");
            game.seats[0].computer = QStringLiteral("standard");
            QCOMPARE(book.record(game), QString());
        }
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        QVERIFY(!page->showsEmptyBook());
        QCOMPARE(page->memberList()->count(), 0);
        QVERIFY(!page->cardTable()->isVisible());
        bool told = false;
        for (const QLabel* label : page->findChildren<QLabel*>())
            told =
                told || (label->isVisible() && label->text().startsWith("No one is in the book"));
        QVERIFY(told);
    }

    // The title stands in the middle of the page, not of the room the
    // buttons either side leave it ("Back to the Games" is the wider).
    void theTitleIsCentred() {
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        QLabel* title = nullptr;
        for (QLabel* label : page->findChildren<QLabel*>())
            if (label->text() == QStringLiteral("The Club's Book")) title = label;
        QVERIFY(title);
        const int titleMiddle = title->mapTo(page, title->rect().center()).x();
        QVERIFY2(qAbs(titleMiddle - page->rect().center().x()) <= 1,
                 qPrintable(QStringLiteral("title at %1 on a page %2 wide")
                                .arg(titleMiddle)
                                .arg(page->width())));
    }

    // At 1024x768 in every language the heading's buttons (Back, Export
    // Games…, Members…) stand clear of the title and of each other.
    void theHeadingFitsInEveryLanguage_data() {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "fr", "de", "es"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void theHeadingFitsInEveryLanguage() {
        QFETCH(QString, language);
        const club::test::TestLanguage translated(language);
        QVERIFY(translated.isLoaded() || language == QLatin1String("en"));
        QCOMPARE(test::writeSampleClub(book::Book::defaultPath()), QString());
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        QLabel* title = nullptr;
        for (QLabel* label : page->findChildren<QLabel*>())
            if (label->parentWidget() == page && label->font().pointSizeF() >= 18) title = label;
        QVERIFY(title);
        const auto textRect = [page](QWidget* w, int textWidth) {
            const QRect r(w->mapTo(page, QPoint(0, 0)), w->size());
            const int left = r.center().x() - textWidth / 2;
            return QRect(left, r.top(), textWidth, r.height());
        };
        const QRect titleRect =
            textRect(title, title->fontMetrics().horizontalAdvance(title->text()));
        QList<QRect> buttons;
        for (QPushButton* b : page->findChildren<QPushButton*>())
            if (b->parentWidget() == page && b->isVisible())
                buttons << QRect(b->mapTo(page, QPoint(0, 0)), b->size());
        QCOMPARE(buttons.size(), 3);
        for (int i = 0; i < buttons.size(); ++i) {
            QVERIFY2(!buttons[i].intersects(titleRect) && page->rect().contains(buttons[i]),
                     qPrintable(title->text()));
            for (int j = i + 1; j < buttons.size(); ++j)
                QVERIFY(!buttons[i].intersects(buttons[j]));
        }
    }

    // Under the title the page says which book it shows: this computer's,
    // or the club's on its server (nothing said which).
    void thePageSaysWhichBookItShows() {
        app::ClubBookPage page; // not shown: nothing is opened
        QCOMPARE(page.whereText(), QStringLiteral("Kept on this computer"));
        page.setBookLocation(
            book::BookLocation::server(QStringLiteral("127.0.0.1"), 1, QStringLiteral("club"),
                                       QStringLiteral("secretary"), QStringLiteral("s3cret")));
        QCOMPARE(page.whereText(), QStringLiteral("Kept on the club's server, 127.0.0.1"));
        page.setBookPath(book::Book::defaultPath());
        QCOMPARE(page.whereText(), QStringLiteral("Kept on this computer"));
    }

    // In Spanish a rubber is a "partida" and a match an "encuentro", as at
    // the tables; the card said "(rubbers)" in English and "partidos".
    void spanishNamesRubbersAndMatchesAsTheTablesDo() {
        const club::test::TestLanguage translated(QStringLiteral("es"));
        QVERIFY(translated.isLoaded());
        QCOMPARE(app::BookWords::gameAndUnit("alpha", "rubber", false),
                 QStringLiteral("alpha (partidas)"));
        QCOMPARE(app::BookWords::gameAndUnit("alpha", "match", false),
                 QStringLiteral("alpha (encuentros)"));
    }

    void theCardStandingsAndHeadToHeadShowTheBook() {
        QCOMPARE(test::writeSampleClub(book::Book::defaultPath()), QString());
        app::MainWindow window(false);
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::ClubBookPage* page = window.clubBookPage();
        QSignalSpy shown(page, &app::ClubBookPage::memberShown);
        window.chooser()->bookButton()->click();
        QCOMPARE(shownPage(window), page);
        QVERIFY(!page->showsEmptyBook());
        QCOMPARE(page->memberList()->count(), 3);

        // Bert's card, picked from the list: alpha games, beta, alpha rubbers.
        page->memberList()->setCurrentRow(1);
        QCOMPARE(page->currentMember(), QString("Bert"));
        QCOMPARE(shown.last().first().toString(), QString("Bert"));
        const QTableWidget* card = page->cardTable();
        QCOMPARE(card->rowCount(), 3);
        // Game, played, won, drawn, lost, win rate, best, average, of note.
        QCOMPARE(rowOf(card, 0), (QStringList{"alpha", "3", "1", "1", "1", "33%", "7", "5.3", ""}));
        QCOMPARE(rowOf(card, 1), (QStringList{"beta", "1", "0", "0", "1", "0%", "60", "60.0",
                                              "skunks: 0 given, 2 taken"}));
        QCOMPARE(rowOf(card, 2).mid(0, 3), (QStringList{"alpha (rubbers)", "1", "1"}));
        page->showMember("Ada");
        QCOMPARE(rowOf(card, 0).mid(0, 6), (QStringList{"alpha", "4", "2", "1", "1", "50%"}));
        QCOMPARE(rowOf(card, 0).last(), QString("1 game below nothing"));
        // Under the figures, the member's charts.
        auto* charts = page->findChild<book::MemberCharts*>();
        QVERIFY(charts);
        QVERIFY(charts->isVisible());
        QCOMPARE(charts->member(), QString("Ada"));
        page->showMember("Bert");
        QCOMPARE(charts->member(), QString("Bert"));
        page->showMember("Ada");

        // Standings of alpha's games: all time, then tonight at 2 a.m.
        page->tabs()->setCurrentIndex(1);
        QCOMPARE(page->standingsGame()->currentData().toString(), QString("alpha"));
        QCOMPARE(page->standingsPeriod()->currentText(), QString("All time"));
        const QTableWidget* standings = page->standingsTable();
        QCOMPARE(standings->rowCount(), 3);
        QCOMPARE(rowOf(standings, 0), (QStringList{"1. Ada", "4", "2", "50%", "1514"}));
        QCOMPARE(rowOf(standings, 1), (QStringList{"2. Bert", "3", "1", "33%", "1502"}));
        QCOMPARE(rowOf(standings, 2),
                 (QStringList{"3. Computer (Expert)", "1", "0", "0%", "1484"}));
        // Numbered beside a rating, the table says what it goes by.
        QVERIFY2(page->standingsNote().startsWith(
                     QStringLiteral("The table goes by games won in the period")),
                 qPrintable(page->standingsNote()));
        page->setNow(QDateTime(QDate(2026, 11, 29), QTime(2, 0)));
        page->standingsPeriod()->setCurrentIndex(0); // tonight: from 20:00
        QCOMPARE(page->standingsPeriod()->currentText(), QString("Tonight"));
        QCOMPARE(standings->rowCount(), 2);
        QCOMPARE(rowOf(standings, 0).mid(0, 3), (QStringList{"1. Bert", "2", "1"}));
        QCOMPARE(rowOf(standings, 1).mid(0, 3), (QStringList{"2. Ada", "2", "0"}));
        page->setNow(QDateTime(QDate(2026, 12, 2), QTime(2, 0)));
        page->standingsPeriod()->setCurrentIndex(1); // this month: December, nothing yet
        QCOMPARE(standings->rowCount(), 0);

        // Head to head: Ada against Bert, by game.
        page->tabs()->setCurrentIndex(2);
        page->firstMember()->setCurrentIndex(page->firstMember()->findData("Ada"));
        page->secondMember()->setCurrentIndex(page->secondMember()->findData("Bert"));
        const QTableWidget* meetings = page->headToHeadTable();
        QCOMPARE(meetings->horizontalHeaderItem(2)->text(), QString("Ada ahead"));
        QCOMPARE(meetings->rowCount(), 3);
        QCOMPARE(rowOf(meetings, 0), (QStringList{"alpha", "3", "1", "1", "1"}));
        QCOMPARE(rowOf(meetings, 1), (QStringList{"beta", "1", "1", "0", "0"}));
        QCOMPARE(rowOf(meetings, 2), (QStringList{"alpha (rubbers)", "1", "0", "1", "0"}));
    }

    // A book with one member, then a second: head to head opens on the two
    // of them. It kept "Ada against Ada" from when Ada was alone.
    void headToHeadOpensOnTwoDifferentMembers() {
        const QList<FinishedGame> games = test::sampleClub();
        book::Book book;
        QCOMPARE(book.open(book::Book::defaultPath()), QString());
        QCOMPARE(book.record(games[3]), QString()); // Ada against the Expert
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        QCOMPARE(page->firstMember()->currentData().toString(), QString("Ada"));
        QCOMPARE(page->secondMember()->currentData().toString(), QString("Ada"));
        QCOMPARE(book.record(games[0]), QString()); // Ada and Bert
        page->refresh();
        QCOMPARE(page->firstMember()->currentData().toString(), QString("Ada"));
        QCOMPARE(page->secondMember()->currentData().toString(), QString("Bert"));
        QCOMPARE(page->headToHeadTable()->rowCount(), 1);
    }

    // A game won or lost without points (the kind's format keeps no score)
    // shows no best or average on the card: it showed "1" and "1.0", the
    // wins again.
    void aGameWithoutPointsHasNoBestOrAverage() {
        registerEngineGames();
        const auto unscored = std::find_if(GameFormats::all().begin(), GameFormats::all().end(),
                                           [](const GameFormat& f) { return !f.keepsScore; });
        QVERIFY(unscored != GameFormats::all().end());
        FinishedGame game = test::sampleGame("w1", {"Ada", "Bert"});
        game.kind = unscored->id;
        book::Book book;
        QCOMPARE(book.open(book::Book::defaultPath()), QString());
        QCOMPARE(book.record(game), QString());
        QCOMPARE(book.record(test::sampleGame("s1", {"Ada", "Bert"})), QString());
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        page->showMember("Bert");
        const QTableWidget* card = page->cardTable();
        QCOMPARE(card->rowCount(), 2);
        for (int row = 0; row < 2; ++row) {
            const QStringList cells = rowOf(card, row);
            const bool unscoredRow = cells.first() != QStringLiteral("sample");
            QCOMPARE(cells.at(6), unscoredRow ? QStringLiteral("\u2014") : QStringLiteral("20"));
            QCOMPARE(cells.at(7), unscoredRow ? QStringLiteral("\u2014") : QStringLiteral("20.0"));
        }
    }

    // At 1024x768 the boxes that choose a game hold its whole name: they
    // sized themselves empty before the page filled them, and showed
    // "Once Aroun".
    void theGameBoxesHoldWholeNames() {
        registerEngineGames();
        book::Book book;
        QCOMPARE(book.open(book::Book::defaultPath()), QString());
        int n = 0;
        for (const GameFormat& format : GameFormats::all()) {
            FinishedGame game = test::sampleGame(QStringLiteral("k%1").arg(++n), {"Ada", "Bert"});
            game.kind = format.id;
            QCOMPARE(book.record(game), QString());
        }
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        auto* charts = page->findChild<book::MemberCharts*>();
        QVERIFY(charts);
        QComboBox* kinds = charts->findChild<QComboBox*>();
        QVERIFY(kinds);
        for (QComboBox* box : {kinds, page->standingsGame()}) {
            if (box != kinds) page->tabs()->setCurrentIndex(1); // the standings
            QTRY_VERIFY(box->isVisible());
            QVERIFY(box->count() >= n);
            int widest = 0;
            for (int i = 0; i < box->count(); ++i)
                widest = std::max(widest, box->fontMetrics().horizontalAdvance(box->itemText(i)));
            QVERIFY2(box->width() > widest,
                     qPrintable(QStringLiteral("%1 wide for %2").arg(box->width()).arg(widest)));
        }
    }

    // Export Games… writes every game in the book as CSV, as the command
    // line does; a file that cannot be written is said, and nothing else
    // is touched.
    void exportsEveryGameAsCsv() {
        QCOMPARE(test::writeSampleClub(book::Book::defaultPath()), QString());
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        QPushButton* exportButton = nullptr;
        for (QPushButton* b : page->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("&Export Games\u2026")) exportButton = b;
        QVERIFY(exportButton);
        QVERIFY(exportButton->isVisible() && exportButton->isEnabled());
        QTemporaryDir dir;
        const QString path = dir.filePath("games.csv");
        QCOMPARE(page->exportGames(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QVERIFY(lines.first().startsWith("game_id,game,unit,"));
        int seats = 0;
        for (const FinishedGame& game : test::sampleClub())
            seats += int(game.seats.size());
        QCOMPARE(lines.size(), 1 + seats + 1); // the header, a line a seat, the last break
        const QString nowhere = dir.filePath("no such folder/games.csv");
        const QString problem = page->exportGames(nowhere);
        QVERIFY2(problem.startsWith(QStringLiteral("Cannot write ") + nowhere),
                 qPrintable(problem));
    }

    // Every line of a member's card is seen whole at any width: a name that
    // wraps takes the lines it is painted in. The rows were measured as if
    // the cells had no padding, so "Once Around Cribbage" at 1024x768 in
    // French was painted in three lines in a row two lines tall.
    void theCardShowsEveryLineWhole() {
        const club::test::TestLanguage translated(QStringLiteral("fr"));
        QVERIFY(translated.isLoaded());
        QCOMPARE(test::writeSampleClub(book::Book::defaultPath()), QString());
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        page->showMember("Bert");
        const QTableWidget* card = page->cardTable();
        int wrapped = 0, scrolled = 0;
        for (int width = 1000; width >= 600; width -= 8) {
            window.resize(width, 768);
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            const QFontMetrics fm(card->font());
            for (int r = 0; r < card->rowCount(); ++r)
                for (int c = 0; c < card->columnCount(); ++c) {
                    const QString text = card->item(r, c)->text();
                    const int room = card->columnWidth(c) - 2 * app::BookCellPadding;
                    const int needed =
                        fm.boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, text).height();
                    if (needed > fm.lineSpacing() + 1) ++wrapped;
                    QVERIFY2(card->rowHeight(r) >= needed,
                             qPrintable(QStringLiteral("%1 wide: \"%2\" needs %3, its row is %4")
                                            .arg(width)
                                            .arg(text)
                                            .arg(needed)
                                            .arg(card->rowHeight(r))));
                }
            // ... and no row is under the table's edge or a sideways scroll bar.
            QVERIFY2(card->viewport()->height() >= card->verticalHeader()->length(),
                     qPrintable(QStringLiteral("%1 wide: rows %2 high in a view %3 high")
                                    .arg(width)
                                    .arg(card->verticalHeader()->length())
                                    .arg(card->viewport()->height())));
            if (card->horizontalScrollBar()->isVisible()) ++scrolled;
        }
        QVERIFY(wrapped > 0);  // some width made a cell wrap
        QVERIFY(scrolled > 0); // and some the table scroll sideways
    }

    // A note set leading straight after a figure set trailing stands apart
    // from it: a card read "1.0 8 below nothing", average and note as one.
    void wordsAfterFiguresStandApart() {
        QTableWidget* table = app::makeBookTable(nullptr);
        const std::unique_ptr<QTableWidget> owned(table);
        app::fillBookTable(table, {"Game", "Average", "Of note"},
                           {{"P.M.", "1.0", "8 games below nothing"}});
        table->item(0, 2)->setTextAlignment(Qt::AlignVCenter | Qt::AlignLeading);
        table->resize(600, 200);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        const QImage image = table->viewport()->grab().toImage();
        const QRect row(0, table->rowViewportPosition(0), image.width(), table->rowHeight(0));
        auto inkIn = [&](int column, bool rightmost) {
            const int from = table->columnViewportPosition(column);
            const int to = from + table->columnWidth(column);
            int found = -1;
            for (int x = from; x < to; ++x)
                for (int y = row.top(); y <= row.bottom(); ++y)
                    if (qGray(image.pixel(x, y)) < 110 && (found < 0 || rightmost)) {
                        found = x;
                        break;
                    }
            return found;
        };
        const int figureEnds = inkIn(1, true), noteStarts = inkIn(2, false);
        QVERIFY(figureEnds > 0 && noteStarts > 0);
        const int em = QFontMetrics(table->font()).horizontalAdvance(QLatin1Char('M'));
        QVERIFY2(noteStarts - figureEnds >= em * 3 / 2,
                 qPrintable(QStringLiteral("%1 pixels between, an em is %2")
                                .arg(noteStarts - figureEnds)
                                .arg(em)));
    }

    // On a tall screen the charts under the card take the room there is:
    // they stayed about 200 pixels high with the rest of the page empty.
    void theChartsTakeTheRoomUnderTheCard() {
        QCOMPARE(test::writeSampleClub(book::Book::defaultPath()), QString());
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        page->showMember("Bert");
        auto* charts = page->findChild<QWidget*>(QStringLiteral("memberCharts"));
        QVERIFY(charts);
        window.resize(1280, 2000);
        QTRY_VERIFY(charts->isVisible() && charts->height() > 0);
        QCoreApplication::processEvents();
        const QWidget* viewport = charts->parentWidget();
        const int below = viewport->height() - charts->y();
        QVERIFY2(charts->height() >= below - 60,
                 qPrintable(QStringLiteral("the charts are %1 high with %2 below the card")
                                .arg(charts->height())
                                .arg(below)));
    }

    // The card and the standings as printed: an A4 PDF of the rows shown,
    // the standings over two pages when they hold more rows than one takes.
    void theCardAndStandingsSaveAsPdf() {
        QCOMPARE(test::writeSampleClub(book::Book::defaultPath()), QString());
        {
            book::Book book;
            QCOMPARE(book.open(book::Book::defaultPath()), QString());
            for (int i = 1; i <= app::bookTableRowsPerPage() + 5; ++i)
                QCOMPARE(book.record(test::sampleGame(
                             QStringLiteral("many-%1").arg(i),
                             {QStringLiteral("Member %1").arg(i, 2, 10, QChar('0')), "Computer"},
                             "expert")),
                         QString());
        }
        app::MainWindow window(false);
        app::ClubBookPage* page = openBookAt1024(window);
        QVERIFY(page);
        page->showMember("Ada");
        // The sheet's columns are the text's, not the screen's: a window
        // that left the games' column a few pixels still prints the names.
        page->cardTable()->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        page->cardTable()->setColumnWidth(0, 1);
        QVERIFY(page->cardTable()->columnWidth(0) < 40);
        QTemporaryDir dir;
        const QString cardPdf = dir.filePath("card.pdf");
        QCOMPARE(page->writeCardPdf(cardPdf), QString());
        QCOMPARE(pdfPages(cardPdf), 1);
        page->tabs()->setCurrentIndex(1);
        page->standingsGame()->setCurrentIndex(page->standingsGame()->findData("sample"));
        QCOMPARE(page->standingsTable()->rowCount(), app::bookTableRowsPerPage() + 6);
        const QString standingsPdf = dir.filePath("standings.pdf");
        page->setNow(QDateTime(QDate(2026, 12, 2), QTime(21, 0)));
        QCOMPARE(page->writeStandingsPdf(standingsPdf), QString());
        // A printed sheet carries its date: "Tonight" told nobody which night.
        page->standingsPeriod()->setCurrentIndex(0);
        page->setNow(QDateTime(QDate(2026, 12, 3), QTime(1, 30)));
        QCOMPARE(page->standingsTitle(),
                 QStringLiteral("Standings: sample, the night of Wednesday, December 2, 2026"));
        page->standingsPeriod()->setCurrentIndex(1);
        QCOMPARE(page->standingsTitle(), QStringLiteral("Standings: sample, December 2026"));
        QCOMPARE(pdfPages(standingsPdf), 2);
        // The card's nine columns and its notes need more than a portrait
        // line: the page is turned, rather than its headings and notes set
        // smaller and cut. The standings' five fit upright.
        QCOMPARE(pdfMediaBox(cardPdf), QStringLiteral("0 0 842 595"));
        QCOMPARE(pdfMediaBox(standingsPdf), QStringLiteral("0 0 595 842"));
        if (qEnvironmentVariableIsSet("CLUB_KEEP_PDF")) {
            QFile::copy(cardPdf, qEnvironmentVariable("CLUB_KEEP_PDF") + "-card.pdf");
            QFile::copy(standingsPdf, qEnvironmentVariable("CLUB_KEEP_PDF") + "-standings.pdf");
        }
        // The file name offered: the title's words, spaced once (it said
        // "Das Clubbuch  Me.pdf", two spaces where the colon was).
        QCOMPARE(app::bookTableFileName(QStringLiteral("Das Clubbuch: Me")),
                 QStringLiteral("Das Clubbuch Me.pdf"));
        QCOMPARE(app::bookTableFileName(QStringLiteral("Le livre du club\u00a0: Ada")),
                 QStringLiteral("Le livre du club Ada.pdf"));
        QCOMPARE(app::bookTableFileName(QStringLiteral("Standings: P.M., 2026/11")),
                 QStringLiteral("Standings P.M., 2026 11.pdf"));
        if (QStandardPaths::findExecutable("pdftotext").isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed: the PDFs' text is not read");
        const QString card = pdfText(cardPdf);
        QVERIFY2(card.contains("The club's book: Ada"), qPrintable(card));
        QVERIFY(card.contains("1 game below nothing"));
        QVERIFY(card.contains("alpha (rubbers)"));
        const QString standings = pdfText(standingsPdf);
        QVERIFY2(
            standings.contains("Standings: sample, all time to Wednesday, December 2, 2026 (1/2)"),
            qPrintable(standings));
        QVERIFY(standings.contains("Member 01"));
        QVERIFY(standings.contains("Member 35"));
    }

    void theMenuOpensTheBookAndMembersOpensTheDialog() {
        QCOMPARE(test::writeSampleClub(book::Book::defaultPath()), QString());
        app::MainWindow window(false);
        window.show();
        auto* entry = window.findChild<QAction*>("clubBook");
        QVERIFY(entry);
        entry->trigger();
        QCOMPARE(shownPage(window), window.clubBookPage());
        QSignalSpy asked(window.clubBookPage(), &app::ClubBookPage::manageMembersRequested);
        // The members dialog opens on the book: its three members listed.
        int listed = -1;
        QTimer::singleShot(0, this, [&listed] {
            auto* dialog = qobject_cast<book::MembersDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            listed = dialog->findChild<QTreeWidget*>()->topLevelItemCount();
            dialog->reject();
        });
        const auto members = window.clubBookPage()->findChildren<QAbstractButton*>();
        for (QAbstractButton* b : members)
            if (b->text().remove('&').startsWith("Members")) b->click();
        QCOMPARE(asked.count(), 1);
        QCOMPARE(listed, 3);
    }

private:
    QTemporaryDir home_;
    const club::test::TestLanguage english_{QStringLiteral("en")};
};

QTEST_MAIN(TstClubBookPage)
#include "tst_club_book_page.moc"
