// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include "core/random.h"
#include "dice.h"
#include "players.h"
#include "random_games.h"
#include "state.h"

#include <chrono>
#include <cmath>
#include <ctime>
#include <memory>

namespace club::pat {

namespace {
constexpr long MaxThrows = 1'000'000; // a game this long is stuck (never seen)
}

std::vector<int> coloursFor(Kind kind, int players) {
    if (kind == Kind::Partner || players == 4) return {0, 1, 2, 3};
    if (players == 2) return {0, 2};
    return {0, 1, 2};
}

MatchResult playMatch(const MatchConfig& config) {
    const int n = config.players;
    const std::vector<int> colours = coloursFor(config.kind, n);
    Rules rules;
    rules.kind = config.kind;
    rules.counters = config.counters;
    rules.oneThrowPerSix = config.oneThrowPerSix;
    rules.inPlay = 0;
    for (int c : colours)
        rules.inPlay |= std::uint8_t(1u << c);

    std::vector<std::unique_ptr<Player>> players;
    bool allRandom = true;
    for (const std::string& k : config.kinds) {
        players.push_back(makePlayer(k));
        allRandom &= k == "random";
    }
    MatchResult r;
    r.wins.assign(std::size_t(n), 0);
    Random seeds(config.seed);
    long throws = 0;
    const auto started = std::chrono::steady_clock::now();
    const std::clock_t cpuStarted = std::clock();
    // The entry whose player sat in colour c in game g: seats rotate.
    const auto seatOf = [&](long g, int c) {
        for (int e = 0; e < n; ++e)
            if (colours[std::size_t((e + g) % n)] == c) return e;
        return 0;
    };
    const auto tally = [&](long g, const State& s, long t) {
        throws += t;
        if (!s.isOver()) {
            ++r.unfinished;
            return;
        }
        if (config.kind == Kind::Partner) {
            for (int c = 0; c < Colours; ++c)
                if (sideOf(c) == s.winningSide()) r.wins[std::size_t(seatOf(g, c))] += 1;
        } else {
            r.wins[std::size_t(seatOf(g, s.finished(0)))] += 1;
        }
    };
    if (allRandom) {
        // The die of each game from the same stream as below; the second
        // seed, the players' own Random, is drawn and left unused.
        RandomGamesConfig games;
        games.rules = rules;
        games.firstThrower = colours[0];
        games.games = config.games;
        games.maxThrows = MaxThrows;
        games.nextSeed = [&seeds] {
            const std::uint64_t dice = seeds.split();
            seeds.split();
            return dice;
        };
        games.gameOver = tally;
        games.lanes = config.lanes;
        playRandomGames(games);
        if (config.lanes && randomGamesInLanes(config.kind)) r.lanes = RandomGamesLaneWidth;
    }
    for (int g = 0; g < config.games && !allRandom; ++g) {
        Dice dice(seeds.split());
        Random rng(seeds.split());
        State s(rules, colours[0]);
        long t = 0;
        while (!s.isOver() && t < MaxThrows) {
            if (s.phase() == Phase::Choose) {
                const int count = s.legalCount();
                int pick = 0;
                if (count > 1) pick = players[std::size_t(seatOf(g, s.toMove()))]->choose(s, rng);
                s.choose(pick);
            } else {
                s.throwDie(dice.die());
                ++t;
            }
        }
        tally(g, s, t);
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    r.cpuSeconds = double(std::clock() - cpuStarted) / CLOCKS_PER_SEC;
    r.throwsPerGame = config.games ? double(throws) / config.games : 0;
    for (int e = 0; e < n; ++e) {
        const double p = r.wins[std::size_t(e)] / config.games;
        const double half = 1.96 * std::sqrt(p * (1 - p) / config.games);
        r.winRate.push_back(p);
        r.ciLow.push_back(std::max(0.0, p - half));
        r.ciHigh.push_back(std::min(1.0, p + half));
    }
    return r;
}

} // namespace club::pat
