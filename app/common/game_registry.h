// SPDX-License-Identifier: GPL-3.0-or-later
// The games the program can play, each registered once by its own folder
// (app/<game>/<game>_registration.cpp): the id its saves carry, its file
// extensions, a factory for its page and its lid in the chooser. The main
// window builds its pages and the chooser its lids from here alone, so
// adding a game adds a folder and one registration, not an edit to the
// window or the chooser.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QSettings;
class QWidget;

namespace club::app {

class GamePage;

/// The words on a game's lid in the chooser, as untranslated sources marked
/// with QT_TRANSLATE_NOOP("GameCatalogue", ...); the chooser translates them
/// when it is built, so they come in the language shown then.
struct TileWords {
    const char* title = "";
    const char* subtitle = ""; ///< maker and year
    const char* players = "";  ///< e.g. "2 to 8 players"
    const char* blurb = "";
};

struct GameRegistration {
    QString id;             ///< as in the "game" field of its saves
    QStringList extensions; ///< without the dot, the first one used for new saves
    std::function<GamePage*(QWidget* parent)> makePage;
    TileWords tileWords;
    QString tileArt; ///< its drawing's element in resources/chooser.svg
    /// Moves the game's settings written by earlier versions to their
    /// current keys and drops the old ones (settings_migration.h); empty
    /// for a game with none. A second call changes nothing.
    std::function<void(QSettings& settings)> migrateSettings;
    /// Its page starts a game from the command line's seats
    /// (GamePage::startFromSeats); --help names only such games for --new.
    bool startsFromSeats = true;
};

class GameRegistry {
public:
    /// Adds a game; a second registration of the same id replaces the first.
    static void add(GameRegistration game);
    /// Every registered game, in the order they were added (the chooser's).
    static const QList<GameRegistration>& games();
    static const GameRegistration* find(const QString& id);
    /// The game whose saves use this extension (e.g. "kingsmen"), or nullptr.
    static const GameRegistration* forExtension(const QString& extension);
};

/// Registers every game folder the program was built with (a file generated
/// by app/CMakeLists.txt from its list of games). Safe to call again.
void registerBuiltInGames();

} // namespace club::app
