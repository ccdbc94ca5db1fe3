// SPDX-License-Identifier: GPL-3.0-or-later
// Strength and speed benchmark of the P.M. computer players (issue 4): a
// fixed list of matches, seats rotated (pm/match.h), each printed with its
// win rate, 95% interval and chance; then the Expert's time per move over
// whole 8-player games. Not a test: run it by hand, under `nice`.
//
//   pm_strength [--scale F] [--only NAME] [--work N] [--max-samples N] [--replies N]
//               [--reply-work N] [--margin W] [--evidence F]
//               [--evidence-tries N] [--speed-games N]
#include "core/random.h"
#include "pm/expert_player.h"
#include "pm/game.h"
#include "pm/match.h"
#include "pm/pack.h"
#include "pm/view.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

using namespace club::pm;

namespace {

struct Row {
    const char* name;
    int players;
    int games;
    std::vector<std::string> kinds; ///< entry 0 is the one measured
    std::uint64_t seed;
};

// The fixed seed list: one seed per row, so every run deals the same games.
const std::vector<Row> rows = {
    {"greedy-vs-3-random", 4, 10000, {"greedy", "random", "random", "random"}, 101},
    {"standard-vs-3-greedy", 4, 20000, {"standard", "greedy", "greedy", "greedy"}, 102},
    {"beginner-vs-3-greedy", 4, 10000, {"beginner", "greedy", "greedy", "greedy"}, 103},
    {"expert-vs-3-greedy", 4, 10000, {"expert", "greedy", "greedy", "greedy"}, 104},
    {"expert-vs-greedy", 2, 10000, {"expert", "greedy"}, 105},
    {"expert-vs-3-standard", 4, 4000, {"expert", "standard", "standard", "standard"}, 106},
    {"expert-vs-7-greedy",
     8,
     2000,
     {"expert", "greedy", "greedy", "greedy", "greedy", "greedy", "greedy", "greedy"},
     107},
};

double threadSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

void runRow(const Row& row, double scale, const ExpertSettings& settings) {
    MatchConfig config;
    config.players = row.players;
    config.games = std::max(row.players * row.players, int(row.games * scale));
    config.seed = row.seed;
    config.kinds = row.kinds;
    const double cpu0 = threadSeconds();
    const MatchResult r = playMatch(config, [&](int e) -> std::unique_ptr<Player> {
        if (row.kinds[std::size_t(e)] == "expert") return std::make_unique<ExpertPlayer>(settings);
        return makePlayer(row.kinds[std::size_t(e)]);
    });
    const EntryResult& me = r.entries.front();
    std::printf("| %-22s | %d | %6d | %5.1f%% | %5.1f%%-%5.1f%% | %5.1f%% | %7.1f | %6.0f |\n",
                row.name, row.players, config.games, 100 * me.winRate, 100 * me.ciLow,
                100 * me.ciHigh, 100 * r.chance, me.meanScore, threadSeconds() - cpu0);
    std::fflush(stdout);
}

void runSpeed(int games, const ExpertSettings& settings) {
    // Every seat an Expert: each of the 88 decisions of a game is timed.
    std::vector<double> ms;
    club::Random rng(2024);
    ExpertPlayer expert(settings);
    for (int i = 0; i < games; ++i) {
        Game g = Game::deal(Pack::standard(), 8, i % 8, 9000 + std::uint64_t(i));
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
    std::printf("\nExpert time per move, 8 players, every seat Expert, %d game(s), %zu moves, "
                "CPU time of one thread:\n  median %.1f ms, mean %.1f ms, 90th percentile %.1f "
                "ms, 99th percentile %.1f ms, worst %.1f ms\n",
                games, ms.size(), ms[ms.size() / 2], sum / double(ms.size()),
                ms[ms.size() * 9 / 10], ms[ms.size() * 99 / 100], ms.back());
}

} // namespace

int main(int argc, char** argv) {
    double scale = 1.0;
    std::string only;
    int speedGames = 1;
    ExpertSettings settings;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--scale"))
            scale = std::atof(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--only"))
            only = argv[i + 1];
        else if (!std::strcmp(argv[i], "--work"))
            settings.work = std::atol(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--max-samples"))
            settings.maxSamples = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--margin"))
            settings.marginWeight = std::atof(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--replies"))
            settings.standardReplies = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--reply-work"))
            settings.replyWork = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--evidence"))
            settings.evidence = std::atof(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--evidence-tries"))
            settings.evidenceTries = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--speed-games"))
            speedGames = std::atoi(argv[i + 1]);
        else {
            std::fprintf(stderr, "unknown option %s\n", argv[i]);
            return 2;
        }
    }
    std::printf("Expert budget: %ld moves of play-out per move, at most %d sampled deals, "
                "%d Standard replies charged %d moves each, margin %.3f, evidence %.2f "
                "(%d tries)\n\n",
                settings.work, settings.maxSamples, settings.standardReplies, settings.replyWork,
                settings.marginWeight, settings.evidence, settings.evidenceTries);
    if (only != "speed")
        std::printf("| match                  | n |  games |   wins | 95%% interval  | chance | "
                    "mean sc | cpu s  |\n|---|---|---|---|---|---|---|---|\n");
    for (const Row& row : rows)
        if (only.empty() || only == row.name) runRow(row, scale, settings);
    if (only.empty() || only == "speed") runSpeed(speedGames, settings);
    return 0;
}
