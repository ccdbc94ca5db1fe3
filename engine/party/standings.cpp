// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings.h"

#include "night_state.h"

#include <algorithm>
#include <climits>
#include <tuple>

namespace club::party {

namespace {

std::vector<Standing> driveStandings(const NightState& night) {
    std::vector<Standing> rows(night.entrants().size());
    for (std::size_t e = 0; e < rows.size(); ++e) {
        rows[e].entrant = int(e);
        rows[e].best = INT_MIN;
    }
    for (const Round& round : night.rounds())
        for (const Table& t : round.tables) {
            if (!t.result) continue;
            const auto& scores = t.result->scores;
            const int top = *std::max_element(scores.begin(), scores.end());
            for (std::size_t s = 0; s < t.seats.size(); ++s) {
                Standing& row = rows[std::size_t(t.seats[s])];
                row.total += scores[s];
                row.best = std::max(row.best, scores[s]);
                row.wins += scores[s] == top ? 1 : 0;
                ++row.games;
            }
        }
    auto key = [](const Standing& s) { return std::make_tuple(s.total, s.wins, s.best); };
    std::stable_sort(rows.begin(), rows.end(),
                     [&](const Standing& a, const Standing& b) { return key(a) > key(b); });
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].place = i > 0 && key(rows[i]) == key(rows[i - 1]) ? rows[i - 1].place : int(i) + 1;
    for (Standing& row : rows)
        if (row.best == INT_MIN) row.best = 0;
    return rows;
}

std::vector<Standing> knockoutStandings(const NightState& night) {
    const int planned = night.plannedRounds();
    std::vector<Standing> rows(night.entrants().size());
    // How far each pair got: the round it lost, `planned` for the winners,
    // INT_MAX while still in.
    std::vector<int> reached(rows.size(), INT_MAX);
    for (std::size_t e = 0; e < rows.size(); ++e)
        rows[e].entrant = int(e);
    for (std::size_t r = 0; r < night.rounds().size(); ++r)
        for (const Table& t : night.rounds()[r].tables) {
            if (!t.result) continue;
            const int winner = t.result->winner;
            const int loser = t.seats[0] == winner ? t.seats[1] : t.seats[0];
            ++rows[std::size_t(winner)].wins;
            rows[std::size_t(loser)].outInRound = int(r);
            reached[std::size_t(loser)] = int(r);
            for (int e : t.seats)
                ++rows[std::size_t(e)].games;
        }
    if (night.isOver())
        for (int e : night.stillIn())
            reached[std::size_t(e)] = planned;
    for (std::size_t e = 0; e < rows.size(); ++e) {
        if (reached[e] == INT_MAX) continue; // still in: no place yet
        int better = 0;
        for (int other : reached)
            better += other > reached[e] ? 1 : 0;
        rows[e].place = better + 1;
    }
    // Draw order decides among equals, so the list reads as the bracket.
    std::vector<int> drawPos(rows.size());
    for (std::size_t i = 0; i < night.setup().draw.size(); ++i)
        drawPos[std::size_t(night.setup().draw[i])] = int(i);
    std::stable_sort(rows.begin(), rows.end(), [&](const Standing& a, const Standing& b) {
        const int pa = a.place == 0 ? 0 : a.place, pb = b.place == 0 ? 0 : b.place;
        if (pa != pb) return pa < pb;
        return drawPos[std::size_t(a.entrant)] < drawPos[std::size_t(b.entrant)];
    });
    return rows;
}

} // namespace

std::vector<Standing> standingsOf(const NightState& night) {
    std::vector<Standing> rows =
        night.format() == Format::Drive ? driveStandings(night) : knockoutStandings(night);
    for (Standing& row : rows) {
        int same = 0;
        for (const Standing& other : rows)
            same += other.place == row.place && row.place > 0 ? 1 : 0;
        row.shared = same > 1;
        row.prize = night.isOver() && row.place >= 1 && row.place <= 2 ? row.place : 0;
    }
    return rows;
}

} // namespace club::party
