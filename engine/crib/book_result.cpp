// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_result.h"

#include "match_file.h"

#include <QJsonArray>

namespace club::crib {

FinishedResult finishedGame(const Match& match, const std::vector<Seat>& seats) {
    const Setup& setup = match.setup();
    const GameResult& game = match.results().back();
    const int number = int(match.results().size());
    QJsonArray skunks;
    for (int skunk : game.skunks)
        skunks.append(skunk);
    // Each seat's best hand and best crib of the game (CR-25), by seat: the
    // card's high hands, and its 29 hand when one was held.
    QJsonArray hands, cribs;
    for (int seat = 0; seat < int(seats.size()); ++seat) {
        const auto best = [&](const std::vector<int>& of) {
            return std::size_t(seat) < of.size() ? of[std::size_t(seat)] : 0;
        };
        hands.append(best(game.highHand));
        cribs.append(best(game.highCrib));
    }
    FinishedResult result;
    result.options = {{QStringLiteral("hands"), setup.hands},
                      {QStringLiteral("game"), setup.game},
                      {QStringLiteral("board"), setupBoardName(setup.board)},
                      {QStringLiteral("muggins"), setup.muggins},
                      {QStringLiteral("corners"), setup.corners == Corners::Bends
                                                      ? QStringLiteral("bends")
                                                      : QStringLiteral("everyThirty")},
                      {QStringLiteral("gameInMatch"), number},
                      {QStringLiteral("lurch"), game.lurch},
                      {QStringLiteral("skunks"), skunks},
                      {QStringLiteral("highHands"), hands},
                      {QStringLiteral("highCribs"), cribs}};
    const QList<int> sideScores(game.scores.begin(), game.scores.end());
    const QList<int> places = placesFromScores(sideScores);
    for (int seat = 0; seat < int(seats.size()); ++seat) {
        const int side = setup.sideOf(seat);
        result.seats.append(finishedSeat(seats[std::size_t(seat)], sideScores[side], places[side],
                                         side == game.winner));
    }
    result.part = QStringLiteral("game-%1").arg(number);
    return result;
}

} // namespace club::crib
