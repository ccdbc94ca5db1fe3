#include "knockout.h"

#include "seating.h"

#include <algorithm>

namespace club::party {

Round knockoutRound(const std::vector<int>& order, const std::vector<bool>& hadBye,
                    const Options& options) {
    Round round;
    std::vector<int> playing = order;
    if (playing.size() % 2 == 1) {
        auto bye = std::find_if(playing.rbegin(), playing.rend(),
                                [&](int e) { return !hadBye[std::size_t(e)]; });
        const auto at = bye == playing.rend() ? playing.end() - 1 : std::next(bye).base();
        round.bye = *at;
        playing.erase(at);
    }
    for (std::size_t i = 0; i + 1 < playing.size(); i += 2) {
        Table t;
        t.number = int(i / 2) + 1;
        t.wave = waveOf(t.number, options.sets);
        t.seats = {playing[i], playing[i + 1]};
        round.tables.push_back(std::move(t));
    }
    return round;
}

std::vector<int> survivors(const Round& round, const std::vector<int>& order) {
    std::vector<int> next;
    for (int e : order) {
        if (e == round.bye) {
            next.push_back(e);
            continue;
        }
        for (const Table& t : round.tables)
            if (t.seats.front() == e && t.result) next.push_back(t.result->winner);
    }
    return next;
}

int knockoutRounds(int pairs) {
    int rounds = 0;
    for (int n = pairs; n > 1; n = (n + 1) / 2)
        ++rounds;
    return rounds;
}

} // namespace club::party
