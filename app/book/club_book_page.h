// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page (issue 27), reached from the chooser: the members of
// the book; the chosen member's card (each game played, won, drawn, lost,
// win rate, best and average score, what the game makes memorable); each
// game's standings over a period; and two members head to head. It reads
// the book afresh each time it shows (book_stats.h); an empty book gets a
// sentence, not an empty grid.
#pragma once

#include "book.h"
#include "book_stats.h"

#include <QDateTime>
#include <QMap>
#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class QVBoxLayout;

namespace club::app {

class BookGamesTab;
class ReplayWindow;

class ClubBookPage : public QWidget {
    Q_OBJECT
public:
    explicit ClubBookPage(QWidget* parent = nullptr);

    /// The book to read (the window's: the file its recorder writes).
    void setBookPath(const QString& path);
    /// The book to read, on this computer or the club's server.
    void setBookLocation(const book::BookLocation& location);
    /// The book the page reads, open once the page has been shown (the
    /// member's charts read it too).
    book::Book& book() { return book_; }
    /// Reads the book again: members, card, standings, head to head.
    void refresh();
    /// Shows `member`'s card (a name not in the book: nothing changes).
    void showMember(const QString& member);
    QString currentMember() const;

    /// A fixed "now" for the period filter (tests); invalid: the clock.
    void setNow(const QDateTime& now);

    /// Where the member card's charts go, under its table: the charts
    /// widget (member_charts.h) is added here and told the member by
    /// memberShown().
    QVBoxLayout* chartsArea() const { return chartsArea_; }

    // The page's parts, for tests and the coordinator.
    QListWidget* memberList() const { return members_; }
    QTableWidget* cardTable() const { return cardTable_; }
    QTableWidget* standingsTable() const { return standingsTable_; }
    QString standingsNote() const;
    QTableWidget* headToHeadTable() const { return headToHeadTable_; }
    QComboBox* standingsGame() const { return gameBox_; }
    QComboBox* standingsPeriod() const { return periodBox_; }
    QComboBox* firstMember() const { return firstBox_; }
    QComboBox* secondMember() const { return secondBox_; }
    QTabWidget* tabs() const { return tabs_; }
    BookGamesTab* gamesTab() const { return gamesTab_; }
    /// Opens a replay of `game` in a window of its own over the page;
    /// nullptr, and a plain message, when it cannot be replayed.
    ReplayWindow* replay(const FinishedGame& game);
    /// True when the book has nothing to show and the page says so.
    bool showsEmptyBook() const;

    /// The card and the standings as shown, printed to an A4 PDF
    /// (book_table_sheet.h). @returns an empty string, or the error.
    QString writeCardPdf(const QString& path) const;
    QString writeStandingsPdf(const QString& path) const;
    /// Every game in the book as CSV (book_export.h) to `path`, whole or
    /// not at all. @returns an empty string, or the error in words.
    QString exportGames(const QString& path);
    /// Under the title: which book the page shows (this computer's, or the
    /// club's server and its host).
    QString whereText() const;
    /// The standings' title on paper: the game and the period, dated.
    QString standingsTitle() const;

signals:
    void backRequested();
    /// "Members…": rename, merge or remove members (the members dialog).
    void manageMembersRequested();
    /// The card on screen is now `member`'s (empty: none).
    void memberShown(const QString& member);

protected:
    void showEvent(QShowEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QWidget* makeMemberPanel();
    QWidget* makeCardTab();
    QWidget* makeStandingsTab();
    QWidget* makeHeadToHeadTab();
    void retranslate();
    QString cardTitle() const;
    void askExportGames();
    void sayWhere();
    void askPdf(const QString& title, const QTableWidget& table);
    void fillCard();
    void fillStandings();
    void fillHeadToHead();
    /// The chosen member's games, read when the Games tab shows.
    void fillGames();
    /// Refills `box` with `items` (text, data), keeping the choice if it is still there.
    void refillBox(QComboBox* box, const QList<QPair<QString, QString>>& items);

    book::BookLocation location_;
    book::Book book_;
    QString problem_; ///< why the book could not be read, or ""
    QDateTime now_;
    /// Each kind's unit its standings count (book::countedUnit), read once a refresh.
    QMap<QString, QString> counted_;

    QLabel* title_ = nullptr;
    QLabel* where_ = nullptr;
    QPushButton* back_ = nullptr;
    QPushButton* manage_ = nullptr;
    QPushButton* exportGames_ = nullptr;
    QPushButton* printCard_ = nullptr;
    QPushButton* saveCard_ = nullptr;
    QPushButton* printStandings_ = nullptr;
    QPushButton* saveStandings_ = nullptr;
    QStackedWidget* body_ = nullptr;
    QLabel* empty_ = nullptr;
    QLabel* membersTitle_ = nullptr;
    QListWidget* members_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QLabel* cardName_ = nullptr;
    QLabel* cardNote_ = nullptr;
    QTableWidget* cardTable_ = nullptr;
    QVBoxLayout* chartsArea_ = nullptr;
    QLabel* gameLabel_ = nullptr;
    QLabel* periodLabel_ = nullptr;
    QComboBox* gameBox_ = nullptr;
    QComboBox* periodBox_ = nullptr;
    QTableWidget* standingsTable_ = nullptr;
    QLabel* standingsNote_ = nullptr;
    QLabel* againstLabel_ = nullptr;
    QComboBox* firstBox_ = nullptr;
    QComboBox* secondBox_ = nullptr;
    QTableWidget* headToHeadTable_ = nullptr;
    QLabel* headToHeadNote_ = nullptr;
    BookGamesTab* gamesTab_ = nullptr;
};

} // namespace club::app
