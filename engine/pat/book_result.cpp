// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_result.h"

#include "rules.h"

#include <QJsonArray>

#include <algorithm>

namespace club::pat {

FinishedResult finishedGame(const Game& game) {
    const Setup& setup = game.setup();
    const bool partners = setup.kind == Kind::Partner;
    FinishedResult result;
    result.options = {{QStringLiteral("players"), int(setup.seats.size())},
                      {QStringLiteral("partners"), partners},
                      {QStringLiteral("counters"), setup.counters},
                      {QStringLiteral("stakes"), setup.stakes},
                      {QStringLiteral("stake"), setup.stake},
                      {QStringLiteral("openingThrowPlays"), setup.openingThrowPlays},
                      {QStringLiteral("lostThirdSixReturns"), setup.lostThirdSixReturns},
                      {QStringLiteral("stopAtSecond"), setup.stopAtSecond},
                      {QStringLiteral("oneThrowPerSix"), setup.oneThrowPerSix}};
    // The card's captures: by seat, made and suffered (PAT-7 / PAT-P4).
    const Game::Captures captures = game.captures();
    QJsonArray made, suffered;
    for (std::size_t seat = 0; seat < setup.seats.size(); ++seat) {
        made.append(captures.made[seat]);
        suffered.append(captures.suffered[seat]);
    }
    result.options.insert(QStringLiteral("captures"), made);
    result.options.insert(QStringLiteral("captured"), suffered);
    const std::vector<int> home = game.finishingSeats();
    const std::vector<int> stakes = game.stakes();
    const int winningSide = game.state().winningSide();
    for (int seat = 0; seat < int(setup.seats.size()); ++seat) {
        const Seat& s = setup.seats[std::size_t(seat)];
        const auto at = std::find(home.begin(), home.end(), seat);
        int place = int(at - home.begin()) + 1; // not HOME: after every seat that is
        bool winner = !home.empty() && home.front() == seat;
        if (partners) { // the side wins or loses together
            winner = sideOf(s.colour) == winningSide;
            place = winner ? 1 : 2;
        }
        result.seats.append(finishedSeat(s, stakes[std::size_t(seat)], place, winner));
    }
    return result;
}

} // namespace club::pat
