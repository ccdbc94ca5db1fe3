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

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// `offerResume`: at start, offer to resume an autosaved rubber.
    explicit MainWindow(bool offerResume = true, QWidget* parent = nullptr);

    GameChooser* chooser() const { return chooser_; }
    PmPage* pmPage() const { return pm_; }
    void openGame(const QString& id);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void updateActions();
    void offerResume();
    bool confirmAbandon();
    void newRubber();
    void openFile();
    void saveFile(bool askName);
    void setPace(int pace);
    void showRules();
    void showAbout();

    QStackedWidget* pages_ = nullptr;
    GameChooser* chooser_ = nullptr;
    PmPage* pm_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QAction* print_ = nullptr;
    QAction* undo_ = nullptr;
};

} // namespace club::app
