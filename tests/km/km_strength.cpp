// Plays the King's Men computer players against each other and prints
// win/draw/loss and the Expert's thinking time. Not a ctest suite: it takes
// minutes. Usage: km_strength [games per match] [expert milliseconds] [seed]
#include "core/random.h"
#include "km/game.h"
#include "km/player.h"
#include "km/search.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace club;
using namespace club::km;

namespace {
constexpr int MaxPlies = 4000; // a game still going after this counts as a draw

struct Tally {
    int wins = 0, draws = 0, losses = 0, unfinished = 0;
    int expertMoves = 0;
    double expertMs = 0, expertMaxMs = 0;
};

// One game; `first` is the player index (0 or 1) that plays side A.
void play(Player& p0, Player& p1, bool p0IsA, std::uint64_t seed, Tally& t) {
    Random rng(seed);
    Game game = Game::byLot(rng.split());
    Player* bySide[2] = {p0IsA ? &p0 : &p1, p0IsA ? &p1 : &p0};
    while (!game.isOver() && game.current() < MaxPlies) {
        Player& p = *bySide[index(game.position().toMove())];
        const Move m = p.choose(game.position(), rng);
        if (auto* e = dynamic_cast<ExpertPlayer*>(&p); e && e->lastStats().nodes > 0) {
            ++t.expertMoves;
            t.expertMs += e->lastStats().milliseconds;
            t.expertMaxMs = std::max(t.expertMaxMs, e->lastStats().milliseconds);
        }
        game.play(m);
    }
    const Outcome o = game.outcome();
    const Outcome p0Wins = p0IsA ? Outcome::WinA : Outcome::WinB;
    if (o == Outcome::None)
        ++t.unfinished, ++t.draws;
    else if (o == Outcome::Draw)
        ++t.draws;
    else if (o == p0Wins)
        ++t.wins;
    else
        ++t.losses;
}

void match(Level a, Level b, int games, const Budget& budget, std::uint64_t seed) {
    auto p0 = makePlayer(a, budget);
    auto p1 = makePlayer(b, budget);
    Tally t;
    for (int g = 0; g < games; ++g) {
        play(*p0, *p1, g % 2 == 0, seed + std::uint64_t(g), t);
        std::fprintf(stderr, "\r%s vs %s: %d/%d", levelName(a).c_str(), levelName(b).c_str(), g + 1,
                     games);
    }
    const int decided = t.wins + t.losses;
    std::printf("\n%s vs %s: %d games, won %d, drawn %d (unfinished %d), lost %d; "
                "%.1f%% of decided games won\n",
                levelName(a).c_str(), levelName(b).c_str(), games, t.wins, t.draws, t.unfinished,
                t.losses, decided ? 100.0 * t.wins / decided : 0.0);
    if (t.expertMoves)
        std::printf("  Expert: %d searched choices, average %.1f ms, max %.1f ms\n", t.expertMoves,
                    t.expertMs / t.expertMoves, t.expertMaxMs);
}
} // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 20;
    Budget budget;
    if (argc > 2) budget.milliseconds = std::atoi(argv[2]);
    const std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1937;
    match(Level::Expert, Level::Standard, games, budget, seed);
    match(Level::Standard, Level::Random, games, budget, seed + 100000);
    return 0;
}
