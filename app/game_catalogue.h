// The games of the compendium and the party night, as the chooser presents them: the
// words on each game's tile. Which of them can be played comes from the
// game registry (common/game_registry.h).
#pragma once

#include <QList>
#include <QString>

namespace club::app {

struct GameInfo {
    QString id; ///< "pm", "patchesi", "kings-men", "cribbage", "party-night"
    QString title;
    QString subtitle; ///< maker and year
    QString players;  ///< e.g. "2 to 8 players"
    QString blurb;
    bool playable = false; ///< its page is registered
};

/// In the order the chooser lists them: P.M. first.
QList<GameInfo> gameCatalogue();

} // namespace club::app
