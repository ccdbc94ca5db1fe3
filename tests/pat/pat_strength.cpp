// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi figures of PLAYERS.md: the speed of whole random games and
// the strength of the computer players, seats rotated, with 95% intervals.
// An executable, not a ctest suite (the strength runs take minutes):
//   pat_strength speed [games] [house]  4-player single games between random players
//                                   (house: the house rule one more throw per six)
//   pat_strength strength [games] [1|2|3]  the three strength targets (or one)
//   pat_strength timing [games]     the Expert's time a choice (CPU time)
//   pat_strength KIND OPP [games] [single|partner] [seed]  (seed 14 unless given)
#include "core/random.h"
#include "pat/match.h"
#include "pat/players.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

using namespace club::pat;

namespace {

MatchResult run(Kind kind, const std::string& me, const std::string& them, int games,
                std::uint64_t seed, bool lanes = true, bool oneThrowPerSix = false) {
    MatchConfig c;
    c.lanes = lanes;
    c.oneThrowPerSix = oneThrowPerSix;
    c.kind = kind;
    c.players = 4;
    c.games = games;
    c.seed = seed;
    c.kinds = kind == Kind::Partner ? std::vector<std::string>{me, them, me, them}
                                    : std::vector<std::string>{me, them, them, them};
    return playMatch(c);
}

void report(const char* what, const MatchResult& r, int games) {
    std::printf("%-44s win %.3f  95%% [%.3f, %.3f]  %.0f wins in %d games, %.1f games/s\n", what,
                r.winRate[0], r.ciLow[0], r.ciHigh[0], r.wins[0], games, games / r.seconds);
    std::fflush(stdout);
}

double threadSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// Whole games with an Expert in every seat (single and partner games in
// turn): the processor time of each choice among two or more moves.
void timing(int games) {
    std::vector<double> ms;
    club::Random rng(15);
    for (int g = 0; g < games; ++g) {
        Rules rules;
        rules.kind = g % 2 ? Kind::Partner : Kind::Single;
        ExpertPlayer expert;
        State s(rules, g % 4);
        while (!s.isOver()) {
            if (s.phase() != Phase::Choose) {
                s.throwDie(rng.between(1, 6));
                continue;
            }
            int pick = 0;
            if (s.legalCount() > 1) {
                const double t0 = threadSeconds();
                pick = expert.choose(s, rng);
                ms.push_back((threadSeconds() - t0) * 1000);
            }
            s.choose(pick);
        }
    }
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) { return ms[std::size_t(q * double(ms.size() - 1))]; };
    std::printf("expert: %zu choices in %d games, CPU ms: median %.3f, 99th percentile %.3f, "
                "max %.3f\n",
                ms.size(), games, at(0.5), at(0.99), ms.back());
}

} // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "speed";
    if (mode == "speed") {
        const int games = argc > 2 ? std::atoi(argv[2]) : 300000;
        const bool house = argc > 3 && std::string(argv[3]) == "house";
        // In lanes where the processor allows, then one game at a time.
        for (const bool lanes : {true, false}) {
            const MatchResult r = run(Kind::Single, "random", "random", games, 1, lanes, house);
            std::printf("%d games in %.2f s (%.2f s CPU), %d at a time: %.0f games/s, %.0f "
                        "games/CPU s, %.1f throws a game\n",
                        games, r.seconds, r.cpuSeconds, r.lanes, games / r.seconds,
                        games / r.cpuSeconds, r.throwsPerGame);
        }
        return 0;
    }
    if (mode == "timing") {
        timing(argc > 2 ? std::atoi(argv[2]) : 20);
        return 0;
    }
    if (mode == "strength") {
        const int games = argc > 2 ? std::atoi(argv[2]) : 2000;
        // Optionally one match only (1, 2 or 3), to run them side by side.
        const int only = argc > 3 ? std::atoi(argv[3]) : 0;
        if (only == 0 || only == 1)
            report("single: expert vs three random",
                   run(Kind::Single, "expert", "random", games, 11), games);
        if (only == 0 || only == 2)
            report("single: expert vs three heuristic",
                   run(Kind::Single, "expert", "heuristic", games, 12), games);
        if (only == 0 || only == 3)
            report("partner: two experts vs two heuristic",
                   run(Kind::Partner, "expert", "heuristic", games, 13), games);
        return 0;
    }
    if (argc < 3) return 2;
    const int games = argc > 3 ? std::atoi(argv[3]) : 2000;
    const Kind kind = argc > 4 && std::string(argv[4]) == "partner" ? Kind::Partner : Kind::Single;
    const std::uint64_t seed = argc > 5 ? std::strtoull(argv[5], nullptr, 10) : 14;
    report((mode + " vs " + argv[2]).c_str(), run(kind, mode, argv[2], games, seed), games);
    return 0;
}
