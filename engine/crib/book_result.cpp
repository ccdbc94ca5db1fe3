// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_result.h"

#include "match_file.h"

#include <QJsonArray>

namespace club::crib {

namespace {

QJsonObject setupOptions(const Setup& setup) {
    return {{QStringLiteral("hands"), setup.hands},
            {QStringLiteral("game"), setup.game},
            {QStringLiteral("board"), setupBoardName(setup.board)},
            {QStringLiteral("muggins"), setup.muggins},
            {QStringLiteral("corners"), setup.corners == Corners::Bends
                                            ? QStringLiteral("bends")
                                            : QStringLiteral("everyThirty")}};
}

/// Each seat scores its side's `sideScores`; the highest wins, a tie shares it.
void addSeats(FinishedResult& result, const Setup& setup, const std::vector<Seat>& seats,
              const QList<int>& sideScores) {
    const QList<int> places = placesFromScores(sideScores);
    for (int seat = 0; seat < int(seats.size()); ++seat) {
        const int side = setup.sideOf(seat);
        result.seats.append(finishedSeat(seats[std::size_t(seat)], sideScores[side], places[side],
                                         places[side] == 1));
    }
}

} // namespace

FinishedResult finishedMatch(const Match& match, const std::vector<Seat>& seats) {
    const MatchBoard& board = match.board();
    FinishedResult result;
    result.unit = QStringLiteral("match");
    result.options = setupOptions(match.setup());
    result.options.insert(QStringLiteral("matchGames"), match.setup().matchGames);
    QJsonArray points;
    for (int p : board.points)
        points.append(p);
    result.options.insert(QStringLiteral("points"), points);
    addSeats(result, match.setup(), seats, QList<int>(board.games.begin(), board.games.end()));
    return result;
}

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
    result.options = setupOptions(setup);
    result.options.insert(QStringLiteral("gameInMatch"), number);
    result.options.insert(QStringLiteral("lurch"), game.lurch);
    result.options.insert(QStringLiteral("skunks"), skunks);
    result.options.insert(QStringLiteral("highHands"), hands);
    result.options.insert(QStringLiteral("highCribs"), cribs);
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
