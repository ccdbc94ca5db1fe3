// SPDX-License-Identifier: GPL-3.0-or-later
#include "seating.h"

#include "core/random.h"

#include <algorithm>
#include <numeric>

namespace club::party {

std::vector<int> driveTableSizes(int entrants) {
    if (entrants < MinDriveEntrants) return {};
    if (entrants == 6) return {6}; // two threes would leave table 1 too small to progress
    std::vector<int> sizes(std::size_t(entrants / 4), 4);
    switch (entrants % 4) {
    case 1:
        sizes[0] = 5;
        break;
    case 2:
        sizes[0] = sizes[1] = 5;
        break;
    case 3:
        sizes.push_back(3);
        break; // PM-21's "four and three"
    default:
        break;
    }
    return sizes;
}

int waveOf(int number, int sets) {
    return sets <= 0 ? 1 : (number - 1) / sets + 1;
}

Round firstDriveRound(const std::vector<int>& draw, const Options& options) {
    Round round;
    std::size_t next = 0;
    const std::vector<int> sizes = driveTableSizes(int(draw.size()));
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        Table t;
        t.number = int(i) + 1;
        t.wave = waveOf(t.number, options.sets);
        for (int s = 0; s < sizes[i]; ++s)
            t.seats.push_back(draw[next++]);
        round.tables.push_back(std::move(t));
    }
    return round;
}

std::vector<int> rankForMoving(const Table& table, const std::vector<int>& totalsBefore,
                               TableTie tie, std::uint64_t lotSeed) {
    const std::size_t n = table.seats.size();
    // The lot: a seeded order of the seats, one per table and round.
    std::vector<int> lot(n);
    std::iota(lot.begin(), lot.end(), 0);
    Random rng(lotSeed ^ (std::uint64_t(table.number) * 0x9E3779B97F4A7C15ull));
    rng.shuffle(std::span<int>(lot));
    std::vector<int> lotRank(n);
    for (std::size_t i = 0; i < n; ++i)
        lotRank[std::size_t(lot[i])] = int(i);

    std::vector<int> seats(n);
    std::iota(seats.begin(), seats.end(), 0);
    const std::vector<int>& scores = table.result->scores;
    std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) {
        if (scores[std::size_t(a)] != scores[std::size_t(b)])
            return scores[std::size_t(a)] > scores[std::size_t(b)];
        if (tie == TableTie::TotalThenLot) {
            const int ta = totalsBefore[std::size_t(table.seats[std::size_t(a)])];
            const int tb = totalsBefore[std::size_t(table.seats[std::size_t(b)])];
            if (ta != tb) return ta > tb;
        }
        return lotRank[std::size_t(a)] < lotRank[std::size_t(b)];
    });
    std::vector<int> entrants;
    for (int s : seats)
        entrants.push_back(table.seats[std::size_t(s)]);
    return entrants;
}

Round nextDriveRound(const Round& round, const std::vector<int>& totalsBefore,
                     const Options& options, std::uint64_t lotSeed) {
    const std::size_t count = round.tables.size();
    // Per table: who stays, who arrives from below (the table after) and
    // who arrives from above (the table before, or table 1 for the last).
    std::vector<std::vector<int>> stay(count), fromBelow(count), fromAbove(count);
    for (std::size_t k = 0; k < count; ++k) {
        const std::vector<int> ranked =
            rankForMoving(round.tables[k], totalsBefore, options.tableTie, lotSeed);
        const std::size_t size = ranked.size();
        if (count == 1) {
            stay[k] = round.tables[k].seats;
            continue;
        }
        std::vector<bool> moved(size, false);
        // The two highest move up; table 1's two highest stay.
        if (k > 0) {
            fromBelow[k - 1] = {ranked[0], ranked[1]};
            moved[0] = moved[1] = true;
        }
        // The two lowest: table 1's go to the foot table (FootTable), or
        // every table's but the last go down one (UpAndDown).
        const bool down = options.progression == Progression::UpAndDown ? k + 1 < count : k == 0;
        if (down) {
            const std::size_t to =
                options.progression == Progression::UpAndDown ? k + 1 : count - 1;
            fromAbove[to] = {ranked[size - 2], ranked[size - 1]};
            moved[size - 2] = moved[size - 1] = true;
        }
        // Those who stay keep their order of seating.
        for (int e : round.tables[k].seats) {
            const auto at = std::find(ranked.begin(), ranked.end(), e) - ranked.begin();
            if (!moved[std::size_t(at)]) stay[k].push_back(e);
        }
    }
    Round next;
    for (std::size_t k = 0; k < count; ++k) {
        Table t;
        t.number = int(k) + 1;
        t.wave = waveOf(t.number, options.sets);
        t.seats = stay[k];
        t.seats.insert(t.seats.end(), fromBelow[k].begin(), fromBelow[k].end());
        t.seats.insert(t.seats.end(), fromAbove[k].begin(), fromAbove[k].end());
        next.tables.push_back(std::move(t));
    }
    return next;
}

} // namespace club::party
