#include "main_window.h"

#include "fonts.h"
#include "game_catalogue.h"
#include "game_chooser.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

namespace club::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Players Club"));
    pages_ = new QStackedWidget(this);
    chooser_ = new GameChooser(pages_);
    pages_->addWidget(chooser_);
    setCentralWidget(pages_);
    connect(chooser_, &GameChooser::gameChosen, this, &MainWindow::openGame);
    createMenus();
    statusBar()->showMessage(tr("Choose a game to play."));

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // A sensible first size: most of a small screen, never more than 1280x860.
        const QSize avail = screen() ? screen()->availableSize() : QSize(1280, 860);
        resize(qMin(1280, avail.width() * 9 / 10), qMin(860, avail.height() * 9 / 10));
    }
}

void MainWindow::createMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* choose = game->addAction(tr("&Choose a Game"));
    connect(choose, &QAction::triggered, this, [this] { pages_->setCurrentWidget(chooser_); });
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* full = view->addAction(tr("&Full Screen"));
    full->setShortcut(QKeySequence::FullScreen);
    full->setCheckable(true);
    connect(full, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen
                          : windowState() & ~Qt::WindowFullScreen);
    });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About Players Club"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction* aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::openGame(const QString& id) {
    for (const GameInfo& info : gameCatalogue())
        if (info.id == id && !info.playable) {
            statusBar()->showMessage(
                tr("%1 is in preparation and cannot be played in this version yet.")
                    .arg(info.title),
                8000);
            return;
        }
}

void MainWindow::showAbout() {
    QString text =
        tr("<h2>Players Club %1</h2>"
           "<p>A compendium of period parlour games, named after the \"P.M.\" Players Club "
           "of 192 Lower Addiscombe Road, Croydon.</p>"
           "<ul><li><b>P.M. (Plus and Minus)</b>, c. 1935, England.</li>"
           "<li><b>Patchesi</b>, John Jaques &amp; Son, Thornton Heath.</li>"
           "<li><b>King's Men</b>, Elizabeth Magie Phillips, Parker Brothers, 1937.</li>"
           "<li><b>Once Around Cribbage</b>, boards by the Pacific Game Company.</li></ul>")
            .arg(QStringLiteral(PLAYERS_CLUB_VERSION));
    const QStringList licences = embeddedFontLicences();
    if (!licences.isEmpty())
        text += tr("<p>Embedded fonts, with their licences:</p>") + QStringLiteral("<pre>") +
                licences.join(QStringLiteral("\n\n")).toHtmlEscaped() + QStringLiteral("</pre>");
    QMessageBox box(this);
    box.setWindowTitle(tr("About Players Club"));
    box.setTextFormat(Qt::RichText);
    box.setText(text);
    box.exec();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    event->accept();
}

} // namespace club::app
