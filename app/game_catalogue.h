// The four games of the compendium, as the chooser presents them.
#pragma once

#include <QList>
#include <QString>

namespace club::app {

struct GameInfo {
    QString id; ///< "pm", "patchesi", "kings-men", "cribbage"
    QString title;
    QString subtitle; ///< maker and year
    QString players;  ///< e.g. "2 to 8 players"
    QString blurb;
    bool playable = false; ///< false until its table is built
};

/// In the order the chooser lists them: P.M. first.
QList<GameInfo> gameCatalogue();

} // namespace club::app
