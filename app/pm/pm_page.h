// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. page: the table scene, the side panel and the pass screen, and
// the flow of a rubber between people and computer players: whose hand may
// be seen, the pace of computer turns, autosave and undo. Rules stay in the
// engine's Table; timers and widgets stay here. The hint is in
// pm_page_hint.cpp, the end of a game in pm_page_game_over.cpp.
#pragma once

#include "common/page_parts.h"
#include "common/table_page.h"

#include <functional>

class QAction;

namespace club::pm {
class Table;
struct Hint;
struct Move;
struct RubberConfig;
} // namespace club::pm

namespace club::app {

class PmScene;
class PmView;
class PmSidePanel;
class PassScreen;
class PmCutScreen;

class PmPage : public TablePage, public PageParts<pm::Table, PmScene, PmView, PmSidePanel> {
    Q_OBJECT
public:
    explicit PmPage(QWidget* parent = nullptr);
    ~PmPage() override;

    PassScreen* passScreen() const { return pass_; }
    PmCutScreen* cutScreen() const { return cut_; }

    QString startRubber(const pm::RubberConfig& config);
    /// Loads a saved rubber; on failure the current one stays as it was.
    QString openFile(const QString& path) override;
    QString checkFile(const QString& path) const override;

    // GamePage (pm_page_menus.cpp)
    QString gameId() const override;
    QString title() const override;
    QString fileFilter() const override;
    QString defaultFileName() const override;
    bool hasGame() const override;
    bool hasGameInProgress() const override;
    QString newGameText() const override;
    bool newGame() override;
    QString printText() const override;
    bool canPrint() const override { return hasGame(); }
    void print() override;
    QList<QAction*> gameMenuActions() const override { return {blankSheetsAction_}; }
    QString undoText() const override;
    bool canUndo() const override;
    void undo() override;
    bool canRedo() const override;
    void redo() override;
    QAction* hintAction() const override { return hintAction_; }
    void setPace(int pace) override;
    QString rulesMenuText() const override;
    QString rulesTitle() const override;
    QString rulesHtml() const override;
    /// One game of P.M. (not a rubber) for a party night's table: every seat
    /// a person, coloured as the new-rubber dialog would by default.
    bool playHosted(const HostedGame& game) override;
    void claimHostedGame(quint64 tag) override;

    /// Computer pace: milliseconds a man takes per number (0: no animation).
    void setPace(int stepMs, int thinkMs);
    void showScoreSheet();
    /// Suggests the Expert's move to the person to play (issue 4): selects
    /// the card and the man, and gives the reason in the side panel. The
    /// search runs off the GUI thread; a hint to a turn gone is dropped.
    void showHint();
    /// A hint is being worked out for the turn on the table.
    bool isHinting() const;

    static QString autosavePath();

protected:
    Message writeGame(const QString& path) override;
    void resizeEvent(QResizeEvent* event) override;
    /// While the cut or pass screen covers the table, the table under it is
    /// disabled, so Tab and the accelerators cannot reach it unseen.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The page's own words in the language shown, and the game's said
    /// again (at start and at each change of language).
    void retranslate();
    /// What the person to play may do, under the table.
    static QString playInstruction();
    /// The status line once a game is over.
    QString gameOverWords() const;
    /// The scores a hosted game sent to its night, in words.
    QString sentToNightWords() const;
    /// The status line: who plays now.
    void sayWhoPlays(int seat);
    void onTurnChanged(int seat);
    void onGameOver();
    /// Selects the hinted card and man, and says why.
    void presentHint(const pm::Hint& hint);
    void humanPlays(const pm::Move& move);
    void autosave();
    void createMenuActions();
    int humanCount() const;
    int onlyHuman() const;
    void refreshPanel();

    PassScreen* pass_;
    PmCutScreen* cut_;
    QAction* hintAction_;
    QString occasion_; ///< the night's table played here, kept through its end
    QAction* blankSheetsAction_ = nullptr;
    int viewer_ = -1;                    ///< whose hand is face up, -1 for none
    std::function<QString()> hintWords_; ///< the last hint shown, in the language shown
    QString instruction_;                ///< playInstruction() as last put under the table
};

} // namespace club::app
