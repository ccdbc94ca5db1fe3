// The main window's King's Men entries: New, Open, Save, Undo, Redo and F1
// act on King's Men while its page is showing (main_window.cpp routes them).
#include "engine/km/table.h"
#include "fonts.h"
#include "game_chooser.h"
#include "km/km_new_game_dialog.h"
#include "km/km_page.h"
#include "km/km_rules_text.h"
#include "main_window.h"

#include <QAction>
#include <QDialog>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace club::app {

namespace {
const char* const kmFilter =
    QT_TRANSLATE_NOOP("club::app::MainWindow", "King's Men games (*.kingsmen)");
}

bool MainWindow::kmShowing() const {
    return km_ && pages_->currentWidget() == km_;
}

void MainWindow::updateKmActions() {
    const bool has = km_->hasGame();
    new_->setText(tr("&New Game of King's Men\u2026"));
    undo_->setText(tr("&Undo"));
    undo_->setEnabled(km_->canUndo());
    redo_->setEnabled(km_->canRedo());
    rules_->setText(tr("&Rules of King's Men"));
    save_->setEnabled(has);
    saveAs_->setEnabled(has);
    print_->setEnabled(false);
    const QString file = QFileInfo(km_->currentPath()).fileName();
    setWindowTitle(file.isEmpty() ? tr("King's Men") : tr("King's Men \u2014 %1").arg(file));
}

bool MainWindow::confirmAbandonKm() {
    if (!km_->hasGameInProgress()) return true;
    return askToDiscard(tr("Abandon the Game?"),
                        tr("A game of King's Men is in progress. Abandon it? (Save it "
                           "first to finish it later.)"));
}

void MainWindow::newKmGame() {
    if (!confirmAbandonKm()) return;
    KmNewGameDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) {
        if (!km_->hasGame()) pages_->setCurrentWidget(chooser_);
        return;
    }
    pages_->setCurrentWidget(km_);
    km_->startGame(dialog.seats(), QRandomGenerator::global()->generate64());
    updateActions();
}

void MainWindow::openKmFile() {
    if (!confirmAbandonKm()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a Game of King's Men"),
                                                      QString(), tr(kmFilter));
    if (path.isEmpty()) return;
    if (const QString problem = km_->openGame(path); !problem.isEmpty()) {
        QMessageBox::warning(
            this, tr("Open a Game of King's Men"),
            tr("%1 cannot be opened: %2").arg(QFileInfo(path).fileName(), problem));
        return;
    }
    pages_->setCurrentWidget(km_);
    updateActions();
}

void MainWindow::saveKmFile(bool askName) {
    QString path = km_->currentPath();
    if (askName || path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Save the Game of King's Men"),
                                            QStringLiteral("game.kingsmen"), tr(kmFilter));
    if (path.isEmpty()) return;
    if (!path.contains(QLatin1Char('.'))) path += QStringLiteral(".kingsmen");
    if (const QString problem = km_->saveGame(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Save the Game of King's Men"), problem);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    updateActions();
}

void MainWindow::offerKmResume() {
    if (!QFile::exists(KmPage::autosavePath())) return;
    const auto answer = QMessageBox::question(
        this, tr("Resume King's Men"),
        tr("A game of King's Men was left unfinished. Resume it where it stopped?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) return;
    if (const QString problem = km_->resume(); !problem.isEmpty()) {
        QMessageBox::warning(this, tr("Resume King's Men"),
                             tr("The unfinished game could not be read: %1").arg(problem));
        return;
    }
    pages_->setCurrentWidget(km_);
    updateActions();
}

void MainWindow::showKmRules() {
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Rules of King's Men"));
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(kmRulesHtml());
    text->setFont(textFont(12));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    // Wider with a larger system font, never past the screen.
    dialog.resize((QSize(640, 720) * qMax(1.0, fontScale()))
                      .boundedTo(dialog.screen()->availableSize() * 0.92));
    dialog.exec();
}

} // namespace club::app
