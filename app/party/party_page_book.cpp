// SPDX-License-Identifier: GPL-3.0-or-later
// A party night's end in the club's book (issue 27): the games played in
// the program at its tables are in the book already, as their own games;
// the tables typed in from the club's own sets are written here, each as a
// game of P.M. or Patchesi with no record (core/typed_in_game.h), under an
// id made of the night's and the table's, so that the book keeps each once.
#include "party_page.h"

#include "party/book_result.h"

namespace club::app {

void PartyPage::bookTheNight() {
    if (isReplay()) return;
    const party::NightState& state = night_->state();
    // One moment for them all: the book does not know when each was played.
    const QDateTime ended = QDateTime::currentDateTimeUtc();
    for (const party::TypedTableGame& table : party::typedTableGames(state)) {
        FinishedGame game;
        game.id = bookTag().id() + QLatin1Char('/') + table.result.part;
        game.kind = table.kind;
        game.unit = table.result.unit;
        game.options = table.result.options;
        game.seats = table.result.seats;
        game.started = ended;
        game.finished = ended;
        emit gameFinished(game);
    }
    finishedForTheBook(party::finishedNight(state));
}

} // namespace club::app
