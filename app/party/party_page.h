// SPDX-License-Identifier: GPL-3.0-or-later
// The organiser's page for a party night (issue 15): the hall's numbered
// tables for the round being played, the chosen table's result typed in,
// the standings (and a knockout's bracket as a tree), with new night, open,
// save, autosave after every result, undo of the last result, and the
// printed cards and sheets (print/party_print.h). The rules live in the
// engine's party::Night; this page only shows them and passes results on.
#pragma once

#include "engine/party/night.h"
#include "print/party_print.h"

#include "common/table_page.h"

class QLabel;
class QSplitter;
class QTabWidget;

namespace club::app {

class PartyBracketView;
class PartyResultPanel;
class PartyStandingsView;
class PartyTablesView;

class PartyPage : public TablePage {
    Q_OBJECT
public:
    explicit PartyPage(QWidget* parent = nullptr);
    ~PartyPage() override;

    party::Night* night() const { return night_; }
    PartyTablesView* tablesView() const { return tables_; }
    PartyResultPanel* resultPanel() const { return panel_; }
    PartyStandingsView* standingsView() const { return standings_; }
    PartyBracketView* bracketView() const { return bracket_; }
    QTabWidget* lowerTabs() const { return tabs_; }
    QLabel* headingLabel() const { return heading_; }

    /// Draws a new night. @returns an empty string, or the problem in words.
    QString drawNight(const party::Setup& setup);
    /// Chooses a table of the current round for its result.
    void chooseTable(int number);

    // GamePage
    bool hasGame() const override;
    bool hasGameInProgress() const override;
    bool newGame() override;
    QString openFile(const QString& path) override;
    QString printText() const override;
    bool canPrint() const override;
    void print() override;
    QList<QAction*> gameMenuActions() const override;
    QString undoText() const override;
    bool canUndo() const override;
    void undo() override;
    void setPace(int) override {}
    /// A table's game played in the program has ended: its result is
    /// entered for that table, unless the night has moved on meanwhile.
    void takeHostedResult(quint64 tag, const HostedResult& result) override;
    void hostedGameRefused(quint64 tag) override;
    /// A table's game resumed after the program stopped: it is that
    /// table's again if the table still waits for it (the night's file is
    /// opened first if no night is held).
    quint64 reclaimHostedGame(const QJsonObject& note) override;

    /// Asks for table `number`'s game to be played in the program (the
    /// window plays it on the game's page and hands back its result).
    void playTable(int number);

    /// Shows the print preview of these sheets.
    void printSheets(PartySheets which);
    /// Asks for a file and writes these sheets as a PDF.
    void exportSheets(PartySheets which);
    /// Asks which sheets to print (table cards, tally cards, ...).
    /// @returns the sheets chosen, or none when cancelled.
    PartySheets chooseSheets(const QString& title);

    static QString autosavePath();

protected:
    Message writeGame(const QString& path) override;
    void autosaveFailed(const Message& problem) override;
    void showEvent(QShowEvent* event) override;
    /// 1 and 2 choose a knockout table's winning pair wherever the focus
    /// is on the page (on a table's card just clicked, too).
    void keyPressEvent(QKeyEvent* event) override;

private:
    /// The menus' and title's words (party_page_menus.cpp).
    static PageWords pageWords();
    /// The page's words in the language shown (at start and at each change).
    void retranslate();
    void refresh();
    void onRecord(int table, const party::TableResult& result);
    /// The night is over: each table typed in goes to the club's book as a
    /// game of its own (party/book_result.h), then the night's standings.
    void bookTheNight();
    /// The next table of this round still waiting, after `after` (wrapping).
    int nextOpenTable(int after) const;
    /// The night changed: written at once through the shared autosaver
    /// (every result counts), or its autosave removed once it is over.
    void autosaveNight();
    /// Gives the tables the height they need (at most about two thirds).
    void fitTables();

    party::Night* night_;
    QLabel* heading_;
    PartyTablesView* tables_;
    PartyResultPanel* panel_;
    QSplitter* split_;
    QTabWidget* tabs_;
    PartyStandingsView* standings_;
    PartyBracketView* bracket_;
    QWidget* bracketPage_;
    QAction* exportAction_;
    bool fitPending_ = false; ///< a new night's tables are to be given their height
    bool loading_ = false;    ///< openFile() is loading a night: no autosave yet
    /// The table whose game is being played in the program (tag 0: none).
    struct Hosted {
        quint64 tag = 0;
        int round = 0;
        int table = 0;
        QStringList seats; ///< who sat there, to know the night is the same one
    } hosted_;
    Hosted beforeAsking_; ///< hosted_ before the last table was asked for
    quint64 hostedCount_ = 0;
    /// The table `asked` is for, if it still waits for that game's result.
    const party::Table* waitingTable(const Hosted& asked) const;
    /// "Spring Drive, round 3, table 2": the table's game, named for its page.
    static QString occasion(const party::NightState& night, int table);
};

} // namespace club::app
