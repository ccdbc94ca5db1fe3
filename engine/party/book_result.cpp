// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_result.h"

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

} // namespace club::party
