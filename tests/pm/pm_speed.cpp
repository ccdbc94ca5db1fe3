// SPDX-License-Identifier: GPL-3.0-or-later
// Speed benchmark of the P.M. engine (issue 14). Not a test: it prints
// figures, run by hand under `nice`:
//   1. whole games between random players for 2, 4 and 8 players, through
//      playMatch() as the engine tool's pm.simulate plays them, in games per
//      second of one thread's CPU time (a shared machine disturbs that much
//      less than the wall clock, which is printed beside it);
//   2. the Expert's time per move: whole games with an Expert in every seat,
//      every decision timed.
//
//   pm_speed [--games N] [--runs R] [--expert-games N] [--only random|expert]
#include "core/random.h"
#include "pm/expert_player.h"
#include "pm/game.h"
#include "pm/match.h"
#include "pm/pack.h"
#include "pm/view.h"

#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

using namespace club::pm;

namespace {

double threadSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

/// Games per second of `runs` matches of random players; the best run and
/// the median are printed, since other work on the machine only slows a run.
void benchRandom(int players, int games, int runs) {
    std::vector<double> cpuRates, wallRates;
    for (int r = 0; r < runs; ++r) {
        MatchConfig config;
        config.players = players;
        config.games = games;
        config.seed = 1 + std::uint64_t(r);
        config.kinds.assign(std::size_t(players), "random");
        const double cpu0 = threadSeconds();
        QElapsedTimer wall;
        wall.start();
        const MatchResult result = playMatch(config);
        const double cpu = threadSeconds() - cpu0;
        const double seconds = double(wall.nsecsElapsed()) * 1e-9;
        if (result.entries.size() != std::size_t(players)) std::abort(); // keeps the work
        cpuRates.push_back(games / cpu);
        wallRates.push_back(games / seconds);
    }
    std::sort(cpuRates.begin(), cpuRates.end());
    std::sort(wallRates.begin(), wallRates.end());
    std::printf("| %d | %9d x %d | %9.0f | %9.0f | %9.0f | %6.2f |\n", players, games, runs,
                cpuRates.back(), cpuRates[cpuRates.size() / 2], wallRates.back(),
                1e6 / cpuRates.back());
    std::fflush(stdout);
}

/// Every seat an Expert, each decision timed in CPU time of this thread.
void benchExpert(int players, int games) {
    std::vector<double> ms;
    club::Random rng(2024);
    ExpertPlayer expert;
    for (int i = 0; i < games; ++i) {
        Game g = Game::deal(Pack::standard(), players, i % players, 9000 + std::uint64_t(i));
        while (!g.isOver()) {
            const double t0 = threadSeconds();
            const Move m = expert.choose(View(g, g.toMove()), rng);
            ms.push_back(1000 * (threadSeconds() - t0));
            g.apply(m);
        }
    }
    std::sort(ms.begin(), ms.end());
    double sum = 0;
    for (double v : ms)
        sum += v;
    std::printf("| %d | %d | %zu | %.2f | %.2f | %.2f | %.2f |\n", players, games, ms.size(),
                ms[ms.size() / 2], sum / double(ms.size()), ms[ms.size() * 9 / 10], ms.back());
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    int games = 300000;
    int runs = 5;
    int expertGames = 4;
    std::string only;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--games"))
            games = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--runs"))
            runs = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--expert-games"))
            expertGames = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--only"))
            only = argv[i + 1];
        else {
            std::fprintf(stderr, "unknown option %s\n", argv[i]);
            return 2;
        }
    }
    if (only.empty() || only == "random") {
        std::printf("Whole games between random players (playMatch, as pm.simulate), one "
                    "thread:\n\n| players | games x runs | games/s CPU, best | games/s CPU, "
                    "median | games/s wall, best | us/game CPU |\n|---|---|---|---|---|---|\n");
        for (int players : {2, 4, 8})
            benchRandom(players, games, runs);
    }
    if (only.empty() || only == "expert") {
        std::printf("\nExpert time per move, every seat Expert (%ld moves of play-out a move), CPU "
                    "time of one thread, ms:\n\n| players | games | moves | median | mean | 90th "
                    "percentile | worst |\n|---|---|---|---|---|---|---|\n",
                    ExpertSettings{}.work);
        for (int players : {2, 4, 8})
            benchExpert(players, expertGames);
    }
    return 0;
}
