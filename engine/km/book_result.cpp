// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_result.h"

namespace club::km {

FinishedResult finishedGame(const Game& game, const Seats& seats) {
    FinishedResult result;
    result.options = {{QStringLiteral("first"), QString(QLatin1Char(sideLetter(game.first())))},
                      {QStringLiteral("setUp"), game.isSetUp()},
                      {QStringLiteral("drawnByRepetition"), game.drawnByRepetition()}};
    const Outcome outcome = game.outcome();
    for (Side side : {Side::A, Side::B}) {
        const bool won = outcome == (side == Side::A ? Outcome::WinA : Outcome::WinB);
        const bool lost = outcome == (side == Side::A ? Outcome::WinB : Outcome::WinA);
        result.seats.append(finishedSeat(seats.of(side), won ? 1 : 0, lost ? 2 : 1, won));
    }
    return result;
}

} // namespace club::km
