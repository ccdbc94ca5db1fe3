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
        FinishedSeat seat = finishedSeat(seats.of(side), won ? 1 : 0, lost ? 2 : 1, won);
        // "Blue" is no computer's name, and would stay English in the book.
        if (!seat.computer.isEmpty() && !seats.isNamed(side)) seat.name.clear();
        // The book names levels, as for every game: King's Men's Beginner
        // is the engine's "random" kind, which the book showed as a bare
        // "Computer" and exported by the engine's name.
        if (seat.computer == QString::fromStdString(levelName(Level::Random)))
            seat.computer = QStringLiteral("beginner");
        result.seats.append(seat);
    }
    return result;
}

} // namespace club::km
