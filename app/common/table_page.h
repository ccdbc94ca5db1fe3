// SPDX-License-Identifier: GPL-3.0-or-later
// A game's page over an engine table that is kept in files: the file the
// game was opened from or saved to, its autosave, Save and Resume. Every
// game's page did these alike; here they are written once, and a page says
// only how its table writes a file (writeGame) and how it opens one.
#pragma once

#include "book_tag.h"
#include "core/finished_game.h"
#include "core/game_table.h"
#include "core/message.h"
#include "game_page.h"

#include <functional>
#include <initializer_list>
#include <optional>

namespace club::app {

class Autosaver;
class ComputerTurns;
class SpriteSheet;

class TablePage : public GamePage {
    Q_OBJECT
public:
    /// `autosaveName` e.g. "autosave-pm.json", in the program's data folder.
    TablePage(const QString& autosaveName, QWidget* parent);
    /// A save still pending is dropped here (writeGame() is gone by now):
    /// pages call closeAutosave() in their own destructors.
    ~TablePage() override;

    QString currentPath() const final { return path_; }
    bool isSavedAsIs() const final;
    /// A game is on the table (started, opened or resumed): it can be saved.
    bool hasGame() const override { return gameOnTable_; }
    /// Saves with writeGame(); the file becomes the game's on success.
    QString saveFile(const QString& path) final;
    /// The engine's check of a file of this game (core/game_formats.h).
    QString checkFile(const QString& path) const override;
    bool hasAutosave() const override;
    /// Opens the autosave; a page with more to restore first overrides it.
    QString resume() override;
    void discardAutosave() override;
    QString autosaveFile() const { return autosavePath_; }

    // Replays (game_page.h): the record is stepped through by the
    // table's own undo and redo (replaySteps()), counted once at the start,
    // or shown at any move by the game's own steps.
    QString openReplay(const QString& path, const QString& part) final;
    int replayLength() const final { return replayLength_; }
    int replayStep() const final { return replayStep_; }
    void showReplayStep(int step) final;
    /// This page shows a replay: nothing is played, saved or booked.
    bool isReplay() const { return replay_; }
    /// In a replay, hides `controls`: it plays nothing, so its panel offers
    /// no play (they stood greyed). Out of one, leaves them as they are.
    void hideInReplay(std::initializer_list<QWidget*> controls) const {
        if (replay_)
            for (QWidget* w : controls)
                w->hide();
    }
    /// The part of the record a replay shows (game_page.h); empty: all of it.
    const QString& replayPart() const { return replayPart_; }

    // Hosted games (game_page.h): the link to the asker goes into every
    // autosave while the game lasts, and comes back with resume().
    void dropHostedGame() override;
    quint64 hostedTag() const override { return hosted_.tag; }
    HostedGame unclaimedHostedGame() const override;
    void claimHostedGame(quint64 tag) override;

protected:
    /// How a replay steps one move back or forward through the record, as
    /// the game's table does it; each @returns false where it cannot.
    struct ReplaySteps {
        std::function<bool()> back;
        std::function<bool()> forward;
        /// Or, for a game whose table goes straight to any move: takes up
        /// the record just opened (its part replayPart()) and @returns its
        /// moves (-1: it cannot be replayed); then shows the position after
        /// `step` of them.
        std::function<int()> open;
        std::function<void(int step)> show;
    };
    /// The game's own part of a replay; a game without one is not replayed.
    virtual ReplaySteps replaySteps() { return {}; }

    /// Writes the game on the table to `path`: an empty message, or what went wrong.
    virtual Message writeGame(const QString& path) = 0;

    /// A game is on the table now, or none (hasGame()).
    void setGameOnTable(bool on) { gameOnTable_ = on; }
    /// Gives the keys to `board` where the focus is within the page or
    /// nowhere (a dialog keeps its own): a panel's button pressed by the
    /// mouse, then hidden or greyed, has passed them to the next button.
    void keysTo(QWidget* board);
    /// The autosave, written with writeGame().
    Autosaver* autosaver() const { return autosaver_; }
    /// Writing the autosave failed (the game in memory is fine): a page
    /// that tells the player so overrides this.
    virtual void autosaveFailed(const Message& problem) { Q_UNUSED(problem); }
    /// Writes a save still pending and stops autosaving: the first thing a
    /// page's destructor does, while its table is still there.
    void closeAutosave();
    /// The end of a page whose computers play on its table, for its
    /// destructor: the computers stop, a save still pending is written
    /// while the table is here (closeAutosave()), then the computers go
    /// (waiting for one still thinking, or a hint), the scene, and the
    /// sprite sheet its pictures come from.
    void closeTable(ComputerTurns* computers, QObject* scene, SpriteSheet* sheet);
    /// A game was opened from `path`: it becomes the game's file, unless it
    /// was the autosave (Save then asks where).
    void openedFrom(const QString& path);
    /// A new game: it has no file yet, and a new id in the club's book.
    void forgetPath();
    /// Follows `table`'s count of changes (GameTable::revision), by which a
    /// save is known to be the game as it stands. A page that never calls
    /// it has every game unsaved.
    template <GameTable Table> void countChangesOf(const Table* table) {
        revision_ = [table] { return table->revision(); };
    }
    std::optional<quint64> tableRevision() const {
        return revision_ ? std::optional<quint64>(revision_()) : std::nullopt;
    }

    /// The game on the table, or a part of it (result.part), is over: it
    /// goes to the club's book (gameFinished()) with its id, its times and
    /// its record as the game's save file holds it. Finishing it again
    /// (undo, then the same end or another) gives the same id: the book
    /// keeps the first.
    void finishedForTheBook(const FinishedResult& result);
    /// The next part of the game (a game of a rubber or a match) is dealt:
    /// the book counts it from now, not from the end of the part before.
    void partBegins() { book_.beginPart(); }
    /// The book's tag of the game on the table (book_tag.h).
    const BookTag& bookTag() const { return book_; }

    /// The game just started on the table is `game`, hosted for another
    /// page; its link is autosaved at once.
    void beginHosted(const HostedGame& game);
    /// The hosted game ends or is replaced: @returns its tag (0: none) and
    /// forgets it (the next autosave has no link).
    quint64 endHosted();
    /// The hosted game as it is, to be put back by restoreHosted() when a
    /// load that replaced it fails.
    HostedGame hosted() const { return hosted_; }
    void restoreHosted(const HostedGame& game) { hosted_ = game; }

private:
    void writeAutosave(const QString& path);
    /// Writes the game with the book's tag (and `hosted`'s link, if any).
    Message writeTagged(const QString& path, const HostedGame& hosted);
    /// Writes the autosave again, if there is one, for a link that changed.
    void rewriteAutosave();

    QString autosavePath_;
    QString path_;
    std::function<quint64()> revision_; ///< see countChangesOf()
    /// The table's revision when the game was last saved to path_.
    std::optional<quint64> savedRevision_;
    Autosaver* autosaver_;
    HostedGame hosted_; ///< the hosted game on the table (asker empty: none)
    /// While resume() opens the autosave: its link, kept in any autosave
    /// the opening writes.
    HostedGame resuming_;
    BookTag book_ = BookTag::begin();
    bool gameOnTable_ = false;
    bool replay_ = false;
    QString replayPart_;
    ReplaySteps steps_;
    int replayLength_ = 0;
    int replayStep_ = 0;
};

} // namespace club::app
