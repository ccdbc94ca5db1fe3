// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men strength and speed benchmark (not a ctest suite: it takes
// many minutes). It plays matches between the computer levels and prints
// the figures engine/km/PLAYERS.md reports.
//
// Every match plays each of games/2 random openings twice, the two players
// swapping colours, so colours alternate and no two pairs of games start
// alike. The Expert of the strength match may be given a node budget below
// its real one (whose time limit is Budget{}.milliseconds, 800 ms): node budgets make the result
// independent of the machine's load, and a weaker Expert that wins is
// evidence the full one does too. The speed run then times the full Expert.
//
// Usage: km_strength [games] [expert nodes, 0 = the time budget] [seed] [timed choices]
#include "core/random.h"
#include "km/game.h"
#include "km/player.h"
#include "km/rules.h"
#include "km/search.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <vector>

using namespace club;
using namespace club::km;

namespace {
constexpr int MaxPlies = 3000;    // a game still going after this counts as unfinished
constexpr int OpeningChoices = 6; // random choices before the players take over

double cpuMilliseconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

struct Tally {
    int wins = 0, losses = 0, repetitions = 0, stuck = 0, unfinished = 0;
    long plies = 0;
    std::vector<double> expertCpu; ///< per searched choice, ms
    std::vector<double> expertWall;
};

// A random opening: the first few choices of a game, drawn from `seed`.
std::vector<Move> opening(std::uint64_t seed) {
    Random rng(seed);
    Game game(Side::A);
    std::vector<Move> moves;
    for (int i = 0; i < OpeningChoices && !game.isOver(); ++i) {
        const MoveList legal = game.legalMoves();
        moves.push_back(legal[int(rng.below(std::uint32_t(legal.size())))]);
        game.play(moves.back());
    }
    return moves;
}

// One game; player `x` plays side A when `xIsA`.
void play(Player& x, Player& y, bool xIsA, const std::vector<Move>& start, std::uint64_t seed,
          Tally& t) {
    Random rng(seed);
    Game game(Side::A);
    for (const Move& m : start)
        game.play(m);
    Player* bySide[2] = {xIsA ? &x : &y, xIsA ? &y : &x};
    while (!game.isOver() && game.current() < MaxPlies) {
        Player& p = *bySide[index(game.position().toMove())];
        const double before = cpuMilliseconds();
        const Move m = p.choose(game.position(), rng);
        const double cpu = cpuMilliseconds() - before;
        if (auto* e = dynamic_cast<ExpertPlayer*>(&p); e && e->lastStats().nodes > 0) {
            t.expertCpu.push_back(cpu);
            t.expertWall.push_back(e->lastStats().milliseconds);
        }
        game.play(m);
    }
    t.plies += game.current();
    const Outcome o = game.outcome();
    if (o == Outcome::None)
        ++t.unfinished;
    else if (game.drawnByRepetition())
        ++t.repetitions;
    else if (o == Outcome::Draw)
        ++t.stuck;
    else if ((o == Outcome::WinA) == xIsA)
        ++t.wins;
    else
        ++t.losses;
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::size_t(q * double(v.size() - 1) + 0.5)];
}

void report(const char* x, const char* y, int games, const Tally& t) {
    const int decided = t.wins + t.losses;
    std::printf("%s vs %s: %d games: won %d, lost %d, drawn %d (repetition %d, neither can move "
                "%d), unfinished %d; %.1f%% of decided games won; %.0f choices a game\n",
                x, y, games, t.wins, t.losses, t.repetitions + t.stuck, t.repetitions, t.stuck,
                t.unfinished, decided ? 100.0 * t.wins / decided : 0.0, double(t.plies) / games);
    if (!t.expertCpu.empty())
        std::printf("  Expert: %zu searched choices; CPU ms median %.0f, worst %.0f; wall ms "
                    "median %.0f, worst %.0f\n",
                    t.expertCpu.size(), percentile(t.expertCpu, 0.5), percentile(t.expertCpu, 1.0),
                    percentile(t.expertWall, 0.5), percentile(t.expertWall, 1.0));
    std::fflush(stdout);
}

Tally match(Level a, Level b, int games, const Budget& budget, std::uint64_t seed) {
    auto x = makePlayer(a, budget);
    auto y = makePlayer(b, budget);
    Tally t;
    for (int g = 0; g < games; ++g) {
        const std::vector<Move> start = opening(seed + std::uint64_t(g / 2));
        play(*x, *y, g % 2 == 0, start, seed * 7919 + std::uint64_t(g), t);
        std::fprintf(stderr, "\r%s vs %s: %d/%d (won %d lost %d)", levelName(a).c_str(),
                     levelName(b).c_str(), g + 1, games, t.wins, t.losses);
    }
    std::fprintf(stderr, "\n");
    report(levelName(a).c_str(), levelName(b).c_str(), games, t);
    return t;
}
} // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::max(2, std::atoi(argv[1])) : 200;
    const long nodes = argc > 2 ? std::atol(argv[2]) : 10000;
    const std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1937;
    const int timed = argc > 4 ? std::atoi(argv[4]) : 60;

    Budget reduced;
    if (nodes > 0) {
        reduced.nodes = std::uint64_t(nodes);
        reduced.milliseconds = 60000; // the node budget decides
    }
    std::printf("Strength match: Expert budget %s\n",
                nodes > 0 ? (std::to_string(nodes) + " nodes a choice").c_str()
                          : "the real one, by time");
    match(Level::Standard, Level::Random, games, Budget{}, seed + 1000003);
    match(Level::Expert, Level::Standard, games, reduced, seed);

    // Speed: the real Expert (default Budget) against Standard until `timed`
    // choices have been searched.
    if (timed > 0) {
        std::printf("Speed: the real Expert (%d ms budget)\n", Budget{}.milliseconds);
        auto expert = makePlayer(Level::Expert);
        auto standard = makePlayer(Level::Standard);
        Tally t;
        int g = 0;
        while (int(t.expertCpu.size()) < timed) {
            play(*expert, *standard, g % 2 == 0, opening(seed + 5000 + std::uint64_t(g)),
                 seed + 9000 + std::uint64_t(g), t);
            ++g;
        }
        report("expert (real budget)", "standard", g, t);
    }
    return 0;
}
