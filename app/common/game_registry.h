// The games the program can play, each registered once by its own folder
// (app/<game>/<game>_registration.cpp): the id its saves carry, its file
// extensions and a factory for its page. The main window builds its pages
// from here and from the catalogue's tiles (game_catalogue.h), so adding a
// game adds a folder and one registration, not an edit to the window.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace club::app {

class GamePage;

struct GameRegistration {
    QString id;             ///< as in the catalogue and in the "game" field of saves
    QStringList extensions; ///< without the dot, the first one used for new saves
    std::function<GamePage*(QWidget* parent)> makePage;
};

class GameRegistry {
public:
    /// Adds a game; a second registration of the same id replaces the first.
    static void add(GameRegistration game);
    /// Every registered game, in the order they were added.
    static const QList<GameRegistration>& games();
    static const GameRegistration* find(const QString& id);
    /// The game whose saves use this extension (e.g. "kingsmen"), or nullptr.
    static const GameRegistration* forExtension(const QString& extension);
};

/// Registers every game folder the program was built with (a file generated
/// by app/CMakeLists.txt from its list of games). Safe to call again.
void registerBuiltInGames();

} // namespace club::app
