// SPDX-License-Identifier: GPL-3.0-or-later
// A game's page over an engine table that is kept in files: the file the
// game was opened from or saved to, its autosave, Save and Resume. Every
// game's page did these alike; here they are written once, and a page says
// only how its table writes a file (writeGame) and how it opens one.
#pragma once

#include "core/message.h"
#include "game_page.h"

namespace club::app {

class Autosaver;

class TablePage : public GamePage {
    Q_OBJECT
public:
    /// `autosaveName` e.g. "autosave-pm.json", in the program's data folder.
    TablePage(const QString& autosaveName, QWidget* parent);
    /// A save still pending is dropped here (writeGame() is gone by now):
    /// pages call closeAutosave() in their own destructors.
    ~TablePage() override;

    QString currentPath() const final { return path_; }
    /// Saves with writeGame(); the file becomes the game's on success.
    QString saveFile(const QString& path) final;
    bool hasAutosave() const override;
    /// Opens the autosave; a page with more to restore first overrides it.
    QString resume() override;
    QString autosaveFile() const { return autosavePath_; }

protected:
    /// Writes the game on the table to `path`: an empty message, or what went wrong.
    virtual Message writeGame(const QString& path) = 0;

    /// The autosave, written with writeGame() (a page whose engine keeps its
    /// own autosave at autosaveFile(), the party night, leaves it unused).
    Autosaver* autosaver() const { return autosaver_; }
    /// Writes a save still pending and stops autosaving: the first thing a
    /// page's destructor does, while its table is still there.
    void closeAutosave();
    /// A game was opened from `path`: it becomes the game's file, unless it
    /// was the autosave (Save then asks where).
    void openedFrom(const QString& path);
    /// A new game: it has no file yet.
    void forgetPath() { path_.clear(); }

private:
    QString autosavePath_;
    QString path_;
    Autosaver* autosaver_;
};

} // namespace club::app
