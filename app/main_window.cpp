#include "main_window.h"

#include "about_dialog.h"
#include "engine/pm/table.h"
#include "fonts.h"
#include "game_catalogue.h"
#include "game_chooser.h"
#include "km/km_page.h"
#include "language.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_page.h"
#include "pm/pm_rules_text.h"
#include "pm/pm_score_dialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace club::app {

namespace {
const QString saveFilter =
    QT_TRANSLATE_NOOP("club::app::MainWindow", "P.M. rubbers (*.pmrubber *.json)");
}

MainWindow::MainWindow(bool resume, QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Players Club"));
    pages_ = new QStackedWidget(this);
    chooser_ = new GameChooser(pages_);
    pages_->addWidget(chooser_);
    pm_ = new PmPage(pages_);
    pages_->addWidget(pm_);
    km_ = new KmPage(pages_);
    pages_->addWidget(km_);
    setCentralWidget(pages_);
    connect(km_, &KmPage::statusMessage, this,
            [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(km_, &KmPage::gameChanged, this, &MainWindow::updateActions);
    connect(km_, &KmPage::newGameRequested, this, &MainWindow::newKmGame);
    connect(pages_, &QStackedWidget::currentChanged, this, &MainWindow::updateActions);
    connect(chooser_, &GameChooser::gameChosen, this, &MainWindow::openGame);
    connect(pm_, &PmPage::statusMessage, this,
            [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(pm_, &PmPage::rubberChanged, this, &MainWindow::updateActions);
    connect(pm_, &PmPage::newRubberRequested, this, &MainWindow::newRubber);
    connect(pm_->table(), &pm::Table::turnChanged, this, &MainWindow::updateActions);
    connect(pm_->table(), &pm::Table::turnChanged, this, [this](int seat) {
        const auto& s = pm_->table()->rubber().config().seats[seat];
        statusBar()->showMessage(s.isHuman() ? tr("%1 to play.").arg(s.name)
                                             : tr("%1 is thinking\u2026").arg(s.name));
    });
    createMenus();
    statusBar()->showMessage(tr("Choose a game to play."));

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // A sensible first size: most of a small screen, never more than 1280x860.
        const QSize avail = screen() ? screen()->availableSize() : QSize(1280, 860);
        resize(qMin(1280, avail.width() * 9 / 10), qMin(860, avail.height() * 9 / 10));
    }
    setPace(settings.value(QStringLiteral("pm/pace"), 1).toInt());
    updateActions();
    if (resume) QTimer::singleShot(0, this, &MainWindow::offerResume);
}

void MainWindow::createMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    new_ = game->addAction(tr("&New Rubber of P.M.\u2026"), this,
                           [this] { kmShowing() ? newKmGame() : newRubber(); });
    new_->setShortcuts(QKeySequence::New);
    QAction* open = game->addAction(tr("&Open\u2026"), this,
                                    [this] { kmShowing() ? openKmFile() : openFile(); });
    open->setShortcuts(QKeySequence::Open);
    save_ = game->addAction(tr("&Save"), this,
                            [this] { kmShowing() ? saveKmFile(false) : saveFile(false); });
    save_->setShortcuts(QKeySequence::Save);
    saveAs_ = game->addAction(tr("Save &As\u2026"), this,
                              [this] { kmShowing() ? saveKmFile(true) : saveFile(true); });
    saveAs_->setShortcuts(QKeySequence::SaveAs);
    game->addSeparator();
    print_ = game->addAction(tr("&Print Score Sheet\u2026"), this, [this] {
        PmScoreDialog::printPreview(scoreSheetFor(pm_->table()->rubber()), this);
    });
    print_->setShortcuts(QKeySequence::Print);
    game->addAction(tr("Print &Blank Score Sheets\u2026"), this, [this] {
        bool ok = false;
        const int n =
            QInputDialog::getInt(this, tr("Blank Score Sheets"), tr("Players:"), 4, 2, 8, 1, &ok);
        if (ok) PmScoreDialog::printPreview(blankScoreSheet(n), this);
    });
    game->addSeparator();
    game->addAction(tr("&Choose a Game"), this, [this] { pages_->setCurrentWidget(chooser_); });
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcuts(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    undo_ = edit->addAction(tr("&Undo My Move"), this,
                            [this] { kmShowing() ? km_->undo() : pm_->undo(); });
    undo_->setShortcuts(QKeySequence::Undo);
    redo_ = edit->addAction(tr("&Redo"), this, [this] { km_->redo(); });
    redo_->setShortcuts(QKeySequence::Redo);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QMenu* pace = view->addMenu(tr("Computer &Pace"));
    auto* paces = new QActionGroup(this);
    const QStringList names{tr("&Slow"), tr("&Normal"), tr("&Fast")};
    const int current = QSettings().value(QStringLiteral("pm/pace"), 1).toInt();
    for (int i = 0; i < names.size(); ++i) {
        QAction* a = pace->addAction(names[i], this, [this, i] { setPace(i); });
        a->setCheckable(true);
        a->setChecked(i == current);
        paces->addAction(a);
    }
    view->addMenu(createLanguageMenu(this));
    QAction* full = view->addAction(tr("&Full Screen"));
    full->setShortcuts(QKeySequence::FullScreen);
    full->setCheckable(true);
    connect(full, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen
                          : windowState() & ~Qt::WindowFullScreen);
    });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    rules_ = help->addAction(tr("&Rules of P.M."), this,
                             [this] { kmShowing() ? showKmRules() : showRules(); });
    rules_->setShortcuts(QKeySequence::HelpContents);
    QAction* about = help->addAction(tr("&About Players Club"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::updateActions() {
    if (kmShowing()) return updateKmActions();
    new_->setText(tr("&New Rubber of P.M.\u2026"));
    undo_->setText(tr("&Undo My Move"));
    redo_->setEnabled(false);
    rules_->setText(tr("&Rules of P.M."));
    const bool has = pm_->table()->hasRubber();
    save_->setEnabled(has);
    saveAs_->setEnabled(has);
    print_->setEnabled(has);
    undo_->setEnabled(pm_->canUndo());
    const QString file = QFileInfo(pm_->currentPath()).fileName();
    if (pages_->currentWidget() != pm_)
        setWindowTitle(tr("Players Club"));
    else
        setWindowTitle(file.isEmpty() ? tr("P.M.") : tr("P.M. \u2014 %1").arg(file));
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
    if (id == QLatin1String("kings-men")) {
        pages_->setCurrentWidget(km_);
        updateActions();
        if (!km_->hasGame()) newKmGame();
    }
    if (id == QLatin1String("pm")) {
        pages_->setCurrentWidget(pm_);
        updateActions();
        if (!pm_->table()->hasRubber()) newRubber();
    }
}

void MainWindow::offerResume() {
    offerKmResume();
    if (!QFile::exists(PmPage::autosavePath())) return;
    const auto answer = QMessageBox::question(
        this, tr("Resume P.M."),
        tr("A rubber of P.M. was left unfinished. Resume it where it stopped?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) return;
    if (const QString problem = pm_->openRubber(PmPage::autosavePath()); !problem.isEmpty()) {
        QMessageBox::warning(this, tr("Resume P.M."),
                             tr("The unfinished rubber could not be read: %1").arg(problem));
        return;
    }
    pages_->setCurrentWidget(pm_);
    updateActions();
}

bool MainWindow::confirmAbandon() {
    if (!pm_->hasRubberInProgress()) return true;
    return askToDiscard(tr("Abandon the Rubber?"),
                        tr("A rubber of P.M. is in progress. Abandon it? (Save it "
                           "first to finish it later.)"));
}

bool MainWindow::askToDiscard(const QString& title, const QString& question) {
    return QMessageBox::question(this, title, question, QMessageBox::Discard | QMessageBox::Cancel,
                                 QMessageBox::Cancel) == QMessageBox::Discard;
}

void MainWindow::newRubber() {
    if (!confirmAbandon()) return;
    PmNewRubberDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) {
        if (!pm_->table()->hasRubber()) pages_->setCurrentWidget(chooser_);
        return;
    }
    pages_->setCurrentWidget(pm_);
    if (const QString problem = pm_->startRubber(dialog.config()); !problem.isEmpty())
        QMessageBox::warning(this, tr("New Rubber"), problem);
    updateActions();
}

void MainWindow::openFile() {
    if (!confirmAbandon()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a Rubber"), QString(),
                                                      tr(saveFilter.toUtf8().constData()));
    if (path.isEmpty()) return;
    if (const QString problem = pm_->openRubber(path); !problem.isEmpty()) {
        QMessageBox::warning(
            this, tr("Open a Rubber"),
            tr("%1 cannot be opened: %2").arg(QFileInfo(path).fileName(), problem));
        return;
    }
    pages_->setCurrentWidget(pm_);
    updateActions();
}

void MainWindow::openPath(const QString& path) {
    if (path.endsWith(QLatin1String(".kingsmen"), Qt::CaseInsensitive)) {
        // King's Men saves go to its page (hook for main_window_km.cpp).
        if (!confirmAbandonKm()) return;
        if (const QString problem = km_->openGame(path); !problem.isEmpty()) {
            QMessageBox::warning(
                this, tr("Open a Saved Game"),
                tr("%1 cannot be opened: %2").arg(QFileInfo(path).fileName(), problem));
            return;
        }
        pages_->setCurrentWidget(km_);
        updateActions();
        return;
    }
    if (!confirmAbandon()) return;
    if (const QString problem = pm_->openRubber(path); !problem.isEmpty()) {
        QMessageBox::warning(
            this, tr("Open a Saved Game"),
            tr("%1 cannot be opened: %2").arg(QFileInfo(path).fileName(), problem));
        return;
    }
    pages_->setCurrentWidget(pm_);
    updateActions();
}

void MainWindow::saveFile(bool askName) {
    QString path = pm_->currentPath();
    if (askName || path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Save the Rubber"),
                                            QStringLiteral("rubber.pmrubber"),
                                            tr(saveFilter.toUtf8().constData()));
    if (path.isEmpty()) return;
    if (const QString problem = pm_->saveRubber(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Save the Rubber"), problem);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    updateActions();
}

void MainWindow::setPace(int pace) {
    static const int stepMs[] = {260, 150, 50};
    static const int thinkMs[] = {1100, 550, 120};
    pace = qBound(0, pace, 2);
    pm_->setPace(stepMs[pace], thinkMs[pace]);
    static const int kmStepMs[] = {420, 260, 110};
    km_->setPace(kmStepMs[pace], thinkMs[pace]);
    QSettings().setValue(QStringLiteral("pm/pace"), pace);
}

void MainWindow::showRules() {
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Rules of P.M."));
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(pmRulesHtml());
    text->setFont(textFont(12));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    // Wider with a larger system font, never past the screen.
    dialog.resize((QSize(640, 720) * qMax(1.0, fontScale()))
                      .boundedTo(dialog.screen()->availableSize() * 0.92));
    dialog.exec();
}

void MainWindow::showAbout() {
    AboutDialog(this).exec();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // The rubber is autosaved after every move; the next start offers it.
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    event->accept();
}

} // namespace club::app
