// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include "about_dialog.h"
#include "book/book.h"
#include "book/book_members.h"
#include "book/book_settings.h"
#include "book/book_writer.h"
#include "book/club_book_page.h"
#include "book/club_book_parts.h"
#include "book/members_dialog.h"
#include "book_settings_dialog.h"
#include "common/autosaver.h"
#include "common/file_dialogs.h"
#include "common/file_problem.h"
#include "common/follow_language.h"
#include "common/game_page.h"
#include "common/game_registry.h"
#include "common/rules_dialog.h"
#include "common/screen_scale.h"
#include "common/seats_editor.h"
#include "engine/core/game_formats.h"
#include "engine/core/saved_game_id.h"
#include "game_chooser.h"
#include "language.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>
#include <utility>

namespace club::app {

namespace {
QString paceKey(const GamePage* page) {
    return page->gameId() + QStringLiteral("/pace");
}

/// Hidden, for the crash test (tests/app/tst_crash_resume.cpp, README
/// "Testing"): PLAYERS_CLUB_AUTO_RESUME=1 resumes the unfinished games
/// without asking, plays at the fastest pace, and says on standard error
/// which games were offered and any that could not be read.
bool autoResume() {
    return qEnvironmentVariableIsSet("PLAYERS_CLUB_AUTO_RESUME");
}

/// The remembered pace of a game (the shared pace of earlier versions is
/// moved to each game's own at start-up: settings_migration.h).
int rememberedPace(const GamePage* page) {
    if (autoResume()) return 2;
    return QSettings().value(paceKey(page), 1).toInt();
}
} // namespace

MainWindow::MainWindow(bool resume, QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Players Club"));
    registerEngineGames(); // a file that cannot be opened is checked by its game's format
    registerBuiltInGames();
    // The club's book: every finished game of every page, once (app/book),
    // written on a thread of its own, so a game's end never waits for it.
    // On this computer, or on the club's server chosen in its settings; the
    // games waiting stay on this computer either way. Games left waiting by
    // an earlier session go in first; at quit (the window's end) every game
    // handed over is written before the thread ends.
    const book::BookLocation bookLocation = book::savedBookLocation();
    book_ = new book::BookWriter(bookLocation, book::pendingPathFor(bookLocation), this);
    connect(book_, &book::BookWriter::unavailable, this, &MainWindow::bookUnavailable);
    // Every new-game dialog's name fields offer the book's members, as the
    // writer's thread last read them: the dialog opens at once, whatever
    // the book's state. (The source outlives a window: it asks the writer
    // only while it lives.)
    SeatsEditor::setKnownNamesSource([writer = QPointer<book::BookWriter>(book_)] {
        return writer ? writer->knownNames() : QStringList();
    });
    pages_ = new QStackedWidget(this);
    chooser_ = new GameChooser(pages_);
    pages_->addWidget(chooser_);
    // A change of language: the chooser's invitation is said again; a
    // page's line goes, and the page says its own again (its follower comes
    // after this one, the pages being made below).
    followLanguage(this, [this] {
        if (pages_->currentWidget() == chooser_)
            statusBar()->showMessage(tr("Choose a game to play."));
        else
            statusBar()->clearMessage();
    });
    for (const GameRegistration& game : GameRegistry::games()) {
        GamePage* page = game.makePage(pages_);
        pages_->addWidget(page);
        games_.append(page);
        // A game left playing on behind the chooser or another game keeps
        // its words to itself: the status bar speaks for the page shown.
        connect(page, &GamePage::statusMessage, this, [this, page](const QString& m) {
            if (pages_->currentWidget() == page) statusBar()->showMessage(m, 8000);
        });
        connect(page, &GamePage::actionsChanged, this, &MainWindow::updateActions);
        // Edit > Hint follows the page's hint turn by turn.
        if (QAction* hint = page->hintAction())
            connect(hint, &QAction::changed, this, &MainWindow::updateActions);
        connect(page, &GamePage::gameFinished, book_, &book::BookWriter::record);
        connect(page, &GamePage::newGameRequested, this, [this, page] { newGame(page); });
        connect(page, &GamePage::playRequested, this,
                [this, page](const HostedGame& game) { playHosted(page, game); });
        connect(page, &GamePage::hostedGameOver, this,
                [this, page](quint64 tag, const HostedResult& result) {
                    hostedGameOver(page, tag, result);
                });
        connect(page, &GamePage::backToAsker, this, [this, page] {
            if (page != endShown_.host || pages_->currentWidget() != page) return;
            GamePage* asker = endShown_.asker;
            endShown_ = {};
            showPage(asker);
        });
        page->setPace(rememberedPace(page));
    }
    clubBook_ = new ClubBookPage(pages_);
    clubBook_->setBookLocation(book_->location());
    addClubBookParts(
        clubBook_, [this] { return book_->location(); }, [this] { book_->refreshKnownNames(); });
    pages_->addWidget(clubBook_);
    connect(clubBook_, &ClubBookPage::backRequested, this, [this] { showPage(chooser_); });
    connect(chooser_, &GameChooser::bookChosen, this, &MainWindow::openClubBook);
    setCentralWidget(pages_);
    connect(pages_, &QStackedWidget::currentChanged, this, &MainWindow::updateActions);
    connect(chooser_, &GameChooser::gameChosen, this, &MainWindow::openGame);
    createMenus();

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // A sensible first size: most of a small screen, 1280x860 on a full-HD
        // one, and as much more on a larger screen as its text is larger.
        const QSize avail = screen() ? screen()->availableSize() : QSize(1280, 860);
        const qreal scale = largeScreenScale(screen());
        resize(qMin(qRound(1280 * scale), avail.width() * 9 / 10),
               qMin(qRound(860 * scale), avail.height() * 9 / 10));
    }
    updateActions();
    if (resume) QTimer::singleShot(0, this, &MainWindow::offerResume);
}

GamePage* MainWindow::gamePage(const QString& id) const {
    for (GamePage* page : games_)
        if (page->gameId() == id) return page;
    return nullptr;
}

GamePage* MainWindow::currentGamePage() const {
    return qobject_cast<GamePage*>(pages_->currentWidget());
}

void MainWindow::createMenus() {
    // Each entry acts on the page on screen, through these two helpers.
    const auto onPage = [this](auto act) {
        return [this, act] {
            if (GamePage* page = currentGamePage()) act(page);
        };
    };
    // The words come from retranslateMenus(), now and at each change of language.
    gameMenu_ = menuBar()->addMenu(QString());
    new_ = gameMenu_->addAction(QString(), this, onPage([this](GamePage* p) { newGame(p); }));
    new_->setShortcuts(QKeySequence::New);
    open_ = gameMenu_->addAction(QString(), this, &MainWindow::openFile);
    open_->setShortcuts(QKeySequence::Open);
    save_ = gameMenu_->addAction(QString(), this, [this] { saveFile(false); });
    save_->setShortcuts(QKeySequence::Save);
    saveAs_ = gameMenu_->addAction(QString(), this, [this] { saveFile(true); });
    saveAs_->setShortcuts(QKeySequence::SaveAs);
    gameMenu_->addSeparator();
    print_ = gameMenu_->addAction(QString(), this, onPage([](GamePage* p) { p->print(); }));
    print_->setShortcuts(QKeySequence::Print);
    for (GamePage* page : games_)
        gameMenu_->addActions(page->gameMenuActions());
    gameExtras_ = gameMenu_->addSeparator();
    // The club's book: its members, renamed, merged or removed.
    clubMembers_ = gameMenu_->addAction(QString(), this, [this] {
        book::MembersDialog dialog(book_->location(), this);
        connect(&dialog, &book::MembersDialog::membersChanged, clubBook_, &ClubBookPage::refresh);
        connect(&dialog, &book::MembersDialog::membersChanged, book_,
                &book::BookWriter::refreshKnownNames);
        dialog.exec();
    });
    clubMembers_->setObjectName(QStringLiteral("clubMembers"));
    chooseGame_ = gameMenu_->addAction(QString(), this, [this] { showPage(chooser_); });
    clubBookAction_ = gameMenu_->addAction(QString(), this, &MainWindow::openClubBook);
    clubBookAction_->setObjectName(QStringLiteral("clubBook"));
    bookSettings_ = gameMenu_->addAction(QString(), this, &MainWindow::chooseBookLocation);
    bookSettings_->setObjectName(QStringLiteral("bookSettings"));
    quit_ = gameMenu_->addAction(QString(), this, &QWidget::close);
    quit_->setShortcuts(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);

    editMenu_ = menuBar()->addMenu(QString());
    undo_ = editMenu_->addAction(QString(), this, onPage([](GamePage* p) { p->undo(); }));
    undo_->setShortcuts(QKeySequence::Undo);
    redo_ = editMenu_->addAction(QString(), this, onPage([](GamePage* p) { p->redo(); }));
    redo_->setShortcuts(QKeySequence::Redo);
    // The page's own Hint action holds the key (H); this entry only shows it.
    hint_ = editMenu_->addAction(QString(), this, onPage([](GamePage* p) {
                                     if (p->hintAction()) p->hintAction()->trigger();
                                 }));

    viewMenu_ = menuBar()->addMenu(QString());
    paceMenu_ = viewMenu_->addMenu(QString());
    paces_ = new QActionGroup(this);
    for (int i = 0; i < 3; ++i) {
        QAction* a = paceMenu_->addAction(QString(), this, [this, i] { setPace(i); });
        a->setCheckable(true);
        paces_->addAction(a);
    }
    viewMenu_->addMenu(createLanguageMenu(this));
    fullScreen_ = viewMenu_->addAction(QString());
    fullScreen_->setShortcuts(QKeySequence::FullScreen);
    fullScreen_->setCheckable(true);
    connect(fullScreen_, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen
                          : windowState() & ~Qt::WindowFullScreen);
    });

    helpMenu_ = menuBar()->addMenu(QString());
    rules_ = helpMenu_->addAction(QString(), this, onPage([this](GamePage* p) {
                                      showRulesDialog(this, p->rulesTitle(), p->rulesHtml());
                                  }));
    rules_->setShortcuts(QKeySequence::HelpContents);
    // Named for tests and tools: the menus' words change with the page.
    for (auto [action, name] : {std::pair{new_, "new"},
                                {open_, "open"},
                                {save_, "save"},
                                {saveAs_, "saveAs"},
                                {print_, "print"},
                                {undo_, "undo"},
                                {redo_, "redo"},
                                {hint_, "hint"},
                                {rules_, "rules"}})
        action->setObjectName(QLatin1String(name));
    about_ = helpMenu_->addAction(QString(), this, [this] { AboutDialog(this).exec(); });
    about_->setMenuRole(QAction::AboutRole);
    aboutQt_ = helpMenu_->addAction(QString(), qApp, &QApplication::aboutQt);
    aboutQt_->setMenuRole(QAction::AboutQtRole);
    followLanguage(this, [this] { retranslateMenus(); });
}

void MainWindow::retranslateMenus() {
    gameMenu_->setTitle(tr("&Game"));
    new_->setText(tr("&New Rubber of P.M.\u2026"));
    open_->setText(tr("&Open\u2026"));
    save_->setText(tr("&Save"));
    saveAs_->setText(tr("Save &As\u2026"));
    print_->setText(tr("&Print Score Sheet\u2026"));
    clubMembers_->setText(tr("Members of t&he Club\u2026"));
    chooseGame_->setText(tr("&Choose a Game"));
    clubBookAction_->setText(tr("The Club's Boo&k"));
    bookSettings_->setText(tr("Club's Book Se&ttings\u2026"));
    quit_->setText(tr("&Quit"));
    editMenu_->setTitle(tr("&Edit"));
    undo_->setText(tr("&Undo My Move"));
    redo_->setText(tr("&Redo"));
    viewMenu_->setTitle(tr("&View"));
    paceMenu_->setTitle(tr("Computer &Pace"));
    const QStringList names{tr("&Slow"), tr("&Normal"), tr("&Fast")};
    const QList<QAction*> paces = paces_->actions();
    for (int i = 0; i < paces.size(); ++i)
        paces[i]->setText(names.value(i));
    fullScreen_->setText(tr("&Full Screen"));
    helpMenu_->setTitle(tr("&Help"));
    rules_->setText(tr("&Rules of P.M."));
    about_->setText(tr("&About Players Club"));
    aboutQt_->setText(tr("About &Qt"));
    updateActions(); // the page's own words for New, Undo, Print, Hint, Rules; the title
}

void MainWindow::updateActions() {
    GamePage* page = currentGamePage();
    const bool has = page && page->hasGame();
    new_->setEnabled(page);
    save_->setEnabled(has);
    saveAs_->setEnabled(has);
    print_->setEnabled(page && page->canPrint());
    print_->setVisible(!page || !page->printText().isEmpty());
    undo_->setEnabled(page && page->canUndo());
    redo_->setEnabled(page && page->canRedo());
    QAction* hint = page ? page->hintAction() : nullptr;
    hint_->setVisible(hint);
    hint_->setEnabled(hint && hint->isEnabled() && page->hasGame());
    rules_->setEnabled(page);
    paceMenu_->setEnabled(page);
    paces_->setEnabled(page);
    // The page says when each of its entries is usable; hidden, an entry
    // is also disabled, shortcut and all (QAction::setVisible).
    for (GamePage* p : games_)
        for (QAction* a : p->gameMenuActions())
            a->setVisible(p == page);
    if (!page) {
        setWindowTitle(tr("Players Club"));
        return;
    }
    new_->setText(page->newGameText());
    undo_->setText(page->undoText());
    rules_->setText(page->rulesMenuText());
    if (!page->printText().isEmpty()) print_->setText(page->printText());
    if (hint)
        hint_->setText(hint->text() + QLatin1Char('\t') +
                       hint->shortcut().toString(QKeySequence::NativeText));
    const QList<QAction*> paces = paces_->actions();
    const int pace = qBound(0, rememberedPace(page), int(paces.size()) - 1);
    paces[pace]->setChecked(true);
    const QString file = QFileInfo(page->currentPath()).fileName();
    setWindowTitle(file.isEmpty() ? page->title() : tr("%1 \u2014 %2").arg(page->title(), file));
}

void MainWindow::showPage(QWidget* page) {
    if (page != endShown_.host) endShown_ = {}; // its Back is for that screen only
    // A hosted game's page may be left and come back to: its end still
    // sends the result (leaving it dropped the result without a word). A
    // new game or a file opened there ends the link (TablePage::endHosted).
    // The chooser's invitation belongs to the chooser: it neither stays
    // under a game nor is lost on coming back.
    const QString choose = tr("Choose a game to play.");
    if (page == chooser_)
        statusBar()->showMessage(choose);
    else if (statusBar()->currentMessage() == choose)
        statusBar()->clearMessage();
    pages_->setCurrentWidget(page);
    updateActions();
}

void MainWindow::openClubBook() {
    showPage(clubBook_);
}

void MainWindow::playHosted(GamePage* asker, const HostedGame& game) {
    const GameRegistration* registration = GameRegistry::find(game.gameId);
    GamePage* host = registration ? gamePage(registration->id) : nullptr;
    if (!host || host == asker) return;
    // The table's game is on its page still: back to it.
    if (game.tag != 0 && hosting_.host == host && hosting_.asker == asker &&
        hosting_.tag == game.tag && host->hostedTag() == game.tag) {
        showPage(host);
        return;
    }
    HostedGame asked = game;
    asked.asker = asker->gameId();
    if (!confirmDiscard(host) || !host->playHosted(asked)) {
        asker->hostedGameRefused(game.tag);
        return;
    }
    showPage(host);
    hosting_ = {host, asker, game.tag};
}

void MainWindow::chooseBookLocation() {
    book::ServerPassword kept;
    const book::BookLocation lastServer =
        book::savedServerLocation(book::SystemKeychain::program(), &kept);
    BookSettingsDialog dialog(book_->location(), lastServer, this, kept);
    if (dialog.exec() != QDialog::Accepted) return;
    const book::BookLocation location = dialog.location();
    book::saveBookLocation(location);
    book_->setLocation(location, book::pendingPathFor(location));
    clubBook_->setBookLocation(location);
    book_->flushPending(); // what waited for this book goes in now, if it can
}

void MainWindow::bookUnavailable(const QString& reason) {
    statusBar()->showMessage(tr("The club's book cannot be written just now."), 8000);
    auto* box = new QMessageBox(
        QMessageBox::Information, tr("Club's Book"),
        tr("The club's book cannot be written just now. Play goes on: the results wait "
           "and go into the book when it can be written again."),
        QMessageBox::Ok, this);
    box->setDetailedText(reason);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal); // play goes on behind it
    box->show();
}

void MainWindow::hostedGameOver(GamePage* host, quint64 tag, const HostedResult& result) {
    if (host != hosting_.host || tag != hosting_.tag || !hosting_.asker) return;
    GamePage* asker = hosting_.asker;
    hosting_ = {};
    if (result.hostShowsTheEnd) {
        // The result goes to the asker now (a crash loses nothing); the
        // player sees the game's end and goes back with the host's button.
        endShown_ = {host, asker};
        asker->takeHostedResult(tag, result);
        return;
    }
    showPage(asker);
    asker->takeHostedResult(tag, result);
}

void MainWindow::openGame(const QString& id) {
    GamePage* page = gamePage(id);
    if (!page) return; // the chooser shows registered games only
    showPage(page);
    if (!page->hasGame()) newGame(page);
}

MainWindow::ResumeAnswer MainWindow::askToResume(const QStringList& titles) {
    // The titles name games and a party night alike: no word for "game".
    QMessageBox box(QMessageBox::Question, tr("Resume Where You Stopped"),
                    tr("You left %1 unfinished. Resume where you stopped?")
                        .arg(QLocale().createSeparatedList(titles)),
                    QMessageBox::NoButton, this);
    box.setInformativeText(titles.size() == 1
                               ? tr("Not Now keeps it, and you are asked again at the next "
                                    "start. Discard throws it away for good.")
                               : tr("Not Now keeps them, and you are asked again at the next "
                                    "start. Discard throws them away for good."));
    QPushButton* resume = box.addButton(tr("Resume"), QMessageBox::AcceptRole);
    QPushButton* notNow = box.addButton(tr("Not Now"), QMessageBox::RejectRole);
    QPushButton* discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(resume);
    box.setEscapeButton(notNow);
    box.exec();
    if (box.clickedButton() == resume) return ResumeAnswer::Resume;
    if (box.clickedButton() != discard) return ResumeAnswer::NotNow;
    // A party night's results may be among them: one slip must not lose them.
    QMessageBox sure(QMessageBox::Warning, tr("Discard What Was Played?"),
                     tr("What was played of %1 will be thrown away and cannot be brought "
                        "back.")
                         .arg(QLocale().createSeparatedList(titles)),
                     QMessageBox::NoButton, this);
    QPushButton* confirm = sure.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    QPushButton* keep = sure.addButton(tr("Keep"), QMessageBox::RejectRole);
    sure.setDefaultButton(keep);
    sure.setEscapeButton(keep);
    sure.exec();
    return sure.clickedButton() == confirm ? ResumeAnswer::Discard : ResumeAnswer::NotNow;
}

void MainWindow::offerResume() {
    QList<GamePage*> unfinished;
    QStringList titles;
    for (GamePage* page : games_)
        if (page->hasAutosave()) {
            unfinished.append(page);
            titles.append(page->title());
        }
    if (autoResume()) {
        QStringList ids;
        for (const GamePage* page : unfinished)
            ids << page->gameId();
        std::fprintf(stderr, "players-club: resume offered: %s\n", qPrintable(ids.join(',')));
    }
    if (unfinished.isEmpty()) return;
    if (!Autosaver::mayWrite()) {
        // Another copy of the program is running: its games are its own.
        if (autoResume()) std::fprintf(stderr, "players-club: not resumed: another copy runs\n");
        statusBar()->showMessage(
            tr("Players Club is already open: this copy does not save games on its own."), 8000);
        return;
    }
    if (!autoResume()) {
        switch (askToResume(titles)) {
        case ResumeAnswer::Resume:
            break;
        case ResumeAnswer::NotNow:
            return; // kept: asked again at the next start
        case ResumeAnswer::Discard:
            for (GamePage* page : unfinished)
                page->discardAutosave();
            return;
        }
    }
    GamePage* shown = nullptr;
    for (GamePage* page : unfinished) {
        if (const QString problem = page->resume(); !problem.isEmpty()) {
            if (autoResume()) {
                std::fprintf(stderr, "players-club: could not resume %s: %s\n",
                             qPrintable(page->gameId()), qPrintable(problem));
                continue;
            }
            showFileProblem(this, tr("Resume Where You Stopped"),
                            tr("%1 could not be resumed where you stopped.").arg(page->title()),
                            problem);
            continue;
        }
        if (!shown) shown = page;
    }
    if (GamePage* host = reclaimHostedGame()) shown = host;
    if (shown) showPage(shown);
}

GamePage* MainWindow::reclaimHostedGame() {
    // Once every game is back: the asker's own game (a party night) may
    // come after the hosted one in the registry.
    GamePage* claimed = nullptr;
    for (GamePage* host : games_) {
        const HostedGame game = host->unclaimedHostedGame();
        if (game.asker.isEmpty()) continue;
        GamePage* asker = gamePage(game.asker);
        // One hosted game at a time; any other goes on as a game of its own.
        const quint64 tag =
            asker && asker != host && !claimed ? asker->reclaimHostedGame(game.note) : 0;
        host->claimHostedGame(tag);
        if (tag == 0) continue;
        claimed = host;
        hosting_ = {host, asker, tag};
    }
    return claimed;
}

bool MainWindow::confirmDiscard(GamePage* page) {
    if (!page->hasGameInProgress() || page->isSavedAsIs()) return true;
    QMessageBox box(
        QMessageBox::Question, tr("Abandon the Game?"),
        tr("A game of %1 is in progress. Abandon it? (Save it first to finish it later.)")
            .arg(page->title()),
        QMessageBox::Discard | QMessageBox::Cancel, this);
    // Our own words: Qt's for Discard mean "do not save" ("Ne pas tenir compte").
    box.button(QMessageBox::Discard)->setText(tr("&Abandon the Game"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Discard;
}

void MainWindow::newGame(GamePage* page) {
    if (!confirmDiscard(page)) return;
    if (!page->newGame()) {
        if (!page->hasGame()) showPage(chooser_);
        return;
    }
    showPage(page);
}

void MainWindow::openFile() {
    // From a game's page its own files come first; from the chooser, any game's.
    QStringList filters;
    if (GamePage* page = currentGamePage()) filters << page->fileFilter();
    for (GamePage* page : games_)
        if (!filters.contains(page->fileFilter())) filters << page->fileFilter();
    const QString path = askOpenPath(this, tr("Open a Saved Game"), FileKind::SavedGame,
                                     filters.join(QStringLiteral(";;")));
    if (!path.isEmpty()) openPath(path);
}

void MainWindow::openPath(const QString& path) {
    // The game named inside the file decides; its extension only when the
    // file names none (then the page's loader says what is wrong with it).
    const QString id = savedGameId(path);
    GamePage* page = id.isEmpty() ? nullptr : gamePage(id);
    if (!page && id.isEmpty())
        if (const GameRegistration* g = GameRegistry::forExtension(QFileInfo(path).suffix()))
            page = gamePage(g->id);
    if (!page) page = currentGamePage() ? currentGamePage() : games_.value(0);
    if (!page) return;
    // A file that cannot be opened is said before a game is given up for it.
    QString problem = page->hasGameInProgress() ? page->checkFile(path) : QString();
    if (problem.isEmpty()) {
        if (!confirmDiscard(page)) return;
        problem = page->openFile(path);
    }
    if (!problem.isEmpty()) {
        showFileProblem(this, tr("Open a Saved Game"), cannotOpenText(path, page->gameId()),
                        problem);
        return;
    }
    showPage(page);
}

void MainWindow::saveFile(bool askName) {
    GamePage* page = currentGamePage();
    if (!page || !page->hasGame()) return;
    QString path = page->currentPath();
    if (askName || path.isEmpty())
        path = askSavePath(this, tr("Save the Game"), FileKind::SavedGame,
                           path.isEmpty() ? page->defaultFileName() : path, page->fileFilter());
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + QFileInfo(page->defaultFileName()).suffix();
    if (const QString problem = page->saveFile(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Save the Game"), problem);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    updateActions();
}

void MainWindow::setPace(int pace) {
    GamePage* page = currentGamePage();
    if (!page) return;
    page->setPace(pace);
    QSettings().setValue(paceKey(page), pace);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Games are autosaved as they go; the next start offers the unfinished ones.
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    event->accept();
}

} // namespace club::app
