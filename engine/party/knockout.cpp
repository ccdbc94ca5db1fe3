// SPDX-License-Identifier: GPL-3.0-or-later
#include "knockout.h"

#include "seating.h"

#include <algorithm>

namespace club::party {

Round knockoutRound(const std::vector<int>& order, const std::vector<bool>& lineHadBye,
                    const Options& options) {
    Round round;
    std::vector<int> playing = order;
    if (playing.size() % 2 == 1) {
        auto bye = std::find_if(playing.rbegin(), playing.rend(),
                                [&](int e) { return !lineHadBye[std::size_t(e)]; });
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

std::vector<FeedRound> projectBracket(int pairs) {
    // Play the night with stand-ins: the pair at seat 0 always wins, which
    // changes nothing of the shape (K2 looks at lines, not at pairs).
    std::vector<int> order(std::size_t(std::max(pairs, 0)));
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::vector<bool> lineHadBye(order.size(), false);
    std::vector<Feed> feedOf(order.size()); // where each stand-in came from
    for (std::size_t i = 0; i < order.size(); ++i)
        feedOf[i] = Feed{Feed::Draw, int(i)};
    std::vector<FeedRound> rounds;
    Options options;
    while (order.size() > 1) {
        Round round = knockoutRound(order, lineHadBye, options);
        FeedRound projected;
        for (Table& t : round.tables) {
            projected.tables.push_back(FeedTable{
                t.number, {feedOf[std::size_t(t.seats[0])], feedOf[std::size_t(t.seats[1])]}});
            t.result = TableResult{{}, t.seats[0], Source::Typed};
            if (lineHadBye[std::size_t(t.seats[1])]) lineHadBye[std::size_t(t.seats[0])] = true;
            feedOf[std::size_t(t.seats[0])] = Feed{Feed::Winner, t.number};
        }
        if (round.bye >= 0) {
            projected.bye = feedOf[std::size_t(round.bye)];
            lineHadBye[std::size_t(round.bye)] = true;
            feedOf[std::size_t(round.bye)] = Feed{Feed::Bye, 0};
        }
        rounds.push_back(std::move(projected));
        order = survivors(round, order);
    }
    return rounds;
}

int knockoutRounds(int pairs) {
    int rounds = 0;
    for (int n = pairs; n > 1; n = (n + 1) / 2)
        ++rounds;
    return rounds;
}

} // namespace club::party
