#include "game_catalogue.h"

#include "common/game_registry.h"

#include <QCoreApplication>

namespace club::app {

namespace {
// A named translation context that lupdate and the program agree on.
struct GameCatalogue {
    Q_DECLARE_TR_FUNCTIONS(GameCatalogue)
};
} // namespace

QList<GameInfo> gameCatalogue() {
    QList<GameInfo> games{
        {QStringLiteral("pm"), GameCatalogue::tr("P.M. (Plus and Minus)"),
         GameCatalogue::tr("The \"P.M.\" Players Club, c. 1935"),
         GameCatalogue::tr("2 to 8 players"),
         GameCatalogue::tr("Each card you play is added to the one before it. Bring your four men "
                           "from the stars to 25 \u2014 exactly, or bust."),
         false},
        {QStringLiteral("patchesi"), GameCatalogue::tr("Patchesi"),
         GameCatalogue::tr("John Jaques & Son"),
         GameCatalogue::tr("2 to 4 players, partners, tournaments"),
         GameCatalogue::tr(
             "The Victorian race game of the cross-shaped board: fives to enter, sixes "
             "count twelve, barriers and captures."),
         false},
        {QStringLiteral("kings-men"), GameCatalogue::tr("King's Men"),
         GameCatalogue::tr("Elizabeth Magie Phillips, Parker Brothers, 1937"),
         GameCatalogue::tr("2 players"),
         GameCatalogue::tr("March your fourteen men into the Field and form rows to thin your own "
                           "ranks: the first down to two wins."),
         false},
        {QStringLiteral("cribbage"), GameCatalogue::tr("Once Around Cribbage"),
         GameCatalogue::tr("Pacific Game Company"), GameCatalogue::tr("2 to 6 hands"),
         GameCatalogue::tr(
             "Cribbage on the Once Around board, with its corners, games, points, skunks "
             "and high-hand tracks."),
         false},
        {QStringLiteral("party-night"), GameCatalogue::tr("Party Night"),
         GameCatalogue::tr("For club nights and charity evenings"),
         GameCatalogue::tr("4 to 64 people, or 2 to 32 pairs"),
         GameCatalogue::tr("P.M. Drives and Patchesi knockouts for a club night: the draw, the "
                           "numbered tables, the results, the standings and the printed cards."),
         false},
    };
    // A game is playable once its folder has registered its page.
    for (GameInfo& info : games)
        info.playable = GameRegistry::find(info.id) != nullptr;
    return games;
}

} // namespace club::app
