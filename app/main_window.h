// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: the game chooser, and one page per registered game
// (game_registry.h). Every menu action goes to the page on screen; on the
// chooser no game action is live. Menus use the platform's standard
// shortcuts; geometry and each game's pace are remembered; a game in
// progress is never dropped without asking. The window names no game.
#pragma once

#include <QList>
#include <QMainWindow>

class QStackedWidget;
class QAction;
class QActionGroup;
class QMenu;

namespace club::book {
class BookWriter;
}

namespace club::app {

class ClubBookPage;
class GameChooser;
class GamePage;
struct HostedGame;
struct HostedResult;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// `offerResume`: at start, offer to resume the games left unfinished.
    explicit MainWindow(bool offerResume = true, QWidget* parent = nullptr);

    GameChooser* chooser() const { return chooser_; }
    /// The Club Book page (from the chooser's button or the Game menu).
    ClubBookPage* clubBookPage() const { return clubBook_; }
    /// Shows the Club Book page.
    void openClubBook();
    /// Every game's page, in the order of the registry.
    const QList<GamePage*>& gamePages() const { return games_; }
    /// The page of the game `id`, or nullptr.
    GamePage* gamePage(const QString& id) const;
    /// The page of this type (tests and tools reach a game's page this way).
    template <class Page> Page* page() const { return findChild<Page*>(); }
    /// The game page on screen; nullptr while the chooser shows.
    GamePage* currentGamePage() const;

    /// Shows the game's page, asking for a new game when it has none.
    void openGame(const QString& id);
    /// Opens a saved game (from the command line, a file manager or Open)
    /// in the page of the game named inside it.
    void openPath(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    /// The menus' words in the language shown (at start and at each change).
    void retranslateMenus();
    void updateActions();
    void offerResume();
    enum class ResumeAnswer { Resume, NotNow, Discard };
    /// The question at start: resume the unfinished games, keep them for
    /// the next start, or throw them away (asked once more: Keep is the
    /// default there).
    ResumeAnswer askToResume(const QStringList& titles);
    /// Asks before the page's game in progress is lost: true to go on.
    bool confirmDiscard(GamePage* page);
    void newGame(GamePage* page);
    void openFile();
    void saveFile(bool askName);
    void setPace(int pace);
    void showPage(QWidget* page);
    /// Where the club's book lives: this computer or a club's server.
    void chooseBookLocation();
    /// Plays `game` on the page of its game for `asker` (GamePage::playRequested).
    void playHosted(GamePage* asker, const HostedGame& game);
    /// Hands a hosted game's result back to the page that asked, and shows it.
    /// The club's book could not take a game: told once, play goes on.
    void bookUnavailable(const QString& reason);
    void hostedGameOver(GamePage* host, quint64 tag, const HostedResult& result);
    /// After resuming: a hosted game resumed goes back to the page that
    /// asked for it, if that page still waits for it. @returns its page.
    GamePage* reclaimHostedGame();

    QStackedWidget* pages_ = nullptr;
    book::BookWriter* book_ = nullptr;
    GameChooser* chooser_ = nullptr;
    ClubBookPage* clubBook_ = nullptr;
    QList<GamePage*> games_;
    QMenu* gameMenu_ = nullptr;
    QAction* clubMembers_ = nullptr;
    QAction* gameExtras_ = nullptr; ///< where a page's own Game menu entries go
    QAction* new_ = nullptr;
    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QAction* print_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* hint_ = nullptr;
    QAction* rules_ = nullptr;
    QAction* chooseGame_ = nullptr;
    QAction* clubBookAction_ = nullptr;
    QAction* bookSettings_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* fullScreen_ = nullptr;
    QAction* about_ = nullptr;
    QAction* aboutQt_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QMenu* paceMenu_ = nullptr;
    QActionGroup* paces_ = nullptr;
    /// The hosted game being played: its page, the page that asked, its tag.
    struct Hosting {
        GamePage* host = nullptr;
        GamePage* asker = nullptr;
        quint64 tag = 0;
    } hosting_;
    /// A hosted game's end on screen: where its Back goes (hostShowsTheEnd).
    struct EndShown {
        GamePage* host = nullptr;
        GamePage* asker = nullptr;
    } endShown_;
};

} // namespace club::app
