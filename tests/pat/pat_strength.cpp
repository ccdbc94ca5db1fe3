// The Patchesi figures of PLAYERS.md: the speed of whole random games and
// the strength of the computer players, seats rotated, with 95% intervals.
// An executable, not a ctest suite (the strength runs take minutes):
//   pat_strength speed [games]      4-player single games between random players
//   pat_strength strength [games]   the three strength targets
//   pat_strength KIND OPP [games] [single|partner]
#include "pat/match.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace club::pat;

namespace {

MatchResult run(Kind kind, const std::string& me, const std::string& them, int games,
                std::uint64_t seed) {
    MatchConfig c;
    c.kind = kind;
    c.players = 4;
    c.games = games;
    c.seed = seed;
    c.kinds = kind == Kind::Partner ? std::vector<std::string>{me, them, me, them}
                                    : std::vector<std::string>{me, them, them, them};
    return playMatch(c);
}

void report(const char* what, const MatchResult& r, int games) {
    std::printf("%-44s win %.3f  95%% [%.3f, %.3f]  %d games, %.1f games/s\n", what, r.winRate[0],
                r.ciLow[0], r.ciHigh[0], games, games / r.seconds);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "speed";
    if (mode == "speed") {
        const int games = argc > 2 ? std::atoi(argv[2]) : 300000;
        const MatchResult r = run(Kind::Single, "random", "random", games, 1);
        std::printf("%d games in %.2f s: %.0f games/s, %.1f throws a game\n", games, r.seconds,
                    games / r.seconds, r.throwsPerGame);
        return 0;
    }
    if (mode == "strength") {
        const int games = argc > 2 ? std::atoi(argv[2]) : 2000;
        report("single: expert vs three random", run(Kind::Single, "expert", "random", games, 11),
               games);
        report("single: expert vs three heuristic",
               run(Kind::Single, "expert", "heuristic", games, 12), games);
        report("partner: two experts vs two heuristic",
               run(Kind::Partner, "expert", "heuristic", games, 13), games);
        return 0;
    }
    if (argc < 3) return 2;
    const int games = argc > 3 ? std::atoi(argv[3]) : 2000;
    const Kind kind = argc > 4 && std::string(argv[4]) == "partner" ? Kind::Partner : Kind::Single;
    report((mode + " vs " + argv[2]).c_str(), run(kind, mode, argv[2], games, 14), games);
    return 0;
}
