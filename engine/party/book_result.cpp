// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_result.h"

#include "core/typed_in_game.h"

#include <algorithm>

namespace club::party {

FinishedResult finishedNight(const NightState& night) {
    const Setup& setup = night.setup();
    const bool knockout = setup.format == Format::Knockout;
    FinishedResult result;
    result.unit = QStringLiteral("night");
    result.options = {
        {QStringLiteral("format"), knockout ? QStringLiteral("knockout") : QStringLiteral("drive")},
        {QStringLiteral("title"), setup.title},
        {QStringLiteral("entrants"), int(setup.entrants.size())},
        {QStringLiteral("rounds"), int(night.rounds().size())}};
    std::vector<Standing> standings = night.standings();
    std::sort(standings.begin(), standings.end(),
              [](const Standing& a, const Standing& b) { return a.entrant < b.entrant; });
    int lastPlace = 1;
    for (const Standing& standing : standings)
        lastPlace = std::max(lastPlace, standing.place + 1);
    for (const Standing& standing : standings) {
        const int place = standing.place > 0 ? standing.place : lastPlace;
        for (const QString& name : setup.entrants[std::size_t(standing.entrant)].names)
            result.seats.append(
                {name, QString(), knockout ? standing.wins : standing.total, place, place == 1});
    }
    return result;
}

std::vector<TypedTableGame> typedTableGames(const NightState& night) {
    std::vector<TypedTableGame> games;
    const bool knockout = night.format() == Format::Knockout;
    const auto names = [&night](int entrant) {
        return night.entrants()[std::size_t(entrant)].names;
    };
    for (int round = 0; round < int(night.rounds().size()); ++round) {
        for (const Table& table : night.rounds()[std::size_t(round)].tables) {
            if (!table.result || table.result->source != Source::Typed) continue;
            TypedTableGame game;
            FinishedResult& result = game.result;
            result.part = QStringLiteral("round-%1-table-%2").arg(round + 1).arg(table.number);
            result.options = {{TypedInOption, true},
                              {QStringLiteral("night"), night.setup().title},
                              {QStringLiteral("round"), round + 1},
                              {QStringLiteral("table"), table.number}};
            if (knockout) {
                game.kind = QStringLiteral("patchesi");
                result.options.insert(QStringLiteral("partners"), true);
                for (int pair : table.seats) {
                    const bool won = pair == table.result->winner;
                    for (const QString& name : names(pair))
                        result.seats.append({name, QString(), 0, won ? 1 : 2, won});
                }
            } else {
                game.kind = QStringLiteral("pm");
                QList<int> scores(table.result->scores.begin(), table.result->scores.end());
                const QList<int> places = placesFromScores(scores);
                for (int seat = 0; seat < int(table.seats.size()); ++seat)
                    result.seats.append({names(table.seats[std::size_t(seat)]).value(0), QString(),
                                         scores.value(seat), places.value(seat),
                                         places.value(seat) == 1});
            }
            result.options.insert(QStringLiteral("players"), int(result.seats.size()));
            games.push_back(std::move(game));
        }
    }
    return games;
}

} // namespace club::party
