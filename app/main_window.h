// The main window: the game chooser, and each game's page as it arrives.
// Menus use the platform's standard shortcuts; geometry and pace are
// remembered; a rubber in progress is never dropped without asking.
#pragma once

#include <QMainWindow>

class QStackedWidget;
class QAction;

namespace club::app {

class GameChooser;
class PmPage;
class KmPage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// `offerResume`: at start, offer to resume an autosaved rubber.
    explicit MainWindow(bool offerResume = true, QWidget* parent = nullptr);

    GameChooser* chooser() const { return chooser_; }
    PmPage* pmPage() const { return pm_; }
    KmPage* kmPage() const { return km_; }
    void openGame(const QString& id);
    /// Opens a saved game given on the command line or double-clicked in a
    /// file manager: a P.M. rubber, or a King's Men game (*.kingsmen).
    void openPath(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void updateActions();
    void offerResume();
    bool confirmAbandon();
    /// Asks before a game in progress is lost: true when the person discards it.
    bool askToDiscard(const QString& title, const QString& question);
    void newRubber();
    void openFile();
    void saveFile(bool askName);
    void setPace(int pace);
    void showRules();
    void showAbout();
    // King's Men: the same menu entries act on whichever game is showing.
    bool kmShowing() const;
    bool confirmAbandonKm();
    void newKmGame();
    void openKmFile();
    void saveKmFile(bool askName);
    void offerKmResume();
    void updateKmActions();
    void showKmRules();

    QStackedWidget* pages_ = nullptr;
    GameChooser* chooser_ = nullptr;
    PmPage* pm_ = nullptr;
    KmPage* km_ = nullptr;
    QAction* new_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* rules_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QAction* print_ = nullptr;
    QAction* undo_ = nullptr;
};

} // namespace club::app
