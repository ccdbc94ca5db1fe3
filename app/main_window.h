// The main window: the game chooser now, each game's table as it arrives.
// Menus use the platform's standard shortcuts; geometry is remembered.
#pragma once

#include <QMainWindow>

class QStackedWidget;

namespace club::app {

class GameChooser;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    GameChooser* chooser() const { return chooser_; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void openGame(const QString& id);
    void showAbout();

    QStackedWidget* pages_ = nullptr;
    GameChooser* chooser_ = nullptr;
};

} // namespace club::app
