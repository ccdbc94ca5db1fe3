#include "game_catalogue.h"

#include <QCoreApplication>

namespace club::app {

QList<GameInfo> gameCatalogue() {
    // The context lupdate gives a call of this helper: its enclosing namespace.
    auto tr = [](const char* s) { return QCoreApplication::translate("club::app", s); };
    return {
        {QStringLiteral("pm"), tr("P.M. (Plus and Minus)"),
         tr("The \"P.M.\" Players Club, c. 1935"), tr("2 to 8 players"),
         tr("Each card you play is added to the one before it. Bring your four men "
            "from the stars to 25 \u2014 exactly, or bust."),
         true},
        {QStringLiteral("patchesi"), tr("Patchesi"), tr("John Jaques & Son"),
         tr("2 to 4 players, partners, tournaments"),
         tr("The Victorian race game of the cross-shaped board: fives to enter, sixes "
            "count twelve, barriers and captures."),
         false},
        {QStringLiteral("kings-men"), tr("King's Men"),
         tr("Elizabeth Magie Phillips, Parker Brothers, 1937"), tr("2 players"),
         tr("March your fourteen men into the Field and form rows to thin your own "
            "ranks: the first down to two wins."),
         true},
        {QStringLiteral("cribbage"), tr("Once Around Cribbage"), tr("Pacific Game Company"),
         tr("2 to 6 hands"),
         tr("Cribbage on the Once Around board, with its corners, games, points, skunks "
            "and high-hand tracks."),
         false},
    };
}

} // namespace club::app
